import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { simpleParser, type ParsedMail } from "mailparser";
import type { SMTPServer } from "smtp-server";
import { afterAll, describe, expect, it } from "vitest";
import { Migrator } from "kysely/migration";
import { sql } from "kysely";
import { openDb, type DbHandle } from "#app/db/client.server.ts";
import { migrationsFor } from "#app/db/migrations/index.ts";
import type { Locale } from "#app/i18n/locale.ts";
import { estimateDesign } from "#app/features/design/estimate.ts";
import { defaultDesign } from "#app/features/design/model.ts";
import { defaultPricing } from "#app/features/design/pricing.ts";
import { quoteDesignOf } from "#app/features/design/quote-design.ts";
import { fingerprintOf } from "#app/features/leads/capture/lead-records.server.ts";
import { storeLead } from "#app/features/leads/capture/store.server.ts";
import type { LeadRecord } from "#app/features/lead-records/repository.server.ts";
import { startOutboxWorker } from "#app/features/notifications/outbox.server.ts";
import { leadAlert } from "#app/features/notifications/push/send-push.server.ts";
import { enqueueVisitorMail } from "#app/features/notifications/enqueue.server.ts";
import { savedDesignEmail } from "#app/features/saved-designs/saved-design-email.server.tsx";
import { listSavedDesigns } from "#app/features/saved-designs/saved-designs-list.server.ts";
import { leadCapture } from "#tests/support/lead-capture.ts";
import { createTestDatabase, openTestEngine, postgresAvailable } from "#tests/support/postgres.ts";
import { freePort } from "#tests/support/server.ts";
import { startSmtp, stopSmtp, type Mail } from "#tests/support/smtp.ts";
import { designerText } from "#app/features/design/designer-text.ts";

/**
 * The lead knows its language (issue 25, point 3), on both engines: a lead stored with `es` keeps
 * it (and the column takes nothing but en and es), its visitor's confirmation arrives at a real
 * SMTP server in Spanish, Spanish subject included, and the owner's notification stays English
 * and says so; an English lead is unchanged. The lead-saving function is driven directly with
 * the locale the Spanish pages' path will give it.
 */
const engines = ["sqlite", ...((await postgresAvailable()) ? (["postgres"] as const) : [])] as const;
const OFFICE = "office@bayoucrest.example";

const consultation = (email: string, [firstName, lastName]: [string, string]): LeadRecord => ({
  table: "contact_submissions",
  values: {
    source: "home-consultation",
    name: `${firstName} ${lastName}`,
    email,
    phone: "713-555-0111",
    subject: "new - 1-3months",
    message: "Location: Pearland\nService Type: new\nTimeline: 1-3months\n\nQueremos una alberca para los nietos.",
    firstName,
    lastName,
    location: "Pearland",
    serviceType: "new",
    timeline: "1-3months",
  },
});

const designedQuote = (email: string): LeadRecord => ({
  table: "quote_requests",
  values: {
    source: "get-quote",
    contactMethod: "email",
    name: "Luis Treviño",
    email,
    phone: null,
    preferredCallbackTime: null,
    address: "12 Palm Ct, Friendswood, TX",
    projectType: "new-pool",
    poolSize: null,
    timeline: "3-6months",
    features: ["LED Lighting"],
    notes: null,
    design: quoteDesignOf(defaultDesign, estimateDesign(defaultDesign, defaultPricing, designerText("en")), 0),
  },
});

describe.each(engines)("a lead's language on %s", (engine) => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "bayou-crest-locale-"));
  const inbox: Mail[] = [];
  let handle: DbHandle;
  let drop: (() => Promise<void>) | undefined;
  let smtp: SMTPServer | undefined;
  let worker: { stop(): Promise<void> } | undefined;
  afterAll(async () => {
    await worker?.stop();
    if (smtp) await stopSmtp(smtp);
    await handle?.close();
    await drop?.();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function store(record: LeadRecord, locale: Locale) {
    const result = await storeLead(
      handle,
      record,
      { ...leadCapture({ page: "/", locale }), fingerprint: fingerprintOf(record) },
      {
        now: new Date(),
        dedupeSince: null,
        rateLimit: { bucket: `test:${Math.random()}`, max: 100, windowMs: 60_000 },
        mailConfigured: true,
        tokenId: `token-${Math.random()}`,
        visitorMailConfigured: true,
      },
    );
    if (result.status !== "stored") throw new Error(`not stored: ${result.status}`);
    return result;
  }

  async function mailsTo(address: string, count: number): Promise<ParsedMail[]> {
    await expect.poll(() => inbox.filter((mail) => mail.to.includes(address)).length, { timeout: 15_000 }).toBeGreaterThanOrEqual(count);
    return Promise.all(inbox.filter((mail) => mail.to.includes(address)).map((mail) => simpleParser(mail.raw)));
  }

  it("stores es, confirms in Spanish and tells the owner in English; an English lead is unchanged", async () => {
    ({ handle, drop } = await openTestEngine(engine, dataDir));
    const smtpPort = await freePort();
    smtp = await startSmtp(smtpPort, inbox);

    const spanish = await store(consultation("rosa@example.com", ["Rosa", "Garza"]), "es");
    const spanishQuote = await store(designedQuote("luis@example.com"), "es");
    const english = await store(consultation("ann@example.com", ["Ann", "Lee"]), "en");

    const locales = async (table: "contact_submissions" | "quote_requests") =>
      Object.fromEntries((await handle.db.selectFrom(table).select(["id", "locale"]).execute()).map((row) => [Number(row.id), row.locale]));
    expect(await locales("contact_submissions")).toEqual({ [spanish.id]: "es", [english.id]: "en" });
    expect(await locales("quote_requests")).toEqual({ [spanishQuote.id]: "es" });
    // Nothing but the two languages: the column refuses anything else on either engine.
    await expect(handle.db.updateTable("contact_submissions").set({ locale: "fr" as Locale }).where("id", "=", english.id).execute()).rejects.toThrow();

    // A design saved from a Spanish page: kept with es, its e-mail queued in Spanish as saveDesign queues it.
    const design = quoteDesignOf(defaultDesign, estimateDesign(defaultDesign, defaultPricing, designerText("en")), 0);
    await handle.db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto("saved_designs")
        .values({ created_at: new Date().toISOString(), email: "marta@example.com", design: JSON.stringify(design), remind: 0, locale: "es" })
        .returning("id")
        .executeTakeFirstOrThrow();
      const mail = await savedDesignEmail(design, null, "es");
      await enqueueVisitorMail(
        trx,
        { kind: "saved-design", lead: { table: "saved_designs", id: Number(row.id) }, recipient: "marta@example.com", subject: mail.subject, body: mail.text, html: mail.html },
        { now: new Date(), mailConfigured: true },
      );
    });
    expect((await listSavedDesigns(handle.db)).items.map((item) => item.locale)).toEqual(["es"]);
    await expect(handle.db.updateTable("saved_designs").set({ locale: "fr" as Locale }).execute()).rejects.toThrow();

    worker = startOutboxWorker(
      handle,
      {
        smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
        notifyTo: OFFICE,
        mailFrom: "Website <web@bayoucrest.example>",
        pollMs: 100,
        retryBaseMs: 200,
        retryMaxMs: 1000,
        maxAttempts: 5,
        rateLimitWindowMs: 600_000,
        tokenMaxAgeMs: 3_600_000,
      },
      { info() {}, warn() {}, error() {} },
    );

    const [rosa] = await mailsTo("rosa@example.com", 1);
    expect(rosa!.subject).toBe(`Recibimos su solicitud de consulta (${spanish.reference}) - Bayou Crest Pools & Spas`);
    expect(rosa!.html).toContain('lang="es-US"');
    const rosaText = rosa!.text!.replace(/\s+/g, " ");
    expect(rosaText).toContain(`Su número de referencia es ${spanish.reference}.`);
    expect(rosaText).toContain("Servicio: Construcción de alberca nueva");
    expect(rosaText).toContain("Para cuándo: De 1 a 3 meses");
    expect(rosaText).not.toMatch(/Thank you|What happens next|Monday/);

    const [luis] = await mailsTo("luis@example.com", 1);
    expect(luis!.subject).toBe(`Recibimos su solicitud de cotización (${spanishQuote.reference}) - Bayou Crest Pools & Spas`);
    const luisText = luis!.text!.replace(/\s+/g, " ");
    expect(luisText).toMatch(/Alberca rectangular de 16 × 32 pies/);
    expect(luisText).toMatch(/Precio aproximado: \$[\d,]+ – \$[\d,]+/);
    expect(luis!.attachments.map((file) => file.contentType), "the plan travels with it as in English").toEqual(["image/png"]);

    const [marta] = await mailsTo("marta@example.com", 1);
    expect(marta!.subject).toBe("Su diseño de alberca - Bayou Crest Pools & Spas");
    expect(marta!.text).toContain("Aquí está la alberca que diseñó");

    const [ann] = await mailsTo("ann@example.com", 1);
    expect(ann!.subject).toBe(`We received your consultation request (${english.reference}) - Bayou Crest Pools & Spas`);
    expect(ann!.html).toContain('lang="en-US"');

    const office = await mailsTo(OFFICE, 3);
    const about = (name: string) => office.find((mail) => mail.text!.includes(name))!;
    expect(about("Rosa Garza").subject).toBe("New consultation request from “Rosa Garza” · Prefers Spanish");
    expect(about("Rosa Garza").text).toContain("Prefers Spanish — their confirmation was sent in Spanish.");
    expect(about("Rosa Garza").text).toContain("What they sent");
    expect(about("Luis Treviño").subject).toMatch(/^Quote: 16 × 32 rectangle, Friendswood, \$[\dk–]+ · Prefers Spanish$/);
    // The owner's copy of the design stays English.
    expect(about("Luis Treviño").text).toContain("The design");
    expect(about("Ann Lee").subject).toBe("New consultation request from “Ann Lee”");
    expect(about("Ann Lee").text).not.toContain("Spanish");

    // A push or a text carries no personal data, but who should call back is not personal.
    expect((await leadAlert(handle.db, "contact_submissions", spanish.id, null)).title).toBe("Consultation request, Pearland · Prefers Spanish");
    expect((await leadAlert(handle.db, "contact_submissions", english.id, null)).title).toBe("Consultation request, Pearland");
  }, 60_000);

  it("gives the leads and saved designs stored before migration 0017 English", async () => {
    const before = engine === "postgres" ? await createTestDatabase() : null;
    const oldDir = mkdtempSync(path.join(tmpdir(), "bayou-crest-locale-old-"));
    const old = openDb(before ? { databaseUrl: before.url, dataDir: oldDir } : { dataDir: oldDir });
    try {
      const migrator = new Migrator({ db: old.db, provider: { getMigrations: async () => migrationsFor(engine) } });
      expect((await migrator.migrateTo("0016-saved-designs")).error).toBeUndefined();
      const at = new Date().toISOString();
      await sql`insert into contact_submissions (created_at, source, status, name, email, message) values (${at}, 'contact-page', 'new', 'Old Lead', 'old@example.com', 'hi')`.execute(old.db);
      await sql`insert into quote_requests (created_at, source, status, contact_method, name, phone, features) values (${at}, 'get-quote', 'new', 'phone', 'Old Quote', '713-555-0100', '[]')`.execute(old.db);
      await sql`insert into saved_designs (created_at, email, design) values (${at}, 'old@example.com', '{}')`.execute(old.db);
      await old.migrate();
      for (const table of ["contact_submissions", "quote_requests", "saved_designs"] as const) {
        expect(await old.db.selectFrom(table).select("locale").execute(), table).toEqual([{ locale: "en" }]);
      }
    } finally {
      await old.close();
      await before?.drop();
      rmSync(oldDir, { recursive: true, force: true });
    }
  }, 60_000);
});
