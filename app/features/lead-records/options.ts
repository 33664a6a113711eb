/**
 * The option lists of the three lead forms, values and labels kept exactly. One source of truth: the forms
 * render these, the shared schemas accept only these values, and the notification e-mail
 * prints their labels.
 */
import type { Option } from "#app/components/ui/form-fields.tsx";

export const serviceTypeOptions = [
  { value: "new", label: "New Pool Construction" },
  { value: "renovation", label: "Pool Renovation" },
  { value: "service", label: "Pool Service & Maintenance" },
  { value: "repair", label: "Repairs & Upgrades" },
  { value: "spa", label: "Custom Spa Design" },
] as const satisfies readonly Option[];

export const consultationTimelineOptions = [
  { value: "immediate", label: "ASAP - Emergency Service" },
  { value: "1-3months", label: "1-3 Months" },
  { value: "3-6months", label: "3-6 Months" },
  { value: "6-12months", label: "6-12 Months" },
  { value: "planning", label: "Just planning ahead" },
] as const satisfies readonly Option[];

export const projectTypeOptions = [
  { value: "new-pool", label: "New Pool Installation" },
  { value: "renovation", label: "Pool Renovation" },
  { value: "maintenance", label: "Pool Maintenance" },
  { value: "repair", label: "Pool Repair" },
] as const satisfies readonly Option[];

export const poolSizeOptions = [
  { value: "small", label: "10x20 ft" },
  { value: "medium", label: "15x30 ft" },
  { value: "large", label: "20x40 ft" },
  { value: "custom", label: "Custom Size" },
] as const satisfies readonly Option[];

export const quoteTimelineOptions = [
  { value: "immediate", label: "As soon as possible" },
  { value: "1-3months", label: "1-3 months" },
  { value: "3-6months", label: "3-6 months" },
  { value: "6+months", label: "6+ months" },
  { value: "researching", label: "Just researching" },
] as const satisfies readonly Option[];

export const callbackTimeOptions = [
  { value: "morning", label: "Morning (9AM-12PM)" },
  { value: "afternoon", label: "Afternoon (12PM-5PM)" },
  { value: "evening", label: "Evening (5PM-8PM)" },
] as const satisfies readonly Option[];

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
  { value: "phone", label: "Phone call" },
  { value: "email", label: "E-mail" },
  { value: "callback", label: "Callback" },
] as const satisfies readonly { value: ContactMethod; label: string }[];

export function values<const T extends readonly Option[]>(options: T): [T[number]["value"], ...T[number]["value"][]] {
  return options.map((option) => option.value) as [T[number]["value"], ...T[number]["value"][]];
}

export function labelOf(options: readonly Option[], value: string | null | undefined): string | null {
  if (!value) return null;
  return options.find((option) => option.value === value)?.label ?? value;
}

type Value = string | null | undefined;

/** A stored choice as a person reads it (the inbox, the notification e-mail): its option's label. */
export const choiceLabel = {
  serviceType: (value: Value) => labelOf(serviceTypeOptions, value),
  consultationTimeline: (value: Value) => labelOf(consultationTimelineOptions, value),
  projectType: (value: Value) => labelOf(projectTypeOptions, value),
  poolSize: (value: Value) => labelOf(poolSizeOptions, value),
  quoteTimeline: (value: Value) => labelOf(quoteTimelineOptions, value),
  callbackTime: (value: Value) => labelOf(callbackTimeOptions, value),
  contactMethod: (value: Value) => labelOf(contactMethodOptions, value),
};
