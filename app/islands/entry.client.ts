import { islandLoaders } from "virtual:island-loaders";
import { enhanceHeader } from "~/components/layout/header-behaviour";
import { rememberLanding } from "~/features/leads/attribution";

/**
 * The public pages' loader (started by ./island-scripts.tsx once the page has painted). It
 * notes where the visit landed (lead attribution), wires the header's menus, and hydrates each
 * island box the server rendered as its own React root; React is fetched only if there is one.
 * Everything else on the page is finished HTML. Each island's code and its dependencies load in parallel
 * (Vite preloads what a dynamic import needs), and hydration runs as a transition, in slices
 * that leave the main thread free for input. A hydrated box gets `data-hydrated`.
 */
async function hydrateIslands(boxes: HTMLElement[]) {
  const [{ createElement, startTransition, useEffect }, { hydrateRoot }] = await Promise.all([
    import("react"),
    import("react-dom/client"),
  ]);
  // Renders nothing of its own, so the island's markup still matches the server's.
  function MarkHydrated({ box, children }: { box: HTMLElement; children?: React.ReactNode }) {
    useEffect(() => {
      box.dataset.hydrated = "";
    }, [box]);
    return children;
  }
  for (const box of boxes) {
    const load = islandLoaders[box.dataset.island ?? ""];
    if (!load) continue;
    const props = JSON.parse(box.dataset.props ?? "{}") as object;
    void load().then((Component) =>
      startTransition(() => void hydrateRoot(box, createElement(MarkHydrated, { box }, createElement(Component, props)))),
    );
  }
}

rememberLanding();
const header = document.querySelector<HTMLElement>("[data-site-header]");
if (header) enhanceHeader(header);
const boxes = [...document.querySelectorAll<HTMLElement>("[data-island]")];
if (boxes.length) void hydrateIslands(boxes);
