import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { buildPageCopy, polishPageCopy } from "#server/page-copy.ts";

describe("page copies", () => {
  it("keeps a page whole, with brotli, gzip and an ETag, fast and polished", async () => {
    const html = `<!doctype html><p>${"pool ".repeat(2000)}</p>`;
    const fast = await buildPageCopy({ status: 200, contentType: "text/html", body: Buffer.from(html) });
    for (const copy of [fast, await polishPageCopy(fast)]) {
      expect(gunzipSync(copy.whole.gzip).toString()).toBe(html);
      expect(brotliDecompressSync(copy.whole.br).toString()).toBe(html);
      expect(copy.whole.etag).toMatch(/^"[\w-]{27}"$/);
    }
  });

  it("reuses the previous copy when the page came out the same", async () => {
    const page = { status: 200, contentType: "text/html", body: Buffer.from("<p>hello</p>") };
    const first = await buildPageCopy(page);
    expect(await buildPageCopy(page, first)).toBe(first);
  });
});
