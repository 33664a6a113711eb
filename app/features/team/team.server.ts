import type { Db } from "#app/db/client.server.ts";
import type { AdminRole } from "#app/db/schema.ts";
import { AccountError, createAdminUser, resetPassword, setAccountDisabled, type AdminUser } from "#app/features/auth/accounts.server.ts";
import { writeAudit } from "#app/features/auth/audit.server.ts";
import { hashPassword, passwordProblem, verifyPassword } from "#app/features/auth/passwords.server.ts";

/** The owner's changes to the team, each written to the audit log. Problems come back as `AccountError`. */

export async function addMember(db: Db, actor: AdminUser, input: { email: string; role: AdminRole; password: string }) {
  const member = await createAdminUser(db, input.email, input.password, input.role);
  await writeAudit(db, audit(actor, "account.create", member.id, { email: member.email, role: member.role }));
  return member;
}

export async function setMemberDisabled(db: Db, actor: AdminUser, memberId: number, disabled: boolean) {
  if (memberId === actor.id) throw new AccountError("You cannot disable your own account.");
  const member = await setAccountDisabled(db, memberId, disabled);
  if (!member) throw new AccountError("That account does not exist.");
  await writeAudit(db, audit(actor, disabled ? "account.disable" : "account.enable", member.id, { email: member.email }));
  return member;
}

export async function resetMemberPassword(db: Db, actor: AdminUser, memberId: number, password: string) {
  const row = await db.selectFrom("admin_users").select("email").where("id", "=", memberId).executeTakeFirst();
  if (!row) throw new AccountError("That account does not exist.");
  const member = await resetPassword(db, row.email, password);
  await writeAudit(db, audit(actor, "account.reset-password", member.id, { email: member.email }));
  return member;
}

/**
 * A signed-in person changes their own password: the current one must be right. Their other
 * sessions end; the one they are using stays.
 */
export async function changeOwnPassword(
  db: Db,
  user: AdminUser,
  sessionId: string,
  { current, next }: { current: string; next: string },
): Promise<void> {
  const row = await db.selectFrom("admin_users").select("password_hash").where("id", "=", user.id).executeTakeFirstOrThrow();
  if (!(await verifyPassword(row.password_hash, current))) throw new AccountError("The current password is not right.");
  const problem = passwordProblem(next);
  if (problem) throw new AccountError(problem);
  const passwordHash = await hashPassword(next);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable("admin_users")
      .set({ password_hash: passwordHash, password_changed_at: new Date().toISOString() })
      .where("id", "=", user.id)
      .execute();
    await trx.deleteFrom("admin_sessions").where("user_id", "=", user.id).where("id_hash", "!=", sessionId).execute();
    await writeAudit(trx, audit(user, "account.change-password", user.id));
  });
}

function audit(actor: AdminUser, action: string, memberId: number, details?: Record<string, unknown>) {
  return { actorId: actor.id, actorEmail: actor.email, action, entityType: "admin_users", entityId: memberId, details };
}
