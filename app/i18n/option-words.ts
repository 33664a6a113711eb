import type { Locale } from "#app/i18n/locale.ts";
import { english, resources } from "#app/i18n/resources.ts";

const FEATURE_KEYS = ["f1", "f2", "f3", "f4", "f5"] as const;

/**
 * The lead forms' choices in one language, keyed by the value stored (the catalogs' `leads.options`
 * and `quote.form.options`): what the e-mails and the inbox say for a stored choice. The quote
 * form's features are stored as their English words, so they are keyed by those.
 */
export function optionWords(locale: Locale) {
  const { leads, quote } = resources[locale];
  const form = quote.form.options;
  return {
    serviceType: leads.options.serviceType,
    consultationTimeline: leads.options.consultationTimeline,
    projectType: form.projectType,
    poolSize: form.poolSize,
    quoteTimeline: form.timeline,
    callbackTime: form.callbackTime,
    contactMethod: form.contactMethod,
    features: Object.fromEntries(FEATURE_KEYS.map((key) => [english.quote.form.options.features[key], form.features[key]])) as Record<string, string>,
  };
}

export type OptionWords = ReturnType<typeof optionWords>;

/** A stored choice in a language's words; an unknown value (an old row) as it was stored. */
export function optionLabel<K extends string>(labels: Record<K, string>, value: string | null | undefined): string | null {
  if (!value) return null;
  return Object.hasOwn(labels, value) ? labels[value as K] : value;
}
