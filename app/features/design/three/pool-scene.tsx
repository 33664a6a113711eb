import { useEffect, useRef, useState } from "react";
import { describeDesign } from "~/features/design/description";
import type { Design } from "~/features/design/model";
import { useLiveDesign } from "./live-design.ts";
import { pageViewer, type TimeOfDay, type Viewer } from "./viewer.ts";

export interface PoolSceneProps {
  design: Design;
  timeOfDay: TimeOfDay;
}

const DESCRIPTION_ID = "design-3d-description";
const HELP_ID = "design-3d-help";

/**
 * The design in 3-D, over the server's 2-D plan (its parent box holds both). Nothing of it shows
 * until WebGL is known to work: without WebGL, or if the context is lost, the plan stays, with
 * no error. The canvas is focusable; the design's plain-language description is its text
 * alternative.
 */
export function PoolScene({ design: initial, timeOfDay }: PoolSceneProps) {
  const design = useLiveDesign(initial);
  const [time, setTime] = useState<TimeOfDay>(timeOfDay);
  const [view, setView] = useState<"3d" | "plan">("3d");
  const [status, setStatus] = useState<"waiting" | "ready" | "unavailable">("waiting");
  const host = useRef<HTMLDivElement>(null);
  const viewer = useRef<Viewer | null>(null);

  useEffect(() => {
    const current = pageViewer();
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
      "block h-full w-full cursor-grab rounded-lg outline-none focus-visible:ring-4 focus-visible:ring-sky-600 focus-visible:ring-offset-2 active:cursor-grabbing";
    host.current.append(canvas);
    const detach = current.attach((lost) => setStatus(lost ? "unavailable" : "ready"));
    setStatus("ready");
    return () => {
      detach();
      canvas.remove();
      viewer.current = null;
    };
  }, []);

  useEffect(() => {
    if (status === "ready") viewer.current?.show(design, time);
  }, [design, time, status]);

  const ready = status === "ready";
  const toggle = "rounded-md px-3 py-1.5 text-sm font-medium aria-pressed:bg-sky-700 aria-pressed:text-white";
  return (
    <>
      <div className={ready && view === "3d" ? "absolute inset-0" : "hidden"}>
        <div ref={host} className="h-full w-full" />
        <p id={DESCRIPTION_ID} className="sr-only">
          {describeDesign(design)}
        </p>
        <p id={HELP_ID} className="pointer-events-none absolute bottom-2 left-2 right-2 rounded bg-white/85 px-2 py-1 text-xs text-slate-800 sm:right-auto">
          Drag to turn, pinch or scroll to zoom, two fingers or right-drag to pan. Keys: arrows pan, Shift + arrows turn, + and − zoom.
        </p>
      </div>
      {ready ? (
        <div className="absolute right-2 top-2 flex flex-wrap justify-end gap-2">
          <div role="group" aria-label="View" className="flex rounded-lg bg-white/90 p-1 text-slate-900 shadow">
            <button type="button" className={toggle} aria-pressed={view === "3d"} onClick={() => setView("3d")}>
              3-D
            </button>
            <button type="button" className={toggle} aria-pressed={view === "plan"} onClick={() => setView("plan")}>
              Plan
            </button>
          </div>
          {view === "3d" ? (
            <div role="group" aria-label="Time of day" className="flex rounded-lg bg-white/90 p-1 text-slate-900 shadow">
              <button type="button" className={toggle} aria-pressed={time === "day"} onClick={() => setTime("day")}>
                Day
              </button>
              <button type="button" className={toggle} aria-pressed={time === "dusk"} onClick={() => setTime("dusk")}>
                Dusk
              </button>
            </div>
          ) : null}
        </div>
      ) : null}
    </>
  );
}
