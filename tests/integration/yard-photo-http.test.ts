import { randomBytes } from "node:crypto";
import { once } from "node:events";
import { connect } from "node:net";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDb } from "#app/db/client.server.ts";
import { freePort, startServer, type RunningServer } from "#tests/support/server.ts";
import { formTokens, testServerEnv } from "#tests/integration/leads-helpers.ts";

/**
 * POST /yard-photo (issue 41; decision 046) behind the lead forms' protections: a form token of
 * our own as the first field, the per-client limit (an IPv6 client by its /64), the body's size
 * limit, refused before the photos are read; and what it takes: photos and a painted mask
 * checked by their content.
 */
const LIMIT = 3;
let server: RunningServer;

beforeAll(async () => {
  await freePort();
  server = await startServer({ env: { ...testServerEnv, RATE_LIMIT_MAX: String(LIMIT), TRUST_PROXY: "1" } });
}, 90_000);
afterAll(async () => {
  await server?.stop();
});

const W = 800;
const H = 600;
const placement = JSON.stringify({ width: W, height: H, corners: [{ x: 100, y: 400 }, { x: 700, y: 400 }, { x: 600, y: 250 }, { x: 200, y: 250 }], sideA: 20, pool: { x: 10, z: 5, angle: 0 }, time: "day" });
const jpeg = (colour: string) => sharp({ create: { width: W, height: H, channels: 3, background: colour } }).jpeg().toBuffer();
/** A painted mask as the brush leaves it: transparent, with one white patch. */
const mask = () =>
  sharp({ create: { width: W, height: H, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
    .composite([{ input: { create: { width: 120, height: 200, channels: 4, background: { r: 255, g: 255, b: 255, alpha: 1 } } }, left: 340, top: 200 }])
    .png()
    .toBuffer();

let address = 0;
/** A client of its own for each request, unless the test is about one client. */
const nextAddress = () => `198.51.100.${++address}`;

async function upload(parts: { token?: string; photo?: Buffer; picture?: Buffer; mask?: Buffer; maskType?: string }, from = nextAddress()) {
  const body = new FormData();
  if (parts.token !== undefined) body.set("form-token", parts.token);
  body.set("placement", placement);
  if (parts.photo) body.set("photo", new Blob([new Uint8Array(parts.photo)], { type: "image/jpeg" }), "yard.jpg");
  if (parts.picture) body.set("picture", new Blob([new Uint8Array(parts.picture)], { type: "image/jpeg" }), "yard-with-pool.jpg");
  if (parts.mask) body.set("mask", new Blob([new Uint8Array(parts.mask)], { type: parts.maskType ?? "image/png" }), "in-front.png");
  const response = await fetch(`${server.url}/yard-photo`, { method: "POST", body, headers: { Accept: "application/json", "X-Forwarded-For": from } });
  return { status: response.status, retryAfter: response.headers.get("Retry-After"), answer: (await response.json()) as { id?: string; message?: string } };
}

async function rows() {
  const handle = openDb({ dataDir: server.dataDir });
  try {
    return await handle.db.selectFrom("yard_photos").select(["id", "mask", "width"]).execute();
  } finally {
    await handle.close();
  }
}

/**
 * A multipart upload written to the socket as a client would stream it (chunked, no declared
 * length), its file `fileBytes` long, stopping as soon as the server answers: the status, and
 * how many bytes the server let in before it did.
 */
async function streamedUpload(token: string, fileBytes: number): Promise<{ status: number; sent: number }> {
  const { hostname, port } = new URL(server.url);
  const socket = connect(Number(port), hostname);
  await once(socket, "connect");
  let answer = "";
  const answered = new Promise<void>((resolve) => {
    socket.on("data", (data: Buffer) => {
      answer += data.toString("latin1");
      if (answer.includes("\r\n\r\n")) resolve();
    });
    socket.on("close", () => resolve());
  });
  socket.on("error", () => undefined);
  let done = false;
  void answered.then(() => (done = true));
  const boundary = "yardboundary";
  const prefix = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="form-token"\r\n\r\n${token}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="yard.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
  );
  socket.write(`POST /yard-photo HTTP/1.1\r\nHost: ${hostname}:${port}\r\nContent-Type: multipart/form-data; boundary=${boundary}\r\nX-Forwarded-For: ${nextAddress()}\r\nTransfer-Encoding: chunked\r\n\r\n`);
  let sent = 0;
  const chunk = async (bytes: Buffer) => {
    socket.write(`${bytes.length.toString(16)}\r\n`);
    const flowing = socket.write(bytes);
    socket.write("\r\n");
    sent += bytes.length;
    if (!flowing) await Promise.race([once(socket, "drain"), answered]);
  };
  await chunk(prefix);
  const block = Buffer.alloc(256 * 1024);
  while (!done && sent < fileBytes) await chunk(block);
  if (!done) socket.write("0\r\n\r\n");
  await answered;
  socket.destroy();
  return { status: Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0), sent };
}

describe("POST /yard-photo", () => {
  it("stores the photo, the picture and the painted mask, checked and re-encoded", async () => {
    const [token] = await formTokens(server.url, 1, 0);
    const sent = await upload({ token, photo: await jpeg("#4a7"), picture: await jpeg("#47a"), mask: await mask() });
    expect(sent.status, sent.answer.message).toBe(200);
    const row = (await rows()).find((stored) => stored.id === sent.answer.id)!;
    const kept = await sharp(Buffer.from(row.mask!)).metadata();
    expect([kept.format, kept.width, kept.height, kept.hasAlpha]).toEqual(["png", W, H, true]);
    // Painted where the brush went, clear elsewhere.
    const { data } = await sharp(Buffer.from(row.mask!)).raw().toBuffer({ resolveWithObject: true });
    expect(data[(300 * W + 400) * 4 + 3]).toBe(255);
    expect(data[(50 * W + 50) * 4 + 3]).toBe(0);
  });

  it("refuses a missing, forged or spent form token before reading the photos", async () => {
    const before = (await rows()).length;
    const photos = { photo: await jpeg("#4a7"), picture: await jpeg("#47a") };
    const missing = await upload(photos);
    expect(missing.status).toBe(403);
    expect(missing.answer.message).toMatch(/not sent from our quote form, or the form has expired\. Reload the page/);
    const [token] = await formTokens(server.url, 1, 0);
    const forged = await upload({ ...photos, token: token!.replace(/.$/, (c) => (c === "A" ? "B" : "A")) });
    expect(forged.status).toBe(403);
    expect((await upload({ ...photos, token })).status).toBe(200);
    const spent = await upload({ ...photos, token });
    expect(spent.status).toBe(403);
    expect(spent.answer.message).toMatch(/Reload the page/);
    expect((await rows()).length).toBe(before + 1);
  });

  it("limits uploads per client, an IPv6 client by its /64, with Retry-After", async () => {
    const photos = { photo: await jpeg("#4a7"), picture: await jpeg("#47a") };
    const tokens = await formTokens(server.url, LIMIT + 3, 0);
    const statuses: number[] = [];
    for (let n = 0; n < LIMIT + 1; n++) statuses.push((await upload({ ...photos, token: tokens[n] }, `2001:db8:41:7:${(n * 4099).toString(16)}::${n + 1}`)).status);
    expect(statuses).toEqual([...Array.from({ length: LIMIT }, () => 200), 429]);
    const refused = await upload({ ...photos, token: tokens[LIMIT + 1] }, "2001:db8:41:7:ffff::9");
    expect(refused.status).toBe(429);
    expect(refused.retryAfter).toMatch(/^\d+$/);
    expect(refused.answer.message).toMatch(/Too many photos/);
    // Another /64 is another client.
    expect((await upload({ ...photos, token: tokens[LIMIT + 2] }, "2001:db8:41:8::1")).status).toBe(200);
  });

  it("refuses a huge body with 413 without reading it all, declared or streamed", async () => {
    // Declared: refused from the headers, before a byte of the body is sent.
    const { hostname, port } = new URL(server.url);
    const socket = connect(Number(port), hostname);
    await once(socket, "connect");
    socket.on("error", () => undefined);
    socket.write(`POST /yard-photo HTTP/1.1\r\nHost: ${hostname}:${port}\r\nContent-Type: multipart/form-data; boundary=b\r\nContent-Length: ${60 * 1024 * 1024}\r\n\r\n`);
    const [head] = (await once(socket, "data")) as [Buffer];
    socket.destroy();
    expect(head.toString("latin1")).toMatch(/^HTTP\/1\.1 413/);
    // Streamed: 60 MB with a good token is cut off after at most the upload limit's worth.
    const [token] = await formTokens(server.url, 1, 0);
    const streamed = await streamedUpload(token!, 60 * 1024 * 1024);
    expect(streamed.status).toBe(413);
    expect(streamed.sent).toBeLessThan(30 * 1024 * 1024);
  });

  it("refuses what is not an image, and a mask that is not a PNG or too large, storing nothing", async () => {
    const before = (await rows()).length;
    const tokens = await formTokens(server.url, 4, 0);
    const html = Buffer.from("<html>not a photo</html>");
    const notImage = await upload({ token: tokens[0], photo: html, picture: html });
    expect(notImage.status).toBe(415);
    expect(notImage.answer.message).toBe("The photo is not a JPEG, PNG or WebP image.");
    const photos = { photo: await jpeg("#4a7"), picture: await jpeg("#47a") };
    const jpegMask = await upload({ ...photos, token: tokens[1], mask: await jpeg("#fff") });
    expect(jpegMask.status).toBe(415);
    expect(jpegMask.answer.message).toBe("The painted mask is not a PNG image.");
    const htmlMask = await upload({ ...photos, token: tokens[2], mask: html });
    expect(htmlMask.status).toBe(415);
    // Noise does not compress: a 1,200 × 900 PNG of it is over 2 MB.
    const noise = await sharp(randomBytes(1200 * 900 * 4), { raw: { width: 1200, height: 900, channels: 4 } }).png().toBuffer();
    const largeMask = await upload({ ...photos, token: tokens[3], mask: noise });
    expect(largeMask.status).toBe(413);
    expect(largeMask.answer.message).toBe("The painted mask is too large.");
    expect((await rows()).length).toBe(before);
  });
});
