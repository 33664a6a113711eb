import type { Option } from "#app/components/ui/form-fields.tsx";

/** The label of one value of an option list: how an English catalog takes the lists' own words. */
export function label<const T extends readonly Option[]>(options: T, value: T[number]["value"]): string {
  return options.find((option) => option.value === value)?.label ?? value;
}
