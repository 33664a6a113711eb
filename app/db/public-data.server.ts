import type { Db } from "#app/db/client.server.ts";

/**
 * Changes to what public pages show (projects today, prices later) go through `changePublicData`:
 * the change and an increment of the shared data version commit together, so every instance
 * that polls the version re-renders its page copies, and this instance is told at once, after
 * the commit, so it never serves a copy from before its own change.
 */

type Listener = () => void;
const listeners = new Set<Listener>();

export async function changePublicData<T>(db: Db, change: (trx: Db) => Promise<T>): Promise<T> {
  const result = await db.transaction().execute(async (trx) => {
    const value = await change(trx);
    await trx
      .updateTable("public_data_version")
      .set((eb) => ({ version: eb("version", "+", 1) }))
      .where("id", "=", 1)
      .execute();
    return value;
  });
  for (const listener of listeners) listener();
  return result;
}

export async function readPublicDataVersion(db: Db): Promise<number> {
  const row = await db.selectFrom("public_data_version").select("version").where("id", "=", 1).executeTakeFirst();
  return Number(row?.version ?? 0);
}

/** Called after each public-data change this process commits; returns the unsubscribe. */
export function onPublicDataCommitted(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
