import { z } from "zod";
import type { Db } from "#app/db/client.server.ts";
import { OutboundRefused, vetOutboundUrl } from "#app/modules/http/outbound.server.ts";
import { getEnv } from "#app/utils/env.server.ts";

/** Devices one account may have; a new one replaces the oldest past this. */
export const MAX_DEVICES_PER_ACCOUNT = 10;

/**
 * A browser's PushSubscription as the Account page posts it. The endpoint must be one the guarded
 * outbound client would send to (HTTPS, port 443, a public address once resolved; decision 034),
 * checked here for a clear message and again at every send.
 */
export const SubscriptionInput = z.object({
  endpoint: z
    .url({ protocol: /^https?$/ })
    .max(2000)
    .superRefine(async (value, context) => {
      try {
        await vetOutboundUrl(value, getEnv().OUTBOUND_ALLOW_LOOPBACK_HTTP);
      } catch (error) {
        const reason = error instanceof OutboundRefused ? error.message : "Its host name could not be resolved.";
        context.addIssue({ code: "custom", message: `This push service address cannot be used. ${reason}` });
      }
    }),
  p256dh: z.string().regex(/^[A-Za-z0-9_-]{80,100}$/, "The device's key is not a P-256 public key."),
  auth: z.string().regex(/^[A-Za-z0-9_-]{16,32}$/, "The device's auth secret is malformed."),
  device: z.string().trim().max(80).catch("").transform((value) => value || "This device"),
});
export type SubscriptionInput = z.infer<typeof SubscriptionInput>;

/**
 * Adds (or moves to this account) a device's subscription, one row per endpoint; past
 * MAX_DEVICES_PER_ACCOUNT the account's oldest devices are removed, so one lead never fans out
 * to more than that many requests per account.
 */
export async function saveSubscription(db: Db, adminUserId: number, input: SubscriptionInput): Promise<void> {
  const values = { admin_user_id: adminUserId, endpoint: input.endpoint, p256dh: input.p256dh, auth: input.auth, device: input.device };
  await db.transaction().execute(async (trx) => {
    const saved = await trx
      .insertInto("push_subscriptions")
      .values(values)
      .onConflict((conflict) => conflict.column("endpoint").doUpdateSet({ admin_user_id: adminUserId, p256dh: input.p256dh, auth: input.auth, device: input.device, failures: 0 }))
      .returning("id")
      .executeTakeFirstOrThrow();
    const kept = trx
      .selectFrom("push_subscriptions")
      .select("id")
      .where("admin_user_id", "=", adminUserId)
      .where("id", "!=", saved.id)
      .orderBy("id", "desc")
      .limit(MAX_DEVICES_PER_ACCOUNT - 1);
    await trx
      .deleteFrom("push_subscriptions")
      .where("admin_user_id", "=", adminUserId)
      .where("id", "!=", saved.id)
      .where("id", "not in", kept)
      .execute();
  });
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
