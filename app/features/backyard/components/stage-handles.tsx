import type { ButtonHTMLAttributes, KeyboardEvent as ReactKeyboardEvent, PointerEvent as ReactPointerEvent } from "react";
import type { DesignerText } from "#app/features/design/designer-words.ts";
import type { YardPhoto } from "#app/features/backyard/photo.ts";
import type { Pixel } from "#app/features/backyard/solve.ts";
import { stagePosition } from "#app/features/backyard/components/stage-geometry.ts";
import type { useCornerHandles } from "#app/features/backyard/components/use-corner-handles.ts";

type YardWords = DesignerText<"yard">["words"]["yard"];
type CornerHandleInput = ReturnType<typeof useCornerHandles>;

/** A 44 px handle button centred on a point of the photo; `className` gives it its look. */
function StageHandle({ photo, at, className, ...button }: { photo: YardPhoto; at: Pixel; className: string } & ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <button
      type="button"
      {...button}
      className={`absolute h-11 w-11 -translate-x-1/2 -translate-y-1/2 rounded-full focus-visible:outline-2 focus-visible:outline-white ${className}`}
      style={stagePosition(photo, at)}
    />
  );
}

/** The four numbered handles on the marked rectangle's corners, 44 px targets around a small dot. */
export function CornerHandles({ t, photo, corners, handles }: { t: YardWords; photo: YardPhoto; corners: readonly Pixel[]; handles: CornerHandleInput }) {
  const { selected, setSelected, setDragging, handleDown, handleMove, handleKey } = handles;
  return corners.map((corner, index) => (
    <StageHandle
      key={index}
      photo={photo}
      at={corner}
      aria-label={t.corner.replace("{n}", String(index + 1))}
      aria-pressed={selected === index}
      className="flex touch-none items-center justify-center"
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
    </StageHandle>
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
      <StageHandle photo={photo} at={poolCentre} aria-label={t.poolHandle} className="border-2 border-dashed border-white/80 pointer-events-none focus-visible:pointer-events-auto" onKeyDown={poolKey} data-yard-pool />
      <StageHandle
        photo={photo}
        at={turnAt}
        aria-label={t.turnHandle}
        className="flex touch-none items-center justify-center"
        onPointerDown={turnDown}
        onPointerMove={turnMove}
        onKeyDown={poolKey}
        data-yard-turn
      >
        <span aria-hidden="true" className="flex h-7 w-7 items-center justify-center rounded-full border-2 border-white bg-amber-500 text-sm font-bold text-white shadow">
          ⟳
        </span>
      </StageHandle>
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
