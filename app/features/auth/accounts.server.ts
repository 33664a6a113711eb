import type { Db } from "#app/db/client.server.ts";
import { toDate, type AdminRole } from "#app/db/schema.ts";
import { hashPassword, passwordProblem } from "#app/features/auth/passwords.server.ts";

export interface AdminUser {
  id: number;
  email: string;
  role: AdminRole;
}

export class AccountError extends Error {}

/** E-mail addresses compare case-insensitively; they are stored trimmed and lower-cased. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export async function createAdminUser(db: Db, email: string, password: string, role: AdminRole = "owner"): Promise<AdminUser> {
  const normalized = normalizeEmail(email);
  if (!EMAIL_PATTERN.test(normalized)) throw new AccountError(`"${email}" is not an e-mail address.`);
  const problem = passwordProblem(password);
  if (problem) throw new AccountError(problem);
  const passwordHash = await hashPassword(password);
  const now = new Date().toISOString();
  const row = await db
    .insertInto("admin_users")
    .values({ email: normalized, password_hash: passwordHash, created_at: now, password_changed_at: now, role })
    .onConflict((conflict) => conflict.column("email").doNothing())
    .returning(["id", "email", "role"])
    .executeTakeFirst();
  if (!row) throw new AccountError(`An account for ${normalized} already exists.`);
  return { id: Number(row.id), email: row.email, role: row.role };
}

/** Sets a new password and ends every session of the account. */
export async function resetPassword(db: Db, email: string, password: string): Promise<AdminUser> {
  const problem = passwordProblem(password);
  if (problem) throw new AccountError(problem);
  const passwordHash = await hashPassword(password);
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable("admin_users")
      .set({ password_hash: passwordHash, password_changed_at: new Date().toISOString() })
      .where("email", "=", normalizeEmail(email))
      .returning(["id", "email", "role"])
      .executeTakeFirst();
    if (!row) throw new AccountError(`There is no account for ${normalizeEmail(email)}.`);
    await trx.deleteFrom("admin_sessions").where("user_id", "=", row.id).execute();
    return { id: Number(row.id), email: row.email, role: row.role };
  });
}

/** A disabled account is as good as unknown: it gets the same answer as a wrong password. */
export async function findUserForSignIn(db: Db, email: string) {
  const row = await db
    .selectFrom("admin_users")
    .select(["id", "email", "role", "password_hash"])
    .where("email", "=", normalizeEmail(email))
    .where("disabled_at", "is", null)
    .executeTakeFirst();
  return row && { id: Number(row.id), email: row.email, role: row.role, passwordHash: row.password_hash };
}

export interface TeamMember extends AdminUser {
  createdAt: Date;
  disabledAt: Date | null;
}

/** Every account, owners first, then by e-mail. */
export async function listTeam(db: Db): Promise<TeamMember[]> {
  const rows = await db
    .selectFrom("admin_users")
    .select(["id", "email", "role", "created_at", "disabled_at"])
    .orderBy("role")
    .orderBy("email")
    .execute();
  return rows.map((row) => ({
    id: Number(row.id),
    email: row.email,
    role: row.role,
    createdAt: toDate(row.created_at),
    disabledAt: row.disabled_at ? toDate(row.disabled_at) : null,
  }));
}

/** Disables an account and ends its sessions at once, or enables it again. */
export async function setAccountDisabled(db: Db, userId: number, disabled: boolean): Promise<AdminUser | null> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable("admin_users")
      .set({ disabled_at: disabled ? new Date().toISOString() : null })
      .where("id", "=", userId)
      .returning(["id", "email", "role"])
      .executeTakeFirst();
    if (!row) return null;
    if (disabled) await trx.deleteFrom("admin_sessions").where("user_id", "=", row.id).execute();
    return { id: Number(row.id), email: row.email, role: row.role };
  });
}

/**
 * First start: when no account exists and ADMIN_EMAIL and ADMIN_PASSWORD are set, creates that
 * account. Several instances starting at once race harmlessly: the e-mail is unique.
 */
export async function bootstrapAdmin(
  db: Db,
  { email, password }: { email?: string; password?: string },
): Promise<AdminUser | null> {
  if (!email || !password) return null;
  const existing = await db.selectFrom("admin_users").select("id").limit(1).executeTakeFirst();
  if (existing) return null;
  try {
    return await createAdminUser(db, email, password);
  } catch (error) {
    if (error instanceof AccountError && /already exists/.test(error.message)) return null;
    throw error;
  }
}
