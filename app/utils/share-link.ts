/**
 * Sharing a link (a design's, from the designer): the system share sheet where there is one (phones), else the link
 * copied. One function for both moments a tap can come: before the designer's island has
 * hydrated (the loader follows the plain link's tap, `a[data-share-link]`, since the tap that
 * starts hydration would otherwise navigate first) and after it (the island's button). The
 * outcome is kept here, where the island reads it, so a tap before hydration is still answered
 * in its status line. No React and no words: the loader bundles it.
 */

export type ShareOutcome = "" | "copied" | "failed";

let outcome: ShareOutcome = "";
const listeners = new Set<() => void>();

function settle(next: ShareOutcome) {
  outcome = next;
  for (const listener of listeners) listener();
}

/** Must be called from the tap itself: both the share sheet and the clipboard need the user's gesture. */
export async function shareLink(url: string, title: string): Promise<void> {
  try {
    if (typeof navigator.share === "function") {
      await navigator.share({ title, url });
      return;
    }
    await navigator.clipboard.writeText(url);
    settle("copied");
  } catch (error) {
    // A closed share sheet is not a failure; a refused clipboard is said.
    if (!(error instanceof DOMException && error.name === "AbortError")) settle("failed");
  }
}

/** For `useSyncExternalStore`. */
export const shareOutcome = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  current: (): ShareOutcome => outcome,
  /** The server (and hydration) never has one. */
  initial: (): ShareOutcome => "",
};

/** The loader's part: a tap on the plain link, before the island is there to answer it. */
export function shareLinksBeforeHydration(): void {
  document.addEventListener("click", (event) => {
    const link = event.target instanceof Element ? event.target.closest("a[data-share-link]") : null;
    if (!(link instanceof HTMLAnchorElement) || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void shareLink(link.href, link.dataset.shareLink ?? document.title);
  });
}
