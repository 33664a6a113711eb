import type { Locale } from "#app/i18n/locale.ts";
import { en } from "#app/features/notifications/email-copy/en.ts";
import { es } from "#app/features/notifications/email-copy/es.ts";
import type { EmailCopy } from "#app/features/notifications/email-copy/shape.ts";

const catalogues: Record<Locale, EmailCopy> = { en, es };

/** The words of a visitor's e-mail in their language (the lead's `locale`). */
export function emailCopy(locale: Locale): EmailCopy {
  return catalogues[locale];
}
