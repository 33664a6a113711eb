import { useNonce } from "#app/utils/nonce.ts";

/**
 * Starts the islands' loader once the page has loaded and painted (a frame after the first
 * contentful paint), so React and the islands' code never compete with the first paint, or the
 * LCP image, on a slow connection. Until then the page is complete HTML: menus open natively and
 * forms post natively. Inline, so not even the loader is requested earlier.
 */
const bootstrap = (loader: string) => `(() => {
  const loaded = new Promise((resolve) => {
    if (document.readyState === "complete") resolve();
    else addEventListener("load", resolve, { once: true });
  });
  const painted = new Promise((resolve) => {
    if (!self.PerformanceObserver?.supportedEntryTypes?.includes("paint")) return resolve();
    new PerformanceObserver((list, observer) => {
      if (!list.getEntriesByName("first-contentful-paint").length) return;
      observer.disconnect();
      resolve();
    }).observe({ type: "paint", buffered: true });
  });
  Promise.all([loaded, painted]).then(() =>
    requestAnimationFrame(() => setTimeout(() => import(${JSON.stringify(loader)}))),
  );
})();`;

/** The public pages' one script: see ./entry.client.ts for what the loader does. */
export function IslandScripts({ loader }: { loader: string }) {
  const nonce = useNonce();
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: bootstrap(loader) }} />;
}
