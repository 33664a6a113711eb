import { createContext, use, type ReactNode } from "react";

/**
 * Rendering a page section in parts (server/section-parts.ts): the server renders the section
 * with a recorder in context; each `Part` then stands in for its subtree with a marker, and the
 * server sets in that subtree's markup kept by the part's dependencies, rendering it only when
 * they are new. Without a recorder (the browser, every other render) a `Part` is its children,
 * so the markup, and hydration, are the same either way.
 */
export interface PartRecorder {
  /** The element standing in for a part's subtree. */
  part(key: string, children: ReactNode): ReactNode;
  /** The attribute value standing in for an island's props (their JSON, written in pieces). */
  props(props: object): string;
}

export const PartRecorderContext = createContext<PartRecorder | null>(null);

/**
 * A subtree whose markup depends on nothing but `deps` (and on what is fixed for the whole page:
 * its language, its prices). Deps that are too few show a stale part: the designer's parts are
 * checked against a whole render over many designs (tests/unit/section-parts.test.ts).
 */
export function Part({ name, deps, children }: { name: string; deps: readonly (string | number | boolean | undefined)[]; children: ReactNode }) {
  const recorder = use(PartRecorderContext);
  return recorder ? recorder.part(`${name}${JSON.stringify(deps)}`, children) : children;
}

/** An island's props as its box's attribute: JSON, or a recorder's stand-in. */
export function useIslandProps(props: object): string {
  const recorder = use(PartRecorderContext);
  return recorder ? recorder.props(props) : JSON.stringify(props);
}
