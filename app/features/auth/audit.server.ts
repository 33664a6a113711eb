import type { Kysely, Transaction } from "kysely";
import type { Database } from "#app/db/schema.ts";

export interface AuditEntry {
  actorId: number | null;
  actorEmail: string;
  /** What was done, dotted: "lead.status", "lead.note", "project.publish"… */
  action: string;
  entityType: string;
  entityId: string | number;
  details?: Record<string, unknown>;
}

/**
 * Records one admin change. Pass the transaction that makes the change, so the entry is
 * committed with it or not at all.
 */
export async function writeAudit(db: Kysely<Database> | Transaction<Database>, entry: AuditEntry): Promise<void> {
  await db
    .insertInto("audit_log")
    .values({
      created_at: new Date().toISOString(),
      actor_id: entry.actorId,
      actor_email: entry.actorEmail,
      action: entry.action,
      entity_type: entry.entityType,
      entity_id: String(entry.entityId),
      details: entry.details ? JSON.stringify(entry.details) : null,
    })
    .execute();
}
