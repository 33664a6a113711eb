import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import {
  STANDARD_WIDTHS,
  UnsupportedImageError,
  detectImageType,
  encodeOgImage,
  encodeVariants,
  targetWidths,
} from "#app/modules/images/pipeline.server.ts";
import { designLayout } from "#app/features/design/geometry.ts";
import { pergolaSite } from "#app/features/design/three/pergola.ts";
import type { ImageManifest } from "#app/modules/images/types.ts";
import { createElement, type ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { InlineImageContext } from "#app/components/ui/inline-image.ts";
import { ResponsiveImage } from "#app/components/ui/responsive-image.tsx";
import { imageUrl, ogImageUrl } from "#app/utils/image-urls.ts";
import { STILL, drawnBy, pictureSpecs, renderHash } from "#scripts/images/catalog.ts";
import { ENCODER_SIGNATURE } from "#scripts/images/encode.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");

function photo(width: number, height: number, format: "jpeg" | "png" | "webp" | "gif" | "avif" = "jpeg") {
  return sharp({ create: { width, height, channels: 3, background: "#2a9fd6" } })
    .toFormat(format)
    .toBuffer();
}

const GPS_MARKER = "WGS-84";

/** A JPEG as a phone would take it: EXIF with GPS coordinates, stored sideways (orientation 6). */
function phonePhoto(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: "#e9dcc3" } })
    .jpeg()
    .withExif({
      IFD0: { Make: "Phone", Model: "Camera" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "29/1 45/1 0/1",
        GPSLongitudeRef: "W",
        GPSLongitude: "95/1 22/1 0/1",
        GPSMapDatum: GPS_MARKER,
      },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

describe("detectImageType", () => {
  it.each(["jpeg", "png", "webp", "gif", "avif"] as const)("recognises %s by content", async (format) => {
    expect(await detectImageType(await photo(32, 24, format))).toBe(format);
  });

  it.each([
    ["HTML named .jpg", Buffer.from("<!doctype html><html><body><script>alert(1)</script></body></html>")],
    ["SVG with a script", Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
    ["plain text", Buffer.from("holiday-photo.jpg")],
    ["an empty file", Buffer.alloc(0)],
  ])("rejects %s", async (_name, bytes) => {
    await expect(detectImageType(bytes)).rejects.toBeInstanceOf(UnsupportedImageError);
    await expect(encodeVariants(bytes)).rejects.toBeInstanceOf(UnsupportedImageError);
  });

  it("rejects a JPEG header followed by something else", async () => {
    const bytes = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from("<?php system($_GET['c']); ?>")]);
    await expect(detectImageType(bytes)).rejects.toBeInstanceOf(UnsupportedImageError);
  });
});

describe("encodeVariants", () => {
  it("produces AVIF and WebP at every standard width, with exact dimensions", async () => {
    const { variants, width, height } = await encodeVariants(await photo(2000, 1500));
    expect({ width, height }).toEqual({ width: 2000, height: 1500 });
    expect(variants.map((v) => v.width)).toEqual([...STANDARD_WIDTHS]);
    for (const variant of variants) {
      expect(variant.height).toBe(Math.round((variant.width * 1500) / 2000));
      for (const [format, bytes] of [["heif", variant.avif], ["webp", variant.webp]] as const) {
        const meta = await sharp(bytes).metadata();
        expect(meta.format).toBe(format);
        expect({ width: meta.width, height: meta.height }).toEqual({ width: variant.width, height: variant.height });
      }
    }
  });

  it("never upscales: a small source stops at its own width", async () => {
    const { variants } = await encodeVariants(await photo(900, 600));
    expect(variants.map((v) => [v.width, v.height])).toEqual([
      [480, 320],
      [800, 533],
      [900, 600],
    ]);
    const tiny = await encodeVariants(await photo(300, 200, "png"));
    expect(tiny.variants.map((v) => v.width)).toEqual([300]);
  });

  it("applies the EXIF orientation and strips all metadata, GPS included", async () => {
    const input = await phonePhoto(600, 400);
    const inputMeta = await sharp(input).metadata();
    expect(inputMeta.orientation).toBe(6);
    expect(inputMeta.exif?.includes(Buffer.from(GPS_MARKER))).toBe(true);

    const { width, height, variants } = await encodeVariants(input, { widths: [480] });
    // Orientation 6 means the camera was held upright: the picture is 400 wide.
    expect({ width, height }).toEqual({ width: 400, height: 600 });
    for (const bytes of [variants[0]!.avif, variants[0]!.webp, await encodeOgImage(input)]) {
      const meta = await sharp(bytes).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(bytes.includes(Buffer.from(GPS_MARKER))).toBe(false);
      expect(bytes.includes(Buffer.from("Exif\0"))).toBe(false);
    }
  });

  it("makes a 1200x630 Open Graph JPEG", async () => {
    const meta = await sharp(await encodeOgImage(await photo(1800, 1200))).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["jpeg", 1200, 630]);
  });
});

describe("pictures rendered from designs", () => {
  const manifest = JSON.parse(readFileSync(path.join(ROOT, "app/content/image-manifest.json"), "utf8")) as ImageManifest;

  const PROJECT_IMAGES: Record<string, number> = {
    "hartley-family-project": 2,
    "delgado-family-project": 8,
    "whitaker-family-project": 4,
    "nguyen-family-project": 3,
    "brennan-family-project": 3,
    "okafor-family-project": 3,
    "castillo-family-project": 5,
    "mercer-family-project": 2,
    "prescott-family-project": 5,
    "serene-escape-project": 3,
    "modern-retreat-project": 3,
    "coastal-oasis-project": 3,
    "ramirez-family-project": 3,
    "sullivan-family-project": 3,
  };
  const SERVICES = [
    "custom-pools-spas",
    "upgrades-repairs",
    "pool-servicing",
    "modern-pool-designs",
    "hot-tub-integration",
    "professional-installation",
  ];
  const expectedKeys = [
    "hero-home",
    "about-story",
    "cta-backyard",
    ...SERVICES.map((slug) => `service-${slug}`),
    ...Object.entries(PROJECT_IMAGES).flatMap(([id, count]) =>
      Array.from({ length: count }, (_, i) => `project-${id}-${i + 1}`),
    ),
  ];

  it("lists exactly the site's image keys, with each project's image count", () => {
    expect(Object.keys(manifest).sort()).toEqual([...expectedKeys].sort());
    for (const [id, count] of Object.entries(PROJECT_IMAGES)) {
      expect(Object.keys(manifest).filter((key) => key.startsWith(`project-${id}-`))).toHaveLength(count);
    }
  });

  it.each(expectedKeys)("%s has alt text, a placeholder, a version and every file on disk", (key) => {
    const entry = manifest[key]!;
    expect(entry.alt.length).toBeGreaterThan(30);
    expect(entry.placeholder).toMatch(/^#[0-9a-f]{6}$/);
    expect(entry.version).toMatch(/^[0-9a-f]{10}$/);
    expect(entry.variants.map((v) => v.width)).toEqual(targetWidths(STILL.width, STANDARD_WIDTHS));
    expect(entry.variants.at(-1)).toEqual({ width: entry.width, height: entry.height });
    for (const variant of entry.variants) {
      expect(variant.width / variant.height).toBeCloseTo(1.5, 2);
      for (const format of ["avif", "webp"] as const) {
        const url = imageUrl(key, variant.width, format);
        expect(url).toBe(`/images/generated/${key}-${variant.width}.${format}?v=${entry.version}`);
        expect(existsSync(path.join(ROOT, "public", url.split("?")[0]!))).toBe(true);
      }
    }
    expect(existsSync(path.join(ROOT, "public", ogImageUrl(key).split("?")[0]!))).toBe(true);
  });

  it("holds each picture as rendered from its design, viewpoint, time and size as they stand (else: npm run images)", () => {
    const specs = pictureSpecs();
    expect(specs.map((spec) => spec.key).sort()).toEqual(Object.keys(manifest).sort());
    // Each picture is current for what drew it (the live view, Cycles at a look version): a
    // Blender run replaces them a few at a time.
    const stale = specs.filter((spec) => manifest[spec.key]?.sourceHash !== renderHash(spec, ENCODER_SIGNATURE, drawnBy(manifest[spec.key]!))).map((spec) => spec.key);
    expect(stale).toEqual([]);
  });

  it("shows the pergola in the frame of every picture whose alt text names it, but from it", () => {
    const named = pictureSpecs().filter((spec) => /pergola/i.test(spec.alt));
    expect(named.length).toBeGreaterThan(0);
    for (const spec of named) {
      expect(spec.yard.pergola, spec.key).toBe(true);
      if (/from (beside )?the pergola/i.test(spec.alt)) continue; // the camera stands by it
      const site = pergolaSite(designLayout(spec.design).deck);
      const [x, y] = inFrame(spec.shot, [site.x + site.width / 2, 4, site.y + site.height / 2]);
      const half = Math.tan(((spec.shot.fov / 2) * Math.PI) / 180);
      expect(Math.abs(x), spec.key).toBeLessThan(half * (STILL.width / STILL.height));
      expect(Math.abs(y), spec.key).toBeLessThan(half);
    }
  });

  it("gives every image a distinct picture and alt text", () => {
    const entries = Object.values(manifest);
    expect(new Set(entries.map((e) => e.sourceHash)).size).toBe(entries.length);
    expect(new Set(entries.map((e) => e.alt)).size).toBe(entries.length);
  });

  it("preloads the LCP image's AVIF set from the head, the same set its <picture> offers", () => {
    const html = renderPage(createElement(ResponsiveImage, { imageKey: "hero-home", sizes: "100vw", priority: true }));
    const avif = targetWidths(STILL.width, STANDARD_WIDTHS).map((w) => `${imageUrl("hero-home", w, "avif")} ${w}w`).join(", ");
    const head = /<head>(.*)<\/head>/s.exec(html)![1]!;
    expect(head).toContain(`<link rel="preload" as="image" type="image/avif" fetchPriority="high" imageSrcSet="${avif.replaceAll("&", "&amp;")}" imageSizes="100vw"/>`);
    expect(html).toContain(`<source type="image/avif" srcSet="${avif.replaceAll("&", "&amp;")}" sizes="100vw"/>`);
    // An image that is not the page's LCP is neither preloaded nor written into the page.
    expect(renderPage(createElement(ResponsiveImage, { imageKey: "hero-home", sizes: "100vw" }))).not.toMatch(/rel="preload"|data:/);
  });

  it("writes a small LCP image into the page at the width a phone takes, and then preloads nothing", () => {
    const phone = imageUrl("hero-home", 800, "avif");
    const inline = (url: string) => (url === phone ? "data:image/avif;base64,AAAA" : undefined);
    const html = renderPage(createElement(InlineImageContext, { value: inline }, createElement(ResponsiveImage, { imageKey: "hero-home", sizes: "100vw", priority: true })));
    const avif = /<source type="image\/avif" srcSet="([^"]*)"/.exec(html)![1]!;
    expect(avif).toContain("data:image/avif;base64,AAAA 800w");
    expect(avif).toContain(`${imageUrl("hero-home", 1200, "avif").replaceAll("&", "&amp;")} 1200w`);
    expect(html).not.toContain("rel=\"preload\"");
  });

  it("fails loudly on an unknown key", () => {
    expect(() => imageUrl("no-such-image", 800, "avif")).toThrow(/Unknown image key/);
  });
});

/** Where `point` falls in `shot`'s picture: right and up over the distance ahead (±tan of the half-angle at the edges). */
function inFrame(shot: { eye: readonly number[]; target: readonly number[] }, point: number[]): [number, number] {
  const sub = (a: readonly number[], b: readonly number[]) => a.map((v, i) => v - b[i]!);
  const dot = (a: number[], b: number[]) => a.reduce((sum, v, i) => sum + v * b[i]!, 0);
  const cross = (a: number[], b: number[]) => [a[1]! * b[2]! - a[2]! * b[1]!, a[2]! * b[0]! - a[0]! * b[2]!, a[0]! * b[1]! - a[1]! * b[0]!];
  const unit = (a: number[]) => a.map((v) => v / Math.hypot(...a));
  const forward = unit(sub(shot.target, shot.eye));
  const right = unit(cross(forward, [0, 1, 0]));
  const up = cross(right, forward);
  const to = sub(point, shot.eye);
  const ahead = dot(to, forward);
  expect(ahead).toBeGreaterThan(0);
  return [dot(to, right) / ahead, dot(to, up) / ahead];
}

/** A whole document around `body`, as a page renders: React puts what it preloads into the head. */
function renderPage(body: ReactNode): string {
  return renderToString(createElement("html", null, createElement("head"), createElement("body", null, body)));
}
