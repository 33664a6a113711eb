import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { defaultDesign, type Design } from "#app/features/design/model.ts";
import { designQuery } from "#app/features/design/query.ts";
import { openDb } from "#app/db/client.server.ts";
import { createAdminAndLogin } from "#tests/support/admin.ts";
import { browserAvailable, newPage, waitForIslands, watchPageProblems } from "#tests/support/browser.ts";
import { browserAndServer } from "#tests/support/browser-server.ts";
import { fitPatio, syntheticYard, YARD_STYLES } from "#tests/support/synthetic-yard.ts";
import { settled, viewPixel } from "#tests/support/yard-view.ts";
import { messagesFor } from "#app/i18n/i18n.ts";
import { erasePerson, personOf } from "#app/features/inbox/erase-person.server.ts";

/**
 * A yard kept in the browser ("See it in your yard", issue 41) sent with a quote when the box is
 * ticked: stored with the lead without its metadata, with the mask painted in front of the pool,
 * shown on the owner's lead page, which reopens the placement, mask and all, in the designer; a
 * photo nobody sends never leaves the run.browser.
 */

const design: Design = { ...defaultDesign, shape: "rectangle", length: 30, width: 15, spa: "none" };
const words = messagesFor("en", "quote").form.yard;

describe.runIf(browserAvailable())("a yard photo sent with a quote", () => {
  const run = browserAndServer();

  it("goes with the quote only when ticked, without GPS, and the owner's lead page shows and reopens it", async () => {
    const camera = fitPatio({ height: 5.5, focalMm: 26, elevation: 24, turn: 28, sideA: 28, sideB: 20, width: 800, height_px: 600, aim: { x: 0, z: -6 } });
    const yard = await syntheticYard(YARD_STYLES[1]!, camera);
    // As a phone takes it: GPS in its EXIF (the browser's kept copy is re-encoded; the server must strip it anyway).
    const withGps = await sharp(yard.jpeg)
      .withExif({ IFD0: { Make: "Phone" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "29/1 45/1 0/1", GPSMapDatum: "WGS-84" } })
      .jpeg()
      .toBuffer();
    // Painted in front of the pool: a patch round the middle of the patio, where the pool's water is.
    const middle = yard.project(camera.sideA / 2, camera.sideB / 2);
    // Beside the patch, on the same water (this camera is close: the pool fills the photo's width).
    const water = { x: middle.x + 120, y: middle.y };
    const mask = await sharp({ create: { width: 800, height: 600, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
      .composite([{ input: { create: { width: 60, height: 60, channels: 4, background: { r: 255, g: 255, b: 255, alpha: 1 } } }, left: Math.round(middle.x) - 30, top: Math.round(middle.y) - 30 }])
      .png()
      .toBuffer();
    const page = await newPage(run.browser, "mobile");
    const problems = watchPageProblems(page);
    const uploads: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === "/yard-photo") uploads.push(request.method());
    });
    await page.goto(`${run.server.url}/design?${designQuery(design)}`);
    // The yard as the designer keeps it in this run.browser.
    await page.evaluate(
      async ({ bytes, maskBytes, placement }) => {
        const photo = new Blob([new Uint8Array(bytes)], { type: "image/jpeg" });
        const mask = new Blob([new Uint8Array(maskBytes)], { type: "image/png" });
        await new Promise<void>((resolve, reject) => {
          const request = indexedDB.open("bayou-crest-yard", 1);
          request.onupgradeneeded = () => request.result.createObjectStore("yard");
          request.onsuccess = () => {
            const put = request.result.transaction("yard", "readwrite").objectStore("yard").put({ photo, placement, mask, picture: photo }, "current");
            put.onsuccess = () => resolve();
            put.onerror = () => reject(put.error);
          };
        });
      },
      {
        bytes: [...withGps],
        maskBytes: [...mask],
        placement: { width: 800, height: 600, corners: yard.corners, sideA: Number(camera.sideA.toFixed(2)), pool: { x: camera.sideA / 2, z: camera.sideB / 2, angle: 0 }, time: "day" },
      },
    );
    const name = "Yardley Photo";
    await page.goto(`${run.server.url}/get-quote?design=${encodeURIComponent(designQuery(design))}`);
    await waitForIslands(page);
    const box = page.locator("[data-yard-send]");
    await box.waitFor();
    expect(uploads).toEqual([]);
    await page.getByText(words.send).click();
    await expect.poll(() => page.locator("[data-yard-send-status]").textContent(), { timeout: 30_000 }).toBe(words.sent);
    await page.getByRole("button", { name: "Next: Your Contact Info" }).click();
    await page.getByLabel("Full Name").fill(name);
    await page.getByLabel("Phone Number").fill("832-555-0199");
    await page.waitForTimeout(400);
    await page.getByRole("button", { name: "Submit Quote Request" }).click();
    await page.getByText("Quote request submitted successfully!").first().waitFor();
    expect(uploads).toEqual(["POST"]);
    expect(problems.errors).toEqual([]);
    await page.context().close();

    // Stored with the lead, re-encoded: no EXIF at all.
    const handle = openDb({ dataDir: run.server.dataDir });
    const rows = await handle.db.selectFrom("yard_photos").selectAll().execute();
    const quote = await handle.db.selectFrom("quote_requests").select("id").where("name", "=", name).executeTakeFirstOrThrow();
    await handle.close();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.lead_id).toBe(Number(quote.id));
    for (const bytes of [rows[0]!.photo, rows[0]!.picture]) {
      const meta = await sharp(Buffer.from(bytes)).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.format).toBe("jpeg");
    }
    // The painted mask went with it, a PNG the photo's shape.
    const keptMask = await sharp(Buffer.from(rows[0]!.mask!)).metadata();
    expect([keptMask.format, keptMask.width, keptMask.height]).toEqual(["png", 800, 600]);

    // The owner's lead page: the yard with the pool, and the placement reopened in the designer.
    const admin = await newPage(run.browser, "mobile");
    await createAdminAndLogin(run.server, admin);
    await admin.goto(`${run.server.url}/admin/leads/quote/${quote.id}`);
    const picture = admin.getByTestId("lead-yard");
    await expect.poll(() => picture.evaluate((image) => (image as HTMLImageElement).naturalWidth)).toBe(800);
    await admin.getByTestId("lead-yard-open").click();
    await admin.waitForURL(/\/design\?.*#yard=/);
    await waitForIslands(admin);
    await admin.locator("[data-yard-view]").scrollIntoViewIfNeeded();
    await expect.poll(() => admin.locator("[data-yard-view]").getAttribute("data-mode"), { timeout: 60_000 }).toBe("place");
    // The mask came back with it: the photo in front of the pool where the visitor painted, water beside it.
    await settled(admin);
    const photoPixels = await sharp(yard.jpeg).raw().toBuffer({ resolveWithObject: true });
    const photoAt = (at: { x: number; y: number }) => [0, 1, 2].map((c) => photoPixels.data[(Math.round(at.y) * photoPixels.info.width + Math.round(at.x)) * 3 + c]!);
    const painted = await viewPixel(admin, middle, { width: 800, height: 600 });
    for (const [c, value] of painted.entries()) expect(Math.abs(value - photoAt(middle)[c]!), `painted rgb(${painted.join(", ")}), photo rgb(${photoAt(middle).join(", ")})`).toBeLessThan(24);
    const [r, , b] = await viewPixel(admin, water, { width: 800, height: 600 });
    expect(b, `water rgb(${r}, …, ${b})`).toBeGreaterThan(r + 20);
    // The photo is not served to anyone else.
    const anonymous = await fetch(`${run.server.url}/admin/leads/quote/${quote.id}/yard/photo.jpg`, { redirect: "manual" });
    expect(anonymous.status).not.toBe(200);
    await admin.context().close();

    // Erased with the lead: the visitor's photo is personal data.
    const eraser = openDb({ dataDir: run.server.dataDir });
    const person = await personOf(eraser.db, { table: "quote_requests", id: Number(quote.id) });
    await erasePerson(eraser, { id: 1, email: "owner@example.com" }, person!);
    expect(await eraser.db.selectFrom("yard_photos").selectAll().execute()).toEqual([]);
    await eraser.close();
  }, 300_000);
});
