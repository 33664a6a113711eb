import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { business } from "#app/config/business.ts";
import { openDb, type DbHandle } from "#app/db/client.server.ts";
import { createAdminAndLogin, type SignedInAdmin } from "#tests/support/admin.ts";
import { javaAvailable, validate } from "#tests/support/nu-checker.ts";
import { startServer, waitForReady, type RunningServer } from "#tests/support/server.ts";
import { testServerEnv } from "#tests/integration/leads-helpers.ts";

/**
 * The dashboard's figures against a seeded history with known answers. Leads, their activity,
 * e-mails and page views are written straight into the server's database at times placed in the
 * local weeks of the 4-week range (worked out here from the business's time zone), so every
 * figure has one right value whatever day the test runs.
 */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

let server: RunningServer;
let owner: SignedInAdmin;
let handle: DbHandle;
const now = new Date();

/** Local calendar helpers in the business's time zone (independent of the app's own). */
const localParts = (date: Date) => {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-US", { timeZone: business.timeZone, year: "numeric", month: "2-digit", day: "2-digit", weekday: "short", hourCycle: "h23", hour: "2-digit", minute: "2-digit" })
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  return parts as Record<"year" | "month" | "day" | "weekday" | "hour" | "minute", string>;
};
/** The instant of local `hh:mm` on the local date `days` after `date`'s local date (found by search: exact across DST). */
function localAt(date: Date, days: number, hour: number, minute = 0): Date {
  const target = new Date(date.getTime() + days * DAY);
  const { year, month, day } = localParts(target);
  for (let offset = 4; offset <= 7; offset++) {
    const candidate = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day), hour + offset, minute));
    const parts = localParts(candidate);
    if (parts.day === day && Number(parts.hour) === hour && Number(parts.minute) === minute) return candidate;
  }
  throw new Error("no such local time");
}
const weekdayIndex = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"].indexOf(localParts(now).weekday);
/** Monday of the week `back` weeks before the current one, at local `hh:mm` plus `days`. */
const weekAt = (back: number, days: number, hour: number, minute = 0) => localAt(now, -weekdayIndex - back * 7 + days, hour, minute);
const dayKey = (date: Date) => {
  const { year, month, day } = localParts(date);
  return `${year}-${month}-${day}`;
};
const weekLabel = (back: number) => new Intl.DateTimeFormat("en-US", { timeZone: business.timeZone, month: "short", day: "numeric" }).format(weekAt(back, 0, 12));

interface Seeded {
  /** The team's first response, as the admin records it with the change. */
  answered?: Date;
  table: "contact_submissions" | "quote_requests";
  name: string;
  at: Date;
  status?: "new" | "contacted";
  form: "get-quote" | "home-consultation" | "contact-page";
  work?: string;
  page: string;
  utm?: string;
  referrer?: string;
  spam?: boolean;
  possibleSpam?: boolean;
}

const leads: Seeded[] = [
  // Two weeks back: three leads, each answered (30, 180 and 90 business minutes: Finn's from
  // Saturday 15:00 to Monday 8:30 is 16:00 - 15:00 and 8:00 - 8:30).
  { table: "quote_requests", name: "Dora Quote", at: weekAt(2, 0, 9), answered: weekAt(2, 0, 9, 30), status: "contacted", form: "get-quote", work: "new-pool", page: "/get-quote", utm: "facebook" },
  { table: "contact_submissions", name: "Eli Consult", at: weekAt(2, 0, 10), answered: weekAt(2, 0, 13), status: "contacted", form: "home-consultation", work: "spa", page: "/", referrer: "https://www.google.com/search?q=pools" },
  { table: "contact_submissions", name: "Finn Contact", at: weekAt(2, 5, 15), answered: weekAt(1, 0, 8, 30), status: "contacted", form: "contact-page", page: "/contact" },
  // Last week: a new lead nobody answered (overdue), and spam.
  { table: "contact_submissions", name: "Cleo Overdue", at: weekAt(1, 1, 10), form: "home-consultation", work: "repair", page: "/" },
  { table: "contact_submissions", name: "Spam Bot", at: weekAt(1, 2, 12), form: "contact-page", page: "/contact", spam: true },
  // Today: a quote and a possible-spam message, both still within the promise.
  { table: "quote_requests", name: "Ava Today", at: new Date(now.getTime() - 5_000), form: "get-quote", work: "renovation", page: "/get-quote", utm: " Newsletter " },
  { table: "contact_submissions", name: "Pia Hasty", at: new Date(now.getTime() - 10_000), form: "contact-page", page: "/contact", referrer: "https://www.bing.com/", possibleSpam: true },
  // Forty days ago: outside 4 weeks, inside 12; still new, so overdue.
  { table: "quote_requests", name: "Bo Forgotten", at: new Date(now.getTime() - 40 * DAY), form: "get-quote", page: "/get-quote" },
];
const ids = new Map<string, number>();

async function seed(db: DbHandle["db"]) {
  for (const lead of leads) {
    const shared = {
      created_at: lead.at.toISOString(),
      source: lead.form,
      status: lead.status ?? "new",
      name: lead.name,
      phone: "713-555-0100",
      spam_reason: lead.spam ? "honeypot" : null,
      possible_spam: lead.possibleSpam ? "sent too fast" : null,
      page: lead.page,
      referrer: lead.referrer ?? null,
      utm_source: lead.utm ?? null,
      utm_medium: null,
      utm_campaign: null,
      utm_term: null,
      utm_content: null,
      fingerprint: null,
      first_response_at: lead.answered?.toISOString() ?? null,
    } as const;
    const row =
      lead.table === "quote_requests"
        ? await db
            .insertInto("quote_requests")
            .values({ ...shared, contact_method: "phone", email: null, project_type: lead.work ?? null, features: "[]" })
            .returning("id")
            .executeTakeFirstOrThrow()
        : await db
            .insertInto("contact_submissions")
            .values({ ...shared, email: "visitor@example.com", message: "Hello", service_type: lead.work ?? null })
            .returning("id")
            .executeTakeFirstOrThrow();
    ids.set(lead.name, Number(row.id));
  }
  const later = new Date(now.getTime() + DAY).toISOString();
  const mail = (status: "pending" | "failed" | "sent", created: Date) => ({
    created_at: created.toISOString(),
    lead_table: "quote_requests" as const,
    lead_id: ids.get("Dora Quote")!,
    status,
    attempts: 1,
    // Not due yet, so the server's worker leaves the pending ones alone.
    next_attempt_at: later,
  });
  await db
    .insertInto("lead_outbox")
    .values([mail("pending", new Date(now.getTime() - 90 * 60_000)), mail("pending", now), mail("failed", weekAt(2, 0, 9)), mail("sent", weekAt(2, 0, 9))])
    .execute();
  await db
    .insertInto("page_views_daily")
    .values([
      { day: dayKey(weekAt(2, 0, 12)), path: "/get-quote", views: 100 },
      { day: dayKey(weekAt(2, 0, 12)), path: "/", views: 300 },
      { day: dayKey(now), path: "/contact", views: 50 },
      { day: dayKey(new Date(now.getTime() - 40 * DAY)), path: "/get-quote", views: 1000 },
    ])
    .execute();
}

beforeAll(async () => {
  server = await startServer({ env: { ...testServerEnv, PAGE_VIEWS_FLUSH_MS: "100" } });
  await waitForReady(server);
  owner = await createAdminAndLogin(server);
  handle = openDb({ dataDir: server.dataDir });
  await seed(handle.db);
}, 120_000);
afterAll(async () => {
  await handle?.close();
  await server?.stop();
});

async function dashboard(query = ""): Promise<string> {
  const response = await fetch(`${server.url}/admin${query}`, { headers: { Cookie: owner.cookie } });
  expect(response.status).toBe(200);
  return response.text();
}

const text = (html: string) => html.replace(/<!-- -->/g, "").replace(/<[^>]+>/g, "").replace(/&amp;/g, "&").replace(/&#x27;/g, "'").trim();

/** A figure's value and note, by its label. */
function figure(html: string, label: string): string[] {
  const match = new RegExp(`<dt[^>]*>${label}</dt>((?:<dd[^>]*>.*?</dd>)+)`).exec(html);
  expect(match, label).not.toBeNull();
  return [...match![1]!.matchAll(/<dd[^>]*>(.*?)<\/dd>/g)].map((dd) => text(dd[1]!));
}

/** A table's rows as text cells, found by its caption. */
function table(html: string, caption: string): string[][] {
  const start = html.indexOf(`>${caption}</caption>`);
  expect(start, caption).toBeGreaterThan(-1);
  const body = html.slice(html.indexOf("<tbody>", start), html.indexOf("</tbody>", start));
  return [...body.matchAll(/<tr[^>]*>(.*?)<\/tr>/g)].map((row) => [...row[1]!.matchAll(/<t[hd][^>]*>(.*?)<\/t[hd]>/g)].map((cell) => text(cell[1]!)));
}

function header(html: string, caption: string): string[] {
  const start = html.indexOf(`>${caption}</caption>`);
  const head = html.slice(html.indexOf("<thead>", start), html.indexOf("</thead>", start));
  return [...head.matchAll(/<th[^>]*>(.*?)<\/th>/g)].map((cell) => text(cell[1]!));
}

/** The linked leads of a section, as [name, href]. */
function links(html: string, headingId: string): string[][] {
  const section = html.slice(html.indexOf(`id="${headingId}"`), html.indexOf("</section>", html.indexOf(`id="${headingId}"`)));
  return [...section.matchAll(/<a [^>]*href="(\/admin\/leads\/[^"]+)"[^>]*><span[^>]*>([^<]+)<\/span>/g)].map((m) => [m[2]!, m[1]!]);
}

const leadHref = (name: string) => `/admin/leads/${leads.find((lead) => lead.name === name)!.table === "quote_requests" ? "quote" : "contact"}/${ids.get(name)}`;

describe("dashboard figures", () => {
  it("lists today's new leads and the overdue ones, each linked to its lead", async () => {
    const html = await dashboard();
    expect(text(/<h2 id="today-heading".*?<\/h2>/s.exec(html)![0])).toBe("New leads today: 2");
    expect(links(html, "today-heading")).toEqual([
      ["Ava Today", leadHref("Ava Today")],
      ["Pia Hasty", leadHref("Pia Hasty")],
    ]);
    expect(html).toContain("possible spam");
    expect(text(/<h2 id="overdue-heading".*?<\/h2>/s.exec(html)![0])).toBe("Overdue against the 2 h promise: 2");
    expect(links(html, "overdue-heading")).toEqual([
      ["Cleo Overdue", leadHref("Cleo Overdue")],
      ["Bo Forgotten", leadHref("Bo Forgotten")],
    ]);
  });

  it("counts leads per week by form, by source and by kind of work (spam left out)", async () => {
    const html = await dashboard("?weeks=4");
    const weeks = [3, 2, 1, 0].map(weekLabel);
    expect(header(html, "Leads per week by form")).toEqual(["Week of", "Consultation", "Contact message", "Quote request", "Total"]);
    expect(table(html, "Leads per week by form")).toEqual([
      [weeks[0], "0", "0", "0", "0"],
      [weeks[1], "1", "1", "1", "3"],
      [weeks[2], "1", "0", "0", "1"],
      [weeks[3], "0", "1", "1", "2"],
    ]);
    expect(header(html, "Leads per week by source")).toEqual(["Week of", "Direct", "bing.com", "facebook", "google.com", "newsletter", "Total"]);
    expect(table(html, "Leads per week by source")).toEqual([
      [weeks[0], "0", "0", "0", "0", "0", "0"],
      [weeks[1], "1", "0", "1", "1", "0", "3"],
      [weeks[2], "1", "0", "0", "0", "0", "1"],
      [weeks[3], "0", "1", "0", "0", "1", "2"],
    ]);
    expect(header(html, "Leads per week by project or service")).toEqual(["Week of", "New pool", "Renovation", "Repair", "Spa", "Not stated", "Total"]);
    expect(table(html, "Leads per week by project or service")).toEqual([
      [weeks[0], "0", "0", "0", "0", "0", "0"],
      [weeks[1], "1", "0", "0", "1", "1", "3"],
      [weeks[2], "0", "0", "1", "0", "0", "1"],
      [weeks[3], "0", "1", "0", "0", "1", "2"],
    ]);
    const twelve = await dashboard("?weeks=12");
    expect(table(twelve, "Leads per week by form")).toHaveLength(12);
    expect(figure(twelve, "Leads")[0]).toBe("7");
    const year = await dashboard("?weeks=52");
    expect(table(year, "Leads per week by form")).toHaveLength(52);
    expect(text(await dashboard("?weeks=7"))).toContain("Last 12 weeks");
  });

  it("shows page views per page and leads per 100 views", async () => {
    const html = await dashboard("?weeks=4");
    expect(figure(html, "Leads")[0]).toBe("6");
    expect(figure(html, "Page views")).toEqual(["450"]);
    expect(figure(html, "Leads per 100 views")).toEqual(["1.3"]);
    expect(table(html, "Views and leads per page")).toEqual([
      ["/", "300", "2", "0.7"],
      ["/get-quote", "100", "2", "2.0"],
      ["/contact", "50", "2", "4.0"],
    ]);
    expect(table(html, "Page views per week").map((row) => row[1])).toEqual(["0", "400", "0", "50"]);
    const twelve = await dashboard("?weeks=12");
    expect(table(twelve, "Views and leads per page")[0]).toEqual(["/get-quote", "1,100", "3", "0.3"]);
    expect(figure(twelve, "Leads per 100 views")).toEqual(["0.5"]);
  });

  it("shows speed to lead by week (median, 90th percentile, share answered within 5 min, 1 h, 2 h), the overdue list first", async () => {
    const html = await dashboard("?weeks=4");
    expect(html.indexOf('id="overdue-heading"')).toBeLessThan(html.indexOf('id="today-heading"'));
    expect(header(html, "Time to first contact by week")).toEqual(["Week of", "Leads", "Median", "90th percentile", "Within 5 min", "Within 1 h", "Within 2 h"]);
    // Two weeks back: 30, 90 and 180 business minutes. Last week: Cleo, unanswered (the spam is
    // not a lead). This week: two leads still waiting. Newest week first.
    expect(table(html, "Time to first contact by week")).toEqual([
      [weekLabel(0), "2", "–", "–", "0.0%", "0.0%", "0.0%"],
      [weekLabel(1), "1", "–", "–", "0.0%", "0.0%", "0.0%"],
      [weekLabel(2), "3", "1 h 30 min", "3 h", "0.0%", "33.3%", "66.7%"],
      [weekLabel(3), "0", "–", "–", "–", "–", "–"],
    ]);
    expect(figure(html, "90th percentile first response")).toEqual(["3 h", "in business hours"]);
  });

  it("gives the median time to first response in business minutes, against the promise", async () => {
    expect(figure(await dashboard("?weeks=4"), "Median first response")).toEqual(["1 h 30 min", "66.7% of 3 answered within 2 h; 3 awaiting"]);
    // Assigning a lead is not a response; a note is. Ava's arrived seconds ago: 0 business minutes.
    const post = (fields: Record<string, string>) =>
      fetch(`${server.url}${leadHref("Ava Today")}`, {
        method: "POST",
        redirect: "manual",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url, Cookie: owner.cookie },
        body: new URLSearchParams({ csrf: owner.csrfToken, ...fields }),
      });
    const me = await handle.db.selectFrom("admin_users").select("id").where("email", "=", owner.email).executeTakeFirstOrThrow();
    expect((await post({ intent: "assign", member: String(me.id) })).status).toBe(302);
    expect(figure(await dashboard("?weeks=4"), "Median first response")).toEqual(["1 h 30 min", "66.7% of 3 answered within 2 h; 3 awaiting"]);
    expect((await post({ intent: "note", body: "Called back, left a message." })).status).toBe(302);
    expect((await post({ intent: "note", body: "A second note changes nothing." })).status).toBe(302);
    expect(figure(await dashboard("?weeks=4"), "Median first response")).toEqual(["1 h", "75.0% of 4 answered within 2 h; 2 awaiting"]);
  });

  it("gives the spam and possible-spam rates, and the e-mail queue's health", async () => {
    const html = await dashboard("?weeks=4");
    expect(figure(html, "Spam")).toEqual(["14.3%", "1 of 7 received"]);
    expect(figure(html, "Possible spam")).toEqual(["14.3%", "1 of 7 received"]);
    expect(figure(html, "E-mails pending")).toEqual(["2", "oldest waiting 1 h"]);
    expect(figure(html, "E-mails failed")).toEqual(["1"]);
  });

  it("links the range selector in the URL and marks the current range", async () => {
    const html = await dashboard("?weeks=52");
    expect(html).toMatch(/<a [^>]*aria-current="page"[^>]*href="\/admin\?weeks=52"|<a [^>]*href="\/admin\?weeks=52"[^>]*aria-current="page"/);
    for (const weeks of [4, 12]) expect(html).toContain(`href="/admin?weeks=${weeks}"`);
  });

  it("draws each chart as a named SVG image with its numbers in a table behind a disclosure", async () => {
    const html = await dashboard();
    const charts = [...html.matchAll(/<svg [^>]*role="img"[^>]*aria-labelledby="([^"]+)"[^>]*>(.*?)<\/svg>/gs)];
    expect(charts.length).toBe(5);
    for (const [, labelledBy, body] of charts) {
      const [titleId, descId] = labelledBy!.split(" ");
      expect(body).toContain(`<title id="${titleId}">`);
      expect(body).toContain(`<desc id="${descId}">`);
    }
    expect(html.match(/<details[^>]*><summary[^>]*>Show the numbers<\/summary>/g)).toHaveLength(5);
  });

  it.runIf(javaAvailable())("is valid HTML for every range (W3C Nu Html Checker)", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "vnu-dashboard-"));
    try {
      const files = [];
      for (const weeks of [4, 12, 52]) {
        const file = path.join(dir, `dashboard-${weeks}.html`);
        writeFileSync(file, await dashboard(`?weeks=${weeks}`));
        files.push(file);
      }
      const errors = await validate(files);
      expect(Object.fromEntries(errors)).toEqual({ "dashboard-4.html": [], "dashboard-12.html": [], "dashboard-52.html": [] });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});

/** A GET or HEAD with exactly these headers (fetch would add a User-Agent of its own). */
function send(method: "GET" | "HEAD", path: string, userAgent?: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${server.url}${path}`, { method, headers: userAgent ? { "User-Agent": userAgent } : {} }, (res) => {
      res.resume();
      res.on("end", () => resolve(res.statusCode ?? 0));
    });
    req.on("error", reject);
    req.end();
  });
}

async function views(db: DbHandle["db"], path: string): Promise<number> {
  const row = await db.selectFrom("page_views_daily").select("views").where("day", "=", dayKey(new Date())).where("path", "=", path).executeTakeFirst();
  return row ? Number(row.views) : 0;
}

describe("page-view counting", () => {
  it("counts public pages sent to browsers, not bots, HEAD, unknown paths or the admin, and saves them in the background and on shutdown", async () => {
    const contactBefore = await views(handle.db, "/contact");
    expect(await send("GET", "/about", BROWSER)).toBe(200);
    expect(await send("GET", "/about", BROWSER)).toBe(200);
    expect(await send("GET", "/about?utm_source=x", BROWSER)).toBe(200);
    expect(await send("GET", "/about", "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)")).toBe(200);
    expect(await send("GET", "/about")).toBe(200);
    expect(await send("HEAD", "/about", BROWSER)).toBe(200);
    // Rendered by the app rather than served from memory (another spelling): counted under the page's own path.
    expect(await send("GET", "/%63ontact", BROWSER)).toBe(200);
    expect(await send("GET", "/no-such-page", BROWSER)).toBe(404);
    expect(await send("GET", "/admin/login", BROWSER)).toBe(200);
    await expect.poll(() => views(handle.db, "/about"), { timeout: 10_000 }).toBe(3);
    await expect.poll(() => views(handle.db, "/contact"), { timeout: 10_000 }).toBe(contactBefore + 1);
    const paths = (await handle.db.selectFrom("page_views_daily").select("path").execute()).map((row) => row.path);
    expect(paths).not.toContain("/no-such-page");
    expect(paths).not.toContain("/admin/login");
    expect(paths).not.toContain("/CONTACT");

    // Counted with a flush far away: stopping the server saves what it holds.
    const { dataDir } = server;
    await server.stop({ keepData: true });
    server = await startServer({ dataDir, env: { ...testServerEnv, PAGE_VIEWS_FLUSH_MS: "600000" } });
    // Until its page copies are built, a server renders every path and knows no pages to count.
    await waitForReady(server);
    expect(await send("GET", "/about", BROWSER)).toBe(200);
    expect(await views(handle.db, "/about")).toBe(3);
    await server.stop({ keepData: true });
    expect(await views(handle.db, "/about")).toBe(4);
    server = await startServer({ dataDir, env: testServerEnv });
  }, 120_000);
});
