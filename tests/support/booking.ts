import { openDb } from "#app/db/client.server.ts";
import { mailText } from "#tests/support/smtp.ts";

/** The open times a booking page offers, as the values of its `slot` radios. */
export const slotsOn = (html: string) => [...html.matchAll(/name="slot" value="([^"]+)"/g)].map((match) => match[1]!);

/** Runs `read` on a connection of its own to the SQLite database in `dataDir`, closed after. */
export async function withDb<T>(dataDir: string, read: (db: ReturnType<typeof openDb>["db"]) => Promise<T>): Promise<T> {
  const handle = openDb({ dataDir });
  try {
    return await read(handle.db);
  } finally {
    await handle.close();
  }
}

/** Asks `probe` every 50 ms until it answers something truthy; the test's timeout bounds the wait. */
export async function until<T>(probe: () => Promise<T | undefined | null | false> | T | undefined | null | false): Promise<T> {
  for (;;) {
    const value = await probe();
    if (value) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The .ics part of a raw message (base64 or quoted-printable). */
export function icsOf(raw: string): string {
  const part = /Content-Type: text\/calendar[^\r\n]*\r?\n(?:[^\r\n]+\r?\n)*\r?\n([\s\S]*?)\r?\n--/i.exec(raw);
  if (!part) throw new Error("no text/calendar part");
  const headers = part[0].split(/\r?\n\r?\n/)[0]!;
  return /base64/i.test(headers) ? Buffer.from(part[1]!.replace(/\s+/g, ""), "base64").toString("utf8") : mailText(part[1]!);
}
