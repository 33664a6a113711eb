import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { describeYard, designFacts } from "#app/features/design/description.ts";
import { estimateDesign } from "#app/features/design/estimate.ts";
import { defaultDesign, designSchema, type Design } from "#app/features/design/model.ts";
import { defaultPricing } from "#app/features/design/pricing.ts";
import { designQuery, designQueryKeys, parseDesignQuery } from "#app/features/design/query.ts";
import { quoteDesignOf, readQuoteDesign } from "#app/features/design/quote-design.ts";
import { designerText } from "#app/features/design/designer-text.ts";
import { designFromForm, readStoredDesign } from "#app/features/portfolio/project-design.ts";
import { defaultYardStyle, fenceOptions, houseColorOptions, houseStyleOptions, plantingOptions, type YardStyle } from "#app/features/design/yard-style.ts";

/**
 * "Your yard" (issue 40, point 6): the house, its colour, the fence and the planting the 3-D view
 * draws are part of the design, kept in its URL and carried to the quote, and price nothing.
 */

const parse = (query: string) => parseDesignQuery(new URLSearchParams(query));
const everyYard: YardStyle[] = houseStyleOptions.flatMap(({ value: house }) =>
  houseColorOptions.flatMap(({ value: houseColor }) =>
    fenceOptions.flatMap(({ value: fence }) => plantingOptions.map(({ value: planting }) => ({ house, houseColor, fence, planting }))),
  ),
);

describe("the yard in the design's URL", () => {
  it("reads every yard choice from the query and writes it back", () => {
    for (const yard of everyYard) {
      const design: Design = { ...defaultDesign, shape: "kidney", length: 36, width: 18, yard };
      const parsed = parse(designQuery(design));
      expect(parsed.errors).toEqual({});
      expect(parsed.design).toEqual(design);
    }
    expect(parse("shape=rectangle&house=brick&houseColor=gray&fence=iron&planting=tropical").design.yard).toEqual({
      house: "brick",
      houseColor: "gray",
      fence: "iron",
      planting: "tropical",
    });
  });

  it("keeps older links as they were: no yard keys means the default yard, and the default yard writes none", () => {
    const old = "shape=rectangle&length=32&width=16&shallow=3.5&deep=6&shelf=none&spa=none&lighting=white&fireBowls=0&finish=white-plaster&coping=concrete&deck=broom-concrete&deckArea=600";
    expect(parse(old).design).toEqual(defaultDesign);
    expect(designQuery(defaultDesign)).toBe(old);
    expect(designQuery({ ...defaultDesign, yard: { ...defaultYardStyle, fence: "masonry" } })).toBe(`${old}&fence=masonry`);
  });

  it("refuses an unknown yard choice with an error and draws the default in its place, keeping the rest", () => {
    const parsed = parse("shape=lap&length=60&width=10&house=castle&fence=iron");
    expect(parsed.errors.house).toEqual({ code: "option" });
    expect(parsed.submitted.house).toBe("castle");
    expect(parsed.design.yard).toEqual({ ...defaultYardStyle, fence: "iron" });
    expect(parsed.design.shape).toBe("lap");
  });

  it("lets the quote form and the project editor carry the yard keys", () => {
    expect(designQueryKeys).toEqual(expect.arrayContaining(["house", "houseColor", "fence", "planting"]));
    const query = designQuery({ ...defaultDesign, yard: { house: "siding", houseColor: "tan", fence: "wood", planting: "minimal" } });
    expect(designFromForm(new URLSearchParams(query))?.yard.house).toBe("siding");
    expect(readStoredDesign(query)?.yard.planting).toBe("minimal");
  });
});

describe("the yard prices nothing", () => {
  it("gives every yard the same estimate, line for line", () => {
    const text = designerText("en");
    const pool: Design = { ...defaultDesign, shape: "freeform", length: 40, width: 20, spa: "raised", features: ["rock-waterfall"], fireBowls: 2, deck: "travertine", deckArea: 1200 };
    const reference = estimateDesign(pool, defaultPricing, text);
    for (const yard of everyYard) expect(estimateDesign({ ...pool, yard }, defaultPricing, text)).toEqual(reference);
  });
});

describe("stored designs", () => {
  it("reads a quote request stored before the yard existed with the default yard, and one with a yard as stored", () => {
    const text = designerText("en");
    const estimate = estimateDesign(defaultDesign, defaultPricing, text);
    const { yard: _yard, ...before } = defaultDesign;
    const oldRow = JSON.stringify({ ...quoteDesignOf(defaultDesign, estimate, 1), design: before });
    expect(readQuoteDesign(oldRow)?.design.yard).toEqual(defaultYardStyle);
    const yard: YardStyle = { house: "brick", houseColor: "white", fence: "iron", planting: "tropical" };
    expect(readQuoteDesign(JSON.stringify(quoteDesignOf({ ...defaultDesign, yard }, estimate, 1)))?.design.yard).toEqual(yard);
    expect(designSchema.safeParse({ ...defaultDesign, yard: { ...yard, fence: "chain-link" } }).success).toBe(false);
  });
});

describe("the yard in words", () => {
  const yard: YardStyle = { house: "brick", houseColor: "white", fence: "iron", planting: "tropical" };
  it("says the yard in a sentence for the quote's e-mail, in both languages", () => {
    expect(describeYard(yard, designerText("en"))).toBe("Drawn in a yard with a white brick house, a wrought-iron fence and tropical planting (not priced).");
    expect(describeYard(defaultYardStyle, designerText("en"))).toBe("Drawn in a yard with a cream stucco house, a wood privacy fence and native planting (not priced).");
    expect(describeYard(yard, designerText("es"))).toBe("Dibujada en un patio con una casa de ladrillo blanca, una cerca de hierro forjado y plantas tropicales (sin costo).");
  });

  it("lists the house, fence and planting among the owner's facts of a lead's design", () => {
    const facts = designFacts({ ...defaultDesign, yard }, designerText("en"));
    expect(facts).toEqual(
      expect.arrayContaining([
        { label: "House (not priced)", value: "White brick" },
        { label: "Fence (not priced)", value: "Wrought iron" },
        { label: "Planting (not priced)", value: "Tropical: palms and big leaves" },
      ]),
    );
  });
});

describe("the 3-D view's modules", () => {
  it("import one another without a cycle (build-pool → yard → pergola → yard, yard → build-pool were cycles)", () => {
    const root = path.resolve("app/features/design");
    const files = [...readdirSync(path.join(root, "three")).map((file) => `three/${file}`), ...readdirSync(root).filter((file) => file.endsWith(".ts"))].filter((file) => /\.tsx?$/.test(file));
    const imports = new Map<string, string[]>();
    for (const file of files) {
      const source = readFileSync(path.join(root, file), "utf8");
      imports.set(
        file,
        [...source.matchAll(/from "#app\/features\/design\/([^"]+)"/g)].map((match) => match[1]!).filter((target) => files.includes(target)),
      );
    }
    const cycles: string[] = [];
    const visit = (file: string, trail: string[]) => {
      if (trail.includes(file)) {
        cycles.push([...trail.slice(trail.indexOf(file)), file].join(" → "));
        return;
      }
      for (const next of imports.get(file) ?? []) visit(next, [...trail, file]);
    };
    for (const file of files.filter((f) => f.startsWith("three/"))) visit(file, []);
    expect(cycles).toEqual([]);
  });
});
