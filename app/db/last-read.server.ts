import { pathAnswering } from "#app/db/client.server.ts";
import { getDb } from "#app/db/db.server.ts";
import { logger } from "#app/utils/logger.server.ts";

/**
 * `read` wrapped so that while the database does not answer, the last result it gave is returned
 * instead of the error (as the designer does with its price table, decision 022). Meant for what
 * a page shows around a form: a page re-rendered after its form was refused (no JavaScript) still
 * shows the form, the visitor's values and the refusal. Before any result, the error stands.
 * Right after the path to PostgreSQL failed (`pathAnswering`), the last result is used
 * without asking.
 */
export function keepLastRead<T>(what: string, read: () => Promise<T>): () => Promise<T> {
  let last: { value: T } | undefined;
  return async () => {
    // The path to the database just failed: answer from the last result without waiting again
    // (a page re-rendered after its refused form would otherwise wait out the timeouts twice).
    if (last && !pathAnswering(getDb())) return last.value;
    try {
      const value = await read();
      last = { value };
      return value;
    } catch (error) {
      if (!last) throw error;
      logger.warn({ error: error instanceof Error ? error.message : String(error) }, `database unreachable: ${what} as last read`);
      return last.value;
    }
  };
}
