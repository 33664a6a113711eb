import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import { GENERATED_IMAGES_PATH } from "#app/utils/image-urls.ts";

/** The client build beside the server build (build/server → build/client); absent in development. */
const CLIENT_DIR = path.resolve(import.meta.dirname, "../client");
/**
 * A page's largest image is written into the page when its file is at most this: it then comes
 * with the document instead of a round trip after it (on a phone's connection the larger part of
 * the wait), at the cost of its bytes in every copy of that one page.
 */
export const INLINE_IMAGE_MAX_BYTES = 16 * 1024;

const types: Record<string, string> = { ".avif": "image/avif", ".webp": "image/webp" };
const inlined = new Map<string, string | undefined>();

/** A generated picture (shipped with the build) as a data URL, if small enough; read once. */
export function inlineImage(url: string): string | undefined {
  if (inlined.has(url)) return inlined.get(url);
  inlined.set(url, read(url));
  return inlined.get(url);
}

function read(url: string): string | undefined {
  const { pathname } = new URL(url, "http://site");
  const type = types[path.extname(pathname)];
  if (!type || !pathname.startsWith(`${GENERATED_IMAGES_PATH}/`)) return undefined;
  const file = path.join(CLIENT_DIR, pathname);
  if (!file.startsWith(`${CLIENT_DIR}${path.sep}`)) return undefined;
  try {
    if (statSync(file).size > INLINE_IMAGE_MAX_BYTES) return undefined;
    return `data:${type};base64,${readFileSync(file).toString("base64")}`;
  } catch {
    return undefined;
  }
}
