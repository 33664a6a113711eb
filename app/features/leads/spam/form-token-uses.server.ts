import type { Db } from "#app/db/client.server.ts";

/**
 * Spends a checked form token (its id, the MAC; ./form-token.server.ts): a token stores one
 * request, a lead or anything else a visitor's page sends with one. False when it was spent
 * before. Run it in the transaction of the request's other checks (its per-client limit).
 */
export async function spendFormToken(db: Db, tokenId: string, now: Date): Promise<boolean> {
  const spent = await db
    .insertInto("form_token_uses")
    .values({ token_id: tokenId, used_at: now.toISOString() })
    .onConflict((conflict) => conflict.column("token_id").doNothing())
    .returning("token_id")
    .executeTakeFirst();
  return spent !== undefined;
}
