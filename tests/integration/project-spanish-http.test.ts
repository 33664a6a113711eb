// cspell:dictionaries es-es
import { describe, expect, it } from "vitest";
import { signedInAdminServer } from "#tests/support/admin-server.ts";
import { noticeOf } from "#tests/integration/portfolio-admin-support.ts";
import { pageText } from "#tests/support/page-html.ts";

/**
 * Issue 37, point 5: the portfolio manager takes a project's words in both languages. The Spanish
 * is optional field by field; a field left blank shows its English on `/es/proyectos/<id>`,
 * marked `lang="en"`; the English page is unchanged.
 */

const run = signedInAdminServer();

const page = async (path: string) => {
  const response = await fetch(`${run.server.url}${path}`);
  return { status: response.status, html: await response.text() };
};

const english = {
  title: "The Lopez Backyard",
  location: "Katy, TX",
  category: "Custom Pool",
  size: "~12,000 gal",
  description: "A family pool with a shaded ledge.",
  features: "Rock waterfall\nLED lighting",
  benefits: "Cooler summers",
};

describe("a project's Spanish words, from the portfolio manager to the Spanish page", () => {
  it("given in Spanish, shown in Spanish; left blank, shown in English and marked so", async () => {
    const created = await run.admin.post({
      intent: "create",
      ...english,
      titleEs: "El patio de los López",
      featuresEs: "Cascada de piedra\nLuces LED",
      categoryEs: "Alberca a la medida",
    });
    expect(created.status).toBe(303);
    const { id } = noticeOf(created);
    expect(id).toBe("the-lopez-backyard");
    const published = await run.admin.post({ intent: "publish", id });
    expect(published.status, await published.clone().text()).toBe(303);

    await expect.poll(async () => (await page(`/es/proyectos/${id}`)).status, { timeout: 5000 }).toBe(200);
    const { html } = await page(`/es/proyectos/${id}`);
    const text = pageText(html);
    expect(text).toContain("El patio de los López");
    expect(text).toContain("Cascada de piedra");
    expect(text).toContain("Alberca a la medida");
    expect(text).not.toContain("The Lopez Backyard");
    // The description has no Spanish: its English, marked for readers and screen readers.
    expect(html).toMatch(/<p lang="en">A family pool with a shaded ledge\.<\/p>/);
    expect(html).not.toMatch(/<h1[^>]*>(<[^>]+>)*<span lang="en">/);

    // The English page is the English.
    expect(pageText((await page(`/portfolio/${id}`)).html)).toContain("The Lopez Backyard");

    // The edit form shows the Spanish back; clearing the title brings the English back, marked.
    const form = await (await run.admin.get(`/portfolio-management?edit=${id}`)).text();
    expect(form).toMatch(/name="titleEs"[^>]*value="El patio de los López"|value="El patio de los López"[^>]*name="titleEs"/);
    expect(form).toContain("Cascada de piedra\nLuces LED");
    const updated = await run.admin.post({ intent: "update", id, ...english, titleEs: "", featuresEs: "Cascada de piedra\nLuces LED", categoryEs: "Alberca a la medida" });
    expect(updated.status).toBe(303);
    await expect.poll(async () => pageText((await page(`/es/proyectos/${id}`)).html)).toContain("The Lopez Backyard");
    expect((await page(`/es/proyectos/${id}`)).html).toMatch(/<h1[^>]*>(<[^>]+>)*<span lang="en">The Lopez Backyard<\/span>/);
  });

  it("refuses a Spanish field past its length with a message naming it, keeping what was typed", async () => {
    const refused = await run.admin.post({ intent: "create", ...english, title: "Too Long Spanish", titleEs: "x".repeat(121) });
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(html).toContain("Spanish title must be at most 120 characters.");
    expect(html).toContain("x".repeat(121));
  });
});
