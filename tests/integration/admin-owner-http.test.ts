// cspell:ignore José Peña Treviño Primera respuesta llamamos Seguimiento llamaré KHTML Queremos Nophone
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { business } from "#app/config/business.ts";
import { estimateDesign, formatBallpark, formatRange } from "#app/features/design/estimate.ts";
import { defaultDesign, type Design } from "#app/features/design/model.ts";
import { defaultPricing } from "#app/features/design/pricing.ts";
import { designQuery } from "#app/features/design/query.ts";
import { designerText } from "#app/features/design/designer-text.ts";
import { isGsm7, smsSegments } from "#app/features/notifications/sms/gsm7.ts";
import { createAdminAndLogin, type SignedInAdmin } from "#tests/support/admin.ts";
import { twilioSink } from "#tests/support/twilio.ts";
import { startServer, type RunningServer } from "#tests/support/server.ts";
import { nextToken, post, storedRows, testServerEnv, validForms } from "#tests/integration/leads-helpers.ts";

/**
 * The owner's side of issue 37 over real HTTP, in both languages: a lead's text to the owner is
 * no e-mail to the visitor (page and data.json; point 10); `{phone}` is the lead's number (11);
 * the Spanish designer counts in the funnel (13); the owner's texts are plain GSM-7, one segment
 * (14); the CSV opens in Excel with its accents and carries the design (15); a new install has
 * three reply templates in each language (15).
 */

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const design: Design = { ...defaultDesign, shape: "freeform", spa: "raised" };
const estimate = estimateDesign(design, defaultPricing, designerText("en"));

const sms = twilioSink();
let server: RunningServer;
let admin: SignedInAdmin;
let quotePath: string;
let spanishPath: string;
let noPhonePath: string;

async function html(path: string): Promise<string> {
  const response = await fetch(`${server.url}${path}`, { headers: { Cookie: admin.cookie }, redirect: "manual" });
  expect(response.status, path).toBe(200);
  return (await response.text()).replaceAll("<!-- -->", "").replaceAll("&#x27;", "'").replaceAll("&amp;", "&");
}

/** The card of a lead page under this heading, up to the end of its section. */
function section(page: string, title: string): string {
  const start = page.indexOf(`>${title}</h2>`);
  return start === -1 ? "" : page.slice(start, page.indexOf("</section>", start));
}

function adminPost(path: string, fields: Record<string, string>) {
  return fetch(`${server.url}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url, Cookie: admin.cookie },
    body: new URLSearchParams({ csrf: admin.csrfToken, ...fields }),
  });
}

beforeAll(async () => {
  server = await startServer({
    env: {
      ...testServerEnv,
      PAGE_VIEWS_FLUSH_MS: "100",
      ...sms.env,
    },
  });
  admin = await createAdminAndLogin(server);
  const leads: [string, Record<string, string>][] = [
    ["/", { ...validForms["get-quote"], name: "Cara Nguyen", email: "cara@example.com", address: "2210 Magnolia Pkwy, Pearland, TX 77584", design: designQuery(design) }],
    ["/es/contacto", { ...validForms.contact, name: "José Peña Treviño", email: "jose@example.com", phone: "281-555-0177", message: "Queremos una alberca." }],
    ["/", { ...validForms.contact, name: "Nora Nophone", email: "nora@example.com", phone: "" }],
  ];
  for (const [path, form] of leads) {
    const response = await post(server.url, { ...form, "form-token": await nextToken(server.url) }, { path });
    expect(response.status, await response.clone().text()).toBe(200);
  }
  const { quotes, contacts } = await storedRows(server.dataDir);
  quotePath = `/admin/leads/quote/${quotes.find((row) => row.name === "Cara Nguyen")!.id}`;
  spanishPath = `/admin/leads/contact/${contacts.find((row) => row.name === "José Peña Treviño")!.id}`;
  noPhonePath = `/admin/leads/contact/${contacts.find((row) => row.name === "Nora Nophone")!.id}`;
  expect(contacts.find((row) => row.name === "José Peña Treviño")!.locale).toBe("es");
}, 120_000);
afterAll(async () => {
  await server?.stop();
});

describe("the owner's texts (points 10 and 14)", () => {
  it("texts each lead in plain GSM-7 characters, one segment, in either language", async () => {
    await expect.poll(() => sms.texts.length, { timeout: 10_000 }).toBe(3);
    const quote = sms.texts.find((text) => text.startsWith("Quote:"))!;
    expect(quote.split("\n")[0]).toBe(`Quote: 16 x 32 freeform + spa, Pearland, ${formatBallpark(estimate.low, estimate.high).replace("–", "-")}`);
    expect(sms.texts.find((text) => text.includes("Prefers Spanish"))!.split("\n")[0]).toBe("Message - Prefers Spanish");
    for (const text of sms.texts) {
      expect(isGsm7(text), text).toBe(true);
      expect(smsSegments(text), text).toBe(1);
    }
  });

  it("lists a text under its own heading, never as an e-mail to the visitor, on the page and in the data export", async () => {
    await expect.poll(async () => (await storedRows(server.dataDir)).sms.map((row) => row.status), { timeout: 10_000 }).toEqual(["sent", "sent", "sent"]);
    for (const path of [quotePath, spanishPath]) {
      const page = await html(path);
      const mail = section(page, "E-mails to the visitor");
      expect(mail.match(/Confirmation · /g), path).toHaveLength(1);
      expect(mail).not.toContain("Text message");
      expect(section(page, "Texts and pushes to the team")).toContain("Text message · Sent");
      const data = (await (await fetch(`${server.url}${path}/data.json`, { headers: { Cookie: admin.cookie } })).json()) as {
        emailsToVisitor: { kind: string }[];
        alertsToTeam: { kind: string; status: string }[];
      };
      expect(data.emailsToVisitor.map((mail) => mail.kind)).toEqual(["confirmation"]);
      expect(data.alertsToTeam).toMatchObject([{ kind: "sms", status: "sent" }]);
    }
  });
});

describe("reply templates (points 11 and 15)", () => {
  const templateId = (page: string, name: string) => new RegExp(`<option value="(\\d+)">${name.replace(/[()]/g, "\\$&")}</option>`).exec(page)?.[1];

  it("ships three templates in each language, and the editor lists what each placeholder means", async () => {
    const page = await html("/admin/templates");
    for (const name of [
      "First reply: we will call you (English)",
      "Book a backyard visit (English)",
      "Estimate follow-up (English)",
      "Primera respuesta: le llamamos (español)",
      "Visita a su patio (español)",
      "Seguimiento de cotización (español)",
    ]) {
      expect(page).toContain(`value="${name}"`);
    }
    expect(page).toMatch(/\{phone\}<\/dt><dd[^>]*>the lead's phone number<\/dd>/);
    expect(page).toMatch(/\{companyPhone\}<\/dt><dd[^>]*>the company's phone number, \(713\) 555-0148<\/dd>/);
  });

  it("fills {phone} with the lead's own number, in English and in Spanish", async () => {
    const english = await html(quotePath);
    const draft = await html(`${quotePath}?template=${templateId(english, "First reply: we will call you (English)")}`);
    expect(draft).toContain("I will call you at 832-555-0123 within 2 hours during office hours.");
    expect(draft).toContain(`Best regards,\n${business.name}\n${business.phone.display}</textarea>`);
    const spanish = await html(spanishPath);
    const borrador = await html(`${spanishPath}?template=${templateId(spanish, "Primera respuesta: le llamamos (español)")}`);
    expect(borrador).toContain("Hola, José:");
    expect(borrador).toContain("Le llamaré al 281-555-0177 en menos de 2 horas en horario de oficina.");
  });

  it("refuses a reply that still has a placeholder the lead left empty", async () => {
    const page = await html(noPhonePath);
    const draft = await html(`${noPhonePath}?template=${templateId(page, "First reply: we will call you (English)")}`);
    expect(draft).toContain("I will call you at {phone} within 2 hours");
    const refused = await adminPost(noPhonePath, { intent: "reply", subject: "Hello", body: "I will call you at {phone}." });
    expect(refused.status).toBe(400);
    expect((await refused.text()).replaceAll("&#x27;", "'")).toContain("Replace {phone} in the reply: this lead did not give it.");
    expect((await storedRows(server.dataDir)).visitorMail.filter((row) => row.kind === "reply")).toHaveLength(0);
  });

  it("lets the owner edit and delete a shipped template", async () => {
    const page = await html("/admin/templates");
    const id = /name="id" value="(\d+)"\/><div><label for="template-\d+-name"[^>]*>Name<\/label><input[^>]*value="Estimate follow-up \(English\)"/.exec(page)?.[1];
    expect(id).toBeDefined();
    expect((await adminPost("/admin/templates", { intent: "save", id: id!, name: "Estimate check-in", subject: "Your estimate", body: "Hello {first name}," })).status).toBe(302);
    expect(await html("/admin/templates")).toContain('value="Estimate check-in"');
    expect((await adminPost("/admin/templates", { intent: "delete", id: id! })).status).toBe(302);
    expect(await html("/admin/templates")).not.toContain("Estimate check-in");
  });
});

describe("the designer funnel in Spanish (point 13)", () => {
  it("counts the Spanish designer's visits, changes and quote requests beside the English one's", async () => {
    const get = (path: string, headers: Record<string, string> = {}) => fetch(`${server.url}${path}`, { redirect: "manual", headers: { "User-Agent": BROWSER, ...headers } });
    for (let visit = 0; visit < 2; visit++) expect((await get("/es/disena-tu-alberca")).status).toBe(200);
    expect((await get("/design")).status).toBe(200);
    // Without JavaScript, "Actualizar" asks the Spanish designer for itself with a design.
    expect((await get(`/es/disena-tu-alberca?${designQuery(design)}`, { Referer: `${server.url}/es/disena-tu-alberca` })).status).toBe(200);
    const requested = await get(`/es/cotizacion?${designQuery(design)}`);
    expect(requested.status).toBe(302);
    // Visits (3, and the "Update" page is a view of the designer too), changed, requested, sent (the designed quote stored above), saved, renderings.
    await expect
      .poll(async () => {
        const page = await html("/admin?weeks=4");
        const table = page.slice(page.indexOf("Designer funnel by week"), page.indexOf("</table>", page.indexOf("Designer funnel by week")));
        const thisWeek = /<tbody><tr[^>]*>(.*?)<\/tr>/.exec(table)?.[1] ?? "";
        return [...thisWeek.matchAll(/<td[^>]*>([\d,]+)<\/td>/g)].map((match) => Number(match[1]));
      }, { timeout: 10_000 })
      .toEqual([4, 1, 1, 1, 0, 0]);
  });
});

describe("the CSV (point 15)", () => {
  it("starts with a UTF-8 byte order mark and carries the ballpark, the design and a link that opens it", async () => {
    const response = await fetch(`${server.url}/admin/leads.csv`, { headers: { Cookie: admin.cookie } });
    expect(response.status).toBe(200);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const csv = new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes).slice(1);
    expect(csv).toContain("José Peña Treviño");
    const [header, ...records] = csv.split("\r\n");
    const columns = header!.split(",");
    const quote = records.find((record) => record.includes("Cara Nguyen"))!;
    const link = /(https?:\/\/[^,"]+\/design\?[^,"]+)/.exec(quote)![1]!;
    expect(columns).toEqual(expect.arrayContaining(["Ballpark", "Design", "Design link"]));
    expect(quote).toContain(formatRange(estimate.low, estimate.high));
    const stored = (await storedRows(server.dataDir)).quotes.find((row) => row.name === "Cara Nguyen")!;
    const { description } = JSON.parse(String(stored.design)) as { description: string };
    expect(description).toMatch(/freeform/i);
    expect(quote).toContain(description.replaceAll('"', '""'));
    const opened = await fetch(`${server.url}${new URL(link).pathname}${new URL(link).search}`);
    expect(opened.status).toBe(200);
    expect(new URL(link).searchParams.get("shape")).toBe("freeform");
  });
});
