import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { estimateDesign, formatBallpark, formatRange } from "#app/features/design/estimate.ts";
import { defaultDesign, type Design } from "#app/features/design/model.ts";
import { defaultPricing } from "#app/features/design/pricing.ts";
import { designQuery } from "#app/features/design/query.ts";
import { quoteDesignOf } from "#app/features/design/quote-design.ts";
import { openDb } from "#app/db/client.server.ts";
import { createAdminAndLogin, type SignedInAdmin } from "#tests/support/admin.ts";
import { startServer, type RunningServer } from "#tests/support/server.ts";
import { nextToken, post, storedRows, testServerEnv, validForms } from "#tests/integration/leads-helpers.ts";
import { designerText } from "#app/features/design/designer-text.ts";

/**
 * The owner sees the designer at work (issue 21, points 6 and 7): its views and funnel on the
 * dashboard, a designer's lead credited to the designer and to the visit's campaign, designed
 * leads marked with their ballpark in the inbox, and the pipeline of open designed quotes.
 */

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const design: Design = { ...defaultDesign, shape: "kidney", spa: "raised" };
const estimate = estimateDesign(design, defaultPricing, designerText("en"));

describe("the designer on the dashboard and in the inbox", () => {
  let server: RunningServer;
  let admin: SignedInAdmin;
  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${server.url}${path}`, { redirect: "manual", headers: { "User-Agent": BROWSER, ...headers } });
  const page = async (path: string) => (await (await fetch(`${server.url}${path}`, { headers: { Cookie: admin.cookie } })).text()).replaceAll("<!-- -->", "");

  beforeAll(async () => {
    server = await startServer({ env: { ...testServerEnv, PAGE_VIEWS_FLUSH_MS: "100" } });
    admin = await createAdminAndLogin(server);
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
  });

  it("counts designer visits, changes, quote requests and quotes sent, by week", async () => {
    for (let visit = 0; visit < 3; visit++) expect((await get("/design")).status).toBe(200);
    // Without JavaScript, "Update plan and price" asks the designer for itself with a design.
    expect((await get(`/design?${designQuery(design)}`, { Referer: `${server.url}/design` })).status).toBe(200);
    // With JavaScript, the island's beacon on the first change.
    expect((await fetch(`${server.url}/design/changed`, { method: "POST", headers: { "User-Agent": BROWSER } })).status).toBe(204);
    const requested = await get(`/get-quote?${designQuery(design)}`);
    expect(requested.status).toBe(302);
    const stored = await post(server.url, { ...validForms["get-quote"], name: "Funnel Visitor", design: designQuery(design), "form-token": await nextToken(server.url) });
    expect(stored.status).toBe(200);
    // "E-mail me this design" (this server has no mail: stored as the save would store it): a
    // lead of its own kind, counted in the funnel, never a request.
    const handle = openDb({ dataDir: server.dataDir });
    await handle.db
      .insertInto("saved_designs")
      .values({ created_at: new Date().toISOString(), email: "keeps-it-for-later@example.com", design: JSON.stringify(quoteDesignOf(design, estimate, 0)), remind: 0 })
      .execute();
    // "Get a photoreal rendering" (decision 040): a saved design with a rendering, a step of its own.
    const job = await handle.db
      .insertInto("render_jobs")
      .values({ created_at: new Date().toISOString(), render_key: "funnel-test", query: designQuery(design), time_of_day: "dusk", width: 1600, height: 1000, lease_token: null, lease_until: null, worker: null, started_at: null, finished_at: null, last_error: null, seconds: null, image: null })
      .returning("id")
      .executeTakeFirstOrThrow();
    await handle.db
      .insertInto("saved_designs")
      .values({ created_at: new Date().toISOString(), email: "wants-a-picture@example.com", design: JSON.stringify(quoteDesignOf(design, estimate, 0)), remind: 0, render_job_id: job.id, render_time: "dusk", render_token: "A".repeat(24) })
      .execute();
    await handle.close();

    // The funnel's paths are no page: the page list keeps to real pages.
    await expect
      .poll(async () => {
        const html = await page("/admin?weeks=4");
        const table = html.slice(html.indexOf("Designer funnel by week"), html.indexOf("</table>", html.indexOf("Designer funnel by week")));
        const thisWeek = /<tbody><tr[^>]*>(.*?)<\/tr>/.exec(table)?.[1] ?? "";
        return [...thisWeek.matchAll(/<td[^>]*>([\d,]+)<\/td>/g)].map((match) => Number(match[1]));
      }, { timeout: 10_000 })
      .toEqual([4, 2, 1, 1, 1, 1]);
    const html = await page("/admin?weeks=4");
    expect(html).not.toContain("keeps-it-for-later@example.com");
    const savedTab = await page("/admin/leads/saved-designs");
    expect(savedTab).toContain("keeps-it-for-later@example.com");
    expect(savedTab).toContain("Saved a design");
    expect(savedTab).toContain("wants-a-picture@example.com");
    expect(savedTab).toMatch(/Photoreal rendering<\/dt><dd[^>]*>Dusk: Queued/);
    expect(savedTab).toContain("Reminder</dt><dd>Not asked for");
    expect(await page("/admin/leads")).not.toContain("keeps-it-for-later@example.com");
    expect(html).not.toContain("/design#changed");
    expect(html).toMatch(/<th scope="row"[^>]*>\/design<\/th><td[^>]*>4<\/td>/);
  });

  it("credits a designer's lead to the designer and to where the visit landed, with or without JavaScript", async () => {
    // With JavaScript the form sends the visit's landing URL (kept from its first page).
    const scripted = await post(server.url, {
      ...validForms["get-quote"],
      name: "Landed Scripted",
      design: designQuery(design),
      page: "/get-quote",
      landing: `${server.url}/?utm_source=newsletter&utm_campaign=spring`,
      referrer: "https://www.google.com/",
      "form-token": await nextToken(server.url),
    });
    expect(scripted.status).toBe(200);
    // Without JavaScript the campaign rides along in the designer's form and its redirect.
    const designer = await (await get("/design?utm_source=facebook")).text();
    expect(designer).toMatch(/<input type="hidden" name="utm_source" value="facebook"\/>/);
    const redirect = await get(`/get-quote?${designQuery(design)}&utm_source=facebook`);
    const location = new URL(redirect.headers.get("Location")!, server.url);
    expect(location.searchParams.get("utm_source")).toBe("facebook");
    const native = await post(
      server.url,
      { ...validForms["get-quote"], name: "Landed Native", design: designQuery(design), "form-token": await nextToken(server.url) },
      { path: `/get-quote?design=${encodeURIComponent(designQuery(design))}`, accept: "text/html", headers: { Referer: location.href } },
    );
    expect(native.status).toBe(303);

    const { quotes } = await storedRows(server.dataDir);
    expect(quotes.find((row) => row.name === "Landed Scripted")).toMatchObject({ page: "/design", landing_page: "/", utm_source: "newsletter", utm_campaign: "spring", referrer: "https://www.google.com/" });
    expect(quotes.find((row) => row.name === "Landed Native")).toMatchObject({ page: "/design", utm_source: "facebook" });
  });

  it("marks designed leads with their ballpark in the inbox and sums open ones as the pipeline", async () => {
    const list = await page("/admin/leads?q=Funnel%20Visitor");
    expect(list).toContain(`Designed <span aria-hidden="true">·</span><span class="sr-only">, ballpark</span> ${formatRange(estimate.low, estimate.high)}`);
    expect(list).toContain("16 × 32 ft kidney");
    const plain = await page("/admin/leads?q=Cara%20Nguyen");
    expect(plain).not.toContain("data-designed");

    // Three designed quotes are open: the pipeline is the sum of their ballparks.
    const { quotes } = await storedRows(server.dataDir);
    const designed = quotes.filter((row) => row.design !== null);
    expect(designed).toHaveLength(3);
    const dashboard = await page("/admin?weeks=4");
    expect(dashboard).toContain(formatBallpark(estimate.low * 3, estimate.high * 3));
    expect(dashboard).toContain("ballparks of 3 open designed quotes");
  });
});
