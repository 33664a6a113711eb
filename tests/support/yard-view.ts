import { expect } from "vitest";
import type { Page } from "playwright-core";

/** "See it in your yard"'s drawing (issue 41), as the browser tests read it. */

/** The 3-D drawing (or `renderer`) back after the last change, and two frames after it: the drawing is current. */
export async function settled(page: Page, renderer = "3d") {
  await expect.poll(() => page.locator("[data-yard-view]").getAttribute("data-renderer"), { timeout: 60_000 }).toBe(renderer);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/** The drawn colour at a photo pixel of a photo `photo` large. */
export async function viewPixel(page: Page, at: { x: number; y: number }, photo: { width: number; height: number }): Promise<[number, number, number]> {
  return page.locator("[data-yard-view]").evaluate(
    (canvas, [x, y, w, h]) => {
      const c = canvas as HTMLCanvasElement;
      const copy = document.createElement("canvas");
      copy.width = c.width;
      copy.height = c.height;
      const context = copy.getContext("2d")!;
      context.drawImage(c, 0, 0);
      const data = context.getImageData(Math.round((x! / w!) * c.width), Math.round((y! / h!) * c.height), 1, 1).data;
      return [data[0]!, data[1]!, data[2]!] as [number, number, number];
    },
    [at.x, at.y, photo.width, photo.height],
  );
}
