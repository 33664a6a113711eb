import { useEffect, useRef, useState } from "react";
import { latestDesign, subscribeDesign } from "#app/features/design/live-design.ts";
import type { Design } from "#app/features/design/model.ts";
import { designQuery, fitDesign } from "#app/features/design/query.ts";

/**
 * The design as the visitor edits it in the designer island: the server's at first (so
 * hydration matches), then the latest the designer published, then every change it publishes.
 * An identical design is not a change, so the scene is not rebuilt for it. `onChange` hears a
 * change as it is published, before this island re-renders: the 3-D view sends it to its
 * worker at once rather than a frame later.
 */
export function useLiveDesign(initial: Design, onChange?: (design: Design) => void): Design {
  const [design, setDesign] = useState(initial);
  const listener = useRef(onChange);
  useEffect(() => {
    listener.current = onChange;
  });
  useEffect(() => {
    let shown = designQuery(initial);
    const update = (published: Design) => {
      // The nearest sound design: the scene never has to draw an impossible pool.
      const next = fitDesign(published);
      const query = designQuery(next);
      if (query === shown) return;
      shown = query;
      listener.current?.(next);
      setDesign(next);
    };
    const latest = latestDesign();
    if (latest) update(latest);
    return subscribeDesign(update);
    // The initial design is the server's, fixed for the island's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return design;
}
