import type { Db } from "#app/db/client.server.ts";
import { hitRateLimit } from "#app/db/rate-limit.server.ts";
import { limitKeyOf } from "#app/modules/http/client-address.ts";
import { getEnv } from "#app/utils/env.server.ts";
import { formTokens } from "#app/features/leads/spam/issued-tokens.server.ts";
import { spendFormToken } from "#app/features/leads/spam/form-token-uses.server.ts";

export type VisitorPostAdmission = { ok: true } | { ok: false; refused: "rate-limited"; retryAfterSeconds: number } | { ok: false; refused: "token" };

/**
 * The lead forms' protections for a visitor's POST that is not a lead (a yard photo sent with a
 * quote): the per-client limit in its own bucket (an IPv6 client by its /64, decision 022),
 * counting every attempt, a forged token's too; then a form token our pages issued (GET
 * /form-token), unexpired and unspent, spent here: one token, one request. A token younger than
 * its minimum age passes: such a request follows a click, not a filled-in form, and the limit
 * does the throttling a fill time would. Cheap: a caller runs it before reading a large body.
 */
export async function admitVisitorPost(db: Db, { bucket, token, clientAddress, now = new Date() }: { bucket: string; token: string | undefined; clientAddress: string; now?: Date }): Promise<VisitorPostAdmission> {
  const env = getEnv();
  const checked = (await formTokens()).check(token, now.getTime());
  return db.transaction().execute(async (trx) => {
    const limit = await hitRateLimit(trx, `${bucket}:${limitKeyOf(clientAddress)}`, { max: env.RATE_LIMIT_MAX, windowMs: env.RATE_LIMIT_WINDOW_SECONDS * 1000 }, now.getTime());
    if (!limit.allowed) return { ok: false, refused: "rate-limited", retryAfterSeconds: limit.retryAfterSeconds } as const;
    if (!("id" in checked) || !(await spendFormToken(trx, checked.id, now))) return { ok: false, refused: "token" } as const;
    return { ok: true } as const;
  });
}
