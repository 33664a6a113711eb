import type { Db } from "#app/db/client.server.ts";
import { hashPassword, passwordProblem } from "#app/features/auth/passwords.server.ts";

export interface AdminUser {
  id: number;
  email: string;
}

export class AccountError extends Error {}

/** E-mail addresses compare case-insensitively; they are stored trimmed and lower-cased. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export async function createAdminUser(db: Db, email: string, password: string): Promise<AdminUser> {
  const normalized = normalizeEmail(email);
  if (!EMAIL_PATTERN.test(normalized)) throw new AccountError(`"${email}" is not an e-mail address.`);
  const problem = passwordProblem(password);
  if (problem) throw new AccountError(problem);
  const passwordHash = await hashPassword(password);
  const now = new Date().toISOString();
  const row = await db
    .insertInto("admin_users")
    .values({ email: normalized, password_hash: passwordHash, created_at: now, password_changed_at: now })
    .onConflict((conflict) => conflict.column("email").doNothing())
    .returning(["id", "email"])
    .executeTakeFirst();
  if (!row) throw new AccountError(`An account for ${normalized} already exists.`);
  return { id: Number(row.id), email: row.email };
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
      .returning(["id", "email"])
      .executeTakeFirst();
    if (!row) throw new AccountError(`There is no account for ${normalizeEmail(email)}.`);
    await trx.deleteFrom("admin_sessions").where("user_id", "=", row.id).execute();
    return { id: Number(row.id), email: row.email };
  });
}

export async function findUserForSignIn(db: Db, email: string) {
  const row = await db
    .selectFrom("admin_users")
    .select(["id", "email", "password_hash"])
    .where("email", "=", normalizeEmail(email))
    .executeTakeFirst();
  return row && { id: Number(row.id), email: row.email, passwordHash: row.password_hash };
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
