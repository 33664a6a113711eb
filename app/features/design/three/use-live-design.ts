import { useEffect, useState } from "react";
import { latestDesign, subscribeDesign } from "#app/features/design/live-design.ts";
import type { Design } from "#app/features/design/model.ts";
import { designQuery, fitDesign } from "#app/features/design/query.ts";

/**
 * The design as the visitor edits it in the designer island: the server's at first (so
 * hydration matches), then the latest the designer published, then every change it publishes.
 * An identical design is not a change, so the scene is not rebuilt for it.
 */
export function useLiveDesign(initial: Design): Design {
  const [design, setDesign] = useState(initial);
  useEffect(() => {
    const update = (published: Design) => {
      // The nearest sound design: the scene never has to draw an impossible pool.
      const next = fitDesign(published);
      setDesign((previous) => (designQuery(previous) === designQuery(next) ? previous : next));
    };
    const latest = latestDesign();
    if (latest) update(latest);
    return subscribeDesign(update);
  }, []);
  return design;
}
