import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDb } from "#app/db/client.server.ts";
import { SAVED_DESIGNS_PATH } from "#app/config/admin-paths.ts";
import { estimateDesign } from "#app/features/design/estimate.ts";
import { defaultDesign } from "#app/features/design/model.ts";
import { defaultPricing } from "#app/features/design/pricing.ts";
import { quoteDesignOf } from "#app/features/design/quote-design.ts";
import { createLeadRepository } from "#app/features/lead-records/repository.server.ts";
import { createAdminAndLogin, type SignedInAdmin } from "#tests/support/admin.ts";
import { leadCapture } from "#tests/support/lead-capture.ts";
import { startServer, type RunningServer } from "#tests/support/server.ts";
import { nextToken, post, storedRows, testServerEnv, validForms } from "#tests/integration/leads-helpers.ts";
import { designerText } from "#app/features/design/designer-text.ts";

/**
 * The inbox knows a lead's language (issue 25, point 3): a lead from a Spanish page says
 * "Prefers Spanish" in words on the list and on its page, and its language travels in the CSV
 * and the data.json; an English lead carries no marker, and the seed's `POST /` stores English.
 * Until the Spanish pages exist, the Spanish lead is written by the lead store directly.
 */
const spanishLead = {
  source: "contact-page" as const,
  name: "Rosa Garza",
  email: "rosa@example.com",
  phone: "713-555-0111",
  subject: "Alberca nueva",
  message: "Queremos una alberca.",
  firstName: null,
  lastName: null,
  location: null,
  serviceType: null,
  timeline: null,
};

let server: RunningServer;
let admin: SignedInAdmin;
let spanishId: number;
let englishId: number;

beforeAll(async () => {
  server = await startServer({ env: testServerEnv });
  admin = await createAdminAndLogin(server);
  const response = await post(server.url, { ...validForms.contact, name: "Ann Lee", email: "ann@example.com", "form-token": await nextToken(server.url) });
  expect(response.status, await response.text()).toBe(200);
  englishId = Number((await storedRows(server.dataDir)).contacts.find((row) => row.name === "Ann Lee")!.id);

  const handle = openDb({ dataDir: server.dataDir });
  try {
    const stored = await createLeadRepository(handle.db).insertContactSubmission(
      spanishLead,
      leadCapture({ page: "/es/", landingPage: "/es/", locale: "es" }),
    );
    spanishId = stored.id;
    const design = JSON.stringify(quoteDesignOf(defaultDesign, estimateDesign(defaultDesign, defaultPricing, designerText("en")), 0));
    for (const [email, locale] of [["marta@example.com", "es"], ["dan@example.com", "en"]] as const) {
      await handle.db.insertInto("saved_designs").values({ created_at: new Date().toISOString(), email, design, remind: 0, locale }).execute();
    }
  } finally {
    await handle.close();
  }
}, 120_000);
afterAll(() => server?.stop());

async function adminGet(path: string): Promise<Response> {
  const response = await fetch(`${server.url}${path}`, { headers: { Cookie: admin.cookie }, redirect: "manual" });
  expect(response.status, path).toBe(200);
  return response;
}

/** A list row (the wide table's) by the lead it links to. */
function rowOf(html: string, id: number): string {
  const table = html.slice(html.indexOf("<table"), html.indexOf("</table>"));
  const row = table.split("<tr").find((candidate) => candidate.includes(`href="/admin/leads/contact/${id}"`));
  expect(row, `row of contact ${id}`).toBeDefined();
  return row!;
}

describe("a lead's language in the inbox", () => {
  it("the seed's POST / stores English", async () => {
    const row = (await storedRows(server.dataDir)).contacts.find((contact) => Number(contact.id) === englishId);
    expect(row?.locale).toBe("en");
  });

  it("marks a Spanish lead 'Prefers Spanish' in words on the list and on its page; an English one carries no marker", async () => {
    const list = await (await adminGet("/admin/leads")).text();
    expect(rowOf(list, spanishId)).toMatch(/<span data-language[^>]*>.*Prefers Spanish<\/span>/s);
    expect(rowOf(list, englishId)).not.toContain("Prefers Spanish");
    // The phone-sized cards say it too.
    const cards = list.slice(list.indexOf('<ul class="space-y-3 lg:hidden">'));
    expect(cards.slice(0, cards.indexOf("</ul>")).match(/<span data-language[^>]*>.*?Prefers Spanish<\/span>/gs)).toHaveLength(1);

    const spanishPage = await (await adminGet(`/admin/leads/contact/${spanishId}`)).text();
    const leadHeader = spanishPage.slice(spanishPage.indexOf('<header class="mt-2">'));
    const header = leadHeader.slice(0, leadHeader.indexOf("</header>"));
    expect(header).toMatch(/<span data-language[^>]*>.*Prefers Spanish<\/span>/s);
    expect(await (await adminGet(`/admin/leads/contact/${englishId}`)).text()).not.toContain("Prefers Spanish");
  });

  it("marks a design saved from a Spanish page on the saved designs list", async () => {
    const html = await (await adminGet(SAVED_DESIGNS_PATH)).text();
    const item = (email: string) => html.split('data-testid="saved-design-item"').find((part) => part.includes(email))!;
    expect(item("marta@example.com")).toMatch(/<span data-language[^>]*>.*?Prefers Spanish<\/span>/s);
    expect(item("dan@example.com")).not.toContain("Prefers Spanish");
  });

  it("carries the language in the CSV and in the lead's data.json", async () => {
    const csv = await (await adminGet("/admin/leads.csv")).text();
    expect(csv.slice(0, csv.indexOf("\r\n"))).toContain(",E-mail,Phone,Language,What they want,");
    expect(csv).toContain("rosa@example.com,713-555-0111,Spanish,");
    expect(csv).toContain("ann@example.com,713-555-0199,English,");

    const data = (await (await adminGet(`/admin/leads/contact/${spanishId}/data.json`)).json()) as { submitted: { locale: string } };
    expect(data.submitted.locale).toBe("es");
  });
});
