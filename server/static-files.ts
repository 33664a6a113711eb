import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { getMimeType } from "hono/utils/mime";
import { CACHE_CONTROL } from "#app/modules/http/cache-control.ts";

/** A public file in memory, with the brotli and gzip copies the build made of it, if any. */
export interface StaticFile {
  identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  contentType: string;
  cacheControl: string;
}

/**
 * Loads every file of the client build (hashed assets, generated images, favicon: about 15 MB)
 * into memory once, keyed by URL path, so serving one is a lookup and a write. Hashed names
 * (assets, images) change when the content does, so those are immutable.
 */
export function loadStaticFiles(clientDir: string): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  const all = readdirSync(clientDir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
  const names = new Set(all.map((entry) => path.join(entry.parentPath, entry.name)));
  for (const full of names) {
    if (/\.(br|gz)$/.test(full) && names.has(full.replace(/\.(br|gz)$/, ""))) continue;
    if (/\.(html|data)$/.test(full)) continue;
    const urlPath = `/${path.relative(clientDir, full).split(path.sep).join("/")}`;
    const immutable = urlPath.startsWith("/assets/") || urlPath.startsWith("/images/");
    files.set(urlPath, {
      identity: readFileSync(full),
      br: names.has(`${full}.br`) ? readFileSync(`${full}.br`) : undefined,
      gzip: names.has(`${full}.gz`) ? readFileSync(`${full}.gz`) : undefined,
      contentType: getMimeType(full) ?? "application/octet-stream",
      cacheControl: immutable ? CACHE_CONTROL.immutable : CACHE_CONTROL.publicDay,
    });
  }
  return files;
}
