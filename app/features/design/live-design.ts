import type { Design } from "#app/features/design/model.ts";

/**
 * The design as the visitor edits it, for views that live in another island (the 3-D view):
 * the designer publishes every change; a view reads the latest on mount and subscribes. Islands
 * share this module's one instance through the common chunk.
 */

const EVENT = "design-change";
let latest: Design | null = null;

export function publishDesign(design: Design): void {
  latest = design;
  window.dispatchEvent(new CustomEvent<Design>(EVENT, { detail: design }));
}

/** The last published design, or null before the designer has hydrated. */
export function latestDesign(): Design | null {
  return latest;
}

export function subscribeDesign(listener: (design: Design) => void): () => void {
  const handler = (event: Event) => listener((event as CustomEvent<Design>).detail);
  window.addEventListener(EVENT, handler);
  return () => window.removeEventListener(EVENT, handler);
}
