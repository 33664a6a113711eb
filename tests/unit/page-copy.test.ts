import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { buildPageCopy, polishPageCopy, withToken } from "#server/page-copy.ts";

const MARK = "form-token-placeholder-test";

describe("page copies with a per-response token", () => {
  for (const [name, html] of [
    ["one form", `<!doctype html><p>${"pool ".repeat(2000)}</p><input name="form-token" value="${MARK}"><p>end</p>`],
    ["two forms, at both ends", `${MARK}<main>${"spa ".repeat(5000)}</main><input value="${MARK}">${MARK}`],
  ] as const) {
    it(`assembles valid gzip around fresh tokens (${name}), fast and polished`, async () => {
      const fast = await buildPageCopy({ status: 200, contentType: "text/html", body: Buffer.from(html) }, MARK);
      for (const copy of [fast, await polishPageCopy(fast)]) {
        expect(copy.whole).toBeUndefined();
        for (const token of ["abc.1.signature", "x".repeat(300)]) {
          const expected = html.split(MARK).join(token);
          expect(gunzipSync(withToken(copy.tokenParts!, token, "gzip")).toString()).toBe(expected);
          expect(withToken(copy.tokenParts!, token, null).toString()).toBe(expected);
        }
      }
    });
  }

  it("keeps a page without the placeholder whole, with brotli, gzip and an ETag", async () => {
    const copy = await buildPageCopy({ status: 200, contentType: "text/html", body: Buffer.from("<p>hello</p>") }, MARK);
    expect(copy.tokenParts).toBeUndefined();
    expect(gunzipSync(copy.whole!.gzip).toString()).toBe("<p>hello</p>");
    expect(copy.whole!.etag).toMatch(/^"[\w-]{27}"$/);
  });
});
