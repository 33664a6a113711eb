import type * as React from "react";
import type * as ReactDomClient from "react-dom/client";
import { islandLoaders } from "virtual:island-loaders";
import { enhanceHeader } from "#app/components/layout/header-behaviour.ts";
import { rememberLanding } from "#app/utils/attribution.ts";

/**
 * The public pages' loader (started by ./island-scripts.tsx once the page has painted). It
 * notes where the visit landed (lead attribution), wires the header's menus, and hydrates each
 * island box the server rendered as its own React root, when it comes near the viewport: a
 * visitor who never scrolls to the form or the carousel never downloads React. Before that
 * every island is complete HTML that works natively (a scrolling strip, a form that posts).
 *
 * An island's code and its dependencies load in parallel (Vite preloads what a dynamic import
 * needs), and hydration runs as a transition, in slices that leave the main thread free for
 * input. A hydrated box gets `data-hydrated`.
 */

/** How far ahead of the viewport an island starts loading: enough to be ready when reached. */
const AHEAD = "600px 0px";

let react: Promise<[typeof React, typeof ReactDomClient]> | undefined;

async function hydrate(box: HTMLElement) {
  const load = islandLoaders[box.dataset.island ?? ""];
  if (!load) return;
  react ??= Promise.all([import("react"), import("react-dom/client")]);
  const [[{ createElement, startTransition, useEffect }, { hydrateRoot }], Component] = await Promise.all([react, load()]);
  // Renders nothing of its own, so the island's markup still matches the server's.
  function MarkHydrated({ children }: { children?: React.ReactNode }) {
    useEffect(() => {
      box.dataset.hydrated = "";
    }, []);
    return children;
  }
  const props = JSON.parse(box.dataset.props ?? "{}") as object;
  startTransition(() => void hydrateRoot(box, createElement(MarkHydrated, null, createElement(Component, props))));
}

rememberLanding();
const header = document.querySelector<HTMLElement>("[data-site-header]");
if (header) enhanceHeader(header);

// The boxes are `display: contents`, so their first element is what can be seen.
const islands = new Map<Element, HTMLElement>();
const nearViewport = new IntersectionObserver(
  (entries) => {
    for (const entry of entries) {
      const box = islands.get(entry.target);
      if (!entry.isIntersecting || !box) continue;
      nearViewport.unobserve(entry.target);
      void hydrate(box);
    }
  },
  { rootMargin: AHEAD },
);
/**
 * An island marked `data-hydrate="interaction"` is complete and correct as server HTML (the
 * designer's plan and price), so React is fetched only when the visitor reaches for it:
 * a pointer over it, a touch, focus or a key, or a field changed without any of those (voice
 * control, assistive technology, a script). Reading the page costs no script at all.
 */
const INTERACTION_EVENTS = ["pointerover", "pointerdown", "focusin", "keydown", "input", "change"] as const;

function hydrateOnInteraction(box: HTMLElement) {
  const start = (event: Event) => {
    for (const type of INTERACTION_EVENTS) box.removeEventListener(type, start);
    afterAnswered(event, () => void hydrate(box));
  };
  for (const type of INTERACTION_EVENTS) box.addEventListener(type, start, { passive: true });
}

/**
 * Runs `then` once the browser has painted its own answer to the interaction that started
 * hydration: a press is let go first (the click that checks a radio comes with its release),
 * then a frame is painted. Loading the island's code (a task of its own, ≈ 200 ms on a slow
 * phone) would otherwise sit between the touch and the frame showing the choice.
 */
function afterAnswered(event: Event, then: () => void) {
  // No frame comes in a hidden tab, nor for long while the GPU is busy: a timer stands in.
  const painted = () => {
    let done = false;
    const run = () => {
      if (done) return;
      done = true;
      then();
    };
    requestAnimationFrame(() => setTimeout(run, 0));
    setTimeout(run, FRAME_WAIT_MS);
  };
  // Only a pressed pointer (a touch arrives as pointerover with its press) has a release to wait for.
  if (!(event instanceof PointerEvent) || event.buttons === 0) return painted();
  let done = false;
  const released = () => {
    if (done) return;
    done = true;
    for (const type of RELEASE_EVENTS) removeEventListener(type, released, true);
    clearTimeout(timer);
    painted();
  };
  for (const type of RELEASE_EVENTS) addEventListener(type, released, { capture: true, passive: true });
  // A press held (or a release never seen) still hydrates.
  const timer = setTimeout(released, RELEASE_WAIT_MS);
}

const RELEASE_EVENTS = ["click", "pointercancel"] as const;
const RELEASE_WAIT_MS = 1000;
const FRAME_WAIT_MS = 200;

for (const box of document.querySelectorAll<HTMLElement>("[data-island]")) {
  if (box.dataset.hydrate === "interaction") {
    hydrateOnInteraction(box);
    continue;
  }
  const target = box.firstElementChild ?? box;
  islands.set(target, box);
  nearViewport.observe(target);
}
