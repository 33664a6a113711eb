import { createHmac, timingSafeEqual } from "node:crypto";
import type { Db } from "#app/db/client.server.ts";
import { sharedSecret } from "#app/db/shared-secret.server.ts";
import { getEnv } from "#app/utils/env.server.ts";
import type { LeadTable } from "#app/features/lead-records/lead-kinds.ts";

let linkKey: Promise<string> | undefined;

/**
 * The key of the site visit's signed links (a lead's "pick a time" link here, a visit's move/cancel
 * link in the booking feature): FORM_SECRET when set, else the deployment's generated one. Here,
 * with the lead records, because the lead capture signs a lead's link and may not import booking.
 */
export async function visitLinkKey(db: Db): Promise<string> {
  linkKey ??= (async () => getEnv().FORM_SECRET ?? (await sharedSecret(db, "visit-links")))().catch((error: unknown) => {
    linkKey = undefined;
    throw error;
  });
  return linkKey;
}

/**
 * The signed, expiring reference to a lead that the request's success page and confirmation
 * e-mail put on "Pick a time for your free site visit" (`/book?lead=<token>`), so the booking
 * attaches to that lead without asking its fields again (issue 42, point 1; decision 041).
 * `<q|c><id>.<expiry, seconds>.<HMAC-SHA256 over both>`: a forged, altered or expired one names
 * no lead, and the page is then the ordinary booking form.
 */
export const LEAD_LINK_DAYS = 30;
const TABLE_CODE: Record<LeadTable, string> = { quote_requests: "q", contact_submissions: "c" };

function mac(key: string, table: LeadTable, id: number, expires: number): string {
  return createHmac("sha256", key).update(`book-lead:${table}:${id}:${expires}`).digest("base64url");
}

/** The signer (its key read before any transaction opens, as for the visit links). */
export async function leadLinkSigner(db: Db): Promise<(lead: { table: LeadTable; id: number }, now?: number) => string> {
  const key = await visitLinkKey(db);
  return (lead, now = Date.now()) => {
    const expires = Math.floor(now / 1000) + LEAD_LINK_DAYS * 24 * 3600;
    return `${TABLE_CODE[lead.table]}${lead.id}.${expires}.${mac(key, lead.table, lead.id, expires)}`;
  };
}

/** The lead a token names, or null when it is missing, forged or expired. */
export async function leadFromLink(db: Db, token: string | null | undefined, now: number = Date.now()): Promise<{ table: LeadTable; id: number } | null> {
  const match = /^([qc])(\d{1,12})\.(\d{10})\.([A-Za-z0-9_-]{43})$/.exec(token ?? "");
  if (!match) return null;
  const table: LeadTable = match[1] === "q" ? "quote_requests" : "contact_submissions";
  const id = Number(match[2]);
  const expires = Number(match[3]);
  if (expires * 1000 <= now) return null;
  const expected = Buffer.from(mac(await visitLinkKey(db), table, id, expires));
  const given = Buffer.from(match[4]!);
  return expected.length === given.length && timingSafeEqual(expected, given) ? { table, id } : null;
}
