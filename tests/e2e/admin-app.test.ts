import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { createAdminAndLogin } from "#tests/support/admin.ts";
import { axeViolations, browserAvailable, newPage, VIEWPORTS, watchPageProblems } from "#tests/support/browser.ts";
import { browserAndServer } from "#tests/support/browser-server.ts";

/** The installable admin (issue 24): a valid manifest, and a service worker under /admin only. */
describe.runIf(browserAvailable())("the admin as an installable app", () => {
  const run = browserAndServer();

  it("has a manifest with the admin's start, scope and icons of the sizes it names", async () => {
    const response = await fetch(`${run.server.url}/admin/manifest.webmanifest`);
    expect(response.headers.get("content-type")).toBe("application/manifest+json");
    const manifest = (await response.json()) as { name: string; start_url: string; scope: string; display: string; icons: { src: string; sizes: string; purpose: string }[] };
    expect(manifest).toMatchObject({ name: "Bayou Crest Pools & Spas admin", start_url: "/admin", scope: "/admin", display: "standalone" });
    expect(new Set(manifest.icons.map((icon) => icon.purpose))).toEqual(new Set(["any", "maskable"]));
    for (const icon of manifest.icons) {
      const png = await fetch(`${run.server.url}${icon.src}`);
      expect(png.headers.get("content-type")).toBe("image/png");
      const { width, height, format } = await sharp(Buffer.from(await png.arrayBuffer())).metadata();
      expect(`${width}x${height}`).toBe(icon.sizes);
      expect(format).toBe("png");
    }
    expect((await fetch(`${run.server.url}/admin/icons/100.png`)).status).toBe(404);
  });

  for (const viewport of Object.keys(VIEWPORTS) as (keyof typeof VIEWPORTS)[]) {
    it(`registers the service worker for /admin only, and offers notifications on the Account page at ${VIEWPORTS[viewport].width} px`, async () => {
      const page = await newPage(run.browser, viewport);
      const problems = watchPageProblems(page);
      await page.goto(`${run.server.url}/`);
      expect(await page.locator('link[rel="manifest"]').count()).toBe(0);

      await createAdminAndLogin(run.server, page);
      expect(await page.locator('link[rel="manifest"]').getAttribute("href")).toBe("/admin/manifest.webmanifest");
      const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
      expect(scope).toBe(`${run.server.url}/admin`);

      await page.goto(`${run.server.url}/admin/account`);
      await expect.poll(() => page.getByRole("button", { name: "Turn on notifications on this device" }).isEnabled()).toBe(true);
      expect(await page.getByText("None yet.").isVisible()).toBe(true);
      expect(await axeViolations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(VIEWPORTS[viewport].width);

      // Public pages stay outside its scope: nothing controls them, none registers there.
      await page.goto(`${run.server.url}/portfolio`);
      expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
      expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).map((registration) => registration.scope))).toEqual([`${run.server.url}/admin`]);
      expect(await page.evaluate(async () => Boolean(await navigator.serviceWorker.getRegistration("/portfolio")))).toBe(false);
      expect(problems.errors).toEqual([]);
      await page.close();
    });
  }
});
