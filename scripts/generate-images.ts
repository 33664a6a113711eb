/**
 * Renders the site's demo imagery from designs: every picture is a launch project's design
 * (app/content/project-designs.ts) from a viewpoint and at a time of day (scripts/images/catalog.ts),
 * drawn by Blender's Cycles in the project's own yard (scripts/images/render-blender.ts, the
 * renderer visitors' renderings use; decision 039) or by the designer's 3-D view in headless
 * Chromium (scripts/images/render-stills.ts; decision 031) — `PICTURE_RENDERER` in the catalog
 * or `--renderer=` —, then pushed through the same pipeline as uploads (AVIF/WebP widths, an OG
 * JPEG). No photograph is downloaded or copied (docs/product.md, "Images").
 *
 * A picture whose render hash (design, viewpoint, time, size, renderer and encoder versions) is
 * unchanged and whose files exist is neither rendered nor encoded again: the manifest records
 * each hash, and tests/unit/image-pipeline.test.ts checks the committed pictures against it.
 *
 *   npm run images                  render and encode what changed
 *   npm run images -- --force       everything
 *   npm run images -- --only=delgado  preview matching keys as PNGs in /tmp, outputs untouched
 *   npm run images -- --renderer=blender|webgl   this run's renderer (default: the catalog's)
 *   npm run images -- --only=whitaker --renderer=blender --width=600   a quick small preview
 */
import { existsSync } from "node:fs";
import { mkdir, readdir, rm, writeFile } from "node:fs/promises";
import { loadavg } from "node:os";
import path from "node:path";
import type { ImageManifest, ImageManifestEntry } from "#app/modules/images/types.ts";
import { PICTURE_RENDERER, STILL, pictureSpecs, renderHash, type PictureRenderer, type PictureSpec } from "#scripts/images/catalog.ts";
import { renderPicture } from "#scripts/images/render-blender.ts";
import { ENCODER_SIGNATURE, MANIFEST_PATH, OUT_DIR, encodeKey, filesFor, readManifest } from "#scripts/images/encode.ts";
import { stillRenderer } from "#scripts/images/render-stills.ts";

async function main() {
  const started = performance.now();
  const force = process.argv.includes("--force");
  const only = process.argv.find((a) => a.startsWith("--only="))?.slice(7);
  const renderer = (process.argv.find((a) => a.startsWith("--renderer="))?.slice(11) ?? PICTURE_RENDERER) as PictureRenderer;
  if (renderer !== "blender" && renderer !== "webgl") throw new Error(`--renderer must be blender or webgl, got ${String(renderer)}`);
  // A smaller preview (--only with --width=N): the still's 3:2 at N pixels wide.
  const previewWidth = Number(process.argv.find((a) => a.startsWith("--width="))?.slice(8) ?? STILL.width);
  if (!only && previewWidth !== STILL.width) throw new Error("--width is for --only previews: the site's pictures are rendered at the still's size");
  const hash = (spec: PictureSpec) => renderHash(spec, ENCODER_SIGNATURE, renderer);
  await mkdir(OUT_DIR, { recursive: true });
  const specs = pictureSpecs();
  const previous = await readManifest();
  const manifest: ImageManifest = {};
  const stale = specs.filter((spec) => {
    if (only) return spec.key.includes(only);
    const cached = previous[spec.key];
    const fresh = !force && cached?.sourceHash === hash(spec) && filesFor(spec.key, cached).every((f) => existsSync(path.join(OUT_DIR, f)));
    if (fresh) manifest[spec.key] = { ...cached, alt: spec.alt, ...(spec.altEs ? { altEs: spec.altEs } : {}) };
    return !fresh;
  });

  if (stale.length) {
    const stills = renderer === "webgl" ? await stillRenderer() : null;
    // The next picture renders while the last one encodes: the browser and libvips share the cores.
    let encoding: Promise<void> = Promise.resolve();
    try {
      for (const spec of stale) {
        const t = performance.now();
        const [width, height] = [previewWidth, Math.round((previewWidth * STILL.height) / STILL.width)];
        const png = stills ? await stills.render(spec.design, spec.yard, spec.time, spec.shot, width, height) : await renderPicture(spec, width, height);
        const rendered = (performance.now() - t) / 1000;
        await encoding;
        if (only) {
          await writeFile(`/tmp/preview-${spec.key}.png`, png);
          console.log(`/tmp/preview-${spec.key}.png  ${rendered.toFixed(1)}s  ${spec.alt}`);
          continue;
        }
        encoding = encodeKey(spec.key, png, spec.alt, hash(spec)).then((entry: ImageManifestEntry) => {
          manifest[spec.key] = { ...entry, ...(spec.altEs ? { altEs: spec.altEs } : {}) };
          console.log(`${spec.key.padEnd(44)} rendered ${rendered.toFixed(1)}s, encoded ${((performance.now() - t) / 1000 - rendered).toFixed(1)}s`);
        });
      }
      await encoding;
    } finally {
      await stills?.close();
    }
  }
  if (only) return;

  // Drop files of keys or widths that no longer exist.
  const wanted = new Set(Object.entries(manifest).flatMap(([key, entry]) => filesFor(key, entry)));
  for (const file of await readdir(OUT_DIR)) {
    if (!wanted.has(file)) await rm(path.join(OUT_DIR, file));
  }
  const ordered = Object.fromEntries(specs.map((s) => [s.key, manifest[s.key]!]));
  await writeFile(MANIFEST_PATH, `${JSON.stringify(ordered, null, 2)}\n`);
  const seconds = (performance.now() - started) / 1000;
  const load = loadavg().map((l) => l.toFixed(1)).join(" ");
  console.log(`${specs.length} pictures, ${stale.length} rendered, ${specs.length - stale.length} unchanged, in ${seconds.toFixed(1)}s (load average ${load})`);
}

await main();
