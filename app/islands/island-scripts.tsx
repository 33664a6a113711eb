/**
 * The public pages' one script tag: the islands' loader, at low priority so it never competes
 * with the first paint. It fetches the code of the islands it finds (./entry.client.ts).
 */
export function IslandScripts({ loader }: { loader: string }) {
  return <script type="module" src={loader} fetchPriority="low" />;
}
