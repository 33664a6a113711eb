/**
 * The language switch leads to the same page with the same state, and a page's state is its
 * query: the designer's design, the quote form's attached design. The server writes the query
 * it was asked for into the link; an island that rewrites the address afterwards (the designer,
 * at each change) would leave the link behind, so the link takes the address's query as the
 * visitor reaches for it: a press, focus, a click or the context menu (copy link, open in a new
 * tab). Only the switches of pages with a twin carry `data-language-switch`; the others lead
 * to the other language's home page, which has no state to keep.
 */
const REACHES = ["pointerdown", "focusin", "click", "contextmenu"] as const;

export function keepQueryInLanguageSwitch(): void {
  const follow = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest("a[data-language-switch]") : null;
    if (link instanceof HTMLAnchorElement) link.search = window.location.search;
  };
  for (const type of REACHES) document.addEventListener(type, follow, { capture: true, passive: true });
}
