import { openDb } from "#app/db/client.server.ts";

/** Shared by the leads-*.test.ts files: valid submissions, a form token, and the stored rows. */

export const validForms = {
  consultation: {
    "form-name": "consultation",
    firstName: "Ana",
    lastName: "Delgado",
    email: "ana@example.com",
    phone: "(281) 555-0101",
    location: "Pearland",
    serviceType: "new",
    timeline: "1-3months",
    message: "We'd like a pool with a spa.",
  },
  contact: {
    "form-name": "contact",
    name: "Ben Okafor",
    email: "ben@example.com",
    phone: "713-555-0199",
    subject: "Resurfacing",
    message: "Our plaster is rough; can you take a look?",
  },
  "get-quote": {
    "form-name": "get-quote",
    contactMethod: "callback",
    name: "Cara Nguyen",
    phone: "832-555-0123",
    email: "",
    preferredCallbackTime: "evening",
    address: "12 Palm Ct, Friendswood, TX",
    projectType: "new-pool",
    poolSize: "large",
    timeline: "3-6months",
    features: "Hot Tub Integration, LED Lighting",
    notes: "Gate code 1234.",
  },
} satisfies Record<string, Record<string, string>>;

export type FormBody = Record<string, string> | [string, string][];

export async function post(
  baseUrl: string,
  body: FormBody | string,
  { path = "/", accept = "application/json", headers = {} }: { path?: string; accept?: string; headers?: Record<string, string> } = {},
) {
  return fetch(`${baseUrl}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: accept, ...headers },
    body: typeof body === "string" ? body : new URLSearchParams(body),
  });
}

/** A signed form token that is already old enough (the server under test runs with a short minimum). */
export async function formToken(baseUrl: string, waitMs = 350): Promise<string> {
  return (await formTokens(baseUrl, 1, waitMs))[0]!;
}

/** `count` tokens fetched together and aged together. */
export async function formTokens(baseUrl: string, count: number, waitMs = 350): Promise<string[]> {
  const tokens = await Promise.all(
    Array.from({ length: count }, async () => ((await (await fetch(`${baseUrl}/form-token`)).json()) as { token: string }).token),
  );
  await new Promise((resolve) => setTimeout(resolve, waitMs));
  return tokens;
}

const pools = new Map<string, string[]>();

/** An aged form token never handed out before: each token stores one lead. */
export async function nextToken(baseUrl: string): Promise<string> {
  let pool = pools.get(baseUrl);
  if (!pool?.length) {
    pool = await formTokens(baseUrl, 25);
    pools.set(baseUrl, pool);
  }
  return pool.pop()!;
}

export async function storedRows(dataDir: string) {
  const handle = openDb({ dataDir });
  try {
    return {
      contacts: await handle.db.selectFrom("contact_submissions").selectAll().orderBy("id").execute(),
      quotes: await handle.db.selectFrom("quote_requests").selectAll().orderBy("id").execute(),
      /** The business's new-lead notifications. */
      outbox: await handle.db.selectFrom("lead_outbox").selectAll().where("kind", "=", "notification").orderBy("id").execute(),
      /** E-mails to visitors: confirmations and replies. */
      visitorMail: await handle.db.selectFrom("lead_outbox").selectAll().where("kind", "in", ["confirmation", "reply"]).orderBy("id").execute(),
      /** Texts to the owner. */
      sms: await handle.db.selectFrom("lead_outbox").selectAll().where("kind", "=", "sms").orderBy("id").execute(),
    };
  } finally {
    await handle.close();
  }
}

/** Server settings for tests: short token minimum, generous rate limit, quick outbox. */
export const testServerEnv = {
  LEADS_MIN_FILL_MS: "300",
  // A confirming press (no-JavaScript path) counts at once: no waiting in tests.
  LEADS_CONFIRM_MIN_AGE_MS: "0",
  RATE_LIMIT_MAX: "100000",
  OUTBOX_POLL_MS: "100",
  OUTBOX_RETRY_BASE_MS: "200",
  OUTBOX_RETRY_MAX_MS: "1000",
};
