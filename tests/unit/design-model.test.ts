import { describe, expect, it } from "vitest";
import { describeDesign } from "#app/features/design/description.ts";
import { estimateDesign, monthlyPayment } from "#app/features/design/estimate.ts";
import { designLayout, measure, poolOutline, polygonArea } from "#app/features/design/geometry.ts";
import {
  defaultDesign,
  designIssues,
  designSchema,
  shapeOptions,
  sizeLimits,
  type Design,
} from "#app/features/design/model.ts";
import { defaultPricing, mergePricing, pricingMessages, pricingSchema } from "#app/features/design/pricing.ts";
import { designQuery, fitDesign, MAX_QUERY_LENGTH, parseDesignQuery } from "#app/features/design/query.ts";
import { quotePrefill, readQuoteDesign, quoteDesignOf } from "#app/features/design/quote-design.ts";
import { designerText } from "#app/features/design/designer-text.ts";

const design = (changes: Partial<Design> = {}): Design => ({ ...defaultDesign, ...changes });
const parse = (query: string) => parseDesignQuery(new URLSearchParams(query));

describe("design limits", () => {
  for (const { value: shape } of shapeOptions) {
    const { length, width } = sizeLimits[shape];
    it(`accepts a ${shape} pool at its limits and refuses one past them`, () => {
      expect(designIssues(design({ shape, length: length.min, width: width.min }))).toEqual({});
      expect(designIssues(design({ shape, length: length.max, width: Math.min(width.max, length.max) }))).toEqual({});
      expect(designIssues(design({ shape, length: length.max + 1, width: width.min })).length).toEqual({ code: "lengthRange", shape, ...length });
      expect(designIssues(design({ shape, length: length.max, width: width.min - 1 })).width).toEqual({ code: "widthRange", shape, ...width });
    });
  }

  it("refuses a width over the length, a deep end shallower than the shallow end, and depths out of range", () => {
    expect(designIssues(design({ length: 22, width: 24 })).width).toEqual({ code: "widthOverLength" });
    expect(designIssues(design({ shallow: 4, deep: 3.5 })).deep).toEqual({ code: "deepShallower" });
    expect(designIssues(design({ shallow: 2.5 })).shallow).toEqual({ code: "shallowRange", min: 3, max: 4.5 });
    expect(designIssues(design({ deep: 10 })).deep).toEqual({ code: "deepRange", min: 3.5, max: 9 });
    expect(designIssues(design({ shallow: 4, deep: 4 }))).toEqual({});
  });

  it("refuses fire bowls, deck areas and covers the builder cannot deliver", () => {
    expect(designIssues(design({ fireBowls: 5 })).fireBowls).toEqual({ code: "fireBowlsRange", min: 0, max: 4 });
    expect(designIssues(design({ deckArea: 200 })).deckArea).toEqual({ code: "deckAreaRange", min: 250, max: 3000 });
    expect(designIssues(design({ shape: "kidney", cover: true })).cover).toEqual({ code: "cover" });
    expect(designIssues(design({ shape: "lap", length: 50, width: 10, cover: true }))).toEqual({});
    expect(designIssues(design({ features: ["scuppers", "scuppers"] })).features).toEqual({ code: "duplicateFeature" });
  });

  it("the stored schema applies the same rules", () => {
    expect(designSchema.safeParse(defaultDesign).success).toBe(true);
    const result = designSchema.safeParse(design({ shape: "kidney", length: 99 }));
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path, i.message])).toEqual([[["length"], "lengthRange"]]);
    expect(designSchema.safeParse({ ...defaultDesign, shallow: 3.3 }).success).toBe(false);
  });

  it("fits a design into a new shape's limits", () => {
    expect(fitDesign(design({ shape: "lap" }))).toMatchObject({ shape: "lap", length: 40, width: 14 });
    expect(fitDesign(design({ shape: "kidney", cover: true })).cover).toBe(false);
  });
});

describe("design geometry", () => {
  it("measures a rectangle: area, perimeter, average depth, interior and gallons", () => {
    const m = measure(defaultDesign);
    expect(m.surfaceArea).toBe(512);
    expect(m.perimeter).toBe(96);
    expect(m.averageDepth).toBe(4.75);
    expect(m.interiorArea).toBe(512 + 96 * 4.75);
    expect(m.gallons).toBeCloseTo(512 * 4.75 * 7.48, 6);
  });

  it("takes the sun shelf's shallow water out of the gallons", () => {
    const withShelf = measure(design({ shelf: "medium" }));
    // 8 × 10 ft shelf, 1 ft deep instead of 4.75 ft on average.
    expect(withShelf.gallons).toBeCloseTo((512 * 4.75 - 80 * 3.75) * 7.48, 6);
  });

  it("measures an L-shape exactly and keeps every curved shape inside its length × width", () => {
    const l = measure(design({ shape: "l-shape", length: 40, width: 20 }));
    expect(l.surfaceArea).toBe(40 * 11 + 16 * 9);
    for (const shape of ["roman", "kidney", "freeform"] as const) {
      const outline = poolOutline({ shape, length: 36, width: 18 });
      const xs = outline.map((p) => p.x);
      const ys = outline.map((p) => p.y);
      expect([Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)].map((v) => Math.round(v * 1000) / 1000)).toEqual([0, 36, 0, 18]);
      const area = polygonArea(outline);
      expect(area).toBeGreaterThan(36 * 18 * 0.6);
      expect(area).toBeLessThan(36 * 18);
    }
  });

  it("lays out a deck whose area is the design's deck area", () => {
    const layout = designLayout(design({ deckArea: 1200, spa: "raised" }));
    const spaArea = Math.PI * 16;
    expect(layout.deck.width * layout.deck.height - 512 - spaArea).toBeCloseTo(1200, 6);
    expect(layout.spa).toEqual({ x: 35, y: 8, radius: 4 });
  });
});

describe("design description", () => {
  it("says what the pool is in plain language", () => {
    expect(
      describeDesign(
        design({ shape: "kidney", spa: "raised", shelf: "small", features: ["sheer-descent", "deck-jets"], fireBowls: 2, lighting: "blue" }), designerText("en"),
      ),
    ).toBe(
      "A 16 × 32 ft kidney pool, 3.5–6 ft deep, with a raised spa with spillover, a small sun shelf, a sheer descent, four deck jets, blue LED lights and two fire bowls; white plaster finish, cantilevered concrete coping and 600 sq ft of broom-finish concrete deck.",
    );
    expect(describeDesign(design({ width: 18, length: 36, cover: true }), designerText("en"))).toMatch(/^An 18 × 36 ft rectangular pool, .* and an automatic safety cover;/);
  });
});

describe("design price", () => {
  it("prices the basic 16 × 32 ft gunite pool in the Houston range, line by line", () => {
    const estimate = estimateDesign(defaultDesign, defaultPricing, designerText("en"));
    expect(estimate.lines.map((line) => [line.label, line.low, line.high])).toEqual([
      ["Rectangle gunite shell", 512 * 50, 512 * 58],
      ["Walls and waterline tile", 96 * 95, 96 * 112],
      ["Depth (average 4.75 ft)", 512 * 1.25 * 6, 512 * 1.25 * 8],
      ["White plaster finish", 968 * 5, 968 * 7],
      ["Cantilevered concrete coping", 96 * 28, 96 * 38],
      ["Broom-finish concrete deck", 600 * 8, 600 * 11],
      ["Cool white LED lights", 3 * 900, 3 * 1300],
      ["Equipment package", 8500, 10500],
      ["Design, engineering and permits", 3000, 3500],
    ]);
    const sumLow = estimate.lines.reduce((sum, line) => sum + line.low, 0);
    const sumHigh = estimate.lines.reduce((sum, line) => sum + line.high, 0);
    expect(estimate.low).toBe(Math.floor(sumLow / 500) * 500);
    expect(estimate.high).toBe(Math.ceil(sumHigh / 500) * 500);
    expect([estimate.low, estimate.high]).toEqual([65_000, 80_500]);
  });

  it("adds each option at its table price and lands a typical equipped pool near $75,000", () => {
    const base = estimateDesign(defaultDesign, defaultPricing, designerText("en"));
    const withSpa = estimateDesign(design({ spa: "flush" }), defaultPricing, designerText("en"));
    expect(withSpa.lines.find((line) => line.label.startsWith("Spa"))).toMatchObject({ low: 8000, high: 15000 });
    expect(withSpa.low - base.low).toBeGreaterThanOrEqual(8000);
    // 15 × 30 ft with a sun shelf, scuppers and a stamped deck: the middle of Houston's $52,000–101,000.
    const typical = estimateDesign(
      design({ length: 30, width: 15, shelf: "small", features: ["scuppers"], deck: "stamped-concrete", deckArea: 500 }),
      defaultPricing, designerText("en"),
    );
    expect(typical.low).toBeGreaterThan(52_000);
    expect(typical.high).toBeLessThan(101_000);
    expect((typical.low + typical.high) / 2).toBeGreaterThan(70_000);
    expect((typical.low + typical.high) / 2).toBeLessThan(80_000);
    const cover = estimateDesign(design({ cover: true }), defaultPricing, designerText("en")).lines.find((line) => line.label === "Automatic safety cover");
    expect(cover).toMatchObject({ low: 512 * 22, high: 512 * 32, detail: "512 sq ft × $22–32" });
  });

  it("states the monthly payment of an amortised loan", () => {
    expect(monthlyPayment(100_000, { apr: 6, termYears: 30 })).toBeCloseTo(599.55, 2);
    expect(monthlyPayment(12_000, { apr: 0, termYears: 1 })).toBe(1000);
    const estimate = estimateDesign(defaultDesign, defaultPricing, designerText("en"));
    expect(estimate.monthly).toEqual({
      low: Math.round(monthlyPayment(65_000, defaultPricing.financing)),
      high: Math.round(monthlyPayment(80_500, defaultPricing.financing)),
      apr: 8.99,
      termYears: 15,
    });
  });

  it("validates an owner's table and fills items it lacks with defaults", () => {
    const bad = structuredClone(defaultPricing);
    bad.prices["shell.rectangle"] = { low: 70, high: 60 };
    bad.prices["deck.travertine"] = { low: -1, high: 10 };
    const result = pricingSchema.safeParse(bad);
    expect(result.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["prices.shell.rectangle.high", pricingMessages.order],
      ["prices.deck.travertine.low", pricingMessages.amount],
    ]);
    expect(mergePricing({ prices: { "shell.rectangle": { low: 55, high: 65 }, unknown: { low: 1, high: 2 } } }).prices).toEqual({
      ...defaultPricing.prices,
      "shell.rectangle": { low: 55, high: 65 },
    });
    expect(mergePricing("not a table")).toEqual(defaultPricing);
  });
});

describe("design URL", () => {
  const samples: Design[] = [
    defaultDesign,
    design({ shape: "kidney", length: 36, width: 18, deep: 7, spa: "raised", shelf: "large", features: ["rock-waterfall", "deck-jets"], lighting: "violet", fireBowls: 2, finish: "pebble-midnight", coping: "travertine", deck: "travertine", deckArea: 900 }),
    design({ shape: "lap", length: 60, width: 10, shallow: 4, deep: 4, cover: true, features: ["sheer-descent", "scuppers"] }),
    design({ shape: "l-shape", length: 40, width: 24, spa: "detached" }),
  ];

  it("round-trips every design through its query string", () => {
    for (const sample of samples) {
      const parsed = parse(designQuery(sample));
      expect(parsed.errors).toEqual({});
      expect(parsed.design).toEqual(sample);
    }
    expect(designQuery(defaultDesign)).toBe(
      "shape=rectangle&length=32&width=16&shallow=3.5&deep=6&shelf=none&spa=none&lighting=white&fireBowls=0&finish=white-plaster&coping=concrete&deck=broom-concrete&deckArea=600",
    );
  });

  it("reads an empty query as the default design, and accepts checkbox values", () => {
    expect(parse("")).toEqual({ design: defaultDesign, errors: {}, submitted: {} });
    expect(parse("cover=on").design.cover).toBe(true);
    expect(parse("cover=1&features=scuppers&features=scuppers").design).toMatchObject({ cover: true, features: ["scuppers"] });
  });

  it("refuses each bad field with its error, keeps the other values, and shows what was sent", () => {
    const parsed = parse("shape=oval&length=thirty&width=16.5&shallow=3.3&deep=7&spa=hot&features=slide&lighting=pink&fireBowls=1.5&cover=maybe&deckArea=-5&finish=gold&coping=wood&deck=grass&shelf=huge");
    expect(parsed.errors).toEqual({
      shape: { code: "option" },
      length: { code: "number" },
      width: { code: "wholeFeet" },
      shallow: { code: "halfFeet" },
      spa: { code: "option" },
      features: { code: "option" },
      lighting: { code: "option" },
      fireBowls: { code: "wholeNumber" },
      cover: { code: "option" },
      deckArea: { code: "wholeNumber" },
      finish: { code: "option" },
      coping: { code: "option" },
      deck: { code: "option" },
      shelf: { code: "option" },
    });
    expect(parsed.submitted).toMatchObject({ shape: "oval", length: "thirty", width: "16.5", features: "slide", cover: "maybe" });
    // The valid field is kept; the refused ones fall back to the default.
    expect(parsed.design).toEqual({ ...defaultDesign, deep: 7 });
  });

  it("refuses values past the limits with the limit and the value priced in the error", () => {
    const parsed = parse("shape=kidney&length=99&width=18&deckArea=5000&fireBowls=9&cover=on");
    // Each is priced at its limit, and the error says so (issue 21: never silently the default).
    expect(parsed.errors).toEqual({
      length: { code: "lengthRange", shape: "kidney", min: 20, max: 45, nearest: 45 },
      deckArea: { code: "deckAreaRange", min: 250, max: 3000, nearest: 3000 },
      fireBowls: { code: "fireBowlsRange", min: 0, max: 4, nearest: 4 },
      cover: { code: "cover" },
    });
    expect(parsed.design).toMatchObject({ shape: "kidney", length: 45, width: 18, cover: false, deckArea: 3000, fireBowls: 4 });
    expect(parsed.submitted).toMatchObject({ length: "99", deckArea: "5000", fireBowls: "9" });
  });

  it("refuses an oversized query and over-long values without losing the readable fields", () => {
    const long = parse(`shape=roman&length=30&junk=${"x".repeat(MAX_QUERY_LENGTH)}`);
    expect(long.errors).toEqual({ form: { code: "oversized" } });
    expect(long.design).toMatchObject({ shape: "roman", length: 30 });
    const value = parse(`spa=${"raised".repeat(10)}&shape=lap&length=50&width=10`);
    expect(value.errors).toEqual({ spa: { code: "tooLong" } });
    expect(value.submitted.spa).toHaveLength(32);
    const many = parse(`${Array.from({ length: 9 }, () => "features=scuppers").join("&")}`);
    expect(many.errors).toEqual({ features: { code: "tooLong" } });
  });
});

describe("the design a quote request carries", () => {
  it("prefills the quote form and survives storage as JSON", () => {
    const sample = design({ shape: "freeform", length: 36, width: 18, spa: "raised", features: ["scuppers"], deck: "travertine" });
    expect(quotePrefill(sample)).toEqual({
      projectType: "new-pool",
      poolSize: "custom",
      features: ["Hot Tub Integration", "Waterfall/Water Features", "LED Lighting", "Custom Decking"],
    });
    const stored = quoteDesignOf(sample, estimateDesign(sample, defaultPricing, designerText("en")), 3);
    expect(readQuoteDesign(JSON.stringify(stored))).toEqual(stored);
    expect(readQuoteDesign(JSON.parse(JSON.stringify(stored)))).toEqual(stored);
    expect(readQuoteDesign(JSON.stringify({ ...stored, schemaVersion: 2 }))).toBeNull();
    expect(readQuoteDesign("{not json")).toBeNull();
    expect(readQuoteDesign(null)).toBeNull();
  });
});
