import type * as React from "react";
import type * as ReactDomClient from "react-dom/client";
import { islandLoaders } from "virtual:island-loaders";
import { enhanceHeader } from "#app/components/layout/header-behaviour.ts";
import { keepQueryInLanguageSwitch } from "#app/components/layout/language-switch-query.ts";
import { shareLinksBeforeHydration } from "#app/utils/share-link.ts";
import { rememberLanding } from "#app/utils/attribution.ts";

/**
 * The public pages' loader (started by ./island-scripts.tsx once the page has painted). It
 * notes where the visit landed (lead attribution), wires the header's menus, keeps the language
 * switch's query current, answers a tap on a design's share link before its island is there,
 * and hydrates each
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
keepQueryInLanguageSwitch();
shareLinksBeforeHydration();

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
 * phone) would otherwise sit between the touch and the frame showing the choice. Timers stand
 * in for a release never seen and for a frame that does not come (a hidden tab, a busy GPU).
 */
function afterAnswered(event: Event, then: () => void) {
  let done = false;
  const run = () => {
    if (!done) then();
    done = true;
  };
  const painted = () => {
    requestAnimationFrame(() => setTimeout(run));
    setTimeout(run, 200);
  };
  // Only a pressed pointer (a touch arrives as pointerover with its press) has a release to wait for.
  if (!(event instanceof PointerEvent) || !event.buttons) return painted();
  for (const type of ["click", "pointercancel"]) addEventListener(type, painted, { once: true, capture: true, passive: true });
  setTimeout(painted, 1000);
}

for (const box of document.querySelectorAll<HTMLElement>("[data-island]")) {
  if (box.dataset.hydrate === "interaction") {
    hydrateOnInteraction(box);
    continue;
  }
  const target = box.firstElementChild ?? box;
  islands.set(target, box);
  nearViewport.observe(target);
}
