/**
 * A form's option list from its values, in the order given: each an `{ value }` whose words live
 * in the catalogs (the designer's, the lead forms'), so the list itself is the same in every
 * language. The values stay literal types, in order, for the types and schemas made from them.
 */
export function optionList<const Values extends readonly string[]>(...values: Values): { readonly [K in keyof Values]: { readonly value: Values[K] } } {
  return values.map((value) => ({ value })) as { readonly [K in keyof Values]: { readonly value: Values[K] } };
}

/** An option list's values, in order, for a schema's `z.enum` (which takes at least one). */
export function optionValues<const Options extends readonly { value: string }[]>(options: Options): [Options[number]["value"], ...Options[number]["value"][]] {
  return options.map((option) => option.value) as [Options[number]["value"], ...Options[number]["value"][]];
}
