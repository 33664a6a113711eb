import { rmSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultDesign } from "#app/features/design/model.ts";
import { designQuery } from "#app/features/design/query.ts";
import { createAdminAndLogin } from "#tests/support/admin.ts";
import { axeViolations, browserAvailable, newPage, watchPageProblems } from "#tests/support/browser.ts";
import { browserAndServer } from "#tests/support/browser-server.ts";
import { fakeBlenderFixture, startWorkerProcess, waitFor, type WorkerProcess } from "#tests/support/render-queue.ts";
import { nextToken, post, testServerEnv, validForms } from "#tests/integration/leads-helpers.ts";

/**
 * "Render for a presentation" on a phone-width lead page (decision 047), as staff: the button,
 * the pictures' progress and "Check progress", then the downloads, each state free of axe
 * violations.
 */
describe.runIf(browserAvailable())("a lead's presentation in the browser", () => {
  const run = browserAndServer({ ...testServerEnv, RENDERINGS: "on" });
  let fixture: { dir: string; image: string };
  let worker: WorkerProcess | undefined;

  beforeAll(async () => {
    fixture = await fakeBlenderFixture();
    const design = designQuery({ ...defaultDesign, shape: "freeform", length: 38 });
    const sent = await post(run.server.url, { ...validForms["get-quote"], name: "Dana Price", contactMethod: "email", email: "dana@example.com", design, "form-token": await nextToken(run.server.url) }, { path: "/get-quote" });
    expect(sent.status).toBe(200);
  });
  afterAll(async () => {
    await worker?.kill();
    rmSync(fixture.dir, { recursive: true, force: true });
  });

  it("asks, shows the queue, then the downloads, at 375 px with no axe violations", async () => {
    const page = await newPage(run.browser, "mobile");
    const problems = watchPageProblems(page);
    await createAdminAndLogin(run.server, page, { role: "staff" });
    await page.goto(`${run.server.url}/admin/leads`);
    await page.getByRole("link", { name: "Dana Price" }).filter({ visible: true }).click();
    await page.waitForURL(/\/admin\/leads\/quote\/\d+$/);
    const section = page.getByTestId("lead-presentation");
    await expect.poll(() => section.textContent()).toContain("a one-page design sheet in English");
    expect(await axeViolations(page), "before").toEqual([]);

    await section.getByRole("button", { name: "Render for a presentation" }).click();
    // The click posts and the page comes back through a redirect: seconds on a busy machine.
    await expect.poll(() => section.textContent(), { timeout: 20_000 }).toContain("Day picture: next in the render queue");
    expect(await section.getByRole("progressbar").count()).toBe(2);
    // The confirmation toast comes in after the page: it is part of what the queued state shows.
    await page.locator("[data-sonner-toast][data-mounted=true]", { hasText: "Presentation asked for" }).waitFor({ timeout: 30_000 });
    expect(await axeViolations(page), "queued").toEqual([]);

    worker = startWorkerProcess({ DATA_DIR: run.server.dataDir, FAKE_BLENDER_IMAGE: fixture.image, FAKE_BLENDER_DIR: fixture.dir });
    await waitFor(
      "the downloads",
      async () => {
        if (await section.getByRole("link", { name: /^Design sheet in English \(PDF, / }).count()) return true;
        await section.getByRole("button", { name: "Check progress" }).click();
        await page.waitForLoadState("networkidle");
        return undefined;
      },
      180_000,
    );
    expect(await section.getByRole("link", { name: /^Day picture, 4K \(JPEG, / }).getAttribute("href")).toMatch(/\/presentation\/day\.jpg$/);
    expect(await axeViolations(page), "done").toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(375);
    expect(problems).toEqual({ csp: [], errors: [] });
    await page.context().close();
  }, 240_000);
});
