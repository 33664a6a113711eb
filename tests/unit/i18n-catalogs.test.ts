import { describe, expect, it } from "vitest";
import { emergencyService, phoneAvailability, replyPromise } from "#app/config/claims.ts";
import { businessWords } from "#app/i18n/business-words.ts";
import { getT } from "#app/i18n/i18n.ts";
import { LOCALES } from "#app/i18n/locale.ts";
import { namespaces, resources } from "#app/i18n/resources.ts";

/** Every key path of a catalog with its string, e.g. ["nav.home", "Home"]. */
function leaves(tree: object, prefix = ""): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]: [string, unknown]) =>
    typeof value === "string" ? [[`${prefix}${key}`, value] as [string, string]] : leaves(value as object, `${prefix}${key}.`),
  );
}

/**
 * Spanish values that are rightly the English ones: names, the brand, codes, numbers. A key here
 * says "the same in both languages on purpose"; anything else equal is an untranslated string.
 */
const SAME_IN_BOTH = new Set([
  "common:serviceAreas.pearland",
  "common:serviceAreas.alvin",
  "common:serviceAreas.friendswood",
  "common:serviceAreas.houston",
  // The designer: "spa", "aqua" and "rectangular" are Houston Spanish too.
  "designer:options.lighting.aqua",
  "designer:form.spa",
  "designer:plan.spa",
  "designer:estimate.lines.spa",
  "designer:description.shape.rectangle",
]);

/** Spanish strings equal to their English ones and not allowed to be: words left untranslated. */
function untranslated(namespace: string, english: object, spanish: object): string[] {
  const englishByKey = new Map(leaves(english));
  return leaves(spanish)
    .filter(([key, value]) => value === englishByKey.get(key) && !SAME_IN_BOTH.has(`${namespace}:${key}`))
    // Placeholders, numbers and symbols alone are not words of either language.
    .filter(([, value]) => /\p{L}{2,}/u.test(value.replace(/\{\{\w+\}\}/g, "")))
    .map(([key]) => key);
}

describe("message catalogs (decision 032)", () => {
  it("the check finds an English sentence left in a Spanish catalog, and lets names and figures pass", () => {
    const english = { title: "Free Quote", nested: { price: "$25,000", count: "{{count}}", city: "Houston" } };
    const spanish = { title: "Free Quote", nested: { price: "$25,000", count: "{{count}}", city: "Houston" } };
    expect(untranslated("sample", english, spanish)).toEqual(["title", "nested.city"]);
    expect(untranslated("common", { serviceAreas: { houston: "Houston" } }, { serviceAreas: { houston: "Houston" } })).toEqual([]);
  });

  for (const namespace of namespaces) {
    it(`${namespace}: every key exists in both languages, and none is empty`, () => {
      const keys = LOCALES.map((locale) => leaves(resources[locale][namespace]).map(([key]) => key).sort());
      expect(keys[1]).toEqual(keys[0]);
      for (const locale of LOCALES) {
        const empty = leaves(resources[locale][namespace]).filter(([, value]) => value.trim() === "");
        expect(empty, `${locale}:${namespace}`).toEqual([]);
      }
    });

    it(`${namespace}: no Spanish string is left in English`, () => {
      expect(untranslated(namespace, resources.en[namespace], resources.es[namespace])).toEqual([]);
    });
  }

  it("the same placeholders in both languages", () => {
    const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();
    for (const namespace of namespaces) {
      const english = new Map(leaves(resources.en[namespace]));
      for (const [key, value] of leaves(resources.es[namespace])) {
        expect(placeholders(value), `${namespace}:${key}`).toEqual(placeholders(english.get(key) ?? ""));
      }
    }
  });

  it("the English claims' templates say what config/claims.ts says", () => {
    const t = getT("en", "common");
    const words = businessWords("en");
    expect(words).toMatchObject({ replyPromise, phoneAvailability, emergencyService });
    expect(t("replyPromise", { hours: 2 })).toBe(replyPromise);
    expect(t("emergencyService", { availability: "24/7" })).toBe(emergencyService);
    expect(t("phoneAvailability", { days: t("officeDays", { first: "Monday", last: "Saturday" }), availability: "24/7" })).toBe(
      phoneAvailability,
    );
  });

  it("Spanish business words come from the same figures, written for es-US", () => {
    const words = businessWords("es");
    expect(words.replyPromise).toBe("en menos de 2 horas en horario de oficina");
    expect(words.phoneAvailability).toBe("Oficina de lunes a sábado; línea de emergencias 24/7 para nuestros clientes");
    expect(words.hoursLines).toEqual([
      { days: "Lunes a viernes", hours: "8:00 a.m.-6:00 p.m." },
      { days: "Sábado", hours: "9:00 a.m.-4:00 p.m." },
      { days: "Domingo", hours: "Cerrado" },
    ]);
  });
});
