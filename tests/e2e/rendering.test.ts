import { mkdirSync, rmSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultDesign } from "#app/features/design/model.ts";
import { designQuery } from "#app/features/design/query.ts";
import { axeViolations, browserAvailable, newPage, VIEWPORTS, waitForIslands, watchPageProblems } from "#tests/support/browser.ts";
import { browserAndServer } from "#tests/support/browser-server.ts";
import { fakeBlenderFixture, startWorkerProcess, waitFor, type WorkerProcess } from "#tests/support/render-queue.ts";
import { testServerEnv } from "#tests/integration/leads-helpers.ts";

/**
 * "Get a photoreal rendering" in a browser (decision 040), in both languages, at both widths:
 * without JavaScript the designer's form posts, the status page shows the place in the queue and
 * reloads itself; with JavaScript the page asks for its state and shows the finished picture
 * without a reload. Axe-clean throughout; screenshots in test-results/rendering/.
 */
const SHOTS = path.resolve(import.meta.dirname, "../../test-results/rendering");
const kidney = designQuery({ ...defaultDesign, shape: "kidney", length: 34, width: 17 });
const words = {
  en: { designer: "/design", email: "Your e-mail address", dusk: "Dusk, lights on", submit: "Render my pool", queued: "Your rendering is in the queue", done: "Your pool rendering" },
  es: { designer: "/es/disena-tu-alberca", email: "Su correo electrónico", dusk: "Al atardecer, con luces", submit: "Crear la imagen de mi alberca", queued: "Su imagen está en la fila", done: "La imagen de su alberca" },
} as const;

describe.runIf(browserAvailable())("a photoreal rendering in the browser", () => {
  const run = browserAndServer({ ...testServerEnv, RENDERINGS: "on" });
  let fixture: { dir: string; image: string };
  let worker: WorkerProcess | undefined;
  const pages: Record<string, string> = {};

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    fixture = await fakeBlenderFixture();
  });
  afterAll(async () => {
    await worker?.kill();
    rmSync(fixture.dir, { recursive: true, force: true });
  });

  for (const locale of ["en", "es"] as const) {
    for (const viewport of Object.keys(VIEWPORTS) as (keyof typeof VIEWPORTS)[]) {
      it(`without JavaScript (${locale}, ${VIEWPORTS[viewport].width} px): the designer's form posts, and the status page shows the queue and reloads itself`, async () => {
        const t = words[locale];
        const page = await newPage(run.browser, viewport, { javaScriptEnabled: false });
        await page.goto(`${run.server.url}${t.designer}?${kidney}`);
        const form = page.getByTestId("rendering-request");
        await form.getByLabel(t.email).fill(`${locale}-${viewport}@example.com`);
        await form.getByLabel(t.dusk).check();
        await Promise.all([page.waitForURL(/\/[A-Za-z0-9_-]{24}$/), form.getByRole("button", { name: t.submit }).click()]);
        pages[`${locale}-${viewport}`] = page.url();
        expect(await page.getByTestId("rendering-status").getByRole("heading", { level: 2 }).textContent()).toBe(t.queued);
        expect(await page.getByRole("progressbar").getAttribute("aria-valuenow")).toBe("0");
        expect(await page.locator('noscript meta[http-equiv="refresh"]').count()).toBe(1);
        await page.screenshot({ path: path.join(SHOTS, `queued-${locale}-${viewport}.png`), fullPage: true });
        await page.context().close();
        // Axe needs a script of its own: the same server HTML, read with JavaScript on (as tests/e2e/booking.test.ts does).
        const checked = await newPage(run.browser, viewport);
        await checked.goto(`${run.server.url}${t.designer}?${kidney}`);
        await checked.getByTestId("rendering-request").scrollIntoViewIfNeeded();
        expect(await axeViolations(checked), "the designer with the rendering form").toEqual([]);
        await checked.goto(pages[`${locale}-${viewport}`]!);
        expect(await axeViolations(checked), "the status page, queued").toEqual([]);
        await checked.context().close();
      });
    }
  }

  for (const locale of ["en", "es"] as const) {
    it(`with JavaScript (${locale}): the page shows the finished picture without a reload, at both widths`, async () => {
      const t = words[locale];
      const page = await newPage(run.browser, "desktop");
      const problems = watchPageProblems(page);
      await page.goto(pages[`${locale}-desktop`]!);
      await waitForIslands(page);
      await page.evaluate(() => Object.assign(window, { sameDocument: true }));
      worker ??= startWorkerProcess({ DATA_DIR: run.server.dataDir, FAKE_BLENDER_IMAGE: fixture.image, FAKE_BLENDER_DIR: fixture.dir });
      await page.locator('[data-testid=rendering-status][data-status="done"]').waitFor({ timeout: 60_000 });
      expect(await page.getByTestId("rendering-status").getByRole("heading", { level: 2 }).textContent()).toBe(t.done);
      const image = page.getByTestId("rendering-image");
      await waitFor("the picture loaded", () => image.evaluate((element) => ((element as HTMLImageElement).naturalWidth > 0 ? true : undefined)));
      expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
      expect(await axeViolations(page), "done, 1280 px").toEqual([]);
      await page.screenshot({ path: path.join(SHOTS, `done-${locale}-desktop.png`), fullPage: true });
      await page.setViewportSize(VIEWPORTS.mobile);
      expect(await axeViolations(page), "done, 375 px").toEqual([]);
      await page.screenshot({ path: path.join(SHOTS, `done-${locale}-mobile.png`), fullPage: true });
      expect(problems.errors).toEqual([]);
      expect(problems.csp).toEqual([]);
      await page.context().close();
    });
  }

  it("without JavaScript, the reloaded page shows the picture once it is done", async () => {
    const page = await newPage(run.browser, "mobile", { javaScriptEnabled: false });
    await page.goto(pages["es-mobile"]!);
    expect(await page.locator('[data-testid=rendering-status][data-status="done"]').count()).toBe(1);
    expect(await page.locator('noscript meta[http-equiv="refresh"]').count()).toBe(0);
    await page.screenshot({ path: path.join(SHOTS, "done-es-mobile-no-js.png"), fullPage: true });
    await page.context().close();
  });
});
