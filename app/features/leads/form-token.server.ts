import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * Signed render timestamps: "<issued ms>.<minimum age ms>.<HMAC>", all base 36 but the MAC.
 *
 * Why a separate token and not a timestamp in the page: the pages holding the forms may be
 * prerendered at build time, so anything in their HTML is frozen. With JavaScript the form
 * fetches a token from GET /form-token on the visitor's first interaction, which starts the
 * clock when a human starts filling it in. Without JavaScript there is no such moment; the first
 * POST without a token is answered with the form re-rendered per request, values kept and a
 * fresh token inside, and the visitor confirms with one more press. The minimum age travels in
 * the signed token because that confirmation needs far less time than filling the form.
 */

export const TOKEN_MAX_AGE_MS = 24 * 60 * 60 * 1000;

export type TokenCheck =
  | { status: "ok"; ageMs: number }
  | { status: "too-fast"; ageMs: number }
  | { status: "missing" | "invalid" | "expired" };

export function createFormTokens(key: string) {
  const mac = (payload: string) => createHmac("sha256", key).update(`form-token:${payload}`).digest("base64url");
  return {
    issue(now: number, minAgeMs: number): string {
      const payload = `${now.toString(36)}.${Math.max(0, Math.round(minAgeMs)).toString(36)}`;
      return `${payload}.${mac(payload)}`;
    },
    check(token: string | undefined, now: number): TokenCheck {
      if (!token) return { status: "missing" };
      const parts = token.split(".");
      if (parts.length !== 3 || token.length > 100) return { status: "invalid" };
      const [issuedPart, minAgePart, signature] = parts as [string, string, string];
      const expected = Buffer.from(mac(`${issuedPart}.${minAgePart}`));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { status: "invalid" };
      const ageMs = now - parseInt(issuedPart, 36);
      if (!Number.isFinite(ageMs) || ageMs > TOKEN_MAX_AGE_MS || ageMs < -60_000) return { status: "expired" };
      return ageMs < parseInt(minAgePart, 36) ? { status: "too-fast", ageMs } : { status: "ok", ageMs };
    },
  };
}

export type FormTokens = ReturnType<typeof createFormTokens>;
