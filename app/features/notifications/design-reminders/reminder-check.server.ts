import { sql } from "kysely";
import type { Db } from "#app/db/client.server.ts";
import { toDate } from "#app/db/schema.ts";
import { readQuoteDesign, type QuoteDesign } from "#app/features/design/quote-design.ts";
import { visitorMailAllowed } from "#app/features/notifications/recipient-limit.server.ts";

export interface SavedDesignRecord {
  id: number;
  createdAt: Date;
  email: string;
  design: QuoteDesign | null;
  remind: boolean;
  unsubscribed: boolean;
}

export async function findSavedDesign(db: Db, id: number): Promise<SavedDesignRecord | null> {
  const row = await db.selectFrom("saved_designs").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) return null;
  return {
    id: Number(row.id),
    createdAt: toDate(row.created_at),
    email: row.email,
    design: readQuoteDesign(row.design),
    remind: row.remind === 1,
    unsubscribed: row.unsubscribed_at !== null,
  };
}

/**
 * Why a saved design's reminder must not go out now, or null to send it: checked by the outbox
 * when it falls due, not when it was queued, since what matters is what happened in between —
 * an unsubscribe, a request from that address since the design was saved, or the address's 3
 * e-mails of the last 24 hours.
 */
export async function reminderCancelReason(db: Db, saved: SavedDesignRecord, now: Date): Promise<string | null> {
  if (saved.unsubscribed) return "unsubscribed";
  const email = saved.email.toLowerCase();
  for (const table of ["quote_requests", "contact_submissions"] as const) {
    const request = await db
      .selectFrom(table)
      .select("id")
      .where(sql<string>`lower(email)`, "=", email)
      .where("created_at", ">", saved.createdAt.toISOString())
      .executeTakeFirst();
    if (request) return "a request came from this address since";
  }
  if (!(await visitorMailAllowed(db, saved.email, now))) return "this address had its 3 e-mails of the day";
  return null;
}

/** RFC 2369 and RFC 8058: the mail client's own unsubscribe button, one press, posted to our link. */
export function unsubscribeHeaders(url: string): Record<string, string> {
  return { "List-Unsubscribe": `<${url}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" };
}
