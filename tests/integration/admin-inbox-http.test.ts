import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { business } from "#app/config/business.ts";
import { openDb } from "#app/db/client.server.ts";
import { createLeadRepository } from "#app/features/lead-records/repository.server.ts";
import { createAdminAndLogin, type SignedInAdmin } from "#tests/support/admin.ts";
import { startServer, type RunningServer } from "#tests/support/server.ts";
import { nextToken, post, storedRows, testServerEnv, validForms } from "#tests/integration/leads-helpers.ts";

let server: RunningServer;
let admin: SignedInAdmin;

/** Today's date in the business's time zone, as the date filters read it. */
const today = new Intl.DateTimeFormat("en-CA", { timeZone: business.timeZone }).format(new Date());

beforeAll(async () => {
  server = await startServer({ env: testServerEnv });
  admin = await createAdminAndLogin(server);
  const submissions = [
    validForms.consultation,
    validForms.contact,
    validForms["get-quote"],
    { ...validForms.contact, name: 'Smith, "Doc" Ann', email: "doc@example.com", message: "Line one\nline two, with a comma" },
    { ...validForms.contact, name: "=HYPERLINK(\"http://evil.example\")", email: "formula@example.com", message: "+1 call me" },
    { ...validForms.contact, name: "Spammy Bot", email: "bot@example.com", "bot-field": "gotcha" },
  ];
  for (const body of submissions) {
    const response = await post(server.url, { "bot-field": "", ...body, "form-token": await nextToken(server.url) });
    expect(response.status, await response.text()).toBe(200);
  }
}, 120_000);
afterAll(() => server?.stop());

async function page(path: string): Promise<string> {
  const response = await fetch(`${server.url}${path}`, { headers: { Cookie: admin.cookie }, redirect: "manual" });
  expect(response.status, path).toBe(200);
  return response.text();
}

/** The lead names a list page shows, in order (each name links to its lead page, once per layout). */
async function names(query = ""): Promise<string[]> {
  const html = await page(`/admin/leads${query}`);
  const table = html.slice(html.indexOf("<table"), html.indexOf("</table>"));
  return [...table.matchAll(/<a [^>]*href="\/admin\/leads\/(?:contact|quote)\/\d+"[^>]*>([^<]+)<\/a>/g)].map((m) =>
    m[1]!.replaceAll("&quot;", '"').replaceAll("&amp;", "&"),
  );
}

async function adminPost(path: string, fields: Record<string, string>) {
  return fetch(`${server.url}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url, Cookie: admin.cookie },
    body: new URLSearchParams({ csrf: admin.csrfToken, ...fields }),
  });
}

async function leadId(name: string): Promise<string> {
  const { contacts, quotes } = await storedRows(server.dataDir);
  const contact = contacts.find((row) => row.name === name);
  if (contact) return `contact/${contact.id}`;
  return `quote/${quotes.find((row) => row.name === name)!.id}`;
}

describe("leads inbox", () => {
  it("lists both tables newest first, spam hidden, with type, contact, what they want and the reply clock", async () => {
    expect(await names()).toEqual([
      '=HYPERLINK("http://evil.example")',
      'Smith, "Doc" Ann',
      "Cara Nguyen",
      "Ben Okafor",
      "Ana Delgado",
    ]);
    const html = await page("/admin/leads");
    expect(html).toContain("Quote request");
    expect(html).toContain("New Pool Installation · 20x40 ft · Hot Tub Integration · LED Lighting");
    expect(html).toContain('href="tel:832-555-0123"');
    expect(html).toContain('href="mailto:ben@example.com"');
    expect(html).toMatch(/(\d+ h )?(\d+ min )?left|overdue by/);
  });

  it("filters by type, status, spam and date range", async () => {
    expect(await names("?type=get-quote")).toEqual(["Cara Nguyen"]);
    expect(await names("?type=home-consultation")).toEqual(["Ana Delgado"]);
    expect(await names("?spam=only")).toEqual(["Spammy Bot"]);
    expect(await names("?spam=all")).toHaveLength(6);
    expect(await names(`?from=${today}&to=${today}`)).toHaveLength(5);
    expect(await names("?to=2020-01-01")).toEqual([]);
    expect(await names("?status=won")).toEqual([]);
  });

  it("searches name, e-mail, phone digits, message and quote notes", async () => {
    expect(await names("?q=okafor")).toEqual(["Ben Okafor"]);
    expect(await names("?q=ANA%40EXAMPLE")).toEqual(["Ana Delgado"]);
    expect(await names("?q=8325550123")).toEqual(["Cara Nguyen"]);
    expect(await names("?q=plaster")).toEqual(["Ben Okafor"]);
    expect(await names("?q=gate%20code")).toEqual(["Cara Nguyen"]);
    expect(await names("?q=100%25")).toEqual([]);
  });

  it("changes a lead's status, records who did it, and filters by the new status", async () => {
    const id = await leadId("Ben Okafor");
    const response = await adminPost(`/admin/leads/${id}`, { intent: "status", status: "contacted" });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`/admin/leads/${id}`);
    expect(await names("?status=contacted")).toEqual(["Ben Okafor"]);
    // The confirmation rides the redirect in the admin's one flash cookie, shown once, then cleared.
    const flash = (response.headers.get("Set-Cookie") ?? "").split(";")[0]!;
    expect(flash).toMatch(/^bc_flash=./);
    const next = await fetch(`${server.url}/admin/leads/${id}`, { headers: { Cookie: `${admin.cookie}; ${flash}` } });
    expect(next.headers.get("Set-Cookie")).toMatch(/^bc_flash=; Max-Age=0; Path=\//);
    const lead = await next.text();
    expect(lead).toContain("Status saved.");
    expect(await page(`/admin/leads/${id}`)).not.toContain("Status saved.");
    expect(lead).toContain(`${admin.email} changed the status from New to Contacted`);
    const handle = openDb({ dataDir: server.dataDir });
    try {
      const audit = await handle.db.selectFrom("audit_log").selectAll().where("action", "=", "lead.status").execute();
      expect(audit).toMatchObject([{ actor_email: admin.email, entity_type: "contact_submissions", entity_id: id.split("/")[1] }]);
    } finally {
      await handle.close();
    }
  });

  it("appends internal notes with author and time, and finds leads by them", async () => {
    const id = await leadId("Ana Delgado");
    expect((await adminPost(`/admin/leads/${id}`, { intent: "note", body: "Left a voicemail about the sun shelf." })).status).toBe(302);
    expect((await adminPost(`/admin/leads/${id}`, { intent: "note", body: "   " })).status).toBe(400);
    const lead = await page(`/admin/leads/${id}`);
    expect(lead).toContain("Left a voicemail about the sun shelf.");
    expect(lead).toContain(admin.email);
    expect(await names("?q=voicemail")).toEqual(["Ana Delgado"]);
  });

  it("shows every field, the full message, call and e-mail links and the notification state", async () => {
    const lead = await page(`/admin/leads/${await leadId("Cara Nguyen")}`);
    for (const text of ["Callback", "Evening (5PM-8PM)", "12 Palm Ct, Friendswood, TX", "3-6 months", "Gate code 1234.", "Notification e-mail"]) {
      expect(lead).toContain(text);
    }
    expect(lead).toContain('href="tel:832-555-0123"');
    expect(lead).toMatch(/Not sent: e-mail is not configured|Waiting to be sent/);
    const spam = await page(`/admin/leads/${await leadId("Spammy Bot")}`);
    expect(spam).toMatch(/Spam: .*honeypot/);
  });

  it("releases a spam-flagged lead to the inbox from the list", async () => {
    const id = await leadId("Spammy Bot");
    const [kind, number] = id.split("/");
    const response = await adminPost("/admin/leads?spam=only", { intent: "release", kind: kind!, id: number! });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/admin/leads?spam=only");
    expect(await names("?spam=only")).toEqual([]);
    expect(await names()).toContain("Spammy Bot");
    const flash = (response.headers.get("Set-Cookie") ?? "").split(";")[0]!;
    const list = await fetch(`${server.url}/admin/leads?spam=only`, { headers: { Cookie: `${admin.cookie}; ${flash}` } });
    expect(await list.text()).toMatch(new RegExp(`Released Spammy Bot to the inbox\\..*href="/admin/leads/${id}"`, "s"));
    // The business now gets the notification it would have had at capture.
    expect(await page(`/admin/leads/${id}`)).toMatch(/Not sent: e-mail is not configured|Waiting to be sent/);
  });

  it("pages through long lists", async () => {
    const handle = openDb({ dataDir: server.dataDir });
    try {
      const repository = createLeadRepository(handle.db);
      for (let i = 0; i < 25; i++) {
        await repository.insertContactSubmission({
          source: "contact-page",
          name: `Paging Person ${String(i).padStart(2, "0")}`,
          email: `paging${i}@example.com`,
          phone: null,
          subject: null,
          message: "paging",
          firstName: null,
          lastName: null,
          location: null,
          serviceType: null,
          timeline: null,
        });
      }
    } finally {
      await handle.close();
    }
    expect(await names("?q=paging")).toHaveLength(25);
    const first = await page("/admin/leads");
    expect(first).toContain("Page 1 of 2");
    expect(first).toContain('href="/admin/leads?page=2"');
    // 6 earlier leads (the released one included) + 25 = 31: one more page of 6, the oldest last.
    const second = await names("?page=2");
    expect(second).toHaveLength(6);
    expect(second.at(-1)).toBe("Ana Delgado");
  });
});

describe("CSV export", () => {
  it("downloads the filtered list as RFC 4180 CSV, formula-safe", async () => {
    const response = await fetch(`${server.url}/admin/leads.csv?type=contact-page&q=example.com`, { headers: { Cookie: admin.cookie } });
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toMatch(/^attachment; filename="leads-\d{8}-\d{4}\.csv"$/);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    const csv = await response.text();
    expect(csv.endsWith("\r\n")).toBe(true);
    expect(csv.startsWith("Type,"), "the byte order mark is read as one, not as a character").toBe(true);
    const header = csv.slice(0, csv.indexOf("\r\n"));
    expect(header).toBe(
      `Type,Lead,Received (UTC),Received (${business.timeZone}),Status,Name,E-mail,Phone,Language,What they want,Address,Location,Details,Message,Internal notes,Spam reason,Page,Landing page,Referrer,Ballpark,Design,Design link,utm_source,utm_medium,utm_campaign,utm_term,utm_content`,
    );
    expect(csv).toContain('"Smith, ""Doc"" Ann",doc@example.com');
    expect(csv).toContain('"Line one\nline two, with a comma"');
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"")",formula@example.com`);
    expect(csv).toContain(",'+1 call me,");
    expect(csv).not.toContain("Ana Delgado");
    expect(csv).not.toContain("Cara Nguyen");
  });

  it("gives the address its own column and carries the team's notes", async () => {
    const list = await (await fetch(`${server.url}/admin/leads?type=get-quote`, { headers: { Cookie: admin.cookie } })).text();
    const href = /href="(\/admin\/leads\/quote\/\d+)"/.exec(list)![1]!;
    for (const body of ["Called, left a voicemail.", "Site visit booked for Tuesday."]) {
      const response = await fetch(`${server.url}${href}`, {
        method: "POST",
        redirect: "manual",
        headers: { Cookie: admin.cookie, "Content-Type": "application/x-www-form-urlencoded", Origin: server.url },
        body: new URLSearchParams({ csrf: admin.csrfToken, intent: "note", body }),
      });
      expect(response.status).toBe(302);
    }
    const csv = await (await fetch(`${server.url}/admin/leads.csv?type=get-quote`, { headers: { Cookie: admin.cookie } })).text();
    const [header, record] = csv.split("\r\n");
    const columns = header!.split(",");
    const address = columns.indexOf("Address");
    expect(address).toBeGreaterThan(0);
    expect(record).toContain('"12 Palm Ct, Friendswood, TX"');
    expect(record).toMatch(/"[^"]*owner-[^"]*: Called, left a voicemail\.\n\n[^"]*: Site visit booked for Tuesday\."/);
    const details = /"Preferred contact: [^"]*"/.exec(record!)?.[0] ?? "";
    expect(details, "the address is not repeated inside Details").not.toContain("Palm Ct");
  });
});

describe("counts", () => {
  it("says 1 lead matches, 2 leads match", async () => {
    const text = async (query: string) =>
      (await (await fetch(`${server.url}/admin/leads${query}`, { headers: { Cookie: admin.cookie } })).text()).replaceAll("<!-- -->", "");
    expect(await text("?type=get-quote")).toContain("1 lead matches these filters");
    expect(await text("?q=example.com")).toMatch(/\d+ leads match these filters/);
  });
});
