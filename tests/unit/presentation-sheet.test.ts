import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { estimateDesign } from "#app/features/design/estimate.ts";
import { defaultDesign } from "#app/features/design/model.ts";
import { defaultPricing } from "#app/features/design/pricing.ts";
import { designerText } from "#app/features/design/designer-text.ts";
import type { Locale } from "#app/i18n/locale.ts";
import { presentationSheetHtml, SHEET_IMAGES } from "#app/features/renderings/presentation/presentation-sheet.server.tsx";
import { stampLogo } from "#app/features/renderings/presentation/stamp-logo.server.ts";
import { timeLimitFor } from "#app/features/renderings/worker.server.ts";

/** The owner's presentation (decision 047): the sheet's HTML in each language, the logo, the 4K time limit. */
const design = { ...defaultDesign, fireBowls: 2, cover: true };
const sheet = (locale: Locale) =>
  presentationSheetHtml({ design, estimate: estimateDesign(design, defaultPricing, designerText(locale)), locale, date: new Date("2026-11-28T18:00:00Z") });

describe("the design sheet", () => {
  it("is written in the lead's language, with today's price and both pictures", () => {
    const es = sheet("es");
    expect(es).toMatch(/^<!doctype html><html lang="es">/);
    for (const words of ["El diseño de su alberca", "De día", "El plano, a escala", "Rango de precio aproximado", "Tazones de fuego", "el 28 de noviembre de 2026", "Llame al (713) 555-0148"]) expect(es).toContain(words);
    const en = sheet("en");
    for (const words of ["Your pool design", "By day", "At dusk, lights on", "Estimated price range", "Fire bowls", "November 28, 2026"]) expect(en).toContain(words);
    for (const html of [es, en]) {
      expect(html).toContain(`src="${SHEET_IMAGES.day}"`);
      expect(html).toContain(`src="${SHEET_IMAGES.dusk}"`);
      expect(html, "nothing to run while it is printed").not.toContain("<script");
    }
  });
});

describe("the logo on a picture", () => {
  it("keeps the picture's size and darkens only its lower right corner", async () => {
    const picture = await sharp({ create: { width: 3840, height: 2400, channels: 3, background: { r: 240, g: 240, b: 240 } } }).jpeg().toBuffer();
    const stamped = await stampLogo(picture);
    const { width, height, format } = await sharp(stamped).metadata();
    expect({ width, height, format }).toEqual({ width: 3840, height: 2400, format: "jpeg" });
    // stats() would read the whole picture: the crop's raw pixels instead (red channel).
    const mean = async (left: number, top: number) => {
      const raw = await sharp(stamped).extract({ left, top, width: 400, height: 40 }).raw().toBuffer();
      return raw.filter((_, i) => i % 3 === 0).reduce((sum, value) => sum + value, 0) / (raw.length / 3);
    };
    expect(await mean(3300, 2200)).toBeLessThan(150);
    expect(await mean(100, 100)).toBeGreaterThan(230);
  });
});

describe("a render's time limit", () => {
  it("grows with the picture's work: 4K gets about 2.9 times the visitor's limit at final quality", () => {
    expect(timeLimitFor({ width: 1600, height: 1000 }, "final", 900_000)).toBe(900_000);
    expect(timeLimitFor({ width: 480, height: 300 }, "final", 900_000)).toBe(900_000);
    expect(timeLimitFor({ width: 3840, height: 2400 }, "final", 900_000)).toBe(2_592_000);
    expect(timeLimitFor({ width: 3840, height: 2400 }, "preview", 900_000)).toBe(5_184_000);
  });
});
