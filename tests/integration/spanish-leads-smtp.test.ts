import { describe, expect, it } from "vitest";
import { defaultDesign, type Design } from "#app/features/design/model.ts";
import { designQuery } from "#app/features/design/query.ts";
import { serverWithSmtpSink } from "#tests/support/mail-server.ts";
import { mailText } from "#tests/support/smtp.ts";
import { nextToken, post, storedRows, validForms } from "#tests/integration/leads-helpers.ts";

/**
 * Issue 25's promise, end to end over HTTP: a message, a quote and a designed quote sent from
 * the Spanish pages, by a browser with JavaScript (the script's POST to the page, answered in
 * JSON) and without (the page's own form, its confirmation step, the redirect), are stored with
 * `es` and confirmed to the visitor in Spanish, read from a real SMTP sink.
 */

const design: Design = { ...defaultDesign, shape: "kidney", spa: "raised" };

const leads = [
  { what: "a message", path: "/es/contacto", table: "contacts", form: { ...validForms.contact, name: "Rosa Treviño" } },
  { what: "a quote", path: "/es/cotizacion", table: "quotes", form: { ...validForms["get-quote"], contactMethod: "email", name: "Luis Garza" } },
  {
    what: "a designed quote",
    path: "/es/cotizacion",
    table: "quotes",
    form: { ...validForms["get-quote"], contactMethod: "email", name: "Marta Ríos", design: designQuery(design) },
  },
] as const;

describe("leads sent from Spanish pages", () => {
  const run = serverWithSmtpSink({ MAIL_FROM: "Website <web@bayoucrest.example>" });

  /** Sends as a browser with JavaScript does: a fresh token, the page's own address, JSON back. */
  async function withScript(path: string, form: Record<string, string>): Promise<string> {
    const response = await post(run.server.url, { ...form, "form-token": await nextToken(run.server.url) }, { path });
    expect(response.status, await response.clone().text()).toBe(200);
    return ((await response.json()) as { reference: string }).reference;
  }

  /** Sends as a browser without JavaScript does: the form, its confirmation step, the redirect to the Spanish page. */
  async function withoutScript(path: string, form: Record<string, string>): Promise<string> {
    const first = await post(run.server.url, form, { path, accept: "text/html" });
    expect(first.status).toBe(400);
    const token = /name="form-token" value="([^"]+)"/.exec(await first.text())![1]!;
    const second = await post(run.server.url, { ...form, "form-token": token }, { path, accept: "text/html" });
    expect(second.status).toBe(303);
    const location = new URL(second.headers.get("Location")!, run.server.url);
    expect(location.pathname).toBe(path);
    return location.searchParams.get("ref")!;
  }

  describe.each([
    ["with JavaScript", withScript],
    ["without JavaScript", withoutScript],
  ] as const)("%s", (how, send) => {
    it.each(leads)("$what from $path is stored with es and confirmed in Spanish", async ({ what, path, table, form }) => {
      const email = `${what.replaceAll(" ", "-")}-${how.replaceAll(" ", "-")}@example.com`.toLowerCase();
      const reference = await send(path, { ...form, email });

      const rows = (await storedRows(run.server.dataDir))[table] as Array<{ email: string | null; locale: string }>;
      expect(rows.find((row) => row.email === email)?.locale).toBe("es");

      await expect.poll(() => run.mail.to(email).length, { timeout: 15_000 }).toBe(1);
      const mail = mailText(run.mail.to(email)[0]!.raw);
      expect(mail).toContain("Gracias por su");
      expect(mail).toContain(reference);
      expect(mail).toContain('lang="es-US"');
      // The signature links to the Spanish home page.
      expect(mail).toMatch(/href="http:\/\/127\.0\.0\.1:\d+\/es"/);
      if (what === "a designed quote") expect(mail).toContain("pies de profundidad");
      expect(mail).not.toContain("We have it");
    });
  });
});
