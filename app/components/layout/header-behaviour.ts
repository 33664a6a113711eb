/**
 * What the site header does beyond its HTML, in plain DOM code so that pages without other
 * interactive parts need no React in the browser. Its menus are <details>/<summary>: without
 * JavaScript the browser opens and closes them natively and every link stays reachable; this
 * adds what a menu button should do. Markup contract (rendered by SiteHeader and its navs):
 *
 * - `details[data-menu]` with a `summary` (carrying `aria-controls`) and the panel;
 * - `data-dismissible`: Escape (focus back on the toggle) and a press outside close it;
 * - `data-close-on-focus-out`: closes when keyboard focus leaves it (desktop dropdown);
 * - `data-label-open` / `data-label-closed`: the toggle's accessible name in each state.
 *
 * The open state itself is announced by the browser from `details[open]`: ARIA in HTML forbids
 * `aria-expanded` on a details element's summary. Once enhanced the header carries
 * `data-enhanced`. Returns a function that removes every listener.
 */

/** The bar turns translucent, with a shadow, once the page is scrolled beyond this many pixels. */
const SCROLLED_AFTER_PX = 20;

export function enhanceHeader(header: HTMLElement): () => void {
  const markScrolled = () => header.toggleAttribute("data-scrolled", window.scrollY > SCROLLED_AFTER_PX);
  // The page may already be scrolled (reload, back/forward).
  markScrolled();
  window.addEventListener("scroll", markScrolled, { passive: true });
  const menus = [...header.querySelectorAll<HTMLDetailsElement>("details[data-menu]")].map(enhanceMenu);
  header.setAttribute("data-enhanced", "");
  return () => {
    header.removeAttribute("data-enhanced");
    window.removeEventListener("scroll", markScrolled);
    for (const remove of menus) remove();
  };
}

function enhanceMenu(details: HTMLDetailsElement): () => void {
  const summary = details.querySelector<HTMLElement>(":scope > summary");
  if (!summary) return () => {};
  const { labelOpen, labelClosed } = details.dataset;
  const sync = () => {
    if (labelOpen && labelClosed) summary.setAttribute("aria-label", details.open ? labelOpen : labelClosed);
  };
  // The state and the toggle's name change together: the native `toggle` event comes a task later.
  const setOpen = (open: boolean) => {
    details.open = open;
    sync();
  };
  const close = () => setOpen(false);
  // A click, Enter or Space on the toggle.
  const onToggleClick = (event: MouseEvent) => {
    event.preventDefault();
    setOpen(!details.open);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "Escape" || !details.open) return;
    close();
    summary.focus();
  };
  const onPointerDown = (event: PointerEvent) => {
    if (details.open && !details.contains(event.target as Node)) close();
  };
  const onFocusOut = (event: FocusEvent) => {
    const next = event.relatedTarget as Node | null;
    if (next && !details.contains(next)) close();
  };
  // Choosing a link closes the menu, even one to the page already shown (an anchor).
  const onClick = (event: MouseEvent) => {
    if ((event.target as Element).closest("a")) close();
  };

  sync();
  summary.addEventListener("click", onToggleClick);
  // The browser may still open it on its own (find in page).
  details.addEventListener("toggle", sync);
  details.addEventListener("click", onClick);
  if (details.hasAttribute("data-dismissible")) {
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("pointerdown", onPointerDown);
  }
  if (details.hasAttribute("data-close-on-focus-out")) details.addEventListener("focusout", onFocusOut);
  return () => {
    summary.removeEventListener("click", onToggleClick);
    details.removeEventListener("toggle", sync);
    details.removeEventListener("click", onClick);
    document.removeEventListener("keydown", onKeyDown);
    document.removeEventListener("pointerdown", onPointerDown);
    details.removeEventListener("focusout", onFocusOut);
  };
}
