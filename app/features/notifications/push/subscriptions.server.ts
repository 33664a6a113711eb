import { z } from "zod";
import type { Db } from "#app/db/client.server.ts";

/**
 * A browser's PushSubscription as the Account page posts it. Push services speak HTTPS; plain
 * HTTP is taken only from this machine (the tests' stand-in push service).
 */
export const SubscriptionInput = z.object({
  endpoint: z
    .url({ protocol: /^https?$/ })
    .max(2000)
    .refine((value) => {
      const url = new URL(value);
      return url.protocol === "https:" || url.hostname === "127.0.0.1" || url.hostname === "localhost";
    }, "The push service address must use HTTPS."),
  p256dh: z.string().regex(/^[A-Za-z0-9_-]{80,100}$/, "The device's key is not a P-256 public key."),
  auth: z.string().regex(/^[A-Za-z0-9_-]{16,32}$/, "The device's auth secret is malformed."),
  device: z.string().trim().max(80).catch("").transform((value) => value || "This device"),
});
export type SubscriptionInput = z.infer<typeof SubscriptionInput>;

/** Adds (or moves to this account) a device's subscription: one row per endpoint. */
export async function saveSubscription(db: Db, adminUserId: number, input: SubscriptionInput): Promise<void> {
  const values = { admin_user_id: adminUserId, endpoint: input.endpoint, p256dh: input.p256dh, auth: input.auth, device: input.device };
  await db
    .insertInto("push_subscriptions")
    .values(values)
    .onConflict((conflict) => conflict.column("endpoint").doUpdateSet({ admin_user_id: adminUserId, p256dh: input.p256dh, auth: input.auth, device: input.device }))
    .execute();
}

/** Removes one of the account's devices; false when it was not theirs or is gone. */
export async function removeSubscription(db: Db, adminUserId: number, id: number): Promise<boolean> {
  const result = await db.deleteFrom("push_subscriptions").where("id", "=", id).where("admin_user_id", "=", adminUserId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function listSubscriptions(db: Db, adminUserId: number) {
  const rows = await db
    .selectFrom("push_subscriptions")
    .select(["id", "device", "created_at", "endpoint"])
    .where("admin_user_id", "=", adminUserId)
    .orderBy("id")
    .execute();
  return rows.map((row) => ({ id: Number(row.id), device: row.device, createdAt: new Date(row.created_at).toISOString(), endpoint: row.endpoint }));
}
