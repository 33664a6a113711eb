import { useEffect, useRef, useState } from "react";
import { formatRange, type Estimate } from "#app/features/design/estimate.ts";

/** How long the visitor's typing or choosing must rest before the new range is spoken. */
export const ANNOUNCE_AFTER_MS = 1000;

/**
 * The designer's one live region: a short sentence with the new price range, spoken once the
 * visitor pauses (typing "40" is one announcement, not one per keystroke) and only for a design
 * the form fully applies, so a fallback price behind a refused value is never read out. The
 * range shown on screen (the summary, the phone's price bar) is not live: read in full on every
 * change, its 45 words drowned the typing.
 */
export function PriceAnnouncement({ estimate, applied }: { estimate: Estimate; applied: boolean }) {
  const range = formatRange(estimate.low, estimate.high);
  const spoken = useRef(range);
  const [message, setMessage] = useState("");

  useEffect(() => {
    if (!applied || range === spoken.current) return;
    const timer = window.setTimeout(() => {
      spoken.current = range;
      setMessage(`Estimate now ${range}.`);
    }, ANNOUNCE_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [applied, range]);

  return (
    <p role="status" className="sr-only" data-price-announcement>
      {message}
    </p>
  );
}
