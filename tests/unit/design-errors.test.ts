import { describe, expect, it } from "vitest";
import { designErrorMessage, designErrorText } from "#app/features/design/design-errors.ts";
import { designerText } from "#app/features/design/designer-text.ts";
import type { DesignError, DesignErrorCode } from "#app/features/design/model.ts";
import { parseDesignQuery } from "#app/features/design/query.ts";

/** One error of every code, with figures no catalog could hold by chance. */
const samples: { [C in DesignErrorCode]: DesignError & { code: C } } = {
  option: { code: "option" },
  number: { code: "number" },
  wholeFeet: { code: "wholeFeet" },
  halfFeet: { code: "halfFeet" },
  wholeNumber: { code: "wholeNumber" },
  tooLong: { code: "tooLong" },
  oversized: { code: "oversized" },
  widthOverLength: { code: "widthOverLength", nearest: 23 },
  deepShallower: { code: "deepShallower", nearest: 4.5 },
  cover: { code: "cover" },
  duplicateFeature: { code: "duplicateFeature" },
  lengthRange: { code: "lengthRange", shape: "l-shape", min: 21, max: 47 },
  widthRange: { code: "widthRange", shape: "kidney", min: 11, max: 27, nearest: 27 },
  shallowRange: { code: "shallowRange", min: 3, max: 4.5 },
  deepRange: { code: "deepRange", min: 3.5, max: 9, nearest: 9 },
  fireBowlsRange: { code: "fireBowlsRange", min: 0, max: 4, nearest: 4 },
  deckAreaRange: { code: "deckAreaRange", min: 250, max: 3000, nearest: 3000 },
};

const said = {
  en: {
    option: "Please choose one of the listed options.",
    number: "Please enter a number of feet, like 16.",
    wholeFeet: "Please enter whole feet.",
    halfFeet: "Please enter the depth in half feet, like 3.5.",
    wholeNumber: "Please enter a whole number.",
    tooLong: "This value is too long.",
    oversized: "This design link is too long. We kept what we could read; please check the options below.",
    widthOverLength: "The width cannot be more than the length: swap the two. The plan and price use 23 ft, the nearest allowed.",
    deepShallower: "The deep end cannot be shallower than the shallow end. The plan and price use 4.5 ft, the nearest allowed.",
    cover: "An automatic safety cover needs two straight, parallel sides: choose a rectangle, Roman or lap pool.",
    duplicateFeature: "Each water feature can be chosen once.",
    lengthRange: "The length of L-shaped pools must be between 21 and 47 ft.",
    widthRange: "The width of kidney pools must be between 11 and 27 ft. The plan and price use 27 ft, the nearest allowed.",
    shallowRange: "The shallow end must be between 3 and 4.5 ft deep.",
    deepRange: "The deep end must be between 3.5 and 9 ft deep. The plan and price use 9 ft, the nearest allowed.",
    fireBowlsRange: "Fire bowls must be between 0 and 4. The plan and price use 4, the nearest allowed.",
    deckAreaRange: "The deck area must be between 250 and 3000 sq ft. The plan and price use 3000 sq ft, the nearest allowed.",
  },
  es: {
    option: "Elija una de las opciones de la lista.",
    number: "Escriba un número de pies, por ejemplo 16.",
    wholeFeet: "Escriba pies enteros.",
    halfFeet: "Escriba la profundidad en medios pies, por ejemplo 3.5.",
    wholeNumber: "Escriba un número entero.",
    tooLong: "Este valor es demasiado largo.",
    oversized: "Este enlace de diseño es demasiado largo. Conservamos lo que pudimos leer; revise las opciones de abajo.",
    widthOverLength: "El ancho no puede ser mayor que el largo: intercámbielos. El plano y el precio usan 23 pies, el valor permitido más cercano.",
    deepShallower:
      "La parte honda no puede ser menos profunda que la parte baja. El plano y el precio usan 4.5 pies, el valor permitido más cercano.",
    cover: "Una cubierta de seguridad automática necesita dos lados rectos y paralelos: elija una alberca rectangular, romana o de nado.",
    duplicateFeature: "Cada fuente de agua se puede elegir una sola vez.",
    lengthRange: "El largo de una alberca en forma de L debe estar entre 21 y 47 pies.",
    widthRange: "El ancho de una alberca en forma de riñón debe estar entre 11 y 27 pies. El plano y el precio usan 27 pies, el valor permitido más cercano.",
    shallowRange: "La parte baja debe tener entre 3 y 4.5 pies de profundidad.",
    deepRange: "La parte honda debe tener entre 3.5 y 9 pies de profundidad. El plano y el precio usan 9 pies, el valor permitido más cercano.",
    fireBowlsRange: "Los tazones de fuego deben ser entre 0 y 4. El plano y el precio usan 4, el valor permitido más cercano.",
    deckAreaRange:
      "El área de la terraza debe estar entre 250 y 3000 pies cuadrados. El plano y el precio usan 3000 pies², el valor permitido más cercano.",
  },
} satisfies Record<"en" | "es", Record<DesignErrorCode, string>>;

describe("the designer's errors in each language", () => {
  for (const locale of ["en", "es"] as const) {
    it(`says every error code in ${locale}, with its figures`, () => {
      const text = designerText(locale);
      for (const error of Object.values(samples)) {
        expect(designErrorMessage(error, text), error.code).toBe(said[locale][error.code]);
      }
    });
  }

  it("says what a bad link got wrong, field by field, in the page's language", () => {
    const { errors } = parseDesignQuery(new URLSearchParams("shape=kidney&length=99&spa=hot"));
    expect(designErrorText(errors, designerText("en"))).toEqual({
      length: "The length of kidney pools must be between 20 and 45 ft. The plan and price use 45 ft, the nearest allowed.",
      spa: "Please choose one of the listed options.",
    });
    expect(designErrorText(errors, designerText("es"))).toEqual({
      length: "El largo de una alberca en forma de riñón debe estar entre 20 y 45 pies. El plano y el precio usan 45 pies, el valor permitido más cercano.",
      spa: "Elija una de las opciones de la lista.",
    });
  });
});
