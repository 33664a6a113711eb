import { leadLinkSigner } from "#app/features/lead-records/book-link.server.ts";
import type { LeadTable } from "#app/features/lead-records/lead-kinds.ts";
import { getDbHandle } from "#app/db/db.server.ts";
import { getEnv, smsSettings } from "#app/utils/env.server.ts";
import { logger } from "#app/utils/logger.server.ts";
import { attributionFrom } from "#app/features/leads/capture/attribution.server.ts";
import { formPage, readFormFields } from "#app/features/leads/form/form-fields.ts";
import { formTokens } from "#app/features/leads/spam/issued-tokens.server.ts";
import { fingerprintOf, toLeadRecord } from "#app/features/leads/capture/lead-records.server.ts";
import { wakeOutbox } from "#app/features/notifications/outbox.server.ts";
import { formNames, isFormName, type FieldErrors, type FormName } from "#app/features/leads/form/form-shape.ts";
import { parseLead } from "#app/features/leads/form/schema.ts";
import { priceQuoteDesign } from "#app/features/design/quote-design.server.ts";
import { DESIGNER_PATH } from "#app/features/design/designer-funnel.ts";
import { createYardPhotos } from "#app/features/backyard/yard-photos.server.ts";
import { RefuseLead, storeLead, type AfterStore } from "#app/features/leads/capture/store.server.ts";
import { limitKeyOf } from "#app/modules/http/client-address.ts";
import { messagesFor } from "#app/i18n/i18n.ts";
import { DEFAULT_LOCALE, type Locale } from "#app/i18n/locale.ts";

/** The visitor's entries, echoed back into a re-rendered form. */
export type SubmittedValues = Record<string, string | string[]>;

export type SubmissionOutcome =
  /**
   * Stored, stored as spam, or a repeat of a stored lead: the visitor sees the same success.
   * `proofCookieSpent`: the token came from the form-proof cookie, which now needs a fresh one.
   */
  | { kind: "accepted"; formName: FormName; reference: string; proofCookieSpent: boolean; bookToken?: string }
  | { kind: "invalid"; formName: FormName; errors: FieldErrors; values: SubmittedValues }
  /** No valid form token (a stale or spent page, or one served without a token): confirm once more with a fresh one. */
  | { kind: "confirm"; formName: FormName; values: SubmittedValues }
  | { kind: "rate-limited"; formName: FormName; values: SubmittedValues; retryAfterSeconds: number }
  | { kind: "bad-request"; message: string }
  | { kind: "unavailable"; formName: FormName; values: SubmittedValues };

export interface SubmissionContext {
  clientAddress: string;
  referer: string | null;
  host: string | null;
  /**
   * A script's POST (answered with a status, no page): nobody can press the button again, so a
   * post with no form token at all (an old client of the hosted-form handler) is stored, flagged.
   */
  fromScript: boolean;
  /** The token the form-proof cookie carries (`formProofFrom`), if any. */
  proofCookie?: string;
  /**
   * The language of the page the form was sent from (its path, `localeFromPath`; never a field
   * of the body): stored with the lead, and the visitor's confirmation is written in it.
   */
  locale?: Locale;
  /** A step stored with the lead in its transaction (a booked visit); see `AfterStore`. */
  afterStore?: AfterStore;
}

/**
 * Everything between the parsed request body and the committed lead: form-name, validation
 * with the shared schema, form token, per-address rate limit, honeypot and timing flags,
 * de-duplication, and the lead + outbox transaction. Never throws.
 *
 * Only the honeypot decides that an entry is spam (hidden, not notified). A form sent very
 * soon after its token was issued is usually a person with autofill, so it is stored and
 * notified like any lead, marked "possible spam" for whoever reads it.
 */
export async function submitLead(body: string, context: SubmissionContext): Promise<SubmissionOutcome> {
  const { fields, meta, duplicates } = readFormFields(new URLSearchParams(body));
  const formName = meta["form-name"];
  if (!isFormName(formName)) {
    return { kind: "bad-request", message: `Unknown form-name. Expected one of: ${formNames.join(", ")}.` };
  }
  if (duplicates.length > 0) {
    return { kind: "bad-request", message: `Each field may be sent once; repeated: ${duplicates.join(", ")}.` };
  }
  const parsed = parseLead(formName, fields, messagesFor(context.locale ?? "en", "leads").validation);
  if (!parsed.success) return { kind: "invalid", formName, errors: parsed.errors, values: fields };

  const env = getEnv();
  const handle = getDbHandle();
  const now = Date.now();
  try {
    // The form's own token first (the forms with JavaScript, a re-rendered form, an old page),
    // then the form-proof cookie (a page copy sent without JavaScript).
    const signer = await formTokens();
    const fieldToken = signer.check(meta["form-token"], now);
    const fromCookie = !("id" in fieldToken) && context.proofCookie !== undefined;
    const token = fromCookie ? signer.check(context.proofCookie, now) : fieldToken;
    // Decision 020: a lead flagged is better than a lead lost. A token that is there but bad
    // (forged, expired, spent) is still refused: our own forms always send one.
    const tokenless = token.status === "missing" && context.fromScript;
    if (!("id" in token) && !tokenless) {
      return { kind: "confirm", formName, values: fields };
    }
    const spamReason = meta["bot-field"] ? "honeypot: bot-field was filled in" : null;
    const possibleSpam = !("id" in token)
      ? "sent without a form token (an old hosted-form client, or a script)"
      : token.status === "too-fast"
        ? `sent ${token.ageMs} ms after the form token was issued`
        : null;
    const record = toLeadRecord(parsed.lead);
    if (record.table === "quote_requests" && parsed.lead.formName === "get-quote" && parsed.lead.data.design) {
      const priced = await priceQuoteDesign(handle.db, parsed.lead.data.design, context.locale);
      if (!priced.ok) return { kind: "invalid", formName, errors: { design: priced.message }, values: fields };
      record.values.design = priced.value;
    }
    const mailConfigured = Boolean(env.SMTP_URL && env.LEADS_NOTIFY_TO);
    // A quote or consultation request may book its site visit next, by a signed link to it (issue 42).
    const offersVisit = !context.afterStore && !spamReason && (formName === "get-quote" || formName === "consultation");
    const bookToken = offersVisit ? await leadLinkSigner(handle.db) : undefined;
    const result = await storeLead(
      handle,
      record,
      {
        spamReason,
        possibleSpam,
        locale: context.locale ?? DEFAULT_LOCALE,
        fingerprint: fingerprintOf(record),
        ...attributionFrom(meta, context.referer, context.host, formPage[formName]),
        // A quote made in the designer is the designer's lead (the quote form only carried it).
        ...(record.table === "quote_requests" && record.values.design ? { page: DESIGNER_PATH } : {}),
      },
      {
        now: new Date(now),
        // A lead with its own step (a booking) is never answered with an earlier lead's success:
        // a repeat of it must book too, or be told why not.
        dedupeSince: env.LEADS_DEDUPE_MINUTES > 0 && !context.afterStore ? new Date(now - env.LEADS_DEDUPE_MINUTES * 60_000) : null,
        rateLimit: {
          bucket: `lead:${limitKeyOf(context.clientAddress)}`,
          max: env.RATE_LIMIT_MAX,
          windowMs: env.RATE_LIMIT_WINDOW_SECONDS * 1000,
        },
        mailConfigured,
        smsMaxPerHour: smsSettings(env) ? env.SMS_MAX_PER_HOUR : undefined,
        tokenId: "id" in token ? token.id : null,
        visitorMailConfigured: Boolean(env.SMTP_URL),
        ...(context.afterStore ? { afterStore: context.afterStore } : {}),
        ...(bookToken ? { bookToken: (lead: { table: LeadTable; id: number }) => bookToken(lead, now) } : {}),
      },
    );
    if (result.status === "token-used") return { kind: "confirm", formName, values: fields };
    // The yard photo the visitor chose to send goes with the quote it was sent for.
    if (result.status === "stored" && result.table === "quote_requests" && parsed.lead.formName === "get-quote" && parsed.lead.data.yardPhoto) {
      await createYardPhotos(handle.db).attach(parsed.lead.data.yardPhoto, result.id);
    }
    if (result.status === "rate-limited") {
      return { kind: "rate-limited", formName, values: fields, retryAfterSeconds: result.retryAfterSeconds };
    }
    // The lead's pushes (and its e-mails, if mail is set up) go out now, not at the next poll.
    if (result.status === "stored" && !spamReason) wakeOutbox();
    logger.info({ formName, result: result.status, spam: Boolean(spamReason), possibleSpam: Boolean(possibleSpam) }, "lead received");
    return { kind: "accepted", formName, reference: result.reference, proofCookieSpent: fromCookie && "id" in token, ...(result.bookToken ? { bookToken: result.bookToken } : {}) };
  } catch (error) {
    if (error instanceof RefuseLead) return { kind: "invalid", formName, errors: { [error.field]: error.message }, values: fields };
    logger.error({ err: error, formName }, "lead could not be stored");
    return { kind: "unavailable", formName, values: fields };
  }
}
