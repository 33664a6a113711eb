import type { Db } from "#app/db/client.server.ts";
import { toDate } from "#app/db/schema.ts";
import type { AdminUser } from "#app/features/auth/accounts.server.ts";
import { writeAudit } from "#app/features/auth/audit.server.ts";

export interface ReplyTemplate {
  id: number;
  name: string;
  subject: string;
  body: string;
  updatedAt: Date;
}

export async function listTemplates(db: Db): Promise<ReplyTemplate[]> {
  const rows = await db.selectFrom("reply_templates").select(["id", "name", "subject", "body", "updated_at"]).orderBy("name").orderBy("id").execute();
  return rows.map((row) => ({ id: Number(row.id), name: row.name, subject: row.subject, body: row.body, updatedAt: toDate(row.updated_at) }));
}

/** Creates (no id) or updates a template; false when the template to update is gone. */
export async function saveTemplate(
  db: Db,
  actor: AdminUser,
  input: { id: number | null; name: string; subject: string; body: string },
): Promise<boolean> {
  const now = new Date().toISOString();
  return db.transaction().execute(async (trx) => {
    let id = input.id;
    if (id === null) {
      const row = await trx
        .insertInto("reply_templates")
        .values({ name: input.name, subject: input.subject, body: input.body, created_at: now, updated_at: now })
        .returning("id")
        .executeTakeFirstOrThrow();
      id = Number(row.id);
    } else {
      const updated = await trx
        .updateTable("reply_templates")
        .set({ name: input.name, subject: input.subject, body: input.body, updated_at: now })
        .where("id", "=", id)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 0) return false;
    }
    await writeAudit(trx, {
      actorId: actor.id,
      actorEmail: actor.email,
      action: input.id === null ? "template.create" : "template.update",
      entityType: "reply_templates",
      entityId: id,
      details: { name: input.name },
    });
    return true;
  });
}

export async function deleteTemplate(db: Db, actor: AdminUser, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("reply_templates").where("id", "=", id).execute();
    await writeAudit(trx, { actorId: actor.id, actorEmail: actor.email, action: "template.delete", entityType: "reply_templates", entityId: id });
  });
}
