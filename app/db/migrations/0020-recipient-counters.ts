import { sql, type Kysely } from "kysely";
import type { Engine } from "#app/db/schema.ts";
import { mailboxOf } from "#app/modules/mail/mailbox.ts";

/**
 * The per-recipient cap counts mailboxes, not spellings (issue 36, point 4; decision 036): each
 * e-mail to a visitor records the mailbox its address delivers to (`jane+1@gmail.com` and
 * `j.ane@gmail.com` are both `jane@gmail.com`), indexed for the cap's count. The e-mails already
 * queued get theirs here, so the day in progress counts them too.
 */
export async function up(db: Kysely<unknown>, _engine: Engine): Promise<void> {
  await db.schema.alterTable("lead_outbox").addColumn("recipient_mailbox", "text").execute();
  await db.schema.createIndex("lead_outbox_recipient_mailbox").on("lead_outbox").columns(["recipient_mailbox", "kind"]).execute();
  const rows = await sql<{ id: number; recipient: string }>`select id, recipient from lead_outbox where recipient is not null`.execute(db);
  for (const row of rows.rows) {
    await sql`update lead_outbox set recipient_mailbox = ${mailboxOf(row.recipient)} where id = ${row.id}`.execute(db);
  }
}
