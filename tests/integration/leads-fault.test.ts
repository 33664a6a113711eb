import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { startServer, type RunningServer } from "#tests/support/server.ts";
import { formTokens, nextToken, post, storedRows, testServerEnv, validForms } from "#tests/integration/leads-helpers.ts";

const BURST = 300;
const CONCURRENCY = 24;

describe("crash during a burst of submissions", () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "bayou-crest-fault-"));
  let server: RunningServer | undefined;
  afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("keeps every submission that was answered with success after SIGKILL and restart", async () => {
    server = await startServer({ dataDir, env: testServerEnv });
    // Each token stores one lead: one per submission of the burst.
    const tokens = await formTokens(server.url, BURST);
    const acknowledged: string[] = [];
    let failed = 0;
    let next = 0;
    const crashed = server;

    async function worker() {
      while (next < BURST) {
        const index = next++;
        const name = `Burst ${index}`;
        try {
          const response = await post(crashed.url, { ...validForms.contact, name, "form-token": tokens[index]! });
          if (response.status === 200) acknowledged.push(name);
          await response.arrayBuffer();
        } catch {
          failed++;
        }
      }
    }
    const burst = Promise.all(Array.from({ length: CONCURRENCY }, worker));
    // Kill the process mid-burst, once a fair number of writes have been acknowledged.
    while (acknowledged.length < 60) await new Promise((resolve) => setTimeout(resolve, 5));
    await crashed.kill();
    await burst;
    expect(failed).toBeGreaterThan(0);

    server = await startServer({ dataDir, env: testServerEnv });
    const { contacts, outbox } = await storedRows(dataDir);
    const stored = new Set(contacts.map((row) => row.name));
    expect(acknowledged.filter((name) => !stored.has(name))).toEqual([]);
    // Every stored lead has its notification row: they were committed together.
    expect(outbox.map((row) => row.lead_id).sort((a, b) => a - b)).toEqual(contacts.map((row) => row.id));

    const after = await post(server.url, { ...validForms.contact, name: "After restart", "form-token": await nextToken(server.url) });
    expect(after.status).toBe(200);
  });
});
