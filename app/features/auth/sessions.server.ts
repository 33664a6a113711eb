import { createHash, randomBytes } from "node:crypto";
import type { Db } from "#app/db/client.server.ts";
import { toDate } from "#app/db/schema.ts";
import type { AdminUser } from "#app/features/auth/accounts.server.ts";

/** A session ends after this long without a request… */
export const SESSION_IDLE_MS = 2 * 60 * 60 * 1000;
/** …and after this long in any case. */
export const SESSION_ABSOLUTE_MS = 7 * 24 * 60 * 60 * 1000;
/** Pushing the idle expiry forward at most once a minute saves a write on every request. */
const TOUCH_INTERVAL_MS = 60 * 1000;

export interface AdminSession {
  /** SHA-256 of the cookie's token: what the database stores, safe to log or hand around. */
  id: string;
  user: AdminUser;
  csrfToken: string;
  idleExpiresAt: Date;
}

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** A new session: 256 random bits in the cookie, only their hash in the database. */
export async function createSession(db: Db, user: AdminUser, now = new Date()): Promise<{ token: string; session: AdminSession }> {
  const token = randomBytes(32).toString("base64url");
  const csrfToken = randomBytes(32).toString("base64url");
  const idleExpiresAt = new Date(now.getTime() + SESSION_IDLE_MS);
  const id = hashToken(token);
  await db
    .insertInto("admin_sessions")
    .values({
      id_hash: id,
      user_id: user.id,
      csrf_token: csrfToken,
      created_at: now.toISOString(),
      idle_expires_at: idleExpiresAt.toISOString(),
      absolute_expires_at: new Date(now.getTime() + SESSION_ABSOLUTE_MS).toISOString(),
    })
    .execute();
  return { token, session: { id, user, csrfToken, idleExpiresAt } };
}

/** The live session behind `token`, or null when there is none or it has expired. */
export async function findSession(db: Db, token: string, now = new Date()): Promise<AdminSession | null> {
  const nowIso = now.toISOString();
  const row = await db
    .selectFrom("admin_sessions")
    .innerJoin("admin_users", "admin_users.id", "admin_sessions.user_id")
    .select([
      "admin_sessions.id_hash",
      "admin_sessions.csrf_token",
      "admin_sessions.idle_expires_at",
      "admin_users.id as user_id",
      "admin_users.email",
      "admin_users.role",
    ])
    .where("admin_sessions.id_hash", "=", hashToken(token))
    .where("admin_sessions.idle_expires_at", ">", nowIso)
    .where("admin_sessions.absolute_expires_at", ">", nowIso)
    .where("admin_users.disabled_at", "is", null)
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id_hash,
    user: { id: Number(row.user_id), email: row.email, role: row.role },
    csrfToken: row.csrf_token,
    idleExpiresAt: toDate(row.idle_expires_at),
  };
}

/** Moves the inactivity expiry forward (never past the absolute expiry, which `findSession` checks). */
export async function touchSession(db: Db, session: AdminSession, now = new Date()): Promise<void> {
  const idleExpiresAt = new Date(now.getTime() + SESSION_IDLE_MS);
  if (idleExpiresAt.getTime() - session.idleExpiresAt.getTime() < TOUCH_INTERVAL_MS) return;
  await db
    .updateTable("admin_sessions")
    .set({ idle_expires_at: idleExpiresAt.toISOString() })
    .where("id_hash", "=", session.id)
    .execute();
}

export async function deleteSession(db: Db, token: string): Promise<void> {
  await db.deleteFrom("admin_sessions").where("id_hash", "=", hashToken(token)).execute();
}

export async function pruneExpiredSessions(db: Db, now = new Date()): Promise<void> {
  const nowIso = now.toISOString();
  await db
    .deleteFrom("admin_sessions")
    .where((eb) => eb.or([eb("idle_expires_at", "<=", nowIso), eb("absolute_expires_at", "<=", nowIso)]))
    .execute();
}
