import type { Db } from "../../db/client.server.ts";
import { findUserForSignIn, normalizeEmail, type AdminUser } from "./accounts.server.ts";
import { admitLoginAttempt, clearLoginAttempts } from "./login-limit.server.ts";
import { PASSWORD_MAX_LENGTH, verifyPassword } from "./passwords.server.ts";
import { createSession, deleteSession, pruneExpiredSessions } from "./sessions.server.ts";

export const signInMessages = {
  /** One message for an unknown e-mail and a wrong password: it must not reveal which accounts exist. */
  invalid: "The e-mail address or password is incorrect.",
  limited: (minutes: number) =>
    `Too many failed sign-in attempts. For your security, sign-in is paused: please wait ${minutes} minutes and try again.`,
} as const;

export type SignInResult =
  | { ok: true; user: AdminUser; token: string }
  | { ok: false; message: string };

/**
 * Checks the credentials and opens a new session. Any session the browser already had is
 * ended first: a session id is never carried across a sign-in (no fixation).
 */
export async function signIn(
  db: Db,
  { email, password, address, previousToken }: { email: string; password: string; address: string; previousToken: string | null },
): Promise<SignInResult> {
  const normalized = normalizeEmail(email).slice(0, 320);
  const admitted = await admitLoginAttempt(db, { email: normalized, address });
  if (!admitted.allowed) return { ok: false, message: signInMessages.limited(admitted.retryAfterMinutes) };

  const user = await findUserForSignIn(db, normalized);
  // Unknown account: verify against a dummy hash anyway, so both failures take as long.
  const passwordOk =
    (await verifyPassword(user?.passwordHash ?? null, password.slice(0, PASSWORD_MAX_LENGTH + 1))) &&
    password.length <= PASSWORD_MAX_LENGTH;
  if (!user || !passwordOk) return { ok: false, message: signInMessages.invalid };

  await clearLoginAttempts(db, normalized);
  if (previousToken) await deleteSession(db, previousToken);
  await pruneExpiredSessions(db);
  const account = { id: user.id, email: user.email, role: user.role };
  const { token } = await createSession(db, account);
  return { ok: true, user: account, token };
}
