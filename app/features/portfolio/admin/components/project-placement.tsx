import { ArrowDown, ArrowDownToLine, ArrowUp, ArrowUpToLine, Star, StarOff } from "lucide-react";
import { useEffect, useRef } from "react";
import { Form, useNavigation } from "react-router";
import { CsrfInput } from "#app/features/auth/csrf.tsx";
import { HOME_FEATURED_LIMIT } from "#app/features/portfolio/project.ts";
import type { MoveDirection } from "#app/features/portfolio/admin/schema.ts";
import { actionButtonClass } from "#app/features/portfolio/admin/components/project-actions.tsx";

const moveButtonClass =
  "inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-full border-2 border-pool-700 px-3 text-sm font-semibold text-pool-700 hover:bg-pool-50 disabled:cursor-not-allowed disabled:border-slate-300 disabled:text-slate-500 disabled:hover:bg-transparent";

function moveKey(id: string, direction: MoveDirection): string {
  return `${id}:${direction}`;
}

/**
 * Keeps keyboard focus on the moved project's button: reordering the list re-inserts its card,
 * which drops focus. Remembers the pressed button and, once the page has reloaded its data,
 * focuses it again, or the other direction's button when the project has reached an end.
 */
export function useMoveFocus() {
  const pressed = useRef<{ id: string; direction: MoveDirection } | null>(null);
  const navigation = useNavigation();
  useEffect(() => {
    const last = pressed.current;
    if (navigation.state !== "idle" || !last) return;
    pressed.current = null;
    const other: MoveDirection = last.direction === "up" || last.direction === "top" ? "down" : "up";
    for (const key of [moveKey(last.id, last.direction), moveKey(last.id, other)]) {
      const button = document.querySelector<HTMLButtonElement>(`button[data-move="${CSS.escape(key)}"]`);
      if (button && !button.disabled) {
        button.focus();
        return;
      }
    }
  }, [navigation.state]);
  return (id: string, direction: MoveDirection) => {
    pressed.current = { id, direction };
  };
}

const moveLabels: Record<MoveDirection, { text: string; aria: string; Icon: typeof ArrowUp }> = {
  top: { text: "Top", aria: "to the top", Icon: ArrowUpToLine },
  up: { text: "Up", aria: "up", Icon: ArrowUp },
  down: { text: "Down", aria: "down", Icon: ArrowDown },
  bottom: { text: "Bottom", aria: "to the bottom", Icon: ArrowDownToLine },
};

/**
 * "Position 3 of 9 in the public grid" with Top, Up, Down and Bottom, each one plain form post.
 * Positions count the published projects only: those are what visitors see.
 */
export function MoveControls({
  id,
  title,
  position,
  count,
  onMove,
}: {
  id: string;
  title: string;
  /** In the public grid; null for a project that is not in it. */
  position: number | null;
  count: number;
  onMove: (id: string, direction: MoveDirection) => void;
}) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === "move";
  if (position === null) {
    return (
      <p className="text-sm text-muted" data-testid="move-controls">
        Not in the public grid: publish it to place it.
      </p>
    );
  }
  const button = (direction: MoveDirection) => {
    const atEnd = direction === "up" || direction === "top" ? position === 1 : position === count;
    const { text, aria, Icon } = moveLabels[direction];
    return (
      <Form method="post" encType="multipart/form-data" preventScrollReset>
        <CsrfInput />
        <input type="hidden" name="intent" value="move" />
        <input type="hidden" name="id" value={id} />
        <input type="hidden" name="direction" value={direction} />
        <button
          type="submit"
          data-move={moveKey(id, direction)}
          disabled={atEnd}
          aria-disabled={busy || undefined}
          onClick={(event) => {
            if (busy) event.preventDefault();
            else onMove(id, direction);
          }}
          aria-label={`Move ${title} ${aria}`}
          className={moveButtonClass}
        >
          <Icon aria-hidden="true" className="size-4" />
          {text}
        </button>
      </Form>
    );
  };
  return (
    <div className="space-y-2" data-testid="move-controls">
      <p className="text-sm font-medium text-ink">
        Position <span className="tabular font-semibold">{position}</span> of <span className="tabular">{count}</span> in the public grid
      </p>
      <div className="flex flex-wrap gap-2">
        {button("top")}
        {button("up")}
        {button("down")}
        {button("bottom")}
      </div>
    </div>
  );
}

/** Feature on the home page, or stop; the hint says when the home page is already full. */
export function FeatureToggle({ id, title, featured, full }: { id: string; title: string; featured: boolean; full: boolean }) {
  const hintId = `feature-full-${id}`;
  return (
    <Form method="post" encType="multipart/form-data" preventScrollReset className="flex flex-wrap items-center gap-2">
      <CsrfInput />
      <input type="hidden" name="intent" value={featured ? "unfeature" : "feature"} />
      <input type="hidden" name="id" value={id} />
      <button type="submit" className={actionButtonClass.outline} aria-describedby={!featured && full ? hintId : undefined}>
        {featured ? <StarOff aria-hidden="true" className="size-4" /> : <Star aria-hidden="true" className="size-4" />}
        {featured ? "Stop featuring" : "Feature on home"}
        <span className="sr-only">: {title}</span>
      </button>
      {!featured && full ? (
        <span id={hintId} className="text-sm text-muted">
          Home page full ({HOME_FEATURED_LIMIT} of {HOME_FEATURED_LIMIT})
        </span>
      ) : null}
    </Form>
  );
}
