import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "#app/db/client.server.ts";
import type { PresentationStatus, RenderJobStatus } from "#app/db/schema.ts";
import { ensureJob } from "#app/features/renderings/jobs.server.ts";
import {
  deleteUnusedRenderings,
  UNUSED_RENDER_DAYS,
} from "#app/features/renderings/render-retention.server.ts";
import { openTestEngine, testEngines } from "#tests/support/postgres.ts";
import { waitFor } from "#tests/support/render-queue.ts";

/**
 * Finished pictures nothing uses are deleted once they have not been asked for in
 * UNUSED_RENDER_DAYS; a visitor's saved design or a presentation still being made keeps its
 * picture, and a request that finds an old picture while the sweep runs keeps it too.
 */
const NOW = new Date("2026-11-29T12:00:00Z");
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000);
const OLD = daysAgo(UNUSED_RENDER_DAYS + 1);

describe.each(await testEngines())("unused renderings on %s", (engine) => {
  let handle: DbHandle;
  let drop: (() => Promise<void>) | undefined;
  let dataDir: string;
  let n = 0;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), "bayou-render-retention-"));
    ({ handle, drop } = await openTestEngine(engine, dataDir));
  });
  afterAll(async () => {
    await handle?.close();
    await drop?.();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** A job last asked for at `asked`, in `status`, with a picture when done. */
  async function job(asked: Date, status: RenderJobStatus = "done") {
    n += 1;
    const row = await handle.db
      .insertInto("render_jobs")
      .values({
        created_at: asked.toISOString(),
        last_asked_at: asked.toISOString(),
        render_key: `key-${engine}-${n}`,
        query: `length=${30 + n}`,
        time_of_day: "day",
        width: 64,
        height: 40,
        status,
        lease_token: null,
        lease_until: null,
        worker: null,
        started_at: null,
        finished_at:
          status === "done" || status === "failed" ? asked.toISOString() : null,
        last_error: null,
        seconds: null,
        image: status === "done" ? new Uint8Array([0xff, 0xd8, 0xff]) : null,
      })
      .returning(["id", "render_key"])
      .executeTakeFirstOrThrow();
    return { id: Number(row.id), key: row.render_key };
  }

  const savedDesign = (jobId: number) =>
    handle.db
      .insertInto("saved_designs")
      .values({
        created_at: OLD.toISOString(),
        email: `visitor${n}@example.com`,
        design: "{}",
        remind: 0,
        locale: "en",
        render_job_id: jobId,
        render_time: "day",
        render_token: `token-${engine}-${n}`.padEnd(24, "x"),
      })
      .execute();

  /** A lead's presentation waiting on (or made from) these jobs; nothing ties it to a real lead here. */
  const presentation = (
    dayJobId: number,
    duskJobId: number,
    status: PresentationStatus,
  ) =>
    handle.db
      .insertInto("presentations")
      .values({
        created_at: OLD.toISOString(),
        quote_request_id: dayJobId,
        locale: "en",
        day_job_id: dayJobId,
        dusk_job_id: duskJobId,
        sheet_html: "<p>sheet</p>",
        status,
        lease_token: null,
        lease_until: null,
        last_error: null,
        finished_at: null,
        day_image: null,
        dusk_image: null,
        pdf: null,
      })
      .execute();

  const remaining = async (ids: number[]) =>
    (
      await handle.db
        .selectFrom("render_jobs")
        .select("id")
        .where("id", "in", ids)
        .execute()
    )
      .map((row) => Number(row.id))
      .sort((a, b) => a - b);

  it("deletes old finished pictures nothing uses, and keeps the rest", async () => {
    const unusedDone = await job(OLD);
    const unusedFailed = await job(OLD, "failed");
    const recent = await job(daysAgo(UNUSED_RENDER_DAYS - 1));
    const queued = await job(OLD, "queued");
    const running = await job(OLD, "running");
    const visitors = await job(OLD);
    await savedDesign(visitors.id);
    const [rendering, building, presented, failedPresentation] = [
      await job(OLD),
      await job(OLD),
      await job(OLD),
      await job(OLD),
    ];
    const dusk = await job(OLD, "queued");
    await presentation(rendering.id, dusk.id, "rendering");
    await presentation(building.id, dusk.id, "building");
    // A finished presentation holds its own copies of its pictures.
    await presentation(presented.id, dusk.id, "done");
    await presentation(failedPresentation.id, dusk.id, "failed");

    expect(await deleteUnusedRenderings(handle.db, NOW)).toBe(4);
    const all = [
      unusedDone,
      unusedFailed,
      recent,
      queued,
      running,
      visitors,
      rendering,
      building,
      presented,
      failedPresentation,
      dusk,
    ].map((j) => j.id);
    expect(await remaining(all)).toEqual(
      [
        recent.id,
        queued.id,
        running.id,
        visitors.id,
        rendering.id,
        building.id,
        dusk.id,
      ].sort((a, b) => a - b),
    );
    expect(await deleteUnusedRenderings(handle.db, NOW)).toBe(0);
  });

  it("keeps an old picture a request has just found again", async () => {
    const old = await job(OLD);
    await handle.db
      .transaction()
      .execute((trx) =>
        ensureJob(
          trx,
          { key: old.key, query: "q", time: "day", width: 64, height: 40 },
          NOW,
        ),
      );
    expect(await deleteUnusedRenderings(handle.db, NOW)).toBe(0);
    expect(await remaining([old.id])).toEqual([old.id]);
  });

  // One connection serialises SQLite's transactions: the race exists on PostgreSQL only.
  if (engine === "postgres")
    it("keeps an old picture that a request finds while the sweep runs", async () => {
      const old = await job(OLD);
      let found!: () => void;
      let release!: () => void;
      const foundIt = new Promise<void>((resolve) => (found = resolve));
      const released = new Promise<void>((resolve) => (release = resolve));
      // The request finds the job (holding its row) and saves the visitor's design, then commits
      // only once the sweep has started.
      const request = handle.db.transaction().execute(async (trx) => {
        const { id } = await ensureJob(
          trx,
          { key: old.key, query: "q", time: "day", width: 64, height: 40 },
          NOW,
        );
        found();
        await released;
        await trx
          .insertInto("saved_designs")
          .values({
            created_at: NOW.toISOString(),
            email: "late@example.com",
            design: "{}",
            remind: 0,
            locale: "en",
            render_job_id: id,
            render_time: "day",
            render_token: `token-${engine}-late`.padEnd(24, "x"),
          })
          .execute();
      });
      await foundIt;
      const sweep = deleteUnusedRenderings(handle.db, NOW);
      // Once the sweep waits on the request's row, the request saves the design and commits.
      await waitFor("the sweep waiting on the request's row", async () => {
        const waiting = await sql<{
          n: string;
        }>`select count(*) as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`.execute(
          handle.db,
        );
        return Number(waiting.rows[0]!.n) > 0 ? true : undefined;
      });
      release();
      await request;
      expect(await sweep).toBe(0);
      expect(await remaining([old.id])).toEqual([old.id]);
    });
});
