import { useEffect, useRef, useState, type MouseEvent, type SyntheticEvent } from "react";
import { useHydrated } from "./use-hydrated";

interface DisclosureOptions {
  /** Escape (focus back on the toggle) and a press outside close it. */
  dismissible?: boolean;
  /** Closes when keyboard focus moves out of it (desktop dropdowns). */
  closeOnFocusOut?: boolean;
}

/**
 * A menu built on <details>/<summary>: without JavaScript the browser opens and closes it
 * natively, so every link inside stays reachable; once hydrated React owns the state. Its links
 * load whole pages, so a menu never outlives the page it was opened on.
 *
 * `panelId` is given rather than generated: an island hydrates as its own React root, where
 * `useId` would not reproduce the ids of the page the server rendered.
 */
export function useDisclosure(panelId: string, { dismissible = false, closeOnFocusOut = false }: DisclosureOptions = {}) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const summaryRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!open || !dismissible) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      summaryRef.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!detailsRef.current?.contains(event.target as Node)) setOpen(false);
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
    close: () => setOpen(false),
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
            if (next && !event.currentTarget.contains(next)) setOpen(false);
          }
        : undefined,
      // Choosing a link closes the menu even when it points at the page already shown.
      onClick: (event: MouseEvent<HTMLDetailsElement>) => {
        if ((event.target as Element).closest("a")) setOpen(false);
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
