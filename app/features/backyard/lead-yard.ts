import type { YardPlacement } from "#app/features/backyard/placement.ts";
import type { StoredYard } from "#app/features/backyard/yard-store.ts";

/** The address of a quote's yard when the owner's lead page linked here (`#yard=<its address>`), else null. */
export function leadYardAddress(hash: string): string | null {
  return /^#yard=(\/admin\/leads\/[a-z-]+\/\d+\/yard)$/.exec(decodeURIComponent(hash))?.[1] ?? null;
}

/** A quote's yard as its visitor sent it (null without its photo); rejects when the server cannot be reached. */
export async function loadLeadYard(address: string): Promise<StoredYard | null> {
  const [photo, placement, mask] = await Promise.all([
    fetch(`${address}/photo.jpg`).then((r) => (r.ok ? r.blob() : null)),
    fetch(`${address}/placement.json`).then((r) => (r.ok ? (r.json() as Promise<YardPlacement>) : null)),
    // Absent (404) when the visitor painted nothing.
    fetch(`${address}/mask.png`).then((r) => (r.ok ? r.blob() : null)),
  ]);
  return photo ? { photo, placement, mask, picture: null } : null;
}
