/**
 * What the form components need to know about the three lead forms without their schemas:
 * names, length limits and field order. Apart from `schema.ts` so that zod is fetched only
 * when a visitor starts on a form, not with every page that shows one.
 */

export const formNames = ["consultation", "contact", "get-quote"] as const;
export type FormName = (typeof formNames)[number];

export function isFormName(value: unknown): value is FormName {
  return typeof value === "string" && (formNames as readonly string[]).includes(value);
}

export const limits = {
  personName: 80,
  fullName: 120,
  email: 254,
  phone: 25,
  location: 120,
  subject: 150,
  address: 200,
  message: 5000,
  notes: 3000,
  /** A `/design` query string carried by the quote form. */
  design: 1024,
} as const;

/** Field name → the first message about it. */
export type FieldErrors = Record<string, string>;

/** Fields a form's record may hold, in the order the form shows them (focus goes to the first error). */
export const fieldOrder: Record<FormName, readonly string[]> = {
  consultation: ["firstName", "lastName", "email", "phone", "location", "serviceType", "timeline", "message"],
  contact: ["name", "email", "phone", "subject", "message"],
  "get-quote": [
    "projectType",
    "poolSize",
    "features",
    "address",
    "timeline",
    "notes",
    "design",
    "contactMethod",
    "name",
    "phone",
    "email",
    "preferredCallbackTime",
  ],
};
