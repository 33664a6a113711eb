import { optionLabel, optionWords } from "#app/i18n/option-words.ts";

type Value = string | null | undefined;
const words = optionWords("en");

/**
 * A stored choice as the team reads it (the inbox, the notification e-mail, the lead's
 * headline): the English form's words for it; an unknown value (an old row) as it was stored.
 */
export const choiceLabel = {
  serviceType: (value: Value) => optionLabel(words.serviceType, value),
  consultationTimeline: (value: Value) => optionLabel(words.consultationTimeline, value),
  projectType: (value: Value) => optionLabel(words.projectType, value),
  poolSize: (value: Value) => optionLabel(words.poolSize, value),
  quoteTimeline: (value: Value) => optionLabel(words.quoteTimeline, value),
  callbackTime: (value: Value) => optionLabel(words.callbackTime, value),
  contactMethod: (value: Value) => optionLabel(words.contactMethod, value),
};
