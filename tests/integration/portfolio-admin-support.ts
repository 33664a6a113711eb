import sharp from "sharp";
import { startServer, type RunningServer } from "#tests/support/server.ts";

/** Shared by the portfolio-admin HTTP tests: a server with an admin account, and signed-in requests. */

export const ADMIN = { email: "owner@bayoucrest.example", password: "pool-season-2026!" };

export function startAdminServer(): Promise<RunningServer> {
  return startServer({ env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password } });
}

export interface AdminClient {
  cookie: string;
  csrf: string;
  /** POSTs a multipart form the way the page does: CSRF token first, same-origin headers. */
  post(fields: Record<string, string | string[]>, files?: { name: string; bytes: Uint8Array; type?: string }[]): Promise<Response>;
  get(path: string): Promise<Response>;
}

export async function signIn(baseUrl: string): Promise<AdminClient> {
  const login = await fetch(`${baseUrl}/admin/login`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: baseUrl, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ email: ADMIN.email, password: ADMIN.password, redirectTo: "/portfolio-management" }),
  });
  const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0]!;
  if (login.status !== 302 || !cookie) throw new Error(`sign-in failed: ${login.status}`);
  const page = await (await fetch(`${baseUrl}/portfolio-management`, { headers: { Cookie: cookie } })).text();
  const csrf = /name="csrf" value="([^"]+)"/.exec(page)?.[1];
  if (!csrf) throw new Error("no CSRF token on the page");
  return {
    cookie,
    csrf,
    post: (fields, files = []) => postForm(baseUrl, { cookie, fields: { csrf, ...fields }, files }),
    get: (path) => fetch(`${baseUrl}${path}`, { headers: { Cookie: cookie }, redirect: "manual" }),
  };
}

/** A document POST (Accept: text/html) as a browser without JavaScript sends it. */
export function postForm(
  baseUrl: string,
  {
    cookie,
    fields,
    files = [],
    origin = baseUrl,
    path = "/portfolio-management",
  }: {
    cookie?: string;
    fields: Record<string, string | string[]>;
    files?: { name: string; bytes: Uint8Array; type?: string }[];
    origin?: string;
    /** The page's action, or its JSON twin for scripted uploads. */
    path?: string;
  },
): Promise<Response> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) form.append(name, item);
  }
  for (const file of files) {
    form.append("images", new Blob([new Uint8Array(file.bytes)], { type: file.type ?? "image/jpeg" }), file.name);
  }
  return fetch(`${baseUrl}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: origin, Accept: "text/html", ...(cookie ? { Cookie: cookie } : {}) },
    body: form,
  });
}

/** A photo-like test image (a gradient, so every width encodes to distinct bytes). */
export async function testImage({
  width = 900,
  height = 600,
  format = "jpeg",
  hue = 0,
  gps = false,
}: { width?: number; height?: number; format?: "jpeg" | "png"; hue?: number; gps?: boolean } = {}): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      pixels[i] = (x * 255) / width;
      pixels[i + 1] = (y * 255) / height;
      pixels[i + 2] = hue;
    }
  }
  const image = sharp(pixels, { raw: { width, height, channels: 3 } });
  if (format === "png") return image.png().toBuffer();
  if (!gps) return image.jpeg().toBuffer();
  return image
    .jpeg()
    .withExif({
      IFD0: { Make: "GpsTestCam" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "29/1 44/1 3600/100", GPSLongitudeRef: "W", GPSLongitude: "95/1 29/1 0/1" },
    })
    .toBuffer();
}

/** Whether the image carries EXIF with a GPS IFD pointer (tag 0x8825, either byte order). */
export async function hasGpsExif(bytes: Uint8Array): Promise<boolean> {
  const { exif } = await sharp(bytes).metadata();
  if (!exif) return false;
  return exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88]));
}

export function projectIds(html: string): string[] {
  return [...html.matchAll(/data-project-id="([^"]+)"/g)].map((match) => match[1]!);
}

/** The notice a successful portfolio action reports in its flash cookie. */
export function noticeOf(response: Response): { kind: string; id: string } {
  const cookie = /bc_flash=([^;]+)/.exec(response.headers.get("set-cookie") ?? "")?.[1];
  if (!cookie) throw new Error(`no notice (status ${response.status})`);
  return JSON.parse(Buffer.from(cookie, "base64url").toString("utf8"));
}
