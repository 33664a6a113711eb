import { data, redirect, type RouterContextProvider } from "react-router";
import { clientAddressContext } from "#app/modules/http/client-address.ts";
import { getEnv } from "#app/utils/env.server.ts";
import type { LeadActionData } from "#app/features/leads/form/action-data.ts";
import { sameSiteUrl } from "#app/features/leads/capture/attribution.server.ts";
import { formAnchor, formPage } from "#app/features/leads/form/form-fields.ts";
import { leadBodyContext, requestLocale } from "#app/features/leads/capture/lead-guard.server.ts";
import type { Locale } from "#app/i18n/locale.ts";
import type { AfterStore } from "#app/features/leads/capture/store.server.ts";
import { submitLead, type SubmissionOutcome } from "#app/features/leads/capture/submission.server.ts";
import { formProofFrom, issueFormToken, renewedProof } from "#app/features/leads/spam/issued-tokens.server.ts";
import { business } from "#app/config/business.ts";
import { getT } from "#app/i18n/i18n.ts";
import { localizedPath } from "#app/i18n/route-table.ts";

const status: Record<Exclude<SubmissionOutcome["kind"], "accepted">, number> = {
  invalid: 400,
  confirm: 400,
  "bad-request": 400,
  "rate-limited": 429,
  unavailable: 503,
};

/**
 * The route action behind every lead form when the browser posts it natively (no JavaScript).
 * Success redirects (303) to the form's page in its confirmation state; anything else re-renders
 * the page with the errors, the visitor's values and a fresh form token. The page posted to names
 * the visitor's language (decision 032; `/es/…` in any spelling is Spanish): its messages, its
 * confirmation page, and the lead's.
 */
export async function handleLeadAction(
  request: Request,
  context: Readonly<RouterContextProvider>,
  locale: Locale = requestLocale(request),
  /** A page whose lead has a step of its own (the booking page): the step, and where success leads. */
  own?: { afterStore: AfterStore; successPath: (reference: string) => string },
) {
  const url = new URL(request.url);
  const t = getT(locale, "leads");
  // Read by the lead guard (route middleware), within the body limit.
  const body = context.get(leadBodyContext);
  if (body === null) return data<LeadActionData>({ leadForm: true, message: t("status.unreadable") }, { status: 400 });
  const referer = request.headers.get("Referer");
  const host = url.host;
  const outcome = await submitLead(body, {
    clientAddress: context.get(clientAddressContext),
    referer,
    host,
    fromScript: false,
    proofCookie: formProofFrom(request),
    locale,
    ...(own ? { afterStore: own.afterStore } : {}),
  });
  if (outcome.kind === "accepted") {
    const { formName, reference } = outcome;
    const headers = await renewedProof(request, outcome.proofCookieSpent);
    // A quote or consultation request's success page offers its site visit by a signed link (issue 42).
    const book = outcome.bookToken ? `&book=${encodeURIComponent(outcome.bookToken)}` : "";
    const to = own ? own.successPath(reference) : `${localizedPath(formPage[formName], locale)}?sent=${formName}&ref=${reference}${book}#${formAnchor[formName]}`;
    return redirect(to, { status: 303, headers });
  }
  if (outcome.kind === "bad-request") {
    return data<LeadActionData>({ leadForm: true, message: outcome.message }, { status: status[outcome.kind] });
  }
  const reply: LeadActionData = {
    leadForm: true,
    formName: outcome.formName,
    values: outcome.values,
    token: await issueFormToken(getEnv().LEADS_CONFIRM_MIN_AGE_MS).catch(() => null),
    carried: carriedAttribution(new URLSearchParams(body), referer, host),
  };
  if (outcome.kind === "invalid") reply.errors = outcome.errors;
  const phone = business.phone.display;
  if (outcome.kind === "confirm") reply.message = t("status.confirm");
  if (outcome.kind === "rate-limited") reply.message = t("status.rateLimited", { phone });
  if (outcome.kind === "unavailable") reply.message = t("status.unavailable", { phone });
  // A refusal says when to try again, as the script path's answer does.
  const headers: HeadersInit =
    outcome.kind === "rate-limited" ? { "Retry-After": String(outcome.retryAfterSeconds) } : outcome.kind === "unavailable" ? { "Retry-After": "60" } : {};
  return data(reply, { status: status[outcome.kind], headers });
}

/**
 * The re-rendered page's own URL (the POST target) would become the next POST's Referer, so
 * the page and landing URL the visitor really came from are handed back as hidden fields.
 */
function carriedAttribution(params: URLSearchParams, referer: string | null, host: string) {
  const sameSite = sameSiteUrl(referer, host);
  const page = params.get("page") || sameSite?.pathname;
  const landing = params.get("landing") || sameSite?.toString();
  return {
    ...(page ? { page: page.slice(0, 300) } : {}),
    ...(landing ? { landing: landing.slice(0, 2000) } : {}),
  };
}

/**
 * The lead pages' `headers`: a page re-rendered after its form carries the refusal's Retry-After
 * (the database away, a rate limit), as the script path's answer does.
 */
export function leadPageHeaders({ actionHeaders }: { actionHeaders: Headers }): HeadersInit {
  const retryAfter = actionHeaders.get("Retry-After");
  return retryAfter ? { "Retry-After": retryAfter } : {};
}
