import sharp from "sharp";
// The site's mark as text for sharp: a public file, not project code, so no subpath names it.
// eslint-disable-next-line no-restricted-imports
import favicon from "../../../public/favicon.svg?raw";
import { ICON_SIZES } from "#app/features/notifications/push/admin-app.ts";
import { CACHE_CONTROL } from "#app/modules/http/cache-control.ts";
import type { Route } from "./+types/app-icon";

const rendered = new Map<number, Promise<Buffer>>();

/**
 * The admin app's icons, rendered from the site's favicon on first request (a full-bleed square,
 * so a maskable crop keeps the mark) and kept in memory.
 */
export function loader({ params }: Route.LoaderArgs) {
  const size = Number(/^(\d+)\.png$/.exec(params.file)?.[1]);
  if (!(ICON_SIZES as readonly number[]).includes(size)) throw new Response("Not found", { status: 404 });
  let png = rendered.get(size);
  if (!png) {
    png = sharp(Buffer.from(favicon.replace(/ rx="\d+"/, "")), { density: (72 * size) / 64 }).resize(size, size).png().toBuffer();
    rendered.set(size, png);
  }
  return png.then((body) => new Response(new Uint8Array(body), { headers: { "Content-Type": "image/png", "Cache-Control": CACHE_CONTROL.publicDay } }));
}
