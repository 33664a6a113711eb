import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/**
 * Signed render timestamps: "<issued ms>.<minimum age ms>.<nonce>.<HMAC>", the numbers base 36.
 * The nonce makes every token distinct: a token stores at most one lead (the store records the
 * token's id, its MAC), and it expires after `maxAgeMs` (hours, not days).
 *
 * A page with a lead form is the same for everyone: its form's 1 × 1 pixel (GET /form-proof) sets
 * a token as the form-proof cookie, so a form sent without JavaScript is stored on the first
 * press (decision 029). With JavaScript the form fetches a token from GET /form-token on the
 * visitor's first interaction instead, which starts the clock when a human starts filling it in.
 * A document POST whose token is missing, expired or spent (a page kept open for hours, or served
 * when no token could be issued) comes back with the values kept and a fresh token, and the
 * visitor confirms with one more press. The minimum age travels in the signed token because that
 * confirmation needs far less time than filling the form.
 */

export type TokenCheck =
  | { status: "ok" | "too-fast"; ageMs: number; id: string }
  | { status: "missing" | "invalid" | "expired" };

export function createFormTokens(key: string, maxAgeMs: number) {
  const mac = (payload: string) => createHmac("sha256", key).update(`form-token:${payload}`).digest("base64url");
  // Nonces are cut from random bytes drawn 512 at a time: every page with a form issues one.
  let random = Buffer.alloc(0);
  let used = 0;
  const nextNonce = () => {
    if (used + NONCE_BYTES > random.byteLength) [random, used] = [randomBytes(NONCE_BYTES * 512), 0];
    used += NONCE_BYTES;
    return random.toString("base64url", used - NONCE_BYTES, used);
  };
  return {
    issue(now: number, minAgeMs: number): string {
      const nonce = nextNonce();
      const payload = `${now.toString(36)}.${Math.max(0, Math.round(minAgeMs)).toString(36)}.${nonce}`;
      return `${payload}.${mac(payload)}`;
    },
    check(token: string | undefined, now: number): TokenCheck {
      if (!token) return { status: "missing" };
      const parts = token.split(".");
      if (parts.length !== 4 || token.length > 120) return { status: "invalid" };
      const [issuedPart, minAgePart, nonce, signature] = parts as [string, string, string, string];
      const expected = Buffer.from(mac(`${issuedPart}.${minAgePart}.${nonce}`));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { status: "invalid" };
      const ageMs = now - parseInt(issuedPart, 36);
      if (!Number.isFinite(ageMs) || ageMs > maxAgeMs || ageMs < -60_000) return { status: "expired" };
      return { status: ageMs < parseInt(minAgePart, 36) ? "too-fast" : "ok", ageMs, id: signature };
    },
  };
}

const NONCE_BYTES = 9;

export type FormTokens = ReturnType<typeof createFormTokens>;
