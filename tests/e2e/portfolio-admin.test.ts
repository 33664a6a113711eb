import type { Browser, Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations, browserAvailable, launchBrowser, newPage, waitForIslands, watchPageProblems } from "#tests/support/browser.ts";
import type { RunningServer } from "#tests/support/server.ts";
import { ADMIN, hasGpsExif, startAdminServer, testImage } from "#tests/integration/portfolio-admin-support.ts";

const run = browserAvailable();
const ID = "moreno-family-project";

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  if (!run) return;
  server = await startAdminServer();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function signIn(page: Page) {
  await page.goto(`${server.url}/portfolio-management`);
  await page.waitForURL(/\/admin\/login/);
  await page.getByLabel("E-mail address", { exact: true }).fill(ADMIN.email);
  await page.getByLabel("Password", { exact: true }).fill(ADMIN.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL(`${server.url}/portfolio-management`);
  await page.getByRole("heading", { level: 1, name: "Portfolio Management" }).waitFor();
}

async function expectToast(page: Page, title: string) {
  await page.locator("[data-sonner-toast]", { hasText: title }).first().waitFor({ timeout: 30_000 });
}

const publicStatus = () => fetch(`${server.url}/portfolio/${ID}`).then((r) => r.status);
const inGrid = async () => (await (await fetch(`${server.url}/portfolio`)).text()).includes(`href="/portfolio/${ID}"`);
const inSitemap = async () => (await (await fetch(`${server.url}/sitemap.xml`)).text()).includes(`/portfolio/${ID}<`);

describe.runIf(run)("portfolio manager in the browser", () => {
  it("creates a project with two uploaded photos, publishes, edits, unpublishes and deletes it", async () => {
    const page = await newPage(browser, "desktop");
    const problems = watchPageProblems(page);
    await signIn(page);

    const gpsJpeg = await testImage({ width: 1200, height: 800, gps: true });
    expect(await hasGpsExif(gpsJpeg)).toBe(true);
    const files = [
      { name: "deck.jpg", mimeType: "image/jpeg", buffer: gpsJpeg },
      { name: "spa.png", mimeType: "image/png", buffer: await testImage({ width: 900, height: 600, format: "png", hue: 200 }) },
      { name: "extra.png", mimeType: "image/png", buffer: await testImage({ width: 600, height: 400, format: "png", hue: 90 }) },
    ];

    const add = page.getByRole("region", { name: "Add New Project" });
    await add.getByRole("textbox", { name: "Title", exact: true }).fill("Moreno Family Project");
    await add.getByLabel("Location", { exact: true }).fill("Pearland, TX");
    await add.getByLabel("Category", { exact: true }).fill("Custom Pool & Spa");
    await add.getByLabel("Size", { exact: true }).fill("~14,000 gal");
    await add.getByLabel("Description", { exact: true }).fill("A freeform pool with a raised spa for a family in Pearland.");
    await add.getByLabel("Features", { exact: true }).fill("Raised spa\nSun shelf\nLED lighting");
    await add.getByLabel("Benefits", { exact: true }).fill("Room to play\nEasy care");
    await add.getByLabel("Images", { exact: true }).setInputFiles(files);

    // Previews before saving: three, then one removed.
    const previews = add.getByRole("list", { name: "Images to upload" }).getByRole("listitem");
    await expect.poll(() => previews.count()).toBe(3);
    await add.getByRole("button", { name: "Remove image 3 (extra.png)" }).click();
    await expect.poll(() => previews.count()).toBe(2);
    await add.getByLabel("Alt text for image 1", { exact: true }).fill("Freeform pool and deck in the afternoon");
    await add.getByLabel("Alt text for image 2", { exact: true }).fill("Raised spa with a stone spillway");
    await add.getByRole("button", { name: "Add Project" }).click();
    await expectToast(page, `Project ${ID} created`);

    const card = page.locator(`article[data-project-id="${ID}"]`);
    await expect.poll(() => card.getByTestId("status-badge").textContent()).toBe("Draft");
    expect(await publicStatus()).toBe(404);

    await card.getByRole("button", { name: "Publish Moreno Family Project" }).click();
    await expectToast(page, `Project ${ID} published`);
    await expect.poll(() => card.getByTestId("status-badge").textContent()).toBe("Published");
    expect([await publicStatus(), await inGrid(), await inSitemap()]).toEqual([200, true, true]);

    // The public page shows both photos from the database store, as AVIF and WebP without GPS.
    const visitor = await newPage(browser, "mobile");
    await visitor.goto(`${server.url}/portfolio/${ID}`);
    await visitor.getByRole("heading", { level: 1, name: "Moreno Family Project" }).waitFor();
    const gallery = visitor.getByRole("img", { name: "Freeform pool and deck in the afternoon" });
    await gallery.waitFor();
    const sources = await visitor.locator('[data-testid="gallery-viewport"] picture source').evaluateAll((nodes) =>
      nodes.map((node) => (node as HTMLSourceElement).srcset),
    );
    const urls = [...new Set(sources.flatMap((set) => set.split(", ").map((entry) => entry.split(" ")[0]!)))];
    expect(urls.every((url) => /^\/media\/[0-9a-f]{32}-\d+\.(avif|webp)$/.test(url))).toBe(true);
    expect(urls.filter((url) => url.endsWith(".avif"))).toHaveLength(urls.length / 2);
    for (const url of urls) {
      const response = await fetch(`${server.url}${url}`);
      expect(response.headers.get("content-type")).toBe(url.endsWith(".avif") ? "image/avif" : "image/webp");
      expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      const bytes = new Uint8Array(await response.arrayBuffer());
      expect(await hasGpsExif(bytes)).toBe(false);
      expect((await sharp(bytes).metadata()).exif).toBeUndefined();
    }
    const loaded = await gallery.evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0);
    expect(loaded).toBe(true);
    expect(await visitor.getByRole("img", { name: "Raised spa with a stone spillway" }).count()).toBe(1);
    await visitor.close();

    // Edit: new location, new alt text; the public page shows both at once.
    await card.getByRole("link", { name: "Edit Moreno Family Project" }).click();
    const edit = page.getByRole("region", { name: "Edit Project" });
    await edit.waitFor();
    expect(await edit.getByText("Upload New Images").count()).toBe(1);
    await edit.getByLabel("Location", { exact: true }).fill("Alvin, TX");
    await edit.getByLabel("Alt text for image 2", { exact: true }).fill("Raised spa at dusk");
    await edit.getByRole("button", { name: "Save Changes" }).click();
    await expectToast(page, `Project ${ID} saved`);
    await expect.poll(() => page.getByRole("region", { name: "Edit Project" }).count()).toBe(0);
    const publicPage = await (await fetch(`${server.url}/portfolio/${ID}`)).text();
    expect(publicPage).toContain("Alvin, TX");
    expect(publicPage).toContain('alt="Raised spa at dusk"');

    await card.getByRole("button", { name: "Unpublish Moreno Family Project" }).click();
    await expectToast(page, `Project ${ID} unpublished`);
    expect([await publicStatus(), await inGrid(), await inSitemap()]).toEqual([404, false, false]);

    // Delete asks first: focus moves into the question (to Cancel), Escape and Cancel keep the
    // project, and focus goes back to the Delete button each time.
    const deleteButton = card.getByRole("button", { name: "Delete Moreno Family Project" });
    const dialog = page.getByRole("alertdialog", { name: "Delete Moreno Family Project?" });
    const focused = () => page.evaluate(() => document.activeElement?.textContent?.trim() ?? "");
    const deleteFocused = () => deleteButton.evaluate((element) => element === document.activeElement);
    await deleteButton.click();
    await dialog.waitFor();
    const description = await dialog.getAttribute("aria-describedby");
    expect(await page.locator(`[id="${description}"]`).textContent()).toContain("cannot be undone");
    expect(await focused()).toBe("Cancel");
    await page.keyboard.press("Escape");
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await deleteFocused()).toBe(true);
    await deleteButton.click();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await deleteFocused()).toBe(true);
    expect(await card.count()).toBe(1);
    await deleteButton.click();
    await dialog.getByRole("button", { name: "Delete Project" }).click();
    await expectToast(page, `Project ${ID} deleted`);
    await expect.poll(() => card.count()).toBe(0);
    expect(await publicStatus()).toBe(404);

    expect(problems.errors).toEqual([]);
    expect(problems.csp).toEqual([]);
    await page.context().close();
  });

  it("refuses a file of the wrong type or over 10 MB in the browser, before any request, until it is removed", async () => {
    const page = await newPage(browser, "mobile");
    const problems = watchPageProblems(page);
    await signIn(page);
    await hydrated(page);
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") posts.push(request.url());
    });

    const add = page.getByRole("region", { name: "Add New Project" });
    await add.getByRole("textbox", { name: "Title", exact: true }).fill("Checked Upload Project");
    const jpeg = await testImage({ width: 300, height: 200 });
    await add.getByLabel("Images", { exact: true }).setInputFiles([
      { name: "notes.jpg", mimeType: "image/jpeg", buffer: Buffer.from("<!doctype html><p>not a photo</p>") },
      { name: "huge.jpg", mimeType: "image/jpeg", buffer: Buffer.concat([jpeg, Buffer.alloc(10 * 1024 * 1024)]) },
      { name: "fine.jpg", mimeType: "image/jpeg", buffer: jpeg },
    ]);
    const next = add.getByTestId("picker-problem");
    await next.waitFor();
    expect(await next.textContent()).toBe(
      "notes.jpg is not a JPEG, PNG, WebP, AVIF or GIF image. huge.jpg is larger than 10 MB. Remove the marked files to continue.",
    );
    expect(await next.getAttribute("role")).toBe("alert");
    const button = add.getByRole("button", { name: "Add Project" });
    const nearButton = add.getByTestId("submit-problem");
    expect(await nearButton.textContent()).toBe(await next.textContent());
    expect(await button.getAttribute("aria-describedby")).toBe(await nearButton.getAttribute("id"));
    expect(await add.getByLabel("Images", { exact: true }).getAttribute("aria-invalid")).toBe("true");

    // The button stays focusable (aria-disabled) so its description is heard; pressing it only moves focus.
    await button.focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("new-project-images");
    expect(posts).toEqual([]);

    await add.getByRole("button", { name: "Remove image 1 (notes.jpg)" }).click();
    await add.getByRole("button", { name: "Remove image 1 (huge.jpg)" }).click();
    await expect.poll(() => next.count()).toBe(0);
    // The form's copy follows the picker's report (an effect), a render later.
    await expect.poll(() => nearButton.count()).toBe(0);
    expect(posts).toEqual([]);
    expect(problems.errors).toEqual([]);
    await page.context().close();
  });

  it("shows a progress bar while a large photo uploads, then the notice", async () => {
    const page = await newPage(browser, "desktop");
    const problems = watchPageProblems(page);
    await signIn(page);
    await hydrated(page);
    // A noisy photo does not compress: a few megabytes, sent at 2 MB/s so the bar has time to move.
    const width = 2200;
    const height = 1500;
    const noise = Buffer.from(Array.from({ length: width * height * 3 }, () => Math.floor(Math.random() * 256)));
    const photo = await sharp(noise, { raw: { width, height, channels: 3 } }).jpeg({ quality: 92 }).toBuffer();
    expect(photo.byteLength).toBeGreaterThan(2 * 1024 * 1024);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: 2 * 1024 * 1024 });

    await page.evaluate(() => {
      const seen: number[] = [];
      (window as unknown as { progressSeen: number[] }).progressSeen = seen;
      new MutationObserver(() => {
        const bar = document.querySelector("progress");
        if (bar) seen.push(Number(bar.value));
      }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ["value"] });
    });
    const add = page.getByRole("region", { name: "Add New Project" });
    await add.getByRole("textbox", { name: "Title", exact: true }).fill("Progress Bar Project");
    await add.getByLabel("Images", { exact: true }).setInputFiles([{ name: "noisy.jpg", mimeType: "image/jpeg", buffer: photo }]);
    await add.getByRole("button", { name: "Add Project" }).click();
    const bar = add.getByRole("progressbar", { name: /Uploading|Processing photos/ });
    await bar.waitFor();
    await expectToast(page, "Project progress-bar-project created");
    const seen = await page.evaluate(() => (window as unknown as { progressSeen: number[] }).progressSeen);
    expect(seen.some((value) => value > 0 && value < 100), `progress values seen: ${seen.join(",")}`).toBe(true);
    expect(seen.at(-1)).toBe(100);
    await expect.poll(() => bar.count()).toBe(0);
    expect(problems.errors).toEqual([]);
    await page.context().close();
  });

  it("moves a project with the keyboard, keeping focus on its button", async () => {
    const page = await newPage(browser, "desktop");
    const problems = watchPageProblems(page);
    await signIn(page);
    await hydrated(page);
    const order = async () => (await page.locator("article[data-project-id]").evaluateAll((cards) => cards.map((card) => card.getAttribute("data-project-id"))));
    const [first, second] = await order();

    await page.getByRole("button", { name: "Move The Hartley Family Pool down" }).focus();
    await page.keyboard.press("Enter");
    await expectToast(page, `Project ${first} moved down`);
    await expect.poll(async () => (await order()).slice(0, 2)).toEqual([second, first]);
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("data-move"))).toBe(`${first}:down`);

    // Back up: it reaches the top, where Up is disabled, so focus stays on its Down button.
    await page.keyboard.press("Shift+Tab");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("data-move"))).toBe(`${first}:up`);
    await page.keyboard.press("Enter");
    await expectToast(page, `Project ${first} moved up`);
    await expect.poll(async () => (await order()).slice(0, 2)).toEqual([first, second]);
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("data-move"))).toBe(`${first}:down`);
    expect(problems.errors).toEqual([]);
    await page.context().close();
  });

  it("has no axe violations at 375 and 1280 px: the manager, the edit panel, a picker error and a draft preview", async () => {
    for (const viewport of ["mobile", "desktop"] as const) {
      const page = await newPage(browser, viewport);
      await signIn(page);
      expect(await axeViolations(page)).toEqual([]);
      await page.goto(`${server.url}/portfolio-management?edit=hartley-family-project`);
      await page.getByRole("region", { name: "Edit Project" }).waitFor();
      await hydrated(page);
      const edit = page.getByRole("region", { name: "Edit Project" });
      await edit.getByLabel("Upload New Images", { exact: true }).setInputFiles([
        { name: "notes.png", mimeType: "image/png", buffer: Buffer.from("not a png at all, only text") },
      ]);
      await edit.getByTestId("picker-problem").waitFor();
      expect(await axeViolations(page)).toEqual([]);

      await page.goto(`${server.url}/portfolio-management`);
      await hydrated(page);
      const add = page.getByRole("region", { name: "Add New Project" });
      await add.getByRole("textbox", { name: "Title", exact: true }).fill(`Axe Draft ${viewport}`);
      await add.getByRole("button", { name: "Add Project" }).click();
      await expectToast(page, `Project axe-draft-${viewport} created`);
      await page.getByRole("link", { name: new RegExp(`^Preview draft ?: Axe Draft ${viewport}$`) }).click();
      await page.getByText("Draft preview — not public").waitFor();
      await page.getByRole("heading", { level: 1, name: `Axe Draft ${viewport}` }).waitFor();
      await waitForIslands(page);
      expect(await axeViolations(page)).toEqual([]);
      await page.context().close();
    }
  });
});

/** The manager has hydrated once Delete opens a dialog (a link to the no-JavaScript confirmation before). */
async function hydrated(page: Page) {
  await page.getByRole("button", { name: /^Delete / }).first().waitFor();
}
