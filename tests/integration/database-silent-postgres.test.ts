import { randomBytes } from "node:crypto";
import { loadavg } from "node:os";
import pg from "pg";
import type { SMTPServer } from "smtp-server";
import { describe, expect, it } from "vitest";
import { business } from "#app/config/business.ts";
import { defaultDesign } from "#app/features/design/model.ts";
import { designQuery } from "#app/features/design/query.ts";
import { csrfTokenOf, signInOverHttp } from "#tests/support/admin.ts";
import { metricValue, sleep } from "#tests/support/operations.ts";
import { createTestDatabase, postgresAvailable } from "#tests/support/postgres.ts";
import { freePort, startServer, waitForReady, type RunningServer } from "#tests/support/server.ts";
import { startSmtp, stopSmtp, type Mail } from "#tests/support/smtp.ts";
import { startTcpProxy, type TcpProxy } from "#tests/support/tcp-proxy.ts";
import { nextToken, testServerEnv, validForms } from "#tests/integration/leads-helpers.ts";

/**
 * Issue 36, point 1 (decision 033): the path to PostgreSQL breaks under a running site, through a
 * proxy this test controls: reset (every connection refused) or silent (nothing forwarded, every
 * socket left open, as a NAT that lost its state does). While it lasts, every request that needs
 * the database answers, 503 with the phone number; once the path is back the site recovers by
 * itself: leads stored, /readyz 200, bayou_database_up 1, the admin open. The pool's timeouts are
 * short here, so the test runs in seconds; BOUND_MS is a generous multiple of them.
 */

const available = await postgresAvailable();
const ADMIN_URL = process.env.TEST_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const TIMEOUTS = { DATABASE_CONNECT_TIMEOUT_MS: "2000", DATABASE_STATEMENT_TIMEOUT_MS: "2000", DATABASE_QUERY_TIMEOUT_MS: "3000" };
/** A request that needs the database answers within this, whatever the path does: a few rounds of the timeouts above. */
const BOUND_MS = 4 * (2000 + 3000);
/** How long the path stays broken: the 10 s, and at least until every probe answered. */
const OUTAGE_MS = 10_000;
const POSTERS = 6;
const PHONE = business.phone.display;
const DESIGN = designQuery(defaultDesign);

type Answer = ({ status: number; text: string; headers: Headers } | { status: "no answer"; text: string }) & { seconds: number };

/** The request's answer, or "no answer" when none came within BOUND_MS: the failure this test is about. */
async function ask(request: () => Promise<Response>): Promise<Answer> {
  const started = Date.now();
  const seconds = () => (Date.now() - started) / 1000;
  try {
    const response = await request();
    return { status: response.status, text: await response.text(), headers: response.headers, seconds: seconds() };
  } catch (error) {
    return { status: "no answer", text: (error as Error).message, seconds: seconds() };
  }
}

const bounded = () => AbortSignal.timeout(BOUND_MS);

/** A form posted as `accept` asks (a script's fetch, or a browser without JavaScript), bounded. */
const postForm = (url: string, path: string, fields: Record<string, string>, accept = "application/json", headers: Record<string, string> = {}) =>
  fetch(`${url}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: accept, ...headers },
    body: new URLSearchParams(fields),
    signal: bounded(),
  });

/** Whether a request answered `status` (no answer at all counts as not). */
const answers = async (status: number, request: () => Promise<Response>) => (await ask(request)).status === status;

async function storedEmails(url: string): Promise<Set<string>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const rows = await client.query<{ email: string }>("select email from contact_submissions union all select email from quote_requests");
    return new Set(rows.rows.map((row) => row.email));
  } finally {
    await client.end();
  }
}

/** Six visitors sending contact leads one after another, each answer (or its absence) recorded. */
function posters(url: string, tag: string) {
  const answers: { email: string; status: Answer["status"]; at: number }[] = [];
  let stopping = false;
  let sequence = 0;
  const run = async () => {
    while (!stopping) {
      const email = `silent-${tag}-${sequence++}@example.com`;
      const token = await nextToken(url);
      const answer = await ask(() => postForm(url, "/", { ...validForms.contact, email, "form-token": token }));
      answers.push({ email, status: answer.status, at: Date.now() });
      await sleep(20);
    }
  };
  const running = Array.from({ length: POSTERS }, run);
  return {
    answers,
    async stop() {
      stopping = true;
      await Promise.all(running);
    },
  };
}

interface Site {
  server: RunningServer;
  proxy: TcpProxy;
  admin: { email: string; password: string; cookie: string; csrfToken: string };
  databaseUrl: string;
}

/** Every kind of request that needs the database, sent at once; each must answer within BOUND_MS. */
async function probe({ server, admin }: Site, tag: string) {
  const { cookie } = admin;
  const lead = (form: keyof typeof validForms, path: string, accept: string) =>
    ask(async () => postForm(server.url, path, { ...validForms[form], email: `${tag}-${form}-${randomBytes(3).toString("hex")}@example.com`, "form-token": await nextToken(server.url) }, accept));
  const [consultation, contact, quote, consultationEs, contactEs, quoteEs, saved, designQuote, adminPage, adminAction, signIn, ready, metrics] = await Promise.all([
    lead("consultation", "/", "application/json"),
    lead("contact", "/contact", "text/html"),
    lead("get-quote", "/get-quote", "application/json"),
    lead("consultation", "/es/", "text/html"),
    lead("contact", "/es/contacto", "application/json"),
    lead("get-quote", "/es/cotizacion", "text/html"),
    ask(() => postForm(server.url, "/design/save", { design: DESIGN, email: `${tag}-saved@example.com` })),
    ask(() => fetch(`${server.url}/get-quote?design=${encodeURIComponent(DESIGN)}`, { signal: bounded() })),
    ask(() => fetch(`${server.url}/admin/leads`, { headers: { Cookie: cookie }, redirect: "manual", signal: bounded() })),
    ask(() => postForm(server.url, "/admin/account", { csrf: admin.csrfToken, intent: "password", current: admin.password, password: "not-changed-here-1", confirm: "not-changed-here-1" }, "text/html", { Cookie: cookie, Origin: server.url })),
    ask(() => postForm(server.url, "/admin/login", { email: admin.email, password: admin.password }, "text/html", { Origin: server.url })),
    ask(() => fetch(`${server.url}/readyz`, { signal: bounded() })),
    ask(() => fetch(`${server.url}/metrics`, { signal: bounded() })),
  ]);
  return { leads: { consultation, contact, quote, consultationEs, contactEs, quoteEs }, saved, designQuote, admin: { adminPage, adminAction, signIn }, ready, metrics };
}

async function openSite(): Promise<Site & { smtp: SMTPServer; drop(): Promise<void> }> {
  const database = await createTestDatabase();
  const target = new URL(ADMIN_URL);
  const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
  const smtpPort = await freePort();
  const inbox: Mail[] = [];
  const smtp = await startSmtp(smtpPort, inbox);
  const email = "owner@example.com";
  const password = `pw-${randomBytes(12).toString("base64url")}`;
  const server = await startServer({
    env: {
      ...testServerEnv,
      ...TIMEOUTS,
      DATABASE_URL: proxy.through(database.url),
      BACKUP_EVERY_HOURS: "0",
      FORM_SECRET: randomBytes(32).toString("hex"),
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      LEADS_NOTIFY_TO: "owner@example.com",
      ADMIN_EMAIL: email,
      ADMIN_PASSWORD: password,
    },
  });
  await waitForReady(server);
  const cookie = await signInOverHttp(server.url, email, password);
  const admin = { email, password, cookie, csrfToken: await csrfTokenOf(server.url, cookie) };
  return { server, proxy, admin, smtp, databaseUrl: database.url, drop: database.drop };
}

/** Polls until `check` holds; the time it took, or a failure naming what never came back. */
async function until(what: string, check: () => Promise<boolean>, since: number): Promise<number> {
  const deadline = since + 60_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what}: not back 60 s after the path returned`);
    await sleep(100);
  }
  return (Date.now() - since) / 1000;
}

describe.skipIf(!available)("the path to PostgreSQL breaks under a running site", { timeout: 240_000 }, () => {
  for (const mode of ["reset", "silent"] as const) {
    it(`${mode}: every request that needs the database answers 503 with the phone number, and the site recovers by itself`, async () => {
      const site = await openSite();
      const { server, proxy } = site;
      const { cookie } = site.admin;
      const stream = posters(server.url, mode);
      try {
        while (!stream.answers.some((answer) => answer.status === 200)) await sleep(50);

        const cutAt = Date.now();
        proxy.cut(mode);
        const during = await probe(site, `${mode}-during`);
        await sleep(Math.max(0, cutAt + OUTAGE_MS - Date.now()));
        const refusedDuring = stream.answers.filter((answer) => answer.at > cutAt && answer.status === 503);
        const firstRefusal = refusedDuring[0];
        const backAt = Date.now();
        proxy.restore();

        // While the path was broken: every request answered, and refused in words a visitor can act on.
        // Soft: what recovers afterwards (or not) is reported too.
        const leadForms = Object.keys(during.leads) as (keyof typeof during.leads)[];
        expect.soft({
          ...Object.fromEntries(leadForms.map((form) => [form, during.leads[form].status])),
          saved: during.saved.status,
          // The quote page from a design prices from the table last read (decision 022).
          designQuote: during.designQuote.status,
          ...Object.fromEntries(Object.entries(during.admin).map(([name, answer]) => [name, answer.status])),
          ready: during.ready.status,
          databaseUp: metricValue(during.metrics.text, "bayou_database_up"),
        }).toEqual({ ...Object.fromEntries(leadForms.map((form) => [form, 503])), saved: 503, designQuote: 200, adminPage: 503, adminAction: 503, signIn: 503, ready: 503, databaseUp: 0 });
        for (const form of leadForms) {
          const answer = during.leads[form];
          expect.soft(answer.text, form).toContain(PHONE);
          expect.soft("headers" in answer && answer.headers.get("Retry-After"), form).toBe("60");
        }
        expect.soft(during.saved.text).toContain(PHONE);
        expect.soft("headers" in during.saved && during.saved.headers.get("Retry-After")).toBe("60");
        for (const [name, answer] of Object.entries(during.admin)) expect.soft("headers" in answer && answer.headers.get("Retry-After"), name).toBe("30");
        const probes = Object.entries({ ...during.leads, saved: during.saved, designQuote: during.designQuote, ...during.admin, ready: during.ready, metrics: during.metrics });
        const [slowestName, slowest] = probes.reduce<[string, Answer]>((worst, probe) => (probe[1].seconds > worst[1].seconds ? probe : worst), probes[0]!);
        expect.soft(firstRefusal, "a poster was answered 503 while the path was broken").toBeDefined();
        expect.soft(stream.answers.filter((answer) => answer.status === "no answer")).toEqual([]);

        // Back by itself: no restart.
        const backLead = async () => postForm(server.url, "/", { ...validForms.contact, email: `${mode}-back-${randomBytes(3).toString("hex")}@example.com`, "form-token": await nextToken(server.url) });
        const leadBack = await until("a lead stored", () => answers(200, backLead), backAt);
        const readyBack = await until("/readyz", () => answers(200, () => fetch(`${server.url}/readyz`, { signal: bounded() })), backAt);
        const upBack = await until("bayou_database_up", async () => metricValue((await ask(() => fetch(`${server.url}/metrics`, { signal: bounded() }))).text, "bayou_database_up") === 1, backAt);
        const adminBack = await until("the admin", () => answers(200, () => fetch(`${server.url}/admin/leads`, { headers: { Cookie: cookie }, redirect: "manual", signal: bounded() })), backAt);
        const savedBack = await until("a saved design", () => answers(200, () => postForm(server.url, "/design/save", { design: DESIGN, email: `${mode}-saved-back@example.com` })), backAt);
        await until("the posters storing again", async () => stream.answers.some((answer) => answer.at > backAt && answer.status === 200), backAt);
        await stream.stop();

        // Nothing acknowledged that was not stored; nothing else but a refusal.
        const stored = await storedEmails(site.databaseUrl);
        expect(stream.answers.filter((answer) => answer.status === 200 && !stored.has(answer.email))).toEqual([]);
        expect(stream.answers.filter((answer) => answer.status !== 200 && answer.status !== 503)).toEqual([]);
        expect(server.process.exitCode, server.output()).toBeNull();
        console.log(
          `${mode} outage of ${((backAt - cutAt) / 1000).toFixed(1)} s under ${POSTERS} posters: first 503 ${((firstRefusal!.at - cutAt) / 1000).toFixed(2)} s after the cut, ` +
            `${refusedDuring.length} refused meanwhile, every probe answered within ${slowest.seconds.toFixed(2)} s (${slowestName}); after the path returned: lead stored ${leadBack.toFixed(2)} s, /readyz 200 ${readyBack.toFixed(2)} s, ` +
            `bayou_database_up 1 ${upBack.toFixed(2)} s, admin ${adminBack.toFixed(2)} s, design saved ${savedBack.toFixed(2)} s (load ${loadavg()[0]!.toFixed(2)})`,
        );
      } finally {
        proxy.restore();
        await Promise.race([stream.stop(), sleep(BOUND_MS)]);
        await server.stop();
        await proxy.close();
        await stopSmtp(site.smtp);
        await site.drop();
      }
    });
  }
});
