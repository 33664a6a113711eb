import { islandLoaders } from "virtual:island-loaders";

/**
 * The only script of a public page: hydrates each island box the server rendered, each as its
 * own React root. Everything else on the page is finished HTML that works without it.
 *
 * It starts once the page has loaded, so React and the islands' code never compete with the
 * text and images of the first paint on a slow connection; until then the menus open natively
 * and the forms post natively. Each island's code and its dependencies load in parallel
 * (Vite preloads what a dynamic import needs), and hydration runs as a transition, in slices
 * that leave the main thread free for input.
 */
async function hydrateIslands() {
  const [{ createElement, startTransition }, { hydrateRoot }] = await Promise.all([
    import("react"),
    import("react-dom/client"),
  ]);
  for (const box of document.querySelectorAll<HTMLElement>("[data-island]")) {
    const load = islandLoaders[box.dataset.island ?? ""];
    if (!load) continue;
    const props = JSON.parse(box.dataset.props ?? "{}") as object;
    void load().then((Component) => startTransition(() => void hydrateRoot(box, createElement(Component, props))));
  }
}

if (document.readyState === "complete") void hydrateIslands();
else window.addEventListener("load", () => void hydrateIslands(), { once: true });
