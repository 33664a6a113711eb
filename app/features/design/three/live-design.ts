import { useEffect, useState } from "react";
import type { Design } from "~/features/design/model";
import { designQuery, fitDesign, parseDesignQuery } from "~/features/design/query";

/** Marks the `/design` page's options form, whose fields are the design's query string. */
export const DESIGN_FORM_ATTRIBUTE = "data-design-form";

function read(params: URLSearchParams): Design {
  return fitDesign(parseDesignQuery(params).design);
}

/**
 * The design as the visitor edits it: starts from the server's, then follows every input in the
 * options form (read back through the same query parser the server uses) and the back and
 * forward buttons. The 3-D view is its own island, so it listens to the page, not to props.
 */
export function useLiveDesign(initial: Design): Design {
  const [design, setDesign] = useState(initial);
  useEffect(() => {
    // Only a different design is a change: typing the same value again does not rebuild the scene.
    const update = (next: Design) => setDesign((previous) => (designQuery(previous) === designQuery(next) ? previous : next));
    const changed = (event: Event) => {
      const form = (event.target as HTMLInputElement | null)?.form;
      if (!form?.hasAttribute(DESIGN_FORM_ATTRIBUTE)) return;
      const params = new URLSearchParams();
      for (const [name, value] of new FormData(form)) if (typeof value === "string") params.append(name, value);
      update(read(params));
    };
    const navigated = () => update(read(new URLSearchParams(location.search)));
    document.addEventListener("input", changed);
    document.addEventListener("change", changed);
    window.addEventListener("popstate", navigated);
    return () => {
      document.removeEventListener("input", changed);
      document.removeEventListener("change", changed);
      window.removeEventListener("popstate", navigated);
    };
  }, []);
  return design;
}
