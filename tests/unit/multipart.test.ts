import { describe, expect, it } from "vitest";
import { MultipartError, openMultipart } from "#app/modules/media/multipart.server.ts";

const LIMITS = { maxFileBytes: 1024, maxRequestBytes: 8 * 1024, maxFiles: 2 };
const BOUNDARY = "----bayouBoundary42";

function body(parts: string[], terminated = true): Buffer {
  const text = parts.map((part) => `--${BOUNDARY}\r\n${part}\r\n`).join("") + (terminated ? `--${BOUNDARY}--\r\n` : "");
  return Buffer.from(text, "latin1");
}

const field = (name: string, value: string) => `Content-Disposition: form-data; name="${name}"\r\n\r\n${value}`;
const file = (name: string, filename: string, content: string) =>
  `Content-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: image/jpeg\r\n\r\n${content}`;

/** A request whose body arrives in chunks of `size` bytes, as a slow network would deliver it. */
function chunked(bytes: Buffer, size: number): Request {
  let offset = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (offset >= bytes.length) return controller.close();
      controller.enqueue(new Uint8Array(bytes.subarray(offset, offset + size)));
      offset += size;
    },
  });
  return new Request("http://127.0.0.1/portfolio-management", {
    method: "POST",
    headers: { "Content-Type": `multipart/form-data; boundary=${BOUNDARY}` },
    body: stream,
    duplex: "half",
  } as RequestInit);
}

async function refusal(promise: Promise<unknown>): Promise<MultipartError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(MultipartError);
  return error as MultipartError;
}

describe("multipart reader", () => {
  const sample = body([field("csrf", "token-1"), field("title", "Lap pool\r\nwith spa"), file("images", "a.jpg", "\r\n--not-a-boundary\r\nJPEG")]);

  it("reads the same fields and files whatever the chunk size, boundaries split anywhere", async () => {
    for (const size of [1, 2, 3, 5, 7, 13, 31, 64, sample.length]) {
      const reader = openMultipart(chunked(sample, size), LIMITS);
      expect(await reader.firstField(), `chunk ${size}`).toEqual({ name: "csrf", value: "token-1" });
      const { fields, files } = await reader.rest();
      expect(fields.get("title"), `chunk ${size}`).toBe("Lap pool\r\nwith spa");
      expect(files.map((f) => [f.field, f.filename, f.bytes.toString("latin1")]), `chunk ${size}`).toEqual([
        ["images", "a.jpg", "\r\n--not-a-boundary\r\nJPEG"],
      ]);
    }
  });

  it("refuses a body without its closing boundary as incomplete", async () => {
    const truncated = body([field("csrf", "token-1"), file("images", "a.jpg", "JPEG")], false);
    const reader = openMultipart(chunked(truncated, 16), LIMITS);
    await reader.firstField();
    const error = await refusal(reader.rest());
    expect(error.status).toBe(400);
    expect(error.message).toMatch(/did not arrive completely/);
  });

  it("refuses part headers that never end, after a bounded number of bytes", async () => {
    const endless = Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="x"\r\nX-Pad: ${"a".repeat(40 * 1024)}`, "latin1");
    const error = await refusal(openMultipart(chunked(endless, 1024), { ...LIMITS, maxRequestBytes: 1024 * 1024 }).rest());
    expect(error.status).toBe(400);
  });

  it("stops at the first file over its limit and at a request over its limit", async () => {
    const big = body([field("csrf", "t"), file("images", "big.jpg", "x".repeat(2048))]);
    const fileError = await refusal(openMultipart(chunked(big, 100), LIMITS).rest());
    expect(fileError.status).toBe(413);
    expect(fileError.message).toMatch(/^big\.jpg is larger than/);
    const many = body(Array.from({ length: 12 }, (_, i) => file("images", `p${i}.jpg`, "y".repeat(1000))));
    expect((await refusal(openMultipart(chunked(many, 500), LIMITS).rest())).status).toBe(413);
  });

  it("refuses a wrong content type and a missing boundary before reading", () => {
    const plain = new Request("http://127.0.0.1/", { method: "POST", headers: { "Content-Type": "text/plain" }, body: "x" });
    expect(() => openMultipart(plain, LIMITS)).toThrow(MultipartError);
    const noBoundary = new Request("http://127.0.0.1/", { method: "POST", headers: { "Content-Type": "multipart/form-data" }, body: "x" });
    expect(() => openMultipart(noBoundary, LIMITS)).toThrow(/no boundary/);
  });
});
