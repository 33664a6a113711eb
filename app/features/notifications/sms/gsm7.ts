/**
 * The GSM 03.38 alphabet an SMS is written in. A message in it takes 160 characters a segment
 * (153 each when split); one character outside it sends the whole message as UCS-2, 70 a
 * segment (67 split), so "16 × 32" or "$85k–115k" doubled the cost of a lead's text (issue 37).
 */
const BASIC =
  // cspell:disable-next-line -- the alphabet itself, not words
  "@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !\"#¤%&'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà";
/** The extension table: each of these takes two characters (an escape and itself). */
const EXTENSION = "^{}\\[~]|€\f";

/** One segment's room in GSM-7 septets. */
export const SMS_SEGMENT_LENGTH = 160;

const basic = new Set(BASIC);
const extension = new Set(EXTENSION);

/** Plain stand-ins for the typographic characters the site's copy uses. */
const PLAIN: Record<string, string> = {
  "×": "x",
  "–": "-",
  "—": "-",
  "−": "-",
  "·": "-",
  "•": "-",
  "‘": "'",
  "’": "'",
  "“": '"',
  "”": '"',
  "…": "...",
  "\u00a0": " ",
  "\u202f": " ",
  "\t": " ",
};

/** The text in GSM-7: typographic marks made plain, other letters without their accent, "?" for the rest. */
export function toGsm7(text: string): string {
  let plain = "";
  for (const character of text) {
    if (basic.has(character) || extension.has(character)) plain += character;
    else if (PLAIN[character] !== undefined) plain += PLAIN[character];
    else {
      const bare = character.normalize("NFD").replace(/\p{Mn}/gu, "");
      plain += [...bare].every((part) => basic.has(part)) ? bare : "?";
    }
  }
  return plain;
}

/** Whether every character of the text is in the GSM-7 alphabet (basic or extension). */
export function isGsm7(text: string): boolean {
  return [...text].every((character) => basic.has(character) || extension.has(character));
}

/** The text's length in GSM-7 septets (an extension character counts two). */
export function gsm7Length(text: string): number {
  return [...text].reduce((length, character) => length + (extension.has(character) ? 2 : 1), 0);
}

/** How many SMS segments the text takes: GSM-7 160 / 153, otherwise UCS-2 70 / 67 (UTF-16 units). */
export function smsSegments(text: string): number {
  const [length, single, split] = isGsm7(text) ? [gsm7Length(text), 160, 153] : [text.length, 70, 67];
  return length <= single ? 1 : Math.ceil(length / split);
}
