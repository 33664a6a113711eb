/**
 * Draws the site's demo imagery: original, deterministic vector illustrations of pools and
 * backyards (no photograph is downloaded or copied: docs/product.md, "Images"), rendered to a
 * raster and pushed through the same pipeline as uploads. The parts live in scripts/images/.
 *
 * Each image key seeds its own random stream, so a key always yields the same picture; the photos
 * of one project share the project's design (shape, deck, features) and differ in viewpoint and
 * time of day. A key whose SVG and pipeline settings are unchanged is not re-encoded, so a run
 * rewrites no file it need not: the manifest records each source hash.
 *
 *   npm run images                 encode what changed
 *   npm run images -- --force      encode everything
 *   npm run images -- --svg=delgado  preview matching keys as PNGs in /tmp, outputs untouched
 */
import { existsSync } from "node:fs";
import { mkdir, readdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import type { ImageManifest } from "#app/modules/images/types.ts";
import { imageSpecs } from "#scripts/images/catalog.ts";
import { drawScene } from "#scripts/images/compose.ts";
import { ENCODER_SIGNATURE, MANIFEST_PATH, OUT_DIR, encodeKey, filesFor, readManifest, sha } from "#scripts/images/encode.ts";

async function main() {
  const started = performance.now();
  const force = process.argv.includes("--force");
  const only = process.argv.find((a) => a.startsWith("--svg="))?.slice(6);
  await mkdir(OUT_DIR, { recursive: true });
  const specs = imageSpecs();

  if (only) {
    // Preview: write the SVG and a PNG of one key to /tmp without touching the outputs.
    for (const spec of specs.filter((s) => s.key.includes(only))) {
      const svg = drawScene(spec.key, spec.scene);
      await writeFile(`/tmp/preview-${spec.key}.svg`, svg);
      await sharp(Buffer.from(svg)).resize(900).png().toFile(`/tmp/preview-${spec.key}.png`);
      console.log(`/tmp/preview-${spec.key}.png  ${spec.alt}`);
    }
    return;
  }

  const previous = await readManifest();
  const manifest: ImageManifest = {};
  let encoded = 0;
  const queue = [...specs];
  const worker = async () => {
    for (let spec = queue.shift(); spec; spec = queue.shift()) {
      const svg = drawScene(spec.key, spec.scene);
      const sourceHash = sha(`${ENCODER_SIGNATURE}\n${svg}`).slice(0, 16);
      const cached = previous[spec.key];
      if (!force && cached && cached.sourceHash === sourceHash && filesFor(spec.key, cached).every((f) => existsSync(path.join(OUT_DIR, f)))) {
        manifest[spec.key] = { ...cached, alt: spec.alt };
        continue;
      }
      const t = performance.now();
      manifest[spec.key] = await encodeKey(spec.key, svg, spec.alt, sourceHash);
      encoded += 1;
      console.log(`${spec.key.padEnd(44)} ${((performance.now() - t) / 1000).toFixed(1)}s`);
    }
  };
  // Two keys at a time: libvips already spreads each encode across the cores.
  await Promise.all([worker(), worker()]);

  // Drop files of keys or widths that no longer exist.
  const wanted = new Set(Object.entries(manifest).flatMap(([key, entry]) => filesFor(key, entry)));
  for (const file of await readdir(OUT_DIR)) {
    if (!wanted.has(file)) await rm(path.join(OUT_DIR, file));
  }
  const ordered = Object.fromEntries(specs.map((s) => [s.key, manifest[s.key]!]));
  await writeFile(MANIFEST_PATH, `${JSON.stringify(ordered, null, 2)}\n`);
  const seconds = (performance.now() - started) / 1000;
  console.log(`${specs.length} images, ${encoded} encoded, ${specs.length - encoded} cached, in ${seconds.toFixed(1)}s`);
}

await main();
