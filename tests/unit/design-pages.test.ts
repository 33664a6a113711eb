import { gunzipSync } from "node:zlib";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { defaultDesign, type Design } from "#app/features/design/model.ts";
import { createDesignPages } from "#server/design-pages.ts";
import { storedPart } from "#server/gzip-join.ts";

const logger = pino({ level: "silent" });
const section = (design: Design, query: string) => `<section data-query="${query}">${design.length} ft ${"wave ".repeat(400)}</section>`;
/**
 * The head names the design twice (as a page's share image and URL do), and the language switch
 * in the header and the footer links to it in the other language (the bare page to the bare twin).
 */
const page = (middle: string, price = "$1", named = "length=32", switched = `?${named}`) =>
  Buffer.from(
    `<!doctype html><head><meta content="/card?${named}">${"style ".repeat(3000)}${price}<meta content="/design?${named}"></head><a href="/es/x${switched}" lang="es">${middle}<footer>${"end ".repeat(500)}<a href="/es/x${switched}" lang="es"></footer>`,
  );
const named = (design: Design) => `length=${design.length}`;
/** The section in parts, as section-parts.ts gives it: here two stored pieces. */
const inParts = (design: Design, query: string) => {
  const html = Buffer.from(section(design, query));
  return [storedPart(html.subarray(0, 20)), storedPart(html.subarray(20))];
};
const design = (length: number): Design => ({ ...defaultDesign, length });

function pages({ version = () => 1 as number | undefined, maxBytes = 1 << 20, price = "$1", renders = { count: 0 } } = {}) {
  return createDesignPages({
    version,
    renderTemplate: async () => {
      renders.count++;
      return {
        page: page(section(defaultDesign, "q"), price),
        design: defaultDesign,
        query: "q",
        section: section(defaultDesign, "q"),
        render: inParts,
        headQuery: named(defaultDesign),
        switchPrefix: '<a href="/es/x?',
        writeHeadQuery: named,
        contentType: "text/html; charset=utf-8",
      };
    },
    maxBytes,
    logger,
  });
}

describe("designer pages joined into a template", () => {
  it("answers a design as the whole page would read, in valid gzip", async () => {
    const designs = pages();
    const first = await designs.get("length=40", design(40));
    // The section and every mention of the design in the head are the design's own.
    expect(gunzipSync(Buffer.concat(first!.gzip)).toString()).toBe(page(section(design(40), "length=40"), "$1", "length=40").toString());
    expect(first!.gzipLength).toBe(Buffer.concat(first!.gzip).byteLength);
    expect(first!.etag).toMatch(/^W\/"[\w-]{27}"$/);
    // Asked for a second time, it is kept: the same answer again, without rendering.
    const answer = await designs.get("length=40", design(40));
    expect(gunzipSync(Buffer.concat(answer!.gzip)).toString()).toBe(gunzipSync(Buffer.concat(first!.gzip)).toString());
    expect(answer!.etag).toBe(first!.etag);
    expect(await designs.get("length=40", design(40))).toBe(answer);
    expect((await designs.get("length=41", design(41)))!.etag).not.toBe(answer!.etag);
  });

  it("the bare page's language switch leads to the bare twin; a design's, to the same design", async () => {
    const designs = pages();
    for (const round of [1, 2]) {
      const bare = await designs.get("", defaultDesign);
      expect(gunzipSync(Buffer.concat(bare!.gzip)).toString(), `round ${round}`).toBe(page(section(defaultDesign, ""), "$1", "length=32", "").toString());
      const kept = await designs.get("length=40", design(40));
      expect(gunzipSync(Buffer.concat(kept!.gzip)).toString(), `round ${round}`).toBe(page(section(design(40), "length=40"), "$1", "length=40").toString());
    }
  });

  it("keeps no more than its bytes, dropping the least recently used first", async () => {
    const designs = pages({ maxBytes: 8_000 });
    const twice = async (length: number) => {
      await designs.get(`length=${length}`, design(length));
      return designs.get(`length=${length}`, design(length));
    };
    const first = await twice(30);
    const size = designs.size().bytes;
    expect(size).toBeGreaterThan(0);
    for (let length = 31; length < 50; length++) await twice(length);
    expect(designs.size().bytes).toBeLessThanOrEqual(8_000);
    expect(designs.size().entries).toBe(Math.floor(8_000 / size));
    expect(await designs.get("length=30", design(30))).not.toBe(first);
  });

  it("keeps nothing for designs asked for once, and of a kept design only its own bytes", async () => {
    const designs = pages();
    for (let length = 20; length <= 50; length++) await designs.get(`length=${length}`, design(length));
    expect(designs.size()).toEqual({ entries: 0, bytes: 0 });
    await designs.get("length=40", design(40));
    const kept = await designs.get("length=40", design(40));
    expect(designs.size().entries).toBe(1);
    // The template's parts are the same buffers in every design's answer; a design's own (its
    // section, its query in the head, its query in the language switches, the trailer) are views into one allocation of their size,
    // not into zlib's far larger output buffer.
    const other = (await designs.get("length=41", design(41)))!;
    const own = new Set(kept!.gzip.filter((part) => !other.gzip.includes(part)));
    expect(own.size).toBe(4);
    const [allocation] = new Set([...own].map((part) => part.buffer));
    expect(new Set([...own].map((part) => part.buffer)).size).toBe(1);
    expect(allocation!.byteLength).toBe([...own].reduce((sum, part) => sum + part.byteLength, 0));
  });

  it("drops every kept design and renders the template again when the public data version moves", async () => {
    let version = 1;
    const renders = { count: 0 };
    const designs = pages({ version: () => version, renders });
    await designs.get("length=40", design(40));
    const before = await designs.get("length=40", design(40));
    expect(await designs.get("length=40", design(40))).toBe(before);
    version = 2;
    const after = await designs.get("length=40", design(40));
    expect(after).not.toBe(before);
    expect(renders.count).toBe(2);
    expect(designs.size().entries).toBe(1);
  });

  /** Design pages over a template that differs from the usual one by `changes`. */
  const pagesWith = (changes: { page?: Buffer; section?: string; render?: typeof inParts }) =>
    createDesignPages({
      version: () => 1,
      renderTemplate: async () => ({
        page: page(section(defaultDesign, "q")),
        design: defaultDesign,
        query: "q",
        section: section(defaultDesign, "q"),
        render: inParts,
        headQuery: named(defaultDesign),
        switchPrefix: '<a href="/es/x?',
        writeHeadQuery: named,
        contentType: "text/html",
        ...changes,
      }),
      maxBytes: 1 << 20,
      logger,
    });

  it("answers null (render whole) when the section rendered alone is not in the page", async () => {
    const designs = pagesWith({ page: page("<section>other</section>"), section: "<section>mine</section>" });
    expect(await designs.get("length=40", design(40))).toBeNull();
  });

  it("answers null (render whole) when the section in parts does not read as the section rendered alone", async () => {
    const designs = pagesWith({ render: (design: Design, query: string) => inParts(design, `${query}!`) });
    expect(await designs.get("length=40", design(40))).toBeNull();
    // The same template with parts that read right is joined.
    expect(await pagesWith({}).get("length=40", design(40))).not.toBeNull();
  });
});
