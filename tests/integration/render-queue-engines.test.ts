import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "#app/db/client.server.ts";
import { defaultDesign } from "#app/features/design/model.ts";
import { designQuery } from "#app/features/design/query.ts";
import { claimJob, completeJob, ensureJob, failAbandonedJobs, renderKey, renderStatus } from "#app/features/renderings/jobs.server.ts";
import { startRenderWorker, type RenderWorkerConfig } from "#app/features/renderings/worker.server.ts";
import { openTestEngine, postgresAvailable } from "#tests/support/postgres.ts";
import { FAKE_BLENDER, fakeBlenderFixture, waitFor } from "#tests/support/render-queue.ts";

/**
 * The render queue's life on both engines (decision 040), with the stand-in Blender
 * (tests/support/fake-blender.sh) so a render takes milliseconds: queued → claimed → done with its
 * e-mail released; a worker that vanished mid-render → its job taken again once the lease runs
 * out, and finished; a render past its time limit on every attempt → failed, the visitor's notice
 * released and the owner's queued; two claims at once take two jobs. The real Blender is
 * render-blender.test.ts's; a worker process killed for real is render-queue-http.test.ts's.
 */
const silent = { info() {}, warn() {}, error() {} };
const config = (overrides: Partial<RenderWorkerConfig> = {}): RenderWorkerConfig => ({
  concurrency: 1,
  leaseMs: 5000,
  timeLimitMs: 30_000,
  maxAttempts: 3,
  pollMs: 50,
  quality: "preview",
  ...overrides,
});

let fixture: { dir: string; image: string };
const savedEnv = { ...process.env };

beforeAll(async () => {
  fixture = await fakeBlenderFixture();
  process.env.BLENDER_PATH = FAKE_BLENDER;
  process.env.FAKE_BLENDER_IMAGE = fixture.image;
  process.env.FAKE_BLENDER_DIR = fixture.dir;
});
afterAll(() => {
  process.env = savedEnv;
  rmSync(fixture.dir, { recursive: true, force: true });
});

const engines: ("sqlite" | "postgres")[] = ["sqlite", ...((await postgresAvailable()) ? (["postgres"] as const) : [])];

describe.each(engines)("the render queue on %s", (engine) => {
  let handle: DbHandle;
  let drop: (() => Promise<void>) | undefined;
  let dataDir: string;
  let stopWorker: (() => Promise<void>) | undefined;
  let n = 0;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), "bayou-render-queue-"));
    ({ handle, drop } = await openTestEngine(engine, dataDir));
  });
  afterEach(async () => {
    await stopWorker?.();
    stopWorker = undefined;
    process.env.FAKE_BLENDER_MODE = "ok";
    rmSync(path.join(fixture.dir, "release"), { force: true });
  });
  afterAll(async () => {
    await handle?.close();
    await drop?.();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** A visitor's request as the web process stores it: the job, the saved design, its two waiting e-mails. */
  async function request(time: "day" | "dusk" = "day") {
    n += 1;
    const query = designQuery({ ...defaultDesign, length: 30 + n });
    const now = new Date();
    return handle.db.transaction().execute(async (trx) => {
      const job = await ensureJob(trx, { key: renderKey(query, time, { width: 64, height: 40 }, "preview"), query, time, width: 64, height: 40 }, now);
      const saved = await trx
        .insertInto("saved_designs")
        .values({ created_at: now.toISOString(), email: `visitor${n}@example.com`, design: "{}", remind: 0, locale: "en", render_job_id: job.id, render_time: time, render_token: `token-${engine}-${n}`.padEnd(24, "x") })
        .returning("id")
        .executeTakeFirstOrThrow();
      for (const kind of ["rendering", "rendering-failed"] as const) {
        await trx
          .insertInto("lead_outbox")
          .values({ created_at: now.toISOString(), kind, lead_table: "saved_designs", lead_id: saved.id, recipient: `visitor${n}@example.com`, subject: kind, body: kind, status: "waiting", attempts: 0, next_attempt_at: now.toISOString() })
          .execute();
      }
      return { jobId: job.id, savedId: Number(saved.id), token: `token-${engine}-${n}`.padEnd(24, "x") };
    });
  }

  const job = (id: number) => handle.db.selectFrom("render_jobs").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
  const mails = (savedId: number) =>
    handle.db.selectFrom("lead_outbox").select(["kind", "status", "recipient", "body"]).where("lead_table", "=", "saved_designs").where("lead_id", "=", savedId).orderBy("id").execute();
  const finished = (id: number, status: "done" | "failed") => waitFor(`job ${id} ${status}`, async () => ((await job(id)).status === status ? true : undefined));

  it("takes a queued job, renders it, stores the picture and releases its e-mail", async () => {
    const { jobId, savedId, token } = await request();
    expect(await renderStatus(handle.db, token)).toMatchObject({ status: "queued", position: 1, progress: 0 });
    const worker = startRenderWorker(handle, config(), silent);
    stopWorker = worker.stop;
    await finished(jobId, "done");
    const row = await job(jobId);
    expect(row).toMatchObject({ attempts: 1, lease_token: null, worker: worker.name });
    expect(Number(row.progress)).toBe(1);
    expect(Buffer.from(row.image!).equals(readFileSync(fixture.image))).toBe(true);
    expect(await mails(savedId)).toEqual([
      expect.objectContaining({ kind: "rendering", status: "pending" }),
      expect.objectContaining({ kind: "rendering-failed", status: "canceled" }),
    ]);
    expect(await renderStatus(handle.db, token)).toMatchObject({ status: "done", position: null });
  });

  it("renders one design at one hour once: a second request finds the job done", async () => {
    const first = await request("dusk");
    const worker = startRenderWorker(handle, config(), silent);
    stopWorker = worker.stop;
    await finished(first.jobId, "done");
    const query = (await job(first.jobId)).query;
    const again = await handle.db.transaction().execute((trx) => ensureJob(trx, { key: renderKey(query, "dusk", { width: 64, height: 40 }, "preview"), query, time: "dusk", width: 64, height: 40 }, new Date()));
    expect(again).toEqual({ id: first.jobId, status: "done" });
    expect((await job(first.jobId)).attempts).toBe(1);
  });

  it("takes a job again once the lease of a worker that vanished runs out, and finishes it", async () => {
    const { jobId, savedId } = await request();
    // Worker A claims with a short lease and is never heard from again (a killed process).
    const vanished = await claimJob(handle, "worker-a", new Date(), { leaseMs: 300, maxAttempts: 3 });
    expect(vanished).toMatchObject({ id: jobId, attempts: 1 });
    const worker = startRenderWorker(handle, config(), silent);
    stopWorker = worker.stop;
    await finished(jobId, "done");
    expect(await job(jobId)).toMatchObject({ attempts: 2, worker: worker.name });
    // A's late answer, under a lease that is no longer its own, changes nothing.
    expect(await completeJob(handle.db, vanished!, new Uint8Array([1, 2, 3]), 1, new Date())).toBe(false);
    expect(Buffer.from((await job(jobId)).image!).equals(readFileSync(fixture.image))).toBe(true);
    expect((await mails(savedId)).map((mail) => mail.status)).toEqual(["pending", "canceled"]);
  });

  it("kills a render past its time limit, retries it, then fails it and tells the visitor and the owner", async () => {
    process.env.FAKE_BLENDER_MODE = "hang";
    const { jobId, savedId } = await request();
    const worker = startRenderWorker(handle, config({ timeLimitMs: 300, maxAttempts: 2 }), silent);
    stopWorker = worker.stop;
    await finished(jobId, "failed");
    const row = await job(jobId);
    expect(row.attempts).toBe(2);
    expect(row.last_error).toMatch(/timed out after 300 ms/);
    expect(row.image).toBeNull();
    const sent = await mails(savedId);
    expect(sent).toEqual([
      expect.objectContaining({ kind: "rendering", status: "canceled" }),
      expect.objectContaining({ kind: "rendering-failed", status: "pending" }),
      expect.objectContaining({ kind: "rendering-notice", status: "pending", recipient: null }),
    ]);
    expect(sent[2]!.body).toMatch(/could not be made after 2 attempts/);
    expect(sent[2]!.body).toMatch(/timed out/);
  });

  it("fails a job whose worker vanished on its last attempt", async () => {
    const { jobId, savedId } = await request();
    expect(await claimJob(handle, "worker-a", new Date(Date.now() - 1000), { leaseMs: 1, maxAttempts: 1 })).toMatchObject({ id: jobId });
    // No worker may take it again (no attempt left): the sweep fails it instead.
    expect(await claimJob(handle, "worker-b", new Date(), { leaseMs: 1000, maxAttempts: 1 })).toBeNull();
    expect(await failAbandonedJobs(handle.db, new Date(), 1)).toBe(1);
    expect(await job(jobId)).toMatchObject({ status: "failed", last_error: "the worker stopped answering on the last attempt" });
    expect((await mails(savedId)).map((mail) => `${mail.kind}:${mail.status}`)).toEqual(["rendering:canceled", "rendering-failed:pending", "rendering-notice:pending"]);
  });

  it("gives two workers claiming at once two different jobs, and a crash counts as an attempt", async () => {
    const a = await request();
    const b = await request();
    const [first, second] = await Promise.all([
      claimJob(handle, "one", new Date(), { leaseMs: 60_000, maxAttempts: 3 }),
      claimJob(handle, "two", new Date(), { leaseMs: 60_000, maxAttempts: 3 }),
    ]);
    expect([first?.id, second?.id].sort()).toEqual([a.jobId, b.jobId].sort());
    expect(await claimJob(handle, "three", new Date(), { leaseMs: 60_000, maxAttempts: 3 })).toBeNull();
    // Hand them back (their leases run out) and let a worker whose Blender crashes take one.
    await handle.db.updateTable("render_jobs").set({ lease_until: new Date(0).toISOString() }).where("id", "in", [a.jobId, b.jobId]).execute();
    process.env.FAKE_BLENDER_MODE = "crash";
    const worker = startRenderWorker(handle, config({ maxAttempts: 2 }), silent);
    stopWorker = worker.stop;
    await finished(a.jobId, "failed");
    expect((await job(a.jobId)).last_error).toMatch(/blender exited with 1/);
  });
});

