import { describe, expect, it } from "vitest";
import { featureOptions, serviceTypeOptions, projectTypeOptions, contactMethodOptions } from "#app/features/lead-records/options.ts";
import { choiceLabel } from "#app/features/lead-records/choice-label.ts";
import { optionLabel, optionWords } from "#app/i18n/option-words.ts";

/**
 * The lead forms' choices have one home for their words, the catalogs (decision 048): the option
 * lists hold values only, and the e-mails and the inbox read the catalogs' words.
 */
describe("the lead forms' option words", () => {
  it("keys the quote form's features by the English words the form sends as values", () => {
    expect(Object.keys(optionWords("en").features)).toEqual([...featureOptions]);
    expect(Object.keys(optionWords("es").features)).toEqual([...featureOptions]);
    expect(optionWords("es").features["LED Lighting"]).toBe("Luces LED");
  });

  it("has words in both languages for every value of every list", () => {
    for (const locale of ["en", "es"] as const) {
      const words = optionWords(locale);
      for (const { value } of serviceTypeOptions) expect(words.serviceType[value]).toMatch(/\S/);
      for (const { value } of projectTypeOptions) expect(words.projectType[value]).toMatch(/\S/);
      for (const { value } of contactMethodOptions) expect(words.contactMethod[value]).toMatch(/\S/);
    }
  });

  it("names a stored choice for the team in the English form's words, and an unknown one as stored", () => {
    expect(choiceLabel.projectType("new-pool")).toBe("New Pool Installation");
    expect(choiceLabel.callbackTime("evening")).toBe("Evening (5PM-8PM)");
    expect(choiceLabel.contactMethod("callback")).toBe("Callback");
    expect(choiceLabel.serviceType("retired-value")).toBe("retired-value");
    expect(optionLabel(optionWords("en").poolSize, null)).toBeNull();
    expect(optionLabel(optionWords("en").poolSize, "toString")).toBe("toString");
  });
});
