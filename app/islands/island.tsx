import type { ComponentType } from "react";
import type { IslandName } from "#app/islands/catalog.ts";
import { useIslandProps } from "#app/modules/ssr/parts.tsx";

/**
 * Wraps a component as an island: the server renders it in place, inside a box that carries
 * its name and props, and the browser hydrates that box alone (./entry.client.ts): when it
 * nears the viewport, or with `hydrate: "interaction"` only once the visitor reaches for it.
 * Props must survive JSON. Where the whole page hydrates (the admin app, `npm run dev`) the box is just a
 * box and the component renders as usual.
 */
export function island<P extends object>(
  name: IslandName,
  Component: ComponentType<P>,
  { hydrate = "near-viewport" }: { hydrate?: "near-viewport" | "interaction" } = {},
) {
  function Island(props: P) {
    const serializedProps = useIslandProps(props);
    return (
      <div
        data-island={name}
        data-props={serializedProps}
        data-hydrate={hydrate === "interaction" ? "interaction" : undefined}
        className="contents"
      >
        <Component {...props} />
      </div>
    );
  }
  Island.displayName = `Island(${name})`;
  return Island;
}
