import { mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { DbHandle } from "#app/db/client.server.ts";
import type { AdminUser } from "#app/features/auth/accounts.server.ts";
import { estimateDesign } from "#app/features/design/estimate.ts";
import { defaultDesign } from "#app/features/design/model.ts";
import { defaultPricing } from "#app/features/design/pricing.ts";
import { quoteDesignOf } from "#app/features/design/quote-design.ts";
import { designerText } from "#app/features/design/designer-text.ts";
import { eraseVisitor, exportVisitorData, recordsToErase } from "#app/features/inbox/privacy.server.ts";
import { enqueueVisitorMail } from "#app/features/notifications/enqueue.server.ts";
import { enqueueSms } from "#app/features/notifications/sms/enqueue-sms.server.ts";
import { verifyBackup, writeBackup } from "#app/features/operations/backup.server.ts";
import { occurrences, purgeBackups } from "#scripts/backup-purge.ts";
import { engineDatabase, testEngines } from "#tests/support/postgres.ts";

/**
 * Erasing a visitor (issue 36, point 3) on both engines: every lead and saved design with their
 * e-mail (any case, stray spaces) or phone (any punctuation), in both languages, with notes and
 * every outbox row; the download lists the same records first. On SQLite, the bytes: the name,
 * e-mail and phone are found in neither the database file, its WAL, a fresh backup, nor (after
 * `--purge`) a backup taken before the erasure.
 */
const OWNER = { id: 1, email: "owner@bayoucrest.example" } as AdminUser;
const NAME = "Erin Núñez-Privacy";
const EMAIL = "erin.nunez.privacy@example.com";
const PHONE = "(713) 555-0142";
/** What must be gone, byte for byte (the e-mail in any ASCII case). */
const NEEDLES = [NAME, EMAIL, "713-555-0142", PHONE, "7135550142"];

describe.each(await testEngines())("erasing a visitor on %s", (engine) => {
  const testDb = engineDatabase(engine, "bayou-crest-erase-");
  const dataDir = testDb.dataDir;
  let handle: DbHandle;

  const lead = { spam_reason: null, possible_spam: null, page: "/", referrer: null, utm_source: null, utm_medium: null, utm_campaign: null, utm_term: null, utm_content: null, fingerprint: null };

  async function seed() {
    return handle.db.transaction().execute(async (trx) => {
      const now = new Date();
      const at = now.toISOString();
      const quote = await trx
        .insertInto("quote_requests")
        .values({ ...lead, created_at: at, source: "get-quote", status: "new", name: NAME, phone: "713-555-0142", contact_method: "email", email: ` ${EMAIL.toUpperCase()} `, features: "[]", locale: "en" })
        .returning("id")
        .executeTakeFirstOrThrow();
      // Same phone, punctuated differently, another address, from the Spanish site.
      const contact = await trx
        .insertInto("contact_submissions")
        .values({ ...lead, created_at: at, source: "contact-page", status: "new", name: NAME, email: "erin.work@example.com", phone: `+1 ${PHONE}`, message: `Soy ${NAME}, llámeme al ${PHONE}.`, locale: "es" })
        .returning("id")
        .executeTakeFirstOrThrow();
      const other = await trx
        .insertInto("contact_submissions")
        .values({ ...lead, created_at: at, source: "contact-page", status: "new", name: "Someone Else", email: "someone.else@example.com", phone: "281-555-0100", message: "Keep me." })
        .returning("id")
        .executeTakeFirstOrThrow();
      const design = quoteDesignOf(defaultDesign, estimateDesign(defaultDesign, defaultPricing, designerText("en")), 0);
      const saved = await trx.insertInto("saved_designs").values({ created_at: at, email: EMAIL, design: JSON.stringify(design), remind: 1 }).returning("id").executeTakeFirstOrThrow();
      const ids = { quote: Number(quote.id), contact: Number(contact.id), other: Number(other.id), saved: Number(saved.id) };
      await trx.insertInto("lead_notes").values({ created_at: at, lead_table: "quote_requests", lead_id: ids.quote, author_email: OWNER.email, body: `Called ${NAME} on ${PHONE}.` }).execute();
      await enqueueVisitorMail(
        trx,
        { kind: "confirmation", lead: { table: "quote_requests", id: ids.quote }, recipient: EMAIL, subject: `Thank you, ${NAME}`, body: `Hello ${NAME}`, html: `<p>Hello ${NAME}, we will call ${PHONE}.</p>` },
        { now, mailConfigured: true },
      );
      await enqueueVisitorMail(
        trx,
        { kind: "design-reminder", lead: { table: "saved_designs", id: ids.saved }, recipient: EMAIL, subject: "Your pool design is waiting", body: "text", html: "<p>html</p>" },
        { now, sendAt: new Date(now.getTime() + 3 * 86_400_000), mailConfigured: true },
      );
      await enqueueSms(trx, { table: "contact_submissions", id: ids.contact }, { now, engine, maxPerHour: 10 });
      return ids;
    });
  }

  it("removes every record of the person and nothing of anyone else; the download listed them first", async () => {
    handle = await testDb.open();
    const ids = await seed();
    const backups = path.join(dataDir, "kept-backups");
    mkdirSync(backups);
    const before = engine === "sqlite" ? await writeBackup({ handle, dir: backups }) : null;

    // What the owner sees before confirming, from the quote's page.
    const listed = await recordsToErase(handle.db, { table: "quote_requests", id: ids.quote });
    expect(listed?.leads.map((row) => [row.table, row.id]).sort()).toEqual([["contact_submissions", ids.contact], ["quote_requests", ids.quote]].sort());
    expect(listed?.savedDesigns.map((row) => row.id)).toEqual([ids.saved]);

    const data = (await exportVisitorData(handle.db, "quote_requests", ids.quote))!;
    expect(data.submitted).toMatchObject({ name: NAME });
    expect(data.internalNotes).toEqual([expect.objectContaining({ body: `Called ${NAME} on ${PHONE}.` })]);
    expect(data.sameVisitor.leads.map((row) => row!.submitted)).toEqual([expect.objectContaining({ email: "erin.work@example.com", locale: "es" })]);
    expect(data.sameVisitor.leads[0]!.alertsToTeam).toEqual([expect.objectContaining({ kind: "sms", status: "pending" })]);
    expect(data.sameVisitor.savedDesigns).toEqual([expect.objectContaining({ id: ids.saved, email: EMAIL, emailsToVisitor: [expect.objectContaining({ kind: "design-reminder", status: "pending" })] })]);

    expect(await eraseVisitor(handle, OWNER, { table: "quote_requests", id: ids.quote })).toEqual({ leads: 2, savedDesigns: 1, notes: 1, messages: 3 });

    const left = {
      quotes: await handle.db.selectFrom("quote_requests").select("id").execute(),
      contacts: await handle.db.selectFrom("contact_submissions").select("id").execute(),
      saved: await handle.db.selectFrom("saved_designs").select("id").execute(),
      notes: await handle.db.selectFrom("lead_notes").select("id").execute(),
      outbox: await handle.db.selectFrom("lead_outbox").select("id").execute(),
      audit: await handle.db.selectFrom("audit_log").selectAll().orderBy("id").execute(),
    };
    expect(left).toMatchObject({ quotes: [], contacts: [{ id: ids.other }], saved: [], notes: [], outbox: [] });
    expect(left.audit.map((entry) => [entry.action, entry.actor_email, entry.details])).toEqual([
      ["lead.erase", OWNER.email, JSON.stringify({ form: "contact-page" })],
      ["lead.erase", OWNER.email, JSON.stringify({ form: "get-quote" })],
      ["saved-design.erase", OWNER.email, JSON.stringify({ form: "saved-design" })],
    ]);
    if (engine !== "sqlite") return;

    // The bytes: the database file, its WAL, a backup taken now, and the one taken before, purged.
    const file = handle.sqliteFile!;
    const bytes = (name: string) => occurrences(readFileSync(name), NEEDLES);
    console.log("FIGURES", { file: bytes(file), wal: bytes(`${file}-wal`) }); expect({ file: bytes(file), wal: bytes(`${file}-wal`) }).toEqual({ file: 0, wal: 0 });
    const fresh = await writeBackup({ handle, dir: path.join(dataDir, "fresh") });
    expect(bytes(fresh.path)).toBe(0);

    expect(bytes(before!.path)).toBeGreaterThan(0);
    expect(await purgeBackups(backups, { email: EMAIL, phone: "7135550142" })).toEqual([{ file: before!.file, result: { leads: 2, savedDesigns: 1 } }]);
    expect(bytes(before!.path)).toBe(0);
    await verifyBackup("sqlite", before!.path);
  });
});
