import { useCallback, useEffect, useId, useRef, useState, type MouseEvent, type SyntheticEvent } from "react";
import { useLocation } from "react-router";
import { useHydrated } from "./use-hydrated";

interface DisclosureOptions {
  /** Escape (focus back on the toggle) and a press outside close it. */
  dismissible?: boolean;
  /** Closes when keyboard focus moves out of it (desktop dropdowns). */
  closeOnFocusOut?: boolean;
}

/**
 * A menu built on <details>/<summary>: without JavaScript the browser opens and closes it
 * natively, so every link inside stays reachable; once hydrated React owns the state.
 *
 * The open state remembers the location it was opened on, so any navigation (a link chosen
 * inside, back/forward) closes it without an effect.
 */
export function useDisclosure({ dismissible = false, closeOnFocusOut = false }: DisclosureOptions = {}) {
  const location = useLocation();
  const hydrated = useHydrated();
  const panelId = useId();
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === location.key;
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const summaryRef = useRef<HTMLElement>(null);

  const setOpen = useCallback((next: boolean) => setOpenAt(next ? location.key : null), [location.key]);

  useEffect(() => {
    if (!open || !dismissible) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpenAt(null);
      summaryRef.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!detailsRef.current?.contains(event.target as Node)) setOpenAt(null);
    };
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("pointerdown", onPointerDown);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("pointerdown", onPointerDown);
    };
  }, [open, dismissible]);

  return {
    open,
    hydrated,
    close: () => setOpenAt(null),
    detailsProps: {
      ref: detailsRef,
      open,
      // The browser may open a <details> on its own (find-in-page); keep React in step.
      onToggle: (event: SyntheticEvent<HTMLDetailsElement>) => {
        if (event.currentTarget.open !== open) setOpen(event.currentTarget.open);
      },
      onBlur: closeOnFocusOut
        ? (event: React.FocusEvent<HTMLDetailsElement>) => {
            const next = event.relatedTarget;
            if (next && !event.currentTarget.contains(next)) setOpenAt(null);
          }
        : undefined,
      // Choosing a link closes the menu even when it points at the page already shown.
      onClick: (event: MouseEvent<HTMLDetailsElement>) => {
        if ((event.target as Element).closest("a")) setOpenAt(null);
      },
    },
    summaryProps: {
      ref: summaryRef,
      "aria-controls": panelId,
      // Before hydration the browser reports the native <details> state itself.
      "aria-expanded": hydrated ? open : undefined,
      onClick: (event: MouseEvent<HTMLElement>) => {
        event.preventDefault();
        setOpen(!open);
      },
    },
    panelProps: { id: panelId },
  };
}
