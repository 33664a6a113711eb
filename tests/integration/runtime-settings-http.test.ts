import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort, startServer, type RunningServer } from "#tests/support/server.ts";

/**
 * SITE_URL is read when the server starts: a server started with an origin and a port no build
 * saw prints that origin in every absolute URL it serves, and the build holds no origin at all.
 */

const ORIGIN = "https://www.runtime-origin.example";
/** Pages that carry JSON-LD. */
const WITH_JSON_LD = new Set(["/", "/contact", "/portfolio/hartley-family-project", "/custom-pools-spas"]);
const PAGES = ["/", "/about", "/contact", "/get-quote", "/portfolio", "/portfolio/hartley-family-project", "/custom-pools-spas", "/sitemap"];

describe("runtime SITE_URL", () => {
  let server: RunningServer;

  beforeAll(async () => {
    server = await startServer({ port: await freePort(), env: { SITE_URL: ORIGIN } });
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
  });

  it("puts the running origin into canonical, Open Graph and JSON-LD URLs of every page", async () => {
    for (const page of PAGES) {
      const html = await (await fetch(`${server.url}${page}`)).text();
      const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
      expect(canonical, page).toBe(`${ORIGIN}${page === "/" ? "/" : page}`);
      expect(/<meta property="og:url" content="([^"]+)"/.exec(html)?.[1], page).toBe(canonical);
      expect(/<meta property="og:image" content="([^"]+)"/.exec(html)?.[1], page).toMatch(new RegExp(`^${ORIGIN}/`));
      const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
      if (WITH_JSON_LD.has(page)) {
        const ids = jsonLd.flatMap((data) => [...data.matchAll(/"(?:@id|url|item)":"([^"]+)"/g)].map((m) => m[1]!));
        expect(ids.length, page).toBeGreaterThan(0);
        for (const url of ids) expect(url, page).toMatch(new RegExp(`^${ORIGIN}/`));
      }
      expect(html, page).not.toContain("127.0.0.1");
    }
  });

  it("lists the running origin in sitemap.xml and robots.txt", async () => {
    const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    expect(locs.length).toBeGreaterThan(10);
    for (const loc of locs) expect(loc).toMatch(new RegExp(`^${ORIGIN}/`));
    expect(locs).toContain(`${ORIGIN}/portfolio/hartley-family-project`);
    const robots = await (await fetch(`${server.url}/robots.txt`)).text();
    expect(robots).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });

  it("a build holds no rendered page (pages are rendered by the running server)", () => {
    const client = path.resolve(import.meta.dirname, "../../build/client");
    expect(existsSync(client)).toBe(true);
    const files = readdirSync(client, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
    expect(files.filter((entry) => /\.(html|data)$/.test(entry.name)).map((entry) => entry.name)).toEqual([]);
  });
});
