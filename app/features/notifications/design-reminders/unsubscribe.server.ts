import { createHmac, timingSafeEqual } from "node:crypto";
import { sql } from "kysely";
import type { Db } from "#app/db/client.server.ts";
import { sharedSecret } from "#app/db/shared-secret.server.ts";
import { absoluteUrl } from "#app/config/site.ts";
import { UNSUBSCRIBE_PATH } from "#app/features/design/save-design-form.ts";
import { DEFAULT_LOCALE, type Locale } from "#app/i18n/locale.ts";
import { localizedPath } from "#app/i18n/route-table.ts";

let key: Promise<string> | undefined;

function unsubscribeKey(db: Db): Promise<string> {
  key ??= sharedSecret(db, "design-unsubscribe").catch((error: unknown) => {
    key = undefined;
    throw error;
  });
  return key;
}

function mac(secret: string, savedDesignId: number): string {
  return createHmac("sha256", secret).update(`design-unsubscribe:${savedDesignId}`).digest("base64url").slice(0, 32);
}

/**
 * Makes the one-press links of saved designs' reminders: the id and a MAC, nothing guessable.
 * The key is read (or made) here, outside any caller's transaction that could roll it back.
 * A Spanish mail's link opens the page's Spanish twin (the same route, the same MAC).
 */
export async function unsubscribeLinks(db: Db): Promise<(savedDesignId: number, locale?: Locale) => string> {
  const secret = await unsubscribeKey(db);
  return (savedDesignId, locale = DEFAULT_LOCALE) =>
    absoluteUrl(`${localizedPath(UNSUBSCRIBE_PATH, locale)}?${new URLSearchParams({ d: String(savedDesignId), t: mac(secret, savedDesignId) })}`);
}

/**
 * Stops a saved design's reminder, and every reminder still waiting for that address: the
 * person asked for no more. Idempotent, and only ever sends less mail, which is why a GET of the
 * signed link may do it (decision 030). False when the link is not one of ours.
 */
export async function unsubscribe(db: Db, params: URLSearchParams, now: Date): Promise<boolean> {
  const id = Number(params.get("d"));
  const given = Buffer.from(params.get("t") ?? "");
  if (!Number.isSafeInteger(id) || id <= 0) return false;
  const expected = Buffer.from(mac(await unsubscribeKey(db), id));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
  await db.transaction().execute(async (trx) => {
    const saved = await trx.selectFrom("saved_designs").select("email").where("id", "=", id).executeTakeFirst();
    if (!saved) return;
    await trx.updateTable("saved_designs").set({ unsubscribed_at: now.toISOString() }).where("id", "=", id).where("unsubscribed_at", "is", null).execute();
    await trx
      .updateTable("lead_outbox")
      .set({ status: "canceled", last_error: "unsubscribed", locked_until: null })
      .where("kind", "=", "design-reminder")
      .where("status", "=", "pending")
      .where(sql<string>`lower(recipient)`, "=", saved.email.toLowerCase())
      .execute();
  });
  return true;
}
