import { optionList } from "#app/utils/option-list.ts";

/**
 * The option lists of the three lead forms: their values, in the forms' order. The shared schemas
 * accept only these; the words for each value live in the catalogs (`leads.options`,
 * `quote.form.options`, in both languages), which the forms, the e-mails and the inbox read.
 */

export const serviceTypeOptions = optionList("new", "renovation", "service", "repair", "spa");

export const consultationTimelineOptions = optionList("immediate", "1-3months", "3-6months", "6-12months", "planning");

export const projectTypeOptions = optionList("new-pool", "renovation", "maintenance", "repair");

export const poolSizeOptions = optionList("small", "medium", "large", "custom");

export const quoteTimelineOptions = optionList("immediate", "1-3months", "3-6months", "6+months", "researching");

export const callbackTimeOptions = optionList("morning", "afternoon", "evening");

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
export const contactMethodOptions = optionList(...contactMethods);
