import type { Db } from "#app/db/client.server.ts";
import { findUserForSignIn, normalizeEmail, type AdminUser } from "#app/features/auth/accounts.server.ts";
import { admitSignIn, clearSignInFailures, deviceCookieFor, deviceIdFor } from "#app/features/auth/sign-in-limits.server.ts";
import { PASSWORD_MAX_LENGTH, verifyPassword } from "#app/features/auth/passwords.server.ts";
import { createSession, deleteSession, pruneExpiredSessions } from "#app/features/auth/sessions.server.ts";

export const signInMessages = {
  /** One message for an unknown e-mail and a wrong password: it must not reveal which accounts exist. */
  invalid: "The e-mail address or password is incorrect.",
  limited: (minutes: number) =>
    `Too many sign-in attempts from this connection. For your security, please wait ${minutes} ${minutes === 1 ? "minute" : "minutes"} and try again.`,
} as const;

export type SignInResult =
  /** `deviceCookie`: Set-Cookie that lets this browser through the limits next time. */
  | { ok: true; user: AdminUser; token: string; deviceCookie: string }
  | { ok: false; message: string; retryAfterSeconds?: number };

/**
 * Checks the credentials and opens a new session. Any session the browser already had is
 * ended first: a session id is never carried across a sign-in (no fixation).
 */
export async function signIn(
  db: Db,
  {
    email,
    password,
    address,
    previousToken,
    request,
  }: { email: string; password: string; address: string; previousToken: string | null; request: Request },
): Promise<SignInResult> {
  const normalized = normalizeEmail(email).slice(0, 320);
  const deviceId = await deviceIdFor(db, request, normalized);
  const admitted = await admitSignIn(db, { email: normalized, address, deviceId });
  if (!admitted.allowed) {
    const { retryAfterSeconds } = admitted;
    return { ok: false, message: signInMessages.limited(Math.ceil(retryAfterSeconds / 60)), retryAfterSeconds };
  }
  if (admitted.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, admitted.delayMs));

  const user = await findUserForSignIn(db, normalized);
  // Unknown account: verify against a dummy hash anyway, so both failures take as long.
  const passwordOk =
    (await verifyPassword(user?.passwordHash ?? null, password.slice(0, PASSWORD_MAX_LENGTH + 1))) &&
    password.length <= PASSWORD_MAX_LENGTH;
  if (!user || !passwordOk) return { ok: false, message: signInMessages.invalid };

  await clearSignInFailures(db, { email: normalized, address });
  if (previousToken) await deleteSession(db, previousToken);
  await pruneExpiredSessions(db);
  const account = { id: user.id, email: user.email, role: user.role };
  const { token } = await createSession(db, account);
  return { ok: true, user: account, token, deviceCookie: await deviceCookieFor(db, request, normalized) };
}
