import { useEffect, useLayoutEffect, useRef } from "react";
import { useLocation, useNavigationType } from "react-router";

/**
 * Every route change scrolls smoothly to the top (instantly for visitors who prefer
 * reduced motion). Rendered after <ScrollRestoration>, whose layout effect runs first; the two
 * split the work like this:
 *
 * - Back/forward (POP) and reloads: ScrollRestoration restores the saved position; we stay out.
 * - Links to an anchor (/#contact): ScrollRestoration scrolls the anchor into view; we stay out.
 * - A new page (PUSH/REPLACE to another path): ScrollRestoration jumps to 0 with a plain
 *   scrollTo whose smoothness would depend on the stylesheet, so we state the behaviour here.
 * - The same page with other search params (a filter, a form step, a redirect after a form
 *   post): ScrollRestoration would also jump to 0, which throws the visitor off what they were
 *   using, so we put the page back where it was before anything is painted.
 */
export function ScrollToTop() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const previous = useRef(location);
  // Updated by scroll events, which fire after layout effects: during the layout effect below
  // it still holds the position from before the navigation.
  const lastScrollY = useRef(0);

  useEffect(() => {
    const remember = () => {
      lastScrollY.current = window.scrollY;
    };
    remember();
    window.addEventListener("scroll", remember, { passive: true });
    return () => window.removeEventListener("scroll", remember);
  }, []);

  useLayoutEffect(() => {
    const from = previous.current;
    previous.current = location;
    if (from.key === location.key || navigationType === "POP" || location.hash) return;
    if (from.pathname === location.pathname) {
      window.scrollTo({ top: lastScrollY.current, behavior: "instant" });
      return;
    }
    const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    window.scrollTo({ top: 0, behavior: reduceMotion ? "instant" : "smooth" });
  }, [location, navigationType]);

  return null;
}
