import { inflateSync } from "node:zlib";

/**
 * Just enough of PDF to check what Chromium printed: the pages, and the text each font's
 * ToUnicode map gives its glyphs (Chromium writes Type0 fonts with hex glyph strings, its
 * streams deflated). Not a general PDF reader: no xref streams, no encryption, no literal strings.
 */
interface PdfObject {
  dict: string;
  stream?: Buffer;
}

function objects(pdf: Buffer): Map<number, PdfObject> {
  const text = pdf.toString("latin1");
  const found = new Map<number, PdfObject>();
  for (const match of text.matchAll(/(\d+) 0 obj\s*([\s\S]*?)endobj/g)) {
    const body = match[2]!;
    const start = body.search(/stream\r?\n/);
    if (start < 0) {
      found.set(Number(match[1]), { dict: body });
      continue;
    }
    const dict = body.slice(0, start);
    const from = start + (body[start + 6] === "\r" ? 8 : 7);
    const length = /\/Length (\d+)(?! \d+ R)/.exec(dict);
    const raw = Buffer.from(length ? body.slice(from, from + Number(length[1])) : body.slice(from, body.lastIndexOf("endstream")), "latin1");
    found.set(Number(match[1]), { dict, stream: dict.includes("/FlateDecode") ? inflateSync(raw) : raw });
  }
  return found;
}

/** Glyph code (hex) → text, from a ToUnicode CMap. */
function unicodeMap(cmap: string): { bytes: number; map: Map<string, string> } {
  const map = new Map<string, string>();
  const utf16 = (hex: string) => String.fromCharCode(...(hex.match(/.{4}/g) ?? []).map((unit) => parseInt(unit, 16)));
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const pair of block[1]!.matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g)) map.set(pair[1]!.toUpperCase(), utf16(pair[2]!));
  }
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const range of block[1]!.matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g)) {
      const width = range[1]!.length;
      const first = parseInt(range[1]!, 16);
      const target = parseInt(range[3]!, 16);
      for (let code = first; code <= parseInt(range[2]!, 16); code += 1) map.set(code.toString(16).toUpperCase().padStart(width, "0"), String.fromCharCode(target + code - first));
    }
  }
  const space = /<([0-9A-Fa-f]+)>\s*<[0-9A-Fa-f]+>\s*endcodespacerange/.exec(cmap);
  return { bytes: space ? space[1]!.length / 2 : 2, map };
}

/** The number of pages, and the text shown on them in the order it is drawn (no layout). */
export function readPdf(pdf: Buffer): { pages: number; text: string } {
  const all = objects(pdf);
  const fonts = new Map<number, ReturnType<typeof unicodeMap>>();
  for (const [id, object] of all) {
    const toUnicode = /\/ToUnicode (\d+) 0 R/.exec(object.dict);
    const cmap = toUnicode ? all.get(Number(toUnicode[1]))?.stream : undefined;
    if (cmap) fonts.set(id, unicodeMap(cmap.toString("latin1")));
  }
  let pages = 0;
  let text = "";
  for (const object of all.values()) {
    if (!/\/Type\s*\/Page(?![s\w])/.test(object.dict)) continue;
    pages += 1;
    const resources = new Map<string, number>();
    const fontDict = /\/Font\s*<<([\s\S]*?)>>/.exec(object.dict)?.[1] ?? "";
    for (const entry of fontDict.matchAll(/\/(\S+?)\s+(\d+) 0 R/g)) resources.set(entry[1]!, Number(entry[2]));
    const contents = [...(/\/Contents\s*(\[[^\]]*\]|\d+ 0 R)/.exec(object.dict)?.[1] ?? "").matchAll(/(\d+) 0 R/g)].map((ref) => Number(ref[1]));
    for (const id of contents) {
      const stream = all.get(id)?.stream?.toString("latin1") ?? "";
      let font: ReturnType<typeof unicodeMap> | undefined;
      for (const token of stream.matchAll(/\/(\S+)\s+[\d.]+\s+Tf|<([0-9A-Fa-f\s]*)>|(\bT\*|\bTd\b|\bTD\b|\bET\b)/g)) {
        if (token[1] !== undefined) font = fonts.get(resources.get(token[1]) ?? -1);
        else if (token[2] !== undefined && font) {
          const hex = token[2].replace(/\s/g, "").toUpperCase();
          for (let i = 0; i < hex.length; i += font.bytes * 2) text += font.map.get(hex.slice(i, i + font.bytes * 2)) ?? "";
        } else if (token[3] !== undefined) text += " ";
      }
    }
  }
  return { pages, text: text.replace(/\s+/g, " ") };
}
