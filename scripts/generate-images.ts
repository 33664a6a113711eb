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
 *   npm run images -- --keys=KEY,KEY  render and encode only these stale pictures (one look's redo)
 *   npm run images -- --renderer=blender|webgl   this run's renderer (default: the catalog's)
 *   npm run images -- --only=whitaker --renderer=blender --width=600   a quick small preview
 */
import { existsSync } from "node:fs";
import { mkdir, readdir, rename, rm, writeFile } from "node:fs/promises";
import { loadavg } from "node:os";
import path from "node:path";
import type { ImageManifest, ImageManifestEntry } from "#app/modules/images/types.ts";
import { PICTURE_RENDERER, STILL, drawerOf, drawnBy, pictureSpecs, renderHash, type PictureRenderer, type PictureSpec } from "#scripts/images/catalog.ts";
import { blenderAvailable } from "#app/features/renderings/blender.server.ts";
import { renderPicture } from "#scripts/images/render-blender.ts";
import { ENCODER_SIGNATURE, MANIFEST_PATH, OUT_DIR, encodeKey, filesFor, readManifest } from "#scripts/images/encode.ts";
import { stillRenderer } from "#scripts/images/render-stills.ts";

async function main() {
  const started = performance.now();
  const force = process.argv.includes("--force");
  const only = process.argv.find((a) => a.startsWith("--only="))?.slice(7);
  const keys = process.argv.find((a) => a.startsWith("--keys="))?.slice(7).split(",");
  const renderer = (process.argv.find((a) => a.startsWith("--renderer="))?.slice(11) ?? PICTURE_RENDERER) as PictureRenderer;
  if (renderer !== "blender" && renderer !== "webgl") throw new Error(`--renderer must be blender or webgl, got ${String(renderer)}`);
  // A smaller preview (--only with --width=N): the still's 3:2 at N pixels wide.
  const previewWidth = Number(process.argv.find((a) => a.startsWith("--width="))?.slice(8) ?? STILL.width);
  if (!only && previewWidth !== STILL.width) throw new Error("--width is for --only previews: the site's pictures are rendered at the still's size");
  await mkdir(OUT_DIR, { recursive: true });
  const specs = pictureSpecs();
  const previous = await readManifest();
  // A picture stays as long as it is current for what drew it (the live view, or Cycles at an
  // older look), so a run cut short (one Blender picture takes minutes) keeps what it had not
  // reached yet.
  const current = (spec: PictureSpec, entry: ImageManifestEntry | undefined) =>
    entry !== undefined && entry.sourceHash === renderHash(spec, ENCODER_SIGNATURE, drawnBy(entry)) && filesFor(spec.key, entry).every((f) => existsSync(path.join(OUT_DIR, f)));
  const manifest: ImageManifest = {};
  for (const spec of specs) {
    const entry = previous[spec.key];
    if (current(spec, entry)) manifest[spec.key] = { ...entry!, renderer: drawnBy(entry!), alt: spec.alt, ...(spec.altEs ? { altEs: spec.altEs } : {}) };
  }
  const stale = only
    ? specs.filter((spec) => spec.key.includes(only))
    : byReach(specs.filter((spec) => (!keys || keys.includes(spec.key)) && (force || manifest[spec.key]?.sourceHash !== renderHash(spec, ENCODER_SIGNATURE, drawerOf(renderer)))), manifest);

  if (stale.length && renderer === "blender") {
    const blender = await blenderAvailable();
    if (!blender.ok) {
      console.error(`npm run images draws pictures with Blender, which is not available (${blender.reason}): apt-get install blender, set BLENDER_PATH, or draw with the live view: --renderer=webgl`);
      process.exit(1);
    }
  }
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
        encoding = encodeKey(spec.key, png, spec.alt, renderHash(spec, ENCODER_SIGNATURE, drawerOf(renderer))).then(async (entry: ImageManifestEntry) => {
          manifest[spec.key] = { ...entry, renderer: drawerOf(renderer), ...(spec.altEs ? { altEs: spec.altEs } : {}) };
          await writeManifest(specs, manifest);
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
  await writeManifest(specs, manifest);
  const left = specs.filter((spec) => !manifest[spec.key]).map((spec) => spec.key);
  if (left.length) throw new Error(`no picture for ${left.join(", ")}`);
  const seconds = (performance.now() - started) / 1000;
  const load = loadavg().map((l) => l.toFixed(1)).join(" ");
  console.log(`${specs.length} pictures, ${stale.length} rendered, ${specs.length - stale.length} unchanged, in ${seconds.toFixed(1)}s (load average ${load})`);
}

/**
 * The pictures most visitors see first: the home, about and service pictures and each
 * project's cover, then the rest of the carousels; within each, the live view's pictures before
 * those Cycles drew at an older look.
 */
function byReach(specs: PictureSpec[], manifest: ImageManifest): PictureSpec[] {
  const later = (spec: PictureSpec) => /^project-.*-(\d+)$/.test(spec.key) && !spec.key.endsWith("-1");
  const cycles = (spec: PictureSpec) => (manifest[spec.key] && drawnBy(manifest[spec.key]!) !== "webgl" ? 1 : 0);
  return [...specs].sort((a, b) => Number(later(a)) - Number(later(b)) || cycles(a) - cycles(b));
}

/** Written after every picture, in the catalog's order, by a rename so a reader never sees half a file. */
async function writeManifest(specs: PictureSpec[], manifest: ImageManifest) {
  const ordered = Object.fromEntries(specs.filter((s) => manifest[s.key]).map((s) => [s.key, manifest[s.key]!]));
  await writeFile(`${MANIFEST_PATH}.tmp`, `${JSON.stringify(ordered, null, 2)}\n`);
  await rename(`${MANIFEST_PATH}.tmp`, MANIFEST_PATH);
}

await main();
