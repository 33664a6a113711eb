/**
 * The image build's picture maker: the designer's 3-D view (./still-page.ts, bundled here with
 * Vite) in headless Chromium, which draws WebGL 2 in software (SwiftShader), so a build machine
 * needs no GPU. One browser and one view for the whole run, one picture at a time.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";
import { build, type Rolldown } from "vite";
import type { Design } from "#app/features/design/model.ts";
import type { TimeOfDay } from "#app/features/design/three/render-messages.ts";
import type { Shot } from "#app/features/design/three/viewer.ts";
import type { YardExtras } from "#app/features/design/three/yard.ts";
import { CHROMIUM_FLAGS } from "#app/modules/chromium/chromium.ts";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const CHROME = process.env.CHROME_PATH || "/usr/bin/chromium";
const FLAGS = [
  ...CHROMIUM_FLAGS,
  // WebGL without a GPU: Chromium's software renderer, asked for by name.
  "--use-angle=swiftshader",
  "--enable-unsafe-swiftshader",
];

export interface StillRenderer {
  /** A PNG of `design` in a yard with `extras` at `time` from `shot`, `width` × `height` pixels. */
  render(design: Design, extras: YardExtras, time: TimeOfDay, shot: Shot, width: number, height: number): Promise<Buffer>;
  close(): Promise<void>;
}

async function bundleStillPage(): Promise<string> {
  const result = await build({
    configFile: false,
    root: ROOT,
    logLevel: "warn",
    build: { write: false, minify: false, lib: { entry: path.join(ROOT, "scripts/images/still-page.ts"), formats: ["es"], fileName: "still-page" } },
  });
  const output = (Array.isArray(result) ? result[0] : result) as Rolldown.RolldownOutput;
  const chunk = output.output.find((file) => file.type === "chunk");
  if (!chunk) throw new Error("bundling scripts/images/still-page.ts gave no code");
  return chunk.code;
}

export async function stillRenderer(): Promise<StillRenderer> {
  const code = await bundleStillPage();
  const browser = await chromium.launch({ executablePath: CHROME, args: FLAGS });
  const open = async () => {
    const page = await browser.newPage();
    await page.addScriptTag({ content: code, type: "module" });
    await page.waitForFunction(() => "renderStill" in globalThis);
    return page;
  };
  let page = await open();
  const take = (design: Design, extras: YardExtras, time: TimeOfDay, shot: Shot, width: number, height: number) =>
    page.evaluate(
      ([d, e, t, s, w, h]) => (globalThis as unknown as { renderStill: (...args: unknown[]) => Promise<string> }).renderStill(d, e, t, s, w, h),
      [design, extras, time, shot, width, height] as const,
    );
  return {
    async render(design, extras, time, shot, width, height) {
      let url: string;
      try {
        url = await take(design, extras, time, shot, width, height);
      } catch (error) {
        // Software WebGL now and then fails to read a frame back after many pictures: a fresh
        // page (a new context) takes it again, once.
        console.warn(`retrying in a new page: ${(error as Error).message.split("\n")[0]}`);
        await page.close();
        page = await open();
        url = await take(design, extras, time, shot, width, height);
      }
      return Buffer.from(url.slice(url.indexOf(",") + 1), "base64");
    },
    close: () => browser.close(),
  };
}
