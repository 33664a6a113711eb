import { useCallback, type KeyboardEvent, type ReactNode } from "react";

/** A carousel's previous/next control: a 48 px round button with an accessible name. */
export function CarouselButton({
  label,
  onClick,
  tone,
  children,
}: {
  label: string;
  onClick: () => void;
  /** "light" on white sections, "dark" over navy. */
  tone: "light" | "dark";
  children: ReactNode;
}) {
  const colors =
    tone === "light"
      ? "border-2 border-pool-700 bg-white text-pool-700 hover:bg-pool-50"
      : "bg-white/10 text-white hover:bg-white/20";
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      className={`inline-flex size-12 items-center justify-center rounded-full transition-colors ${colors}`}
    >
      {children}
    </button>
  );
}

/** Read at the moment of each move, so a change of the setting applies at once. */
export function prefersReducedMotion(): boolean {
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/**
 * A carousel's moves: previous and next (a jump instead of a glide under reduced motion), and
 * the left and right arrow keys on its focused viewport.
 */
export function useCarouselMoves(api: { scrollPrev(jump?: boolean): void; scrollNext(jump?: boolean): void } | undefined) {
  const previous = useCallback(() => api?.scrollPrev(prefersReducedMotion()), [api]);
  const next = useCallback(() => api?.scrollNext(prefersReducedMotion()), [api]);
  const onKeyDown = useCallback(
    (event: KeyboardEvent) => {
      if (event.key !== "ArrowLeft" && event.key !== "ArrowRight") return;
      event.preventDefault();
      if (event.key === "ArrowLeft") previous();
      else next();
    },
    [previous, next],
  );
  return { previous, next, onKeyDown };
}
