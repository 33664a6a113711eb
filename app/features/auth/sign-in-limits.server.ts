import type { Db } from "#app/db/client.server.ts";
import { sharedSecret } from "#app/db/shared-secret.server.ts";
import { clearRateLimit, hitRateLimit } from "#app/db/rate-limit.server.ts";
import { limitKeyOf } from "#app/modules/http/client-address.ts";
import { signedCookie } from "#app/utils/cookies.server.ts";

/**
 * Sign-in limits, after OWASP's authentication guidance: nobody who knows the owner's e-mail
 * can lock the owner out.
 * - Each client address gets a few tries per account, and a few more across accounts; then
 *   that address (not the account) waits for the window to end. Refused tries do not move
 *   the end of the window.
 * - Tries on one account from everywhere together slow down (each waits a little longer),
 *   which makes a spread-out guessing run impractical without ever refusing the owner.
 * - A browser that signed in to the account before carries a signed device cookie; its tries
 *   skip the per-address limits and the slowdown and are counted per device instead.
 */
export const SIGN_IN_LIMITS = {
  windowMs: 15 * 60 * 1000,
  perAddressAndAccount: 5,
  perAddress: 20,
  perDevice: 10,
  /** Tries on one account in a window before each further try is slowed down. */
  slowAfter: 10,
  slowStepMs: 250,
  slowMaxMs: 5000,
} as const;

export type SignInAdmission = { allowed: true; delayMs: number } | { allowed: false; retryAfterSeconds: number };

interface Attempt {
  email: string;
  address: string;
  /** Id of a valid device cookie for this account, if the browser sent one. */
  deviceId: string | null;
  now?: number;
}

export async function admitSignIn(db: Db, { email, address, deviceId, now = Date.now() }: Attempt): Promise<SignInAdmission> {
  const window = { windowMs: SIGN_IN_LIMITS.windowMs };
  if (deviceId) {
    const device = await hitRateLimit(db, `sign-in:device:${deviceId}`, { ...window, max: SIGN_IN_LIMITS.perDevice }, now);
    return device.allowed ? { allowed: true, delayMs: 0 } : { allowed: false, retryAfterSeconds: device.retryAfterSeconds };
  }
  for (const [bucket, max] of [
    [pairBucket(address, email), SIGN_IN_LIMITS.perAddressAndAccount],
    [`sign-in:address:${limitKeyOf(address)}`, SIGN_IN_LIMITS.perAddress],
  ] as const) {
    const hit = await hitRateLimit(db, bucket, { ...window, max }, now);
    if (!hit.allowed) return { allowed: false, retryAfterSeconds: hit.retryAfterSeconds };
  }
  const account = await hitRateLimit(db, `sign-in:account:${email}`, { ...window, max: Number.MAX_SAFE_INTEGER }, now);
  const over = account.hits - SIGN_IN_LIMITS.slowAfter;
  return { allowed: true, delayMs: over > 0 ? Math.min(SIGN_IN_LIMITS.slowMaxMs, over * SIGN_IN_LIMITS.slowStepMs) : 0 };
}

/** After a successful sign-in this address's tries on the account start again from zero. */
export async function clearSignInFailures(db: Db, { email, address }: { email: string; address: string }): Promise<void> {
  await clearRateLimit(db, pairBucket(address, email));
}

function pairBucket(address: string, email: string): string {
  return `sign-in:pair:${limitKeyOf(address)}:${email}`;
}

const DEVICE_MAX_AGE_SECONDS = 180 * 24 * 60 * 60;

/** The signed cookie that lets a browser that signed in before past the limits (`bc_device`). */
let deviceCookie: Promise<ReturnType<typeof signedCookie>> | undefined;

function deviceCookieOf(db: Db) {
  deviceCookie ??= sharedSecret(db, "sign-in-device").then(
    (secret) => signedCookie("bc_device", { path: "/admin", maxAgeSeconds: DEVICE_MAX_AGE_SECONDS, secret }),
    (error: unknown) => {
      deviceCookie = undefined;
      throw error;
    },
  );
  return deviceCookie;
}

/** The id of the request's device cookie if it is valid and was issued for `email`. */
export async function deviceIdFor(db: Db, request: Request, email: string): Promise<string | null> {
  const value = await (await deviceCookieOf(db)).read(request);
  if (!value || typeof value !== "object") return null;
  const { email: issuedFor, id } = value as { email?: unknown; id?: unknown };
  return issuedFor === email && typeof id === "string" ? id : null;
}

/** Set-Cookie for a browser that just signed in to `email`. */
export async function deviceCookieFor(db: Db, request: Request, email: string): Promise<string> {
  return (await deviceCookieOf(db)).write(request, { email, id: crypto.randomUUID() });
}
