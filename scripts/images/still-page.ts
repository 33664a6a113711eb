/**
 * The page the image build (./render-stills.ts) drives in headless Chromium: the designer's own
 * 3-D view (app/features/design/three/viewer.ts, what /design's render worker runs) on an
 * OffscreenCanvas, one view for the whole run, each picture its "Save a picture" still from the
 * shot's camera. Bundled at build time only; no page of the site loads it.
 */
import type { Design } from "#app/features/design/model.ts";
import type { TimeOfDay } from "#app/features/design/three/render-messages.ts";
import { createViewer, type Shot, type Viewer } from "#app/features/design/three/viewer.ts";
import type { YardExtras } from "#app/features/design/three/yard.ts";

let viewer: Promise<Viewer | null> | null = null;

/** The still of `design` in a yard with `extras` at `time` from `shot`, `width` × `height` pixels, as a PNG data URL. */
async function renderStill(design: Design, extras: YardExtras, time: TimeOfDay, shot: Shot, width: number, height: number): Promise<string> {
  // The still is drawn at twice the view's box ("Save a picture"), so the box is half the picture.
  const box = { width: width / 2, height: height / 2, left: 0, top: 0, pixelRatio: 1 };
  viewer ??= createViewer(new OffscreenCanvas(box.width, box.height), design, time, box, () => {});
  const view = await viewer;
  if (!view) throw new Error("WebGL 2 is not available in this browser");
  view.resize(box);
  view.show(design, time, extras);
  const png = await view.picture(shot);
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(png);
  });
}

Object.assign(globalThis, { renderStill });
