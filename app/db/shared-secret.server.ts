import { randomBytes } from "node:crypto";
import type { Db } from "#app/db/client.server.ts";

/**
 * A secret generated once per deployment and kept in the database, so every instance behind a
 * load balancer (PostgreSQL) signs and verifies with the same key and a restart keeps it. The
 * first instance to insert wins; the others read its value. `generate` makes the value (by default
 * 32 random bytes).
 */
export async function sharedSecret(db: Db, name: string, generate: () => string = () => randomBytes(32).toString("base64url")): Promise<string> {
  await db
    .insertInto("app_secrets")
    .values({ name, value: generate() })
    .onConflict((conflict) => conflict.column("name").doNothing())
    .execute();
  const row = await db.selectFrom("app_secrets").select("value").where("name", "=", name).executeTakeFirstOrThrow();
  return row.value;
}
