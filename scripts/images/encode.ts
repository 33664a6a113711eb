/** Encoding through the site's image pipeline into public/images/generated, and the manifest that caches it. */
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { RENDERED_QUALITY, STANDARD_WIDTHS, dominantColor, encodeOgImage, encodeVariants } from "#app/modules/images/pipeline.server.ts";
import type { ImageManifest, ImageManifestEntry } from "#app/modules/images/types.ts";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
export const OUT_DIR = path.join(ROOT, "public/images/generated");
export const MANIFEST_PATH = path.join(ROOT, "app/content/image-manifest.json");

/** Bump when the pipeline's output changes in a way the render hash (./catalog.ts) cannot see. */
export const ENCODER_SIGNATURE = `pipeline-v4 widths=${STANDARD_WIDTHS.join(",")} quality=${RENDERED_QUALITY.avif},${RENDERED_QUALITY.webp}`;

export function sha(data: string | Uint8Array): string {
  return createHash("sha256").update(data).digest("hex");
}

export async function readManifest(): Promise<ImageManifest> {
  if (!existsSync(MANIFEST_PATH)) return {};
  return JSON.parse(await readFile(MANIFEST_PATH, "utf8")) as ImageManifest;
}

export function filesFor(key: string, entry: Pick<ImageManifestEntry, "variants">): string[] {
  return [
    ...entry.variants.flatMap((v) => [`${key}-${v.width}.avif`, `${key}-${v.width}.webp`]),
    `${key}-og.jpg`,
  ];
}

export async function encodeKey(key: string, png: Buffer, alt: string, sourceHash: string): Promise<ImageManifestEntry> {
  const [encoded, og, placeholder] = await Promise.all([encodeVariants(png, { quality: RENDERED_QUALITY }), encodeOgImage(png), dominantColor(png)]);
  const version = createHash("sha256");
  for (const v of encoded.variants) {
    await writeFile(path.join(OUT_DIR, `${key}-${v.width}.avif`), v.avif);
    await writeFile(path.join(OUT_DIR, `${key}-${v.width}.webp`), v.webp);
    version.update(v.avif).update(v.webp);
  }
  await writeFile(path.join(OUT_DIR, `${key}-og.jpg`), og);
  version.update(og);
  const largest = encoded.variants.at(-1)!;
  return {
    alt,
    width: largest.width,
    height: largest.height,
    variants: encoded.variants.map((v) => ({ width: v.width, height: v.height })),
    placeholder,
    version: version.digest("hex").slice(0, 10),
    sourceHash,
  };
}
