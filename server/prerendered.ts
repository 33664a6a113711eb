import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { inlineScriptHashes } from "./csp.ts";

export interface PrerenderedPage {
  html: Buffer;
  br: Buffer;
  gzip: Buffer;
  etag: string;
  scriptHashes: string[];
}

/**
 * Loads every prerendered `…/index.html` under the client build into memory, compressed once
 * and with the hashes of its inline scripts for the CSP. Keyed by URL path (`/about`).
 */
export function loadPrerenderedPages(clientDir: string): Map<string, PrerenderedPage> {
  const pages = new Map<string, PrerenderedPage>();
  for (const file of walk(clientDir)) {
    if (path.basename(file) !== "index.html") continue;
    const relative = path.relative(clientDir, path.dirname(file)).split(path.sep).join("/");
    if (relative.startsWith("assets")) continue;
    const html = readFileSync(file);
    pages.set(relative ? `/${relative}` : "/", {
      html,
      br: zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
      gzip: zlib.gzipSync(html, { level: 9 }),
      etag: `"${createHash("sha256").update(html).digest("base64url").slice(0, 27)}"`,
      scriptHashes: inlineScriptHashes(html.toString("utf8")),
    });
  }
  return pages;
}

function* walk(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else yield full;
  }
}
