import { useEffect, useRef, useState } from "react";
import { island } from "#app/islands/island.tsx";
import type { RenderingState } from "#app/features/design/rendering-form.ts";
import { buttonClass } from "#app/components/ui/button-style.ts";

export interface RenderingStatusWords {
  queuedTitle: string;
  /** With the place already filled in. */
  position: string;
  runningTitle: string;
  waitIntro: string;
  progress: string;
  doneTitle: string;
  doneIntro: string;
  failedTitle: string;
  failed: string;
  download: string;
  imageAlt: string;
}

export interface RenderingStatusProps {
  initial: RenderingState;
  statusUrl: string;
  imageUrl: string;
  /** "{{position}}" left in `position`, filled here as the place moves. */
  words: RenderingStatusWords;
}

/** How often the page's script asks for the state; without JavaScript the page reloads (a `noscript` refresh). */
export const POLL_MS = 3000;

/**
 * A rendering's state on its status page (decision 040): the place in the queue, a progress bar,
 * then the finished picture, or the failure. The server renders it as it is; with JavaScript it
 * asks `status.json` every few seconds and redraws in place (announced politely), and the page's
 * no-JavaScript reload stays inside a `noscript`.
 */
export function RenderingStatus({ initial, statusUrl, imageUrl, words }: RenderingStatusProps) {
  const [state, setState] = useState(initial);
  const finished = state.status === "done" || state.status === "failed";
  const headingRef = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);

  useEffect(() => {
    if (finished) return;
    let stopped = false;
    const timer = setInterval(() => {
      fetch(statusUrl, { headers: { Accept: "application/json" } })
        .then((response) => (response.ok ? (response.json() as Promise<RenderingState>) : null))
        .then((next) => {
          if (next && !stopped) setState(next);
        })
        .catch(() => {});
    }, POLL_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [finished, statusUrl]);

  // The end of the wait moves focus to what it says, once.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (finished) headingRef.current?.focus();
  }, [finished]);

  const title = state.status === "queued" ? words.queuedTitle : state.status === "running" ? words.runningTitle : state.status === "done" ? words.doneTitle : words.failedTitle;
  return (
    <div data-testid="rendering-status" data-status={state.status}>
      <h2 ref={headingRef} tabIndex={-1} className="text-2xl font-bold text-navy-900 focus:outline-none">
        {title}
      </h2>
      {finished ? null : (
        <div role="status" className="mt-3">
          {state.status === "queued" && state.position !== null ? <p className="text-lg text-ink" data-testid="rendering-position">{words.position.replace("{{position}}", String(state.position))}</p> : null}
          <p className="mt-2 text-muted">{words.waitIntro}</p>
          <div className="mt-4">
            <p id="rendering-progress-label" className="text-sm font-medium text-ink">
              {words.progress}: {state.percent}%
            </p>
            <div
              role="progressbar"
              aria-labelledby="rendering-progress-label"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={state.percent}
              className="mt-1 h-3 overflow-hidden rounded-full bg-slate-200"
            >
              <div className="h-full rounded-full bg-pool-700" style={{ width: `${state.percent}%` }} />
            </div>
          </div>
        </div>
      )}
      {state.status === "done" ? (
        <figure className="mt-4">
          <a href={imageUrl}>
            <img src={imageUrl} width={1600} height={1000} alt={words.imageAlt} className="h-auto w-full rounded-xl" data-testid="rendering-image" />
          </a>
          <figcaption className="mt-3 text-ink">{words.doneIntro}</figcaption>
          <a href={imageUrl} download="pool-rendering.jpg" className={buttonClass({ variant: "outline", size: "md", className: "mt-4" })}>
            {words.download}
          </a>
        </figure>
      ) : null}
      {state.status === "failed" ? (
        <p role="alert" className="mt-3 rounded-lg bg-red-50 px-3 py-2 text-red-800" data-testid="rendering-failed">
          {words.failed}
        </p>
      ) : null}
    </div>
  );
}

export const RenderingStatusIsland = island("rendering-status", RenderingStatus);
