import { describe, expect, it } from "vitest";
import { launchProjectDesigns, launchProjectYards } from "#app/content/project-designs.ts";
import { launchProjectLooks } from "#scripts/images/project-looks.ts";
import { estimateDesign } from "#app/features/design/estimate.ts";
import { measure } from "#app/features/design/geometry.ts";
import { defaultDesign } from "#app/features/design/model.ts";
import { defaultPricing } from "#app/features/design/pricing.ts";
import { parseDesignQuery } from "#app/features/design/query.ts";
import { typicalPriceRange } from "#app/features/design/typical-price.ts";
import { launchProjects } from "#app/features/portfolio/seed-projects.ts";
import { designerText } from "#app/features/design/designer-text.ts";

describe("the launch projects' designs", () => {
  it("every launch project has a sound design", () => {
    for (const project of launchProjects) {
      const query = launchProjectDesigns[project.id];
      expect(query, project.id).toBeDefined();
      expect(parseDesignQuery(new URLSearchParams(query)).errors, project.id).toEqual({});
      expect(project.design, project.id).not.toBeNull();
    }
  });

  it("holds within 12 % of the gallons each project's page states", () => {
    for (const project of launchProjects) {
      const stated = /~([\d,]+) gal/.exec(project.size)?.[1];
      if (!stated) continue; // "Custom Design": no figure to agree with
      const gallons = measure(project.design!).gallons;
      const target = Number(stated.replaceAll(",", ""));
      expect(Math.abs(gallons - target) / target, `${project.id}: ${Math.round(gallons)} gal for ${target}`).toBeLessThanOrEqual(0.12);
    }
  });

  it("gives every project its own yard in its renderings, open land where its words say so", () => {
    const yards = launchProjects.map((project) => {
      const look = launchProjectLooks[project.id];
      expect(look, project.id).toBeDefined();
      const words = [project.subtitle, project.description, ...project.features].join(" ");
      expect(Boolean(look!.land?.vanishingEdge), project.id).toBe(/vanishing edge|infinity/i.test(words));
      expect(Boolean(look!.land?.open), project.id).toBe(/open (land|country|Fort Bend)|an acre/i.test(words));
      if (/palms/i.test(words)) expect(look!.style.planting, project.id).toBe("tropical");
      return JSON.stringify({ ...look, pergola: Boolean(launchProjectYards[project.id]?.pergola) });
    });
    expect(new Set(yards).size).toBe(launchProjects.length);
  });

  it("draws a pergola in the yards of exactly the projects whose words name one", () => {
    for (const project of launchProjects) {
      const words = [project.subtitle, project.description, ...project.features].join(" ");
      expect(Boolean(launchProjectYards[project.id]?.pergola), project.id).toBe(/pergola/i.test(words));
    }
  });
});

describe("typicalPriceRange", () => {
  const sized = (length: number) => ({ ...defaultDesign, length, width: 16 });

  it("spans the middle half of the designs by price, in whole $5,000", () => {
    const designs = [20, 26, 32, 38, 44, 50].map(sized);
    const estimates = designs.map((design) => estimateDesign(design, defaultPricing, designerText("en")));
    const range = typicalPriceRange(designs, defaultPricing)!;
    // Six designs: the middle half is the 2nd to the 5th cheapest.
    expect(range.low).toBe(Math.floor(estimates[1]!.low / 5000) * 5000);
    expect(range.high).toBe(Math.ceil(estimates[4]!.high / 5000) * 5000);
    expect(range.low % 5000).toBe(0);
    expect(range.high % 5000).toBe(0);
  });

  it("follows the prices, and is null without designs", () => {
    const designs = [sized(32)];
    const dearer = { ...defaultPricing, prices: Object.fromEntries(Object.entries(defaultPricing.prices).map(([k, r]) => [k, { low: r.low * 2, high: r.high * 2 }])) };
    expect(typicalPriceRange(designs, dearer)!.low).toBeGreaterThan(typicalPriceRange(designs, defaultPricing)!.low);
    expect(typicalPriceRange([], defaultPricing)).toBeNull();
  });
});
