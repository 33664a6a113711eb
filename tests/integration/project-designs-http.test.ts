import { describe, expect, it } from "vitest";
import { launchProjectDesigns } from "#app/content/project-designs.ts";
import { loadPricing, savePricing } from "#app/features/design/pricing-store.server.ts";
import { parseDesignQuery } from "#app/features/design/query.ts";
import { designCardJpeg } from "#app/features/design/design-card.server.tsx";
import sharp from "sharp";
import { launchProjects } from "#app/features/portfolio/seed-projects.ts";
import { signedInAdminServer } from "#tests/support/admin-server.ts";
import { ADMIN } from "#tests/integration/portfolio-admin-support.ts";
import { formToken, post as postLead, testServerEnv, validForms } from "#tests/integration/leads-helpers.ts";
import { createLeadRepository } from "#app/features/lead-records/repository.server.ts";

/**
 * Every portfolio project with a design is a door into the designer (issue #23): its page and its
 * cards link to `/design` with that design, the designer says where the visitor started, the owner
 * sets a project's design from the designer, and the home page's typical price follows the owner's
 * price table.
 */

const run = signedInAdminServer(testServerEnv);

const page = (path: string) => fetch(`${run.server.url}${path}`).then((response) => response.text());
const decode = (href: string) => href.replaceAll("&amp;", "&");

/** The `/design?…` links on a page that name `from=<id>`, as query strings. */
function designLinks(html: string, id: string): string[] {
  return [...html.matchAll(/href="(\/design\?[^"]+)"/g)]
    .map((match) => new URL(decode(match[1]!), "http://x").searchParams)
    .filter((params) => params.get("from") === id)
    .map((params) => params.toString());
}

const designOf = (query: string) => parseDesignQuery(new URLSearchParams(query)).design;

describe("a project's design", () => {
  it("every published project page links to the designer with that project's own design", async () => {
    const published = launchProjects.filter((project) => project.status === "published");
    expect(published.length).toBeGreaterThanOrEqual(9);
    for (const project of published) {
      const links = designLinks(await page(`/portfolio/${project.id}`), project.id);
      expect(links.length, project.id).toBeGreaterThan(0);
      for (const link of links) expect(designOf(link), project.id).toEqual(designOf(launchProjectDesigns[project.id]!));
    }
  });

  it("the portfolio grid's cards carry the same door", async () => {
    const html = await page("/portfolio");
    expect(designLinks(html, "nguyen-family-project")).toHaveLength(1);
    expect(designOf(designLinks(html, "nguyen-family-project")[0]!).shape).toBe("freeform");
  });

  it("the designer says which project the visitor started from, and carries it in its form", async () => {
    const query = `${launchProjectDesigns["hartley-family-project"]}&from=hartley-family-project`;
    const html = await page(`/design?${query}`);
    expect(html).toContain('data-testid="design-started-from"');
    expect(html).toContain("The Hartley Family Pool");
    expect(html).toMatch(/<input type="hidden" form="design-form" name="from" value="hartley-family-project"/);
    // An unknown or malformed project name is ignored, not shown.
    for (const from of ["no-such-project", "../admin", "<b>"]) {
      const other = await page(`/design?${launchProjectDesigns["hartley-family-project"]}&from=${encodeURIComponent(from)}`);
      expect(other).not.toContain('data-testid="design-started-from"');
    }
  });
});

describe("a quote started from a project", () => {
  const hartley = `${launchProjectDesigns["hartley-family-project"]}&from=hartley-family-project`;

  it("keeps its origin through the designer's 'Request a quote' without JavaScript", async () => {
    const response = await fetch(`${run.server.url}/get-quote?${hartley.replace("length=32", "length=34")}`, { redirect: "manual" });
    expect(response.status).toBe(302);
    const design = new URL(response.headers.get("location")!, run.server.url).searchParams.get("design")!;
    expect(new URLSearchParams(design).get("from")).toBe("hartley-family-project");
    expect(designOf(design).length).toBe(34);
    // The quote form carries it on.
    const form = await page(`/get-quote?design=${encodeURIComponent(design)}`);
    expect(decode(form)).toContain("from=hartley-family-project");
  });

  it("is stored with the project it started from, named on the lead's page and counted on the dashboard", async () => {
    const sent = await postLead(run.server.url, { ...validForms["get-quote"], name: "Hartley Fan", design: hartley, "form-token": await formToken(run.server.url) });
    expect(sent.status).toBe(200);
    const rows = await run.db.db.selectFrom("quote_requests").select("id").where("name", "=", "Hartley Fan").execute();
    expect(rows).toHaveLength(1);
    const id = Number(rows[0]!.id);
    const stored = await createLeadRepository(run.db.db).findQuoteRequest(id);
    expect(stored?.design?.fromProject).toBe("hartley-family-project");

    const lead = await (await run.admin.get(`/admin/leads/quote/${id}`)).text();
    expect(lead).toMatch(/data-testid="design-origin"[^]*The Hartley Family Pool/);
    const dashboard = await (await run.admin.get("/admin")).text();
    expect(dashboard).toMatch(/data-testid="quotes-from-projects"[^]*hartley-family-project[^]*?>1(?:<!-- -->)? quote</);

    // A malformed origin is refused like any other design the designer did not make.
    const forged = await postLead(run.server.url, { ...validForms["get-quote"], name: "Forged Origin", design: `${launchProjectDesigns["hartley-family-project"]}&from=..%2Fadmin`, "form-token": await formToken(run.server.url) });
    expect(forged.status).toBe(400);
  });
});

describe("the owner sets a project's design from the designer", () => {
  const id = "castillo-family-project";
  const drawn = "shape=kidney&length=30&width=15&shallow=3.5&deep=6&shelf=small&spa=detached&lighting=violet&fireBowls=1&finish=glass-bead&coping=brick&deck=flagstone&deckArea=500";

  it("is refused to a visitor who is not signed in", async () => {
    const anonymous = await fetch(`${run.server.url}/portfolio-management/design/${id}?${drawn}`, { redirect: "manual" });
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("location")).toContain("/admin/login");
    const post = await fetch(`${run.server.url}/portfolio-management/design/${id}`, {
      method: "POST",
      redirect: "manual",
      headers: { Origin: run.server.url, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "save", design: drawn }),
    });
    expect(post.status).toBe(401);
  });

  it("'Save to project' shows the drawn design; saving it changes the project's door", async () => {
    const designer = await page(`/design?${drawn}&project=${id}`);
    expect(designer).toContain("Save to project");
    expect(designer).toMatch(new RegExp(`formaction="/portfolio-management/design/${id}"`, "i"));

    const confirm = await run.admin.get(`/portfolio-management/design/${id}?${drawn}&project=${id}`);
    expect(confirm.status).toBe(200);
    const html = await confirm.text();
    expect(html).toContain("Save this design to the project");
    expect(html).toMatch(/kidney pool/);

    const saved = await post(id, { intent: "save", design: drawn });
    expect(saved.status).toBe(302);
    const links = designLinks(await page(`/portfolio/${id}`), id);
    expect(links.length).toBeGreaterThan(0);
    expect(designOf(links[0]!)).toEqual(designOf(drawn));
  });

  it("refuses a design that is not the designer's, with a message, and keeps the old one", async () => {
    const before = designLinks(await page(`/portfolio/${id}`), id);
    for (const design of ["shape=kidney&length=30&evil=1", "length=30", "shape=hexagon&length=30&width=15"]) {
      const response = await post(id, { intent: "save", design });
      expect(response.status, design).toBe(400);
      expect(await response.text()).toContain("This design could not be read.");
    }
    const bad = await run.admin.get(`/portfolio-management/design/${id}?shape=kidney&oops=1`);
    expect(bad.status).toBe(400);
    expect(designLinks(await page(`/portfolio/${id}`), id)).toEqual(before);
  });

  it("removing the design removes the door", async () => {
    expect((await post(id, { intent: "remove" })).status).toBe(302);
    const html = await page(`/portfolio/${id}`);
    expect(designLinks(html, id)).toEqual([]);
    expect(html).not.toContain('data-testid="project-design-summary"');
  });

  async function post(project: string, fields: Record<string, string>) {
    return fetch(`${run.server.url}/portfolio-management/design/${project}`, {
      method: "POST",
      redirect: "manual",
      headers: { Origin: run.server.url, Cookie: run.admin.cookie, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ csrf: run.admin.csrf, ...fields }),
    });
  }
});

describe("a shared design link", () => {
  const ogImage = (html: string) => decode(/<meta property="og:image" content="([^"]+)"/.exec(html)?.[1] ?? "");

  it("shows that design's picture, on its first answer and on the kept one", async () => {
    const kidney = launchProjectDesigns["serene-escape-project"]!;
    const lap = launchProjectDesigns["prescott-family-project"]!;
    // Twice each: the second answer comes from the kept designer pages, joined per design.
    for (const query of [kidney, kidney, lap, lap]) {
      const html = await page(`/design?${query}`);
      const image = new URL(ogImage(html));
      expect(image.pathname).toBe("/design/card.jpg");
      expect(designOf(image.search.slice(1))).toEqual(designOf(query));
      expect(decode(/<meta property="og:url" content="([^"]+)"/.exec(html)![1]!)).toContain(`/design?${new URLSearchParams(query)}`);
    }
    const [kidneyCard, lapCard] = await Promise.all(
      [kidney, lap].map((query) => fetch(`${run.server.url}/design/card.jpg?${query}`).then(async (response) => {
        expect(response.status).toBe(200);
        expect(response.headers.get("content-type")).toBe("image/jpeg");
        return Buffer.from(await response.arrayBuffer());
      })),
    );
    // The picture of that design: the card this design renders to, and not another design's.
    expect(kidneyCard).toEqual(await designCardJpeg(designOf(kidney)));
    expect(lapCard).not.toEqual(kidneyCard);
    const { width, height } = await sharp(kidneyCard).metadata();
    expect([width, height]).toEqual([1200, 630]);
    expect((await fetch(`${run.server.url}/design/card.jpg?shape=hexagon`)).status).toBe(404);
  });
});

describe("the home page's typical price", () => {
  const typical = (html: string) => /Most of our pools: <span[^>]*>(\$[\d,]+–[\d,]+)<\/span>/.exec(html)?.[1];

  it("is shown, and moves when the owner's prices move", async () => {
    const before = typical(await page("/"));
    expect(before).toMatch(/^\$\d{2,3},000–\d{2,3},000$/);
    const { pricing, version } = await loadPricing(run.db.db);
    const dearer = {
      ...pricing,
      prices: Object.fromEntries(Object.entries(pricing.prices).map(([key, range]) => [key, { low: range.low * 1.5, high: range.high * 1.5 }])),
    };
    const owner = await run.db.db.selectFrom("admin_users").select(["id", "email"]).where("email", "=", ADMIN.email).executeTakeFirstOrThrow();
    expect((await savePricing(run.db.db, dearer, { expectedVersion: version, actor: owner })).status).toBe("saved");
    const deadline = Date.now() + 5_000;
    let after = before;
    while (after === before && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      after = typical(await page("/"));
    }
    expect(after).not.toBe(before);
    const low = (range: string | undefined) => Number(range!.slice(1).split("–")[0]!.replaceAll(",", ""));
    expect(low(after)).toBeGreaterThan(low(before));
  });
});
