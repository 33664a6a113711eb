import type { KeyboardEvent as ReactKeyboardEvent, PointerEvent as ReactPointerEvent } from "react";
import type { DesignerText } from "#app/features/design/designer-words.ts";
import type { YardPhoto } from "#app/features/backyard/photo.ts";
import type { Pixel } from "#app/features/backyard/solve.ts";
import { stagePosition } from "#app/features/backyard/components/stage-geometry.ts";
import type { useCornerHandles } from "#app/features/backyard/components/use-corner-handles.ts";

type YardWords = DesignerText<"yard">["words"]["yard"];
type CornerHandleInput = ReturnType<typeof useCornerHandles>;

/** The four numbered handles on the marked rectangle's corners, 44 px targets around a small dot. */
export function CornerHandles({ t, photo, corners, handles }: { t: YardWords; photo: YardPhoto; corners: readonly Pixel[]; handles: CornerHandleInput }) {
  const { selected, setSelected, setDragging, handleDown, handleMove, handleKey } = handles;
  return corners.map((corner, index) => (
    <button
      key={index}
      type="button"
      aria-label={t.corner.replace("{n}", String(index + 1))}
      aria-pressed={selected === index}
      className="absolute flex h-11 w-11 -translate-x-1/2 -translate-y-1/2 touch-none items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-white"
      style={stagePosition(photo, corner)}
      onPointerDown={(event) => handleDown(index, event)}
      onPointerMove={(event) => handleMove(index, event)}
      onPointerUp={() => setDragging(null)}
      onPointerCancel={() => setDragging(null)}
      onKeyDown={(event) => handleKey(index, event)}
      onFocus={() => setSelected(index)}
      data-yard-corner={index}
    >
      <span className={`flex h-6 w-6 items-center justify-center rounded-full border-2 border-white text-xs font-bold text-white shadow ${selected === index ? "bg-sky-700" : "bg-navy-900/80"}`}>
        {index + 1}
      </span>
    </button>
  ));
}

interface PoolHandlesProps {
  t: YardWords;
  photo: YardPhoto;
  poolCentre: Pixel;
  turnAt: Pixel;
  poolKey: (event: ReactKeyboardEvent) => void;
  turnDown: (event: ReactPointerEvent<HTMLButtonElement>) => void;
  turnMove: (event: ReactPointerEvent<HTMLButtonElement>) => void;
}

/**
 * The placed pool's handles: one at its centre for the keyboard (a finger drags the photo itself,
 * so it takes no pointer), and the turn handle beyond its deep end.
 */
export function PoolHandles({ t, photo, poolCentre, turnAt, poolKey, turnDown, turnMove }: PoolHandlesProps) {
  return (
    <>
      <button
        type="button"
        aria-label={t.poolHandle}
        className="absolute h-11 w-11 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-dashed border-white/80 focus-visible:outline-2 focus-visible:outline-white pointer-events-none focus-visible:pointer-events-auto"
        style={stagePosition(photo, poolCentre)}
        onKeyDown={poolKey}
        data-yard-pool
      />
      <button
        type="button"
        aria-label={t.turnHandle}
        className="absolute flex h-11 w-11 -translate-x-1/2 -translate-y-1/2 touch-none items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-white"
        style={stagePosition(photo, turnAt)}
        onPointerDown={turnDown}
        onPointerMove={turnMove}
        onKeyDown={poolKey}
        data-yard-turn
      >
        <span aria-hidden="true" className="flex h-7 w-7 items-center justify-center rounded-full border-2 border-white bg-amber-500 text-sm font-bold text-white shadow">
          ⟳
        </span>
      </button>
    </>
  );
}

/** The magnifier over a dragged corner handle: above the finger, or below it near the photo's top. */
export function Magnifier({ photo, handles }: { photo: YardPhoto; handles: CornerHandleInput }) {
  const { dragging, magnifier } = handles;
  if (!dragging) return null;
  return (
    <canvas
      ref={magnifier}
      width={120}
      height={120}
      aria-hidden="true"
      className="pointer-events-none absolute h-[120px] w-[120px] -translate-x-1/2 rounded-full border-4 border-white shadow-lg"
      style={{ ...stagePosition(photo, dragging.at), transform: dragging.at.y < photo.height * 0.4 ? "translate(-50%, 36px)" : "translate(-50%, calc(-100% - 36px))" }}
      data-yard-magnifier
    />
  );
}
