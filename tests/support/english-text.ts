import type { Page } from "playwright-core";

/**
 * Words that mark a phrase as English on a Spanish page: function words no Spanish sentence
 * uses, and the site's own English interface words. A phrase with two of them, or a short one
 * (a button, a label) with one, is English. Names (the brand's "Pools & Spas", a street) are
 * taken out first.
 */
const ENGLISH_WORDS = new Set(
  (
    "the and your with our you for from this that we is are of to in on at by it be will can how what when who why an or not all more about here get " +
    "view reset save send request quote design price pool pools yard menu back next call free learn read see contact services warranty financing gallery estimate submit"
  ).split(" "),
);
const NAMES = [/Bayou Crest Pools (&|&amp;) Spas/g, /Bayou Crest Blvd/g];

/**
 * The phrases of a page shown in English: its text and its words for assistive technology and
 * machines that speak for it (`alt`, `aria-label`, `title`, `placeholder`), outside any element
 * marked `lang="en…"` (an English name or quote a Spanish page keeps on purpose).
 */
export async function englishPhrases(page: Page): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const found: string[] = [];
    const english = (element: Element | null) => element?.closest("[lang]")?.getAttribute("lang")?.startsWith("en") ?? false;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest("script, style, template") || english(parent)) continue;
      found.push(node.textContent ?? "");
    }
    for (const element of document.querySelectorAll("[alt], [aria-label], [title], [placeholder]")) {
      if (english(element)) continue;
      for (const name of ["alt", "aria-label", "title", "placeholder"]) found.push(element.getAttribute(name) ?? "");
    }
    found.push(document.title);
    return found;
  });
  const flagged: string[] = [];
  for (const text of texts) {
    const named = NAMES.reduce((rest, name) => rest.replace(name, " "), text);
    for (const phrase of named.split(/[.!?;:·|\n()"“”]+/)) {
      const words = phrase.toLowerCase().match(/[a-záéíóúñü']+/g) ?? [];
      const english = words.filter((word) => ENGLISH_WORDS.has(word)).length;
      if (english >= 2 || (english === 1 && words.length <= 3)) flagged.push(phrase.trim());
    }
  }
  return [...new Set(flagged)];
}
