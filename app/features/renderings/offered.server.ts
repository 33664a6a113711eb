/**
 * Whether this web process offers photoreal renderings (decision 040): set once at start-up by
 * `startRenderings` (server/renderings.ts) from RENDERINGS and whether Blender runs here; off until
 * then (and under `npm run dev`). The designer's "Get a photoreal rendering" shows only when on.
 */
let offered = false;

export function renderingsOffered(): boolean {
  return offered;
}

export function setRenderingsOffered(value: boolean): void {
  offered = value;
}
