import { data, redirect, type RouterContextProvider } from "react-router";
import { clientAddressContext } from "#app/modules/http/client-address.ts";
import { getEnv } from "#app/utils/env.server.ts";
import type { LeadActionData } from "#app/features/leads/form/action-data.ts";
import { sameSiteUrl } from "#app/features/leads/capture/attribution.server.ts";
import { formAnchor, formPage } from "#app/features/leads/form/form-fields.ts";
import { leadBodyContext } from "#app/features/leads/capture/lead-guard.server.ts";
import {
  formProofFrom,
  issueFormToken,
  renewedProof,
  outcomeMessages,
  submitLead,
  type SubmissionOutcome,
} from "#app/features/leads/capture/submission.server.ts";

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
 * the page with the errors, the visitor's values and a fresh form token.
 */
export async function handleLeadAction(request: Request, context: Readonly<RouterContextProvider>) {
  // Read by the lead guard (route middleware), within the body limit.
  const body = context.get(leadBodyContext);
  if (body === null) return data<LeadActionData>({ leadForm: true, message: "The form could not be read." }, { status: 400 });
  const referer = request.headers.get("Referer");
  const host = new URL(request.url).host;
  const outcome = await submitLead(body, {
    clientAddress: context.get(clientAddressContext),
    referer,
    host,
    fromScript: false,
    proofCookie: formProofFrom(request),
  });
  if (outcome.kind === "accepted") {
    const { formName, reference } = outcome;
    const headers = await renewedProof(request, outcome.proofCookieSpent);
    return redirect(`${formPage[formName]}?sent=${formName}&ref=${reference}#${formAnchor[formName]}`, { status: 303, headers });
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
  if (outcome.kind === "confirm") reply.message = outcomeMessages.confirm;
  if (outcome.kind === "rate-limited") reply.message = outcomeMessages.rateLimited;
  if (outcome.kind === "unavailable") reply.message = outcomeMessages.unavailable;
  const headers: HeadersInit =
    outcome.kind === "rate-limited" ? { "Retry-After": String(outcome.retryAfterSeconds) } : {};
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
