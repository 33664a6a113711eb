import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDb, type DbHandle } from "#app/db/client.server.ts";
import { estimateDesign, formatRange } from "#app/features/design/estimate.ts";
import { defaultDesign, type Design } from "#app/features/design/model.ts";
import { savePricing } from "#app/features/design/pricing-store.server.ts";
import { defaultPricing, pricingMessages } from "#app/features/design/pricing.ts";
import { designQuery } from "#app/features/design/query.ts";
import { quoteDesignOf } from "#app/features/design/quote-design.ts";
import { resources } from "#app/i18n/resources.ts";
import { createLeadRepository } from "#app/features/lead-records/repository.server.ts";
import { notificationEmail } from "#app/features/notifications/email.server.tsx";
import { createAdminAndLogin, type SignedInAdmin } from "#tests/support/admin.ts";
import { leadCapture } from "#tests/support/lead-capture.ts";
import { postgresAvailable } from "#tests/support/postgres.ts";
import { twoInstancesOnPostgres } from "#tests/support/two-instances.ts";
import { rawRequest } from "#tests/support/http.ts";
import { startServer, waitForReady, type RunningServer } from "#tests/support/server.ts";
import { formToken, formTokens, post, testServerEnv, validForms } from "#tests/integration/leads-helpers.ts";
import { designerText } from "#app/features/design/designer-text.ts";

const kidney: Design = {
  ...defaultDesign,
  shape: "kidney",
  length: 36,
  width: 18,
  deep: 7,
  spa: "raised",
  shelf: "medium",
  features: ["rock-waterfall", "deck-jets"],
  lighting: "violet",
  fireBowls: 2,
  finish: "pebble-midnight",
  coping: "travertine",
  deck: "travertine",
  deckArea: 900,
};

const range = (design: Design) => {
  const { low, high } = estimateDesign(design, defaultPricing, designerText("en"));
  // React escapes nothing in a dollar range; the en dash is literal.
  return formatRange(low, high);
};

/** The quote form as a browser without JavaScript posts it when it carries a design. */
function quoteWithDesign(design: Design | string, token: string) {
  return { ...validForms["get-quote"], design: typeof design === "string" ? design : designQuery(design), "form-token": token };
}

async function quoteRequestsOf(handle: DbHandle) {
  const ids = await handle.db.selectFrom("quote_requests").select("id").orderBy("id").execute();
  const repository = createLeadRepository(handle.db);
  return Promise.all(ids.map(({ id }) => repository.findQuoteRequest(Number(id))));
}

describe("/design over HTTP, without JavaScript", () => {
  let server: RunningServer;
  let admin: SignedInAdmin;

  beforeAll(async () => {
    server = await startServer({ env: testServerEnv });
    // Designer pages are kept once the page copies are built (server/design-pages.ts).
    await waitForReady(server);
    admin = await createAdminAndLogin(server);
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
  });

  it("renders the default design: plan, description, price range and the GET form", async () => {
    const response = await fetch(`${server.url}/design`);
    expect(response.status).toBe(200);
    // Kept (server/design-pages.ts) and revalidated by its ETag, as the page copies are.
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=0, s-maxage=1");
    const html = await response.text();
    expect(html).toContain("<title id=\"plan-title\">Plan of your pool, to scale</title>");
    expect(html).toContain("A 16 × 32 ft rectangular pool, 3.5–6 ft deep");
    expect(html).toContain(range(defaultDesign));
    expect(html).toMatch(/<form(?=[^>]*id="design-form")(?=[^>]*method="get")(?=[^>]*action="\/design#estimate-panel")[^>]*>/);
    expect(html).toContain("Update plan and price");
    expect(html).toContain("ballpark, not a quote");
    expect(html).toContain('href="/finance"');
    // Both "Request a quote" controls submit the options form, as it stands, to the quote form.
    expect(html.match(/<button(?=[^>]*form="design-form")(?=[^>]*formAction="\/get-quote")[^>]*>/g)).toHaveLength(2);
    const quote = await fetch(`${server.url}/get-quote?${designQuery(defaultDesign)}`, { redirect: "manual" });
    expect(quote.status).toBe(302);
    expect(quote.headers.get("Location")).toBe(`/get-quote?design=${encodeURIComponent(designQuery(defaultDesign))}#quote-form`);
  });

  it("renders the design a query describes", async () => {
    const response = await fetch(`${server.url}/design?${designQuery(kidney)}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("An 18 × 36 ft kidney pool, 3.5–7 ft deep, with a raised spa with spillover");
    expect(html).toContain(range(kidney));
    expect(html).toContain(">Spa</text>");
    expect(html).toMatch(/<input(?=[^>]*name="shape")(?=[^>]*value="kidney")(?=[^>]*checked="")[^>]*>/);
  });

  it("keeps a design by the design, whatever the query's spelling, and answers it as a whole render would", async () => {
    const query = designQuery(kidney);
    const reversed = new URLSearchParams([...new URLSearchParams(query)].reverse()).toString();
    const [kept, respelled] = await Promise.all([fetch(`${server.url}/design?${query}`), fetch(`${server.url}/design?${reversed}`)]);
    const etag = kept.headers.get("ETag");
    expect(etag).toMatch(/^W\/"[\w-]{27}"$/);
    expect(respelled.headers.get("ETag")).toBe(etag);
    const html = await kept.text();
    expect(await respelled.text()).toBe(html);
    expect((await fetch(`${server.url}/design?${query}`, { headers: { "If-None-Match": etag! } })).status).toBe(304);
    // A query the fast path leaves alone is rendered whole by the router, with a nonce: the same page otherwise.
    const whole = await (await fetch(`${server.url}/design?design=x&${query}`)).text();
    expect(whole.replace(/ nonce="[^"]*"/g, "").replaceAll("design=x&amp;", "")).toBe(html);
    // A campaign's tags are written into the page (they ride to the quote): never a kept page without them.
    const tagged = await (await fetch(`${server.url}/design?${query}&utm_source=mail`)).text();
    expect(tagged).toMatch(/<input type="hidden" name="utm_source" value="mail"/);
  });

  it("answers a design asked for once and a kept one alike: gzip from its parts, HEAD, and no gzip", async () => {
    const url = `${server.url}/design?${designQuery({ ...kidney, length: 40 })}`;
    const gzip = { "Accept-Encoding": "gzip" };
    // The first request renders the design without keeping it; the second keeps it; the third is answered from memory.
    const answers = [await rawRequest(url, { headers: gzip }), await rawRequest(url, { headers: gzip }), await rawRequest(url, { headers: gzip })];
    const html = gunzipSync(answers[0]!.body).toString();
    expect(html).toContain("An 18 × 40 ft kidney pool");
    for (const answer of answers) {
      expect(answer.headers["content-encoding"]).toBe("gzip");
      expect(Number(answer.headers["content-length"])).toBe(answer.body.byteLength);
      expect(gunzipSync(answer.body).toString()).toBe(html);
      expect(answer.headers.etag).toBe(answers[0]!.headers.etag);
    }
    // A kept design is deflated whole (smaller than its first answer, set in from parts): HEAD says so too.
    expect(Number(answers[2]!.headers["content-length"])).toBeLessThan(Number(answers[0]!.headers["content-length"]));
    const head = await rawRequest(url, { method: "HEAD", headers: gzip });
    expect(head.headers["content-length"]).toBe(answers[2]!.headers["content-length"]);
    expect(head.body.byteLength).toBe(0);
    const plain = await rawRequest(url);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(html);
  });

  it("answers a bad query with 400, a message per field and the other values kept", async () => {
    const response = await fetch(`${server.url}/design?shape=kidney&length=99&width=18&finish=gold&spa=raised&deckArea=900`);
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain("The length of kidney pools must be between 20 and 45 ft.");
    expect(html).toContain("Please choose one of the listed options.");
    // What was sent stays in the form; valid choices are kept and drawn.
    expect(html).toMatch(/<input(?=[^>]*name="length")(?=[^>]*value="99")(?=[^>]*aria-invalid="true")[^>]*>/);
    expect(html).toMatch(/<option value="gold" selected="">gold<\/option>/);
    expect(html).toMatch(/<input(?=[^>]*name="deckArea")(?=[^>]*value="900")[^>]*>/);
    expect(html).toContain("An 18 × 45 ft kidney pool");
    expect(html).toContain("raised spa with spillover");
  });

  it("answers an oversized query with 400, not a 5xx", async () => {
    const response = await fetch(`${server.url}/design?shape=lap&length=60&width=10&pad=${"x".repeat(1500)}`);
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain("This design link is too long.");
    expect(html).toContain("10 × 60 ft lap pool");
  });

  it("opens the quote form prefilled with the design, rendered per request", async () => {
    const response = await fetch(`${server.url}/get-quote?design=${encodeURIComponent(designQuery(kidney))}`);
    expect(response.status).toBe(200);
    // Rendered per request with its own form token: never stored by a shared cache.
    expect(response.headers.get("Cache-Control")).toMatch(/^private, no-(cache|store)$/);
    const html = await response.text();
    expect(html).toContain("Your design is attached");
    expect(html).toContain("An 18 × 36 ft kidney pool");
    expect(html).toContain(`Ballpark: <!-- -->${range(kidney)}`);
    expect(html).toMatch(/<input type="hidden" name="design" value="shape=kidney&amp;length=36[^"]*"/);
    expect(html).toMatch(/<option value="new-pool" selected="">/);
    // The design's own size stands for the listed sizes (none of which it is).
    expect(html).toContain("18 × 36 ft kidney<!-- --> (your design)");
    expect(html).toMatch(/<input type="hidden" name="poolSize" value="custom"\/>/);
    expect(html).toMatch(/<input(?=[^>]*checked="")(?=[^>]*value="Hot Tub Integration")[^>]*>/);
    expect(html).toMatch(/<input(?=[^>]*checked="")(?=[^>]*value="Waterfall\/Water Features")[^>]*>/);
    // The plain page (served from its rendered copy) does not keep the design of an earlier request.
    const plain = await fetch(`${server.url}/get-quote`);
    expect(plain.status).toBe(200);
    expect(await plain.text()).not.toContain("Your design is attached");
  });

  it("refuses an unreadable design on /get-quote with 400 and says so", async () => {
    const response = await fetch(`${server.url}/get-quote?design=${encodeURIComponent("shape=oval")}`);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain(resources.en.leads.validation.designUnreadable);
  });

  it("stores the design with the quote request and refuses a bad one field by field", async () => {
    // Each token stores one lead: one per post.
    const [token, badToken, plainToken] = await formTokens(server.url, 3);
    const stored = await post(server.url, { ...quoteWithDesign(kidney, token!), name: "Dana Design" });
    expect(stored.status).toBe(200);
    const bad = await post(server.url, { ...quoteWithDesign("shape=kidney&length=99", badToken!), name: "Bad Design" });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ ok: false, errors: { design: resources.en.leads.validation.designUnreadable } });
    // The hosted-form contract without a design is unchanged.
    expect((await post(server.url, { ...validForms["get-quote"], name: "No Design", "form-token": plainToken! })).status).toBe(200);

    const handle = openDb({ dataDir: server.dataDir });
    try {
      const quotes = await quoteRequestsOf(handle);
      const withDesign = quotes.find((quote) => quote?.name === "Dana Design");
      expect(withDesign?.design).toEqual(quoteDesignOf(kidney, estimateDesign(kidney, defaultPricing, designerText("en")), 0));
      expect(quotes.find((quote) => quote?.name === "No Design")?.design).toBeNull();
      expect(quotes.some((quote) => quote?.name === "Bad Design")).toBe(false);
    } finally {
      await handle.close();
    }
  });

  it("a no-JavaScript quote post keeps the design through its confirmation round trip", async () => {
    const body = new URLSearchParams({ ...quoteWithDesign(kidney, ""), name: "Eli Nojs" });
    body.delete("form-token");
    const response = await post(server.url, body.toString(), {
      path: `/get-quote?design=${encodeURIComponent(designQuery(kidney))}`,
      accept: "text/html",
    });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain("press the button again");
    expect(html).toContain("Your design is attached");
    expect(html).toMatch(/<input type="hidden" name="design" value="shape=kidney/);
  });

  it("puts the design's summary, estimate and a link that opens it into the notification e-mail", async () => {
    const design = quoteDesignOf(kidney, estimateDesign(kidney, defaultPricing, designerText("en")), 0);
    const mail = await notificationEmail({
      table: "quote_requests",
      row: {
        id: 7,
        createdAt: new Date("2026-05-01T15:00:00Z"),
        source: "get-quote",
        status: "new",
        contactMethod: "phone",
        name: "Dana Design",
        email: null,
        phone: "832-555-0123",
        preferredCallbackTime: null,
        address: null,
        projectType: "new-pool",
        poolSize: "medium",
        timeline: null,
        features: [],
        notes: null,
        design,
        ...leadCapture({ page: "/get-quote" }),
      },
    });
    expect(mail.text).toContain(design.description);
    expect(mail.text).toContain(`Ballpark: ${range(kidney)}`);
    expect(mail.text).toContain(`Open the design http://127.0.0.1:3000/design?${designQuery(kidney)}`);
    expect(mail.html).toContain(`href="http://127.0.0.1:3000/design?${designQuery(kidney).replaceAll("&", "&amp;")}"`);
  });

  describe("/admin/pricing", () => {
    const priceForm = (changes: Record<string, string>, csrf: string, version: string) => {
      const body = new URLSearchParams({ csrf, version });
      for (const [key, value] of Object.entries(defaultPricing.prices)) {
        body.set(`${key}.low`, String(value.low));
        body.set(`${key}.high`, String(value.high));
      }
      body.set("apr", String(defaultPricing.financing.apr));
      body.set("termYears", String(defaultPricing.financing.termYears));
      for (const [key, value] of Object.entries(changes)) body.set(key, value);
      return body;
    };
    const postPrices = (body: URLSearchParams, cookie = admin.cookie) =>
      fetch(`${server.url}/admin/pricing`, {
        method: "POST",
        redirect: "manual",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url, Cookie: cookie },
        body,
      });

    it("needs a session and the CSRF token", async () => {
      expect((await fetch(`${server.url}/admin/pricing`, { redirect: "manual" })).status).toBe(302);
      expect((await postPrices(priceForm({}, admin.csrfToken, "0"), "")).status).toBe(401);
      expect((await postPrices(priceForm({}, "wrong", "0"))).status).toBe(403);
    });

    it("refuses bad figures with a message per field, keeping what was typed", async () => {
      const response = await postPrices(priceForm({ "shell.rectangle.low": "70", "shell.rectangle.high": "60", "deck.travertine.low": "abc", apr: "45" }, admin.csrfToken, "0"));
      expect(response.status).toBe(400);
      const html = await response.text();
      expect(html).toContain(pricingMessages.order);
      expect(html).toContain(pricingMessages.amount);
      expect(html).toContain(pricingMessages.apr);
      expect(html).toMatch(/<input(?=[^>]*name="deck.travertine.low")(?=[^>]*value="abc")[^>]*>/);
    });

    it("applies an edit on the next request, records it in the audit log, and refuses a stale form", async () => {
      const page = await (await fetch(`${server.url}/admin/pricing`, { headers: { Cookie: admin.cookie } })).text();
      expect(page).toContain("Designer prices");
      const version = /name="version" value="(\d+)"/.exec(page)?.[1];
      expect(version).toBe("0");

      const saved = await postPrices(priceForm({ "shell.rectangle.low": "60", "shell.rectangle.high": "70" }, admin.csrfToken, "0"));
      expect(saved.status).toBe(302);
      expect(saved.headers.get("Location")).toBe("/admin/pricing?done=saved");

      const edited = { ...defaultPricing, prices: { ...defaultPricing.prices, "shell.rectangle": { low: 60, high: 70 } } };
      const html = await (await fetch(`${server.url}/design`)).text();
      const { low, high } = estimateDesign(defaultDesign, edited, designerText("en"));
      expect(html).toContain(formatRange(low, high));
      expect(html).toContain("512 sq ft × $60–70");

      expect((await postPrices(priceForm({ "shell.rectangle.low": "55" }, admin.csrfToken, "0"))).status).toBe(409);

      const handle = openDb({ dataDir: server.dataDir });
      try {
        const audit = await handle.db.selectFrom("audit_log").selectAll().where("action", "=", "pricing.update").execute();
        expect(audit).toHaveLength(1);
        expect(audit[0]?.actor_email).toBe(admin.email);
        expect(JSON.parse(audit[0]?.details ?? "{}")).toEqual({
          changes: { "shell.rectangle": { from: { low: 50, high: 58 }, to: { low: 60, high: 70 } } },
        });
      } finally {
        await handle.close();
      }
    });
  });
});

const available = await postgresAvailable();

describe.runIf(available)("designs on PostgreSQL with two instances", () => {
  const run = twoInstancesOnPostgres();

  it("stores a quote's design as JSON and reads it back identically", async () => {
    const token = await formToken(run.first.url);
    expect((await post(run.first.url, { ...quoteWithDesign(kidney, token), name: "Pg Design" })).status).toBe(200);
    const [quote] = await quoteRequestsOf(run.handle);
    expect(quote?.design).toEqual(quoteDesignOf(kidney, estimateDesign(kidney, defaultPricing, designerText("en")), 0));
    const raw = await run.handle.db.selectFrom("quote_requests").select("design").executeTakeFirstOrThrow();
    expect(typeof raw.design).toBe("object");
  });

  it("a price edit applies within two seconds on every instance", async () => {
    // Both instances have read (and cached) the defaults.
    for (const server of [run.first, run.second]) expect(await (await fetch(`${server.url}/design`)).text()).toContain(range(defaultDesign));
    const edited = { ...defaultPricing, prices: { ...defaultPricing.prices, equipment: { low: 12_000, high: 14_000 } } };
    const result = await savePricing(run.handle.db, edited, { expectedVersion: 0, actor: { id: 0, email: "owner@example.com" } });
    expect(result).toEqual({ status: "saved", version: 1 });
    const { low, high } = estimateDesign(defaultDesign, edited, designerText("en"));
    // Each instance reads the public data version every second and drops its kept designs when it moved.
    for (const server of [run.first, run.second]) {
      const deadline = Date.now() + 2000;
      let html = "";
      while (!html.includes(formatRange(low, high)) && Date.now() < deadline) html = await (await fetch(`${server.url}/design`)).text();
      expect(html).toContain(formatRange(low, high));
    }
    expect(await savePricing(run.handle.db, edited, { expectedVersion: 0, actor: { id: 0, email: "owner@example.com" } })).toEqual({ status: "stale" });
  });
});
