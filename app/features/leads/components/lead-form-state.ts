import { useActionData, useSearchParams } from "react-router";
import { leadActionDataFor, type LeadActionData } from "#app/features/leads/form/action-data.ts";
import { isLeadReference } from "#app/features/lead-records/reference.ts";
import type { FormName } from "#app/features/leads/form/form-shape.ts";
import { businessWords, type BusinessWords } from "#app/i18n/business-words.ts";
import { messagesFor } from "#app/i18n/i18n.ts";
import type { Locale } from "#app/i18n/locale.ts";
import type { Messages } from "#app/i18n/resources.ts";
import { useLocale } from "#app/i18n/use-locale.ts";

/** The lead forms' words in the page's language (`leads` catalog), with the office hours and reply promise. */
export interface LeadFormWords {
  locale: Locale;
  copy: Messages<"leads">;
  /** The office hours as the page's language writes them ("Monday-Friday", "8:00 AM-6:00 PM"). */
  hoursLines: BusinessWords["hoursLines"];
  replyPromise: string;
}

/**
 * What the server knows about a lead form when it renders the page: the reply to a
 * no-JavaScript post (errors, values), the `?sent=<form>` confirmation, and the form's words in
 * the page's language. The form islands get it as props, since they run without React Router
 * (and without a catalog) in the browser.
 */
export interface LeadFormState {
  reply?: LeadActionData;
  sent: boolean;
  /** The sent lead's reference (`?ref=`), shown in the confirmation. */
  reference?: string;
  /** The signed link to book this lead's site visit (`?book=`, issue 42); checked by the booking page. */
  bookToken?: string;
  words: LeadFormWords;
}

export function useLeadFormState(formName: FormName): LeadFormState {
  const reply = leadActionDataFor(useActionData(), formName);
  const [searchParams] = useSearchParams();
  const locale = useLocale();
  const sent = searchParams.get("sent") === formName;
  const reference = searchParams.get("ref");
  const business = businessWords(locale);
  const words: LeadFormWords = {
    locale,
    copy: messagesFor(locale, "leads"),
    hoursLines: business.hoursLines,
    replyPromise: business.replyPromise,
  };
  const bookToken = searchParams.get("book");
  return {
    ...(reply ? { reply } : {}),
    sent,
    ...(sent && isLeadReference(reference) ? { reference } : {}),
    ...(sent && bookToken && bookToken.length <= 80 ? { bookToken } : {}),
    words,
  };
}
