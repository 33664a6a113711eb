/**
 * The shape every language's catalog of a namespace must have: the English one's keys, each a
 * string. Typing a Spanish catalog with it makes a missing or an extra key a type error.
 */
export type Catalog<T> = { readonly [K in keyof T]: T[K] extends string ? string : Catalog<T[K]> };

/** Fills `{{name}}` placeholders, as i18next does; for islands, which carry no i18next. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
