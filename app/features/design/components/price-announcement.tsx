import { useEffect, useRef, useState } from "react";
import { formatRange, type Estimate } from "#app/features/design/estimate.ts";
import type { DesignerText } from "#app/features/design/designer-words.ts";
import { fill } from "#app/i18n/catalog.ts";

/** How long the visitor's typing or choosing must rest before the new range is spoken. */
export const ANNOUNCE_AFTER_MS = 1000;

/**
 * The designer's one live region: a short sentence with the new price range, spoken once the
 * visitor pauses (typing "40" is one announcement, not one per keystroke) and only for a design
 * the form fully applies, so a fallback price behind a refused value is never read out. The
 * range shown on screen (the summary, the phone's price bar) is not live: read in full on every
 * change, its 45 words drowned the typing.
 */
export function PriceAnnouncement({ estimate, applied, text }: { estimate: Estimate; applied: boolean; text: DesignerText<"estimate"> }) {
  const range = formatRange(estimate.low, estimate.high, text.locale);
  const announce = text.words.estimate.announce;
  const spoken = useRef(range);
  const [message, setMessage] = useState("");

  useEffect(() => {
    if (!applied || range === spoken.current) return;
    const timer = window.setTimeout(() => {
      spoken.current = range;
      setMessage(fill(announce, { range }));
    }, ANNOUNCE_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [applied, range, announce]);

  return (
    <p role="status" className="sr-only" data-price-announcement>
      {message}
    </p>
  );
}
