import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { openDb, pathAnswering, type DbHandle } from "#app/db/client.server.ts";
import { createTestDatabase, postgresAvailable } from "#tests/support/postgres.ts";
import { startTcpProxy } from "#tests/support/tcp-proxy.ts";

/**
 * The pool itself (decision 033), one client at a time so which client a query gets is certain: a
 * client whose query got no answer is destroyed, so the next query after the path returns gets a
 * new connection instead of queueing behind the lost one; a server's SQL error (a statement
 * timeout) keeps the connection.
 */

const available = await postgresAvailable();
const ADMIN_URL = process.env.TEST_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

const backendPid = async (handle: DbHandle) => Number((await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(handle.db)).rows[0]!.pid);

describe.skipIf(!available)("the PostgreSQL pool after a query got no answer", { timeout: 60_000 }, () => {
  it("destroys that client and connects afresh; keeps a client whose statement the server cancelled", async () => {
    const database = await createTestDatabase();
    const target = new URL(ADMIN_URL);
    const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const dataDir = mkdtempSync(path.join(tmpdir(), "bayou-crest-pool-"));
    const handle = openDb({
      databaseUrl: proxy.through(database.url),
      dataDir,
      poolMax: 1,
      timeouts: { connectMs: 1000, statementMs: 500, queryMs: 1000, keepAliveDelayMs: 10_000 },
    });
    try {
      const first = await backendPid(handle);
      // The server cancels a statement that runs too long: an SQL error, the connection is fine.
      await expect(sql`select pg_sleep(2)`.execute(handle.db)).rejects.toThrow(/statement timeout/);
      expect(await backendPid(handle)).toBe(first);
      expect(pathAnswering(handle.db)).toBe(true);

      proxy.cut("silent");
      await expect(sql`select 1`.execute(handle.db)).rejects.toThrow(/timeout/i);
      // Reads with a fallback use it now without waiting out the timeouts again.
      expect(pathAnswering(handle.db)).toBe(false);
      proxy.restore();
      // Twice: neither query waits behind the one whose answer was lost.
      const after = await backendPid(handle);
      expect(after).not.toBe(first);
      expect(await backendPid(handle)).toBe(after);
      expect(pathAnswering(handle.db)).toBe(true);
      expect(handle.poolStats().size).toBe(1);
    } finally {
      await handle.close();
      await proxy.close();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
