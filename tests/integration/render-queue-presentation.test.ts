import { rmSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "#app/db/client.server.ts";
import { estimateDesign } from "#app/features/design/estimate.ts";
import { defaultDesign, type Design } from "#app/features/design/model.ts";
import { defaultPricing } from "#app/features/design/pricing.ts";
import { designQuery } from "#app/features/design/query.ts";
import { quoteDesignOf } from "#app/features/design/quote-design.ts";
import { designerText } from "#app/features/design/designer-text.ts";
import { deleteLeads } from "#app/features/lead-records/delete-leads.server.ts";
import { presentationFile, presentationState } from "#app/features/renderings/presentation/presentation-state.server.ts";
import { PRESENTATION_RENDER, requestPresentation } from "#app/features/renderings/presentation/request-presentation.server.ts";
import { startRenderWorker, type RenderWorkerConfig } from "#app/features/renderings/worker.server.ts";
import type { Locale } from "#app/i18n/locale.ts";
import { readPdf } from "#tests/support/pdf-text.ts";
import { engineDatabase, testEngines } from "#tests/support/postgres.ts";
import { FAKE_BLENDER, fakeBlenderFixture, waitFor } from "#tests/support/render-queue.ts";

/**
 * "Render for a presentation" (decision 047) on both engines, with the stand-in Blender and the
 * real Chromium: the 4K day and dusk jobs queued, the worker rendering them, stamping the logo
 * and printing the one-page sheet in the lead's language; pictures already rendered reused; a
 * picture that fails failing the presentation, and asking again queuing it again.
 */
const silent = { info() {}, warn() {}, error() {} };
const config = (overrides: Partial<RenderWorkerConfig> = {}): RenderWorkerConfig => ({
  concurrency: 1,
  leaseMs: 30_000,
  timeLimitMs: 30_000,
  maxAttempts: 3,
  pollMs: 50,
  quality: "preview",
  ...overrides,
});
/** The pages' words without their spacing (Chromium places some letters one by one). */
const squeeze = (text: string) => text.replace(/\s+/g, "");

let fixture: { dir: string; image: string };
const savedEnv = { ...process.env };

beforeAll(async () => {
  fixture = await fakeBlenderFixture();
  // A picture large enough to see the logo on: 16:10 like the real one.
  const image = path.join(fixture.dir, "wide.jpg");
  await sharp({ create: { width: 640, height: 400, channels: 3, background: { r: 60, g: 150, b: 90 } } }).jpeg().toFile(image);
  process.env.BLENDER_PATH = FAKE_BLENDER;
  process.env.FAKE_BLENDER_IMAGE = image;
  process.env.FAKE_BLENDER_DIR = fixture.dir;
});
afterAll(() => {
  process.env = savedEnv;
  rmSync(fixture.dir, { recursive: true, force: true });
});

describe.each(await testEngines())("a presentation on %s", (engine) => {
  const testDb = engineDatabase(engine, "bayou-presentation-");
  let handle: DbHandle;
  let stopWorker: (() => Promise<void>) | undefined;
  let n = 0;

  beforeAll(async () => {
    handle = await testDb.open();
  });
  afterEach(async () => {
    await stopWorker?.();
    stopWorker = undefined;
    process.env.FAKE_BLENDER_MODE = "ok";
  });

  const lead = { spam_reason: null, possible_spam: null, page: "/design", referrer: null, utm_source: null, utm_medium: null, utm_campaign: null, utm_term: null, utm_content: null, fingerprint: null };

  /** A quote request sent from the designer, in `locale`. */
  async function quote(locale: Locale, design: Design): Promise<number> {
    n += 1;
    const stored = quoteDesignOf(design, estimateDesign(design, defaultPricing, designerText("en")), 0);
    const row = await handle.db
      .insertInto("quote_requests")
      .values({ ...lead, created_at: new Date().toISOString(), source: "get-quote", status: "new", name: `Family ${n}`, phone: "713-555-0142", contact_method: "email", email: `family${n}@example.com`, features: "[]", locale, design: JSON.stringify(stored) })
      .returning("id")
      .executeTakeFirstOrThrow();
    return Number(row.id);
  }

  function work(overrides: Partial<RenderWorkerConfig> = {}) {
    const worker = startRenderWorker(handle, config(overrides), silent);
    stopWorker = worker.stop;
  }

  const done = (id: number) => waitFor(`presentation of quote ${id} done`, async () => ((await presentationState(handle.db, id)).state === "done" ? true : undefined));
  const jobCount = async () => Number((await handle.db.selectFrom("render_jobs").select((eb) => eb.fn.countAll<number | string>().as("n")).executeTakeFirstOrThrow()).n);

  it("renders 4K day and dusk, stamps the logo and prints a one-page sheet in the lead's Spanish", async () => {
    const design = { ...defaultDesign, length: 36, spa: "raised" as const };
    const id = await quote("es", design);
    expect(await requestPresentation(handle.db, id, "preview", new Date())).toBe("queued");
    expect(await requestPresentation(handle.db, id, "preview", new Date()), "a second click while it renders").toBe("busy");
    const jobs = await handle.db.selectFrom("render_jobs").select(["time_of_day", "width", "height", "status"]).orderBy("id").execute();
    expect(jobs).toEqual([
      { time_of_day: "day", ...PRESENTATION_RENDER, status: "queued" },
      { time_of_day: "dusk", ...PRESENTATION_RENDER, status: "queued" },
    ]);
    expect(await presentationState(handle.db, id)).toEqual({
      state: "rendering",
      pictures: [
        { time: "day", status: "queued", progress: 0, position: 1 },
        { time: "dusk", status: "queued", progress: 0, position: 2 },
      ],
    });

    work();
    await done(id);
    const state = await presentationState(handle.db, id);
    expect(state).toMatchObject({ state: "done", bytes: { day: expect.any(Number), dusk: expect.any(Number), pdf: expect.any(Number) } });

    for (const file of ["day.jpg", "dusk.jpg"] as const) {
      const picture = (await presentationFile(handle.db, id, file))!;
      const { format, width, height } = await sharp(picture).metadata();
      expect({ format, width, height }).toEqual({ format: "jpeg", width: 640, height: 400 });
      // The logo's navy pill darkens the lower right corner; the upper left is the rendering's green.
      const green = async (left: number, top: number) => {
        const raw = await sharp(picture).extract({ left, top, width: 120, height: 16 }).raw().toBuffer();
        return raw.filter((_, i) => i % 3 === 1).reduce((sum, value) => sum + value, 0) / (raw.length / 3);
      };
      expect(await green(490, 369)).toBeLessThan(120);
      expect(await green(10, 10)).toBeGreaterThan(140);
    }

    const pdf = Buffer.from((await presentationFile(handle.db, id, "sheet.pdf"))!);
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    const { pages, text } = readPdf(pdf);
    expect(pages).toBe(1);
    const words = squeeze(text);
    for (const expected of ["El diseño de su alberca", "De día", "Al atardecer", "El plano, a escala", "Lo que incluye", "Rango de precio aproximado", "36 pies", "Bayou Crest Pools & Spas"]) {
      expect(words).toContain(squeeze(expected));
    }
    expect(words).not.toContain(squeeze("Your pool design"));
    expect(words, "nothing the family wrote, not even their name").not.toContain("Family");
  });

  it("reuses pictures already rendered: another lead with the same design gets its sheet, in English, with no render", async () => {
    const design = { ...defaultDesign, length: 36, spa: "raised" as const };
    const before = await jobCount();
    const id = await quote("en", design);
    expect(await requestPresentation(handle.db, id, "preview", new Date())).toBe("queued");
    expect(await jobCount()).toBe(before);
    work();
    await done(id);
    const words = squeeze(readPdf(Buffer.from((await presentationFile(handle.db, id, "sheet.pdf"))!)).text);
    expect(words).toContain(squeeze("Your pool design"));
    expect(words).toContain(squeeze("Estimated price range"));
  });

  it("fails when a picture cannot be rendered, says why, and queues it again when asked", async () => {
    const design = { ...defaultDesign, length: 40 };
    const id = await quote("en", design);
    process.env.FAKE_BLENDER_MODE = "crash";
    expect(await requestPresentation(handle.db, id, "preview", new Date())).toBe("queued");
    work({ maxAttempts: 1 });
    const failed = await waitFor("presentation failed", async () => {
      const state = await presentationState(handle.db, id);
      return state.state === "failed" ? state : undefined;
    });
    expect(failed.error).toMatch(/^The (day|dusk) picture could not be rendered: blender exited with 1/);
    // The other picture fails too before the worker stops (a render stopped mid-way waits out its lease).
    await waitFor("both pictures failed", async () => {
      const rows = await handle.db.selectFrom("render_jobs").select("status").where("query", "=", designQuery(design)).execute();
      return rows.length === 2 && rows.every((row) => row.status === "failed") ? true : undefined;
    });
    await stopWorker?.();
    stopWorker = undefined;

    process.env.FAKE_BLENDER_MODE = "ok";
    expect(await requestPresentation(handle.db, id, "preview", new Date())).toBe("queued");
    expect((await presentationState(handle.db, id)).state).toBe("rendering");
    work();
    await done(id);
  });

  it("goes with its lead when the lead is erased", async () => {
    const id = await quote("en", { ...defaultDesign, length: 36, spa: "raised" });
    expect(await requestPresentation(handle.db, id, "preview", new Date())).toBe("queued");
    await handle.db.transaction().execute((trx) => deleteLeads(trx, "quote_requests", [id]));
    expect(await presentationState(handle.db, id)).toEqual({ state: "none" });
  });
});
