import pg from "pg";
import { describe, expect, it } from "vitest";
import { sleep, streamLeads } from "#tests/support/operations.ts";
import { createTestDatabase, postgresAvailable } from "#tests/support/postgres.ts";
import { startServer, waitForReady, type RunningServer } from "#tests/support/server.ts";
import { nextToken, post, testServerEnv, validForms } from "#tests/integration/leads-helpers.ts";

/**
 * PostgreSQL going away under a running site (decision 011): backends terminated while leads
 * arrive, and the database refusing every connection for a while. The process stays up, page
 * copies and the designer keep serving, a lead it cannot store is answered 503 with the phone
 * number, and it reconnects by itself. Only this test's own throw-away database is touched.
 */

const ADMIN_URL = process.env.TEST_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const available = await postgresAvailable();

async function admin<T extends pg.QueryResultRow>(text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    return (await client.query<T>(text)).rows;
  } finally {
    await client.end();
  }
}

const nameOf = (url: string) => new URL(url).pathname.slice(1);
/** Ends every connection the server holds to its database (a restart or an administrator does the same). */
const terminate = (database: string) =>
  admin<{ ended: boolean }>(`select pg_terminate_backend(pid) as ended from pg_stat_activity where datname = '${database}' and pid <> pg_backend_pid()`);

async function storedEmails(url: string): Promise<Set<string>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return new Set((await client.query<{ email: string }>("select email from contact_submissions")).rows.map((row) => row.email));
  } finally {
    await client.end();
  }
}

describe.skipIf(!available)("PostgreSQL failures under load", { timeout: 180_000 }, () => {
  it("survives backends terminated while leads arrive: no acknowledged lead lost, storing again within seconds", async () => {
    const database = await createTestDatabase();
    let server: RunningServer | undefined;
    try {
      server = await startServer({ env: { ...testServerEnv, DATABASE_URL: database.url, DATABASE_POOL_MAX: "4", BACKUP_EVERY_HOURS: "0" } });
      const runs: { acknowledged: number; stored: number; recoverySeconds: number }[] = [];
      for (let run = 0; run < 3; run++) {
        const stream = await streamLeads(server.url, { tag: `terminated-${run}`, workers: 3 });
        await sleep(700);
        const ackedBefore = stream.acknowledged.length;
        const endedAt = Date.now();
        await terminate(nameOf(database.url));
        // Page copies are served throughout.
        expect((await fetch(`${server.url}/about`)).status).toBe(200);
        while (!stream.acknowledged.some((lead) => lead.at > endedAt) && Date.now() - endedAt < 20_000) await sleep(20);
        const recovered = stream.acknowledged.find((lead) => lead.at > endedAt);
        await sleep(500);
        await stream.stop();
        expect(server.process.exitCode, server.output()).toBeNull();
        expect(recovered, `leads stored again after run ${run}`).toBeDefined();
        expect(stream.acknowledged.length).toBeGreaterThan(ackedBefore);
        // Whatever failed in flight was answered as a refusal the visitor can act on, never a crash.
        expect(stream.failures.filter((failure) => !/^(503|400) /.test(failure))).toEqual([]);
        const stored = await storedEmails(database.url);
        expect(stream.acknowledged.filter((lead) => !stored.has(lead.email))).toEqual([]);
        runs.push({ acknowledged: stream.acknowledged.length, stored: stream.acknowledged.filter((lead) => stored.has(lead.email)).length, recoverySeconds: (recovered!.at - endedAt) / 1000 });
      }
      console.log(`backends terminated under lead load: ${runs.map((r) => `${r.acknowledged} acknowledged / ${r.stored} stored, first lead stored ${r.recoverySeconds.toFixed(2)} s after`).join("; ")}`);
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    } finally {
      await server?.stop();
      await database.drop();
    }
  });

  it("while the database refuses connections: pages and the designer serve, a lead gets 503 with the phone number, and it comes back by itself", async () => {
    const database = await createTestDatabase();
    const name = nameOf(database.url);
    let server: RunningServer | undefined;
    try {
      server = await startServer({ env: { ...testServerEnv, DATABASE_URL: database.url, BACKUP_EVERY_HOURS: "0" } });
      // The page copies are built: from here on they are what visitors get.
      await waitForReady(server);
      const design = "/design?shape=kidney&length=34&width=17";
      const quote = `/get-quote?design=${encodeURIComponent("shape=kidney&length=34&width=17")}`;
      expect((await fetch(`${server.url}${design}`)).status).toBe(200);
      const token = await nextToken(server.url);

      await admin(`alter database ${name} allow_connections false`);
      await terminate(name);
      try {
        const lead = await post(server.url, { ...validForms.contact, "form-token": token });
        expect(lead.status).toBe(503);
        expect(lead.headers.get("Retry-After")).toBe("60");
        expect(await lead.text()).toMatch(/call us at \(\d{3}\) \d{3}-\d{4}/);
        for (const path of ["/", "/about", "/portfolio", design, quote, "/healthz"]) {
          const page = await fetch(`${server.url}${path}`);
          expect(page.status, path).toBe(200);
        }
        // The designer prices from the last table it read.
        expect(await (await fetch(`${server.url}${design}`)).text()).toMatch(/\$\d{2},\d{3}/);
        expect(server.process.exitCode).toBeNull();
      } finally {
        await admin(`alter database ${name} allow_connections true`);
      }
      const back = Date.now();
      let status = 0;
      while (status !== 200 && Date.now() - back < 20_000) {
        status = (await post(server.url, { ...validForms.contact, name: "Back Again", "form-token": await nextToken(server.url) })).status;
        if (status !== 200) await sleep(100);
      }
      expect(status).toBe(200);
      console.log(`database accepting connections again: a lead stored ${((Date.now() - back) / 1000).toFixed(2)} s later`);
    } finally {
      await server?.stop();
      await database.drop();
    }
  });
});
