import { islandLoaders } from "virtual:island-loaders";

/**
 * The public pages' loader (started by ./island-scripts.tsx once the page has painted): hydrates
 * each island box the server rendered, each as its own React root. Everything else on the page
 * is finished HTML that works without it. Each island's code and its dependencies load in parallel
 * (Vite preloads what a dynamic import needs), and hydration runs as a transition, in slices
 * that leave the main thread free for input. A hydrated box gets `data-hydrated`.
 */
async function hydrateIslands() {
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
  for (const box of document.querySelectorAll<HTMLElement>("[data-island]")) {
    const load = islandLoaders[box.dataset.island ?? ""];
    if (!load) continue;
    const props = JSON.parse(box.dataset.props ?? "{}") as object;
    void load().then((Component) =>
      startTransition(() => void hydrateRoot(box, createElement(MarkHydrated, { box }, createElement(Component, props)))),
    );
  }
}

void hydrateIslands();
