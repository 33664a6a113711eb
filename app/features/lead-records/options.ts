/**
 * The option lists of the three lead forms: their values, in the forms' order. The shared schemas
 * accept only these; the words for each value live in the catalogs (`leads.options`,
 * `quote.form.options`, in both languages), which the forms, the e-mails and the inbox read.
 */

export const serviceTypeOptions = [
  { value: "new" },
  { value: "renovation" },
  { value: "service" },
  { value: "repair" },
  { value: "spa" },
] as const satisfies readonly { value: string }[];

export const consultationTimelineOptions = [
  { value: "immediate" },
  { value: "1-3months" },
  { value: "3-6months" },
  { value: "6-12months" },
  { value: "planning" },
] as const satisfies readonly { value: string }[];

export const projectTypeOptions = [
  { value: "new-pool" },
  { value: "renovation" },
  { value: "maintenance" },
  { value: "repair" },
] as const satisfies readonly { value: string }[];

export const poolSizeOptions = [
  { value: "small" },
  { value: "medium" },
  { value: "large" },
  { value: "custom" },
] as const satisfies readonly { value: string }[];

export const quoteTimelineOptions = [
  { value: "immediate" },
  { value: "1-3months" },
  { value: "3-6months" },
  { value: "6+months" },
  { value: "researching" },
] as const satisfies readonly { value: string }[];

export const callbackTimeOptions = [
  { value: "morning" },
  { value: "afternoon" },
  { value: "evening" },
] as const satisfies readonly { value: string }[];

export const featureOptions = [
  "Hot Tub Integration",
  "Waterfall/Water Features",
  "LED Lighting",
  "Custom Decking",
  "Automation System",
] as const;

export const contactMethods = ["phone", "email", "callback"] as const;
export type ContactMethod = (typeof contactMethods)[number];

/** The quote form's contact method as the team and the visitor read it afterwards. */
export const contactMethodOptions = [
  { value: "phone" },
  { value: "email" },
  { value: "callback" },
] as const satisfies readonly { value: ContactMethod }[];

export function values<const T extends readonly { value: string }[]>(options: T): [T[number]["value"], ...T[number]["value"][]] {
  return options.map((option) => option.value) as [T[number]["value"], ...T[number]["value"][]];
}
