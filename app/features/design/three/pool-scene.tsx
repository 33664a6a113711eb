import { useEffect, useRef, useState } from "react";
import { describeDesign } from "#app/features/design/description.ts";
import type { Design } from "#app/features/design/model.ts";
import { useLiveDesign } from "#app/features/design/three/use-live-design.ts";
import { pageViewer, type TimeOfDay, type Viewer } from "#app/features/design/three/viewer.ts";

export interface PoolSceneProps {
  design: Design;
  timeOfDay: TimeOfDay;
}

const DESCRIPTION_ID = "design-3d-description";
const HELP_ID = "design-3d-help";

/**
 * The design in 3-D, following the designer island's every change. The server renders its box
 * at its final size (hidden when scripting is off), so the view arriving after the first paint
 * moves nothing. Where WebGL is missing, or its context is lost, the box goes away and the 2-D
 * plan is the view, with no error. The canvas is focusable; the design's plain-language
 * description is its text alternative.
 */
export function PoolScene({ design: initial, timeOfDay }: PoolSceneProps) {
  const design = useLiveDesign(initial);
  const [time, setTime] = useState<TimeOfDay>(timeOfDay);
  const [status, setStatus] = useState<"waiting" | "ready" | "unavailable">("waiting");
  const host = useRef<HTMLDivElement>(null);
  const viewer = useRef<Viewer | null>(null);
  // The server's design: the viewer draws it first, while it sets up.
  const first = useRef({ design: initial, time: timeOfDay });

  useEffect(() => {
    let cancelled = false;
    let stop = () => {};
    void pageViewer(first.current.design, first.current.time).then((current) => {
      if (cancelled) return;
      if (!current || !host.current) {
        setStatus("unavailable");
        return;
      }
      viewer.current = current;
      const { canvas } = current;
      canvas.tabIndex = 0;
      canvas.setAttribute("role", "img");
      canvas.setAttribute("aria-label", "3-D view of your pool design");
      canvas.setAttribute("aria-describedby", `${DESCRIPTION_ID} ${HELP_ID}`);
      canvas.className =
        "block h-full w-full cursor-grab rounded-2xl outline-none focus-visible:ring-4 focus-visible:ring-inset focus-visible:ring-sky-500 active:cursor-grabbing";
      host.current.append(canvas);
      const detach = current.attach((lost) => setStatus(lost ? "unavailable" : "ready"));
      setStatus("ready");
      stop = () => {
        detach();
        canvas.remove();
        viewer.current = null;
      };
    });
    return () => {
      cancelled = true;
      stop();
    };
  }, []);

  useEffect(() => {
    if (status === "ready") viewer.current?.show(design, time);
  }, [design, time, status]);

  if (status === "unavailable") return null;
  const toggle =
    "rounded-md px-3 py-1.5 text-sm font-semibold text-slate-800 aria-pressed:bg-sky-800 aria-pressed:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-700";
  return (
    <div className="[@media(scripting:none)]:hidden">
      <div className="relative aspect-[4/3] overflow-hidden rounded-2xl bg-gradient-to-b from-sky-200 to-emerald-100 shadow-card ring-1 ring-slate-200 sm:aspect-[16/10]">
        <div ref={host} className="absolute inset-0" data-design-3d-canvas />
        {status === "ready" ? (
          <div role="group" aria-label="Time of day" className="absolute right-2 top-2 flex rounded-lg bg-white/90 p-1 shadow">
            <button type="button" className={toggle} aria-pressed={time === "day"} onClick={() => setTime("day")}>
              Day
            </button>
            <button type="button" className={toggle} aria-pressed={time === "dusk"} onClick={() => setTime("dusk")}>
              Dusk
            </button>
          </div>
        ) : null}
      </div>
      <p id={DESCRIPTION_ID} className="sr-only">
        {describeDesign(design)}
      </p>
      <p id={HELP_ID} className="mt-2 min-h-15 text-sm text-slate-600 sm:min-h-10">
        {status === "ready"
          ? "Drag to turn, pinch or scroll to zoom, two-finger or right-button drag to pan. Keys: arrows pan, Shift + arrows turn, + and − zoom."
          : "Loading the 3-D view…"}
      </p>
    </div>
  );
}
