import type { Db } from "../../db/client.server.ts";

/** Failed sign-ins allowed per account, and per client address, in each sliding window. */
export const LOGIN_LIMITS = { perAccount: 5, perAddress: 20, windowMs: 15 * 60 * 1000 } as const;

/**
 * Records a sign-in attempt and says whether it may go ahead. The attempt is written before it
 * is counted, so parallel guesses (from any instance) cannot slip past the limit together. A
 * successful sign-in clears its account's record (`clearLoginAttempts`).
 */
export async function admitLoginAttempt(
  db: Db,
  { email, address, now = new Date() }: { email: string; address: string; now?: Date },
): Promise<{ allowed: boolean; retryAfterMinutes: number }> {
  const since = new Date(now.getTime() - LOGIN_LIMITS.windowMs).toISOString();
  await db.deleteFrom("login_attempts").where("created_at", "<", since).execute();
  await db.insertInto("login_attempts").values({ created_at: now.toISOString(), email, ip: address }).execute();
  const [account, client] = await Promise.all([
    countSince(db, "email", email, since),
    countSince(db, "ip", address, since),
  ]);
  return {
    allowed: account <= LOGIN_LIMITS.perAccount && client <= LOGIN_LIMITS.perAddress,
    retryAfterMinutes: Math.ceil(LOGIN_LIMITS.windowMs / 60_000),
  };
}

export async function clearLoginAttempts(db: Db, email: string): Promise<void> {
  await db.deleteFrom("login_attempts").where("email", "=", email).execute();
}

async function countSince(db: Db, column: "email" | "ip", value: string, since: string): Promise<number> {
  const row = await db
    .selectFrom("login_attempts")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .where(column, "=", value)
    .where("created_at", ">=", since)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
