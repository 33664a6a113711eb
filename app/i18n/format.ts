import { LOCALE_TAGS, type Locale } from "#app/i18n/locale.ts";

/** Whole dollars as the page's language writes them ($45,000 in en-US and in es-US). */
export function formatMoney(amount: number, locale: Locale): string {
  return new Intl.NumberFormat(LOCALE_TAGS[locale], { style: "currency", currency: "USD", maximumFractionDigits: 0 }).format(amount);
}

export function formatNumber(value: number, locale: Locale): string {
  return new Intl.NumberFormat(LOCALE_TAGS[locale]).format(value);
}
