/**
 * `npm run backup -- --purge EMAIL|PHONE …`: removes an erased person from every kept SQLite
 * backup (decision 035). Each backup is rewritten on a copy: the same erasure as the inbox's,
 * then VACUUM (a fresh file, so no free page keeps old bytes), the usual backup check, and a byte
 * search for the person's name, e-mail and phone that must find nothing; only then does the copy
 * replace the backup. A backup that fails any step is left as it was and reported.
 */
import { readFile, readdir, rename, rm, mkdtemp, copyFile } from "node:fs/promises";
import path from "node:path";
import { openDb, sqliteFile } from "#app/db/client.server.ts";
import { openSqliteConnection } from "#app/db/sqlite-driver.server.ts";
import { erasePerson, findPersonRecords, normalizeEmail, phoneDigits, type Person } from "#app/features/inbox/erase-person.server.ts";
import { verifyBackup } from "#app/features/operations/backup.server.ts";

export interface PurgeOutcome {
  file: string;
  /** Records removed, or why the backup was left as it was. */
  result: { leads: number; savedDesigns: number } | { error: string };
}

/** The person named on the command line: any argument with an @ is the e-mail, any other the phone. */
export function personFromArguments(values: string[]): Person | null {
  const email = normalizeEmail(values.find((value) => value.includes("@")));
  const phone = phoneDigits(values.find((value) => !value.includes("@")));
  return email || phone ? { email, phone } : null;
}

export async function purgeBackups(dir: string, person: Person): Promise<PurgeOutcome[]> {
  const files = (await readdir(dir)).filter((name) => name.startsWith("bayou-crest-") && name.endsWith(".sqlite")).sort();
  const outcomes: PurgeOutcome[] = [];
  for (const file of files) outcomes.push({ file, result: await purgeOne(path.join(dir, file), person).catch((error: Error) => ({ error: error.message })) });
  return outcomes;
}

async function purgeOne(file: string, person: Person): Promise<PurgeOutcome["result"]> {
  // Beside the backup, so the finished copy is renamed over it on the same file system.
  const scratch = await mkdtemp(path.join(path.dirname(file), ".purge-"));
  try {
    const copy = sqliteFile(scratch);
    await copyFile(file, copy);
    const handle = openDb({ dataDir: scratch });
    let needles: string[];
    let removed: { leads: number; savedDesigns: number };
    try {
      const records = await findPersonRecords(handle.db, person);
      needles = await personBytes(handle, records.leads, person);
      removed = await erasePerson(handle, { id: null, email: "backup purge" }, person);
    } finally {
      await handle.close();
    }
    const raw = openSqliteConnection(copy);
    try {
      raw.exec("VACUUM");
      raw.exec("PRAGMA journal_mode = DELETE");
    } finally {
      raw.close();
    }
    await verifyBackup("sqlite", copy, path.basename(file));
    const left = occurrences(await readFile(copy), needles);
    if (left > 0) return { error: `${left} occurrences of the person's details remain after the purge; the backup was left as it was` };
    await rename(copy, file);
    return { leads: removed.leads, savedDesigns: removed.savedDesigns };
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

/** What must not be found in the purged file: the e-mail, the phone as digits and as typed, and every name the person gave. */
async function personBytes(handle: ReturnType<typeof openDb>, leads: { table: "contact_submissions" | "quote_requests"; id: number; name: string }[], person: Person) {
  const typedPhones = await Promise.all(
    leads.map(async (lead) => (await handle.db.selectFrom(lead.table).select("phone").where("id", "=", lead.id).executeTakeFirst())?.phone ?? null),
  );
  return [person.email, person.phone, ...typedPhones, ...leads.map((lead) => lead.name)].filter((value): value is string => Boolean(value && value.trim().length >= 3));
}

/** How many times any of `needles` occurs in `bytes` as UTF-8, ignoring ASCII case (an address may be stored as typed). */
export function occurrences(bytes: Buffer, needles: string[]): number {
  const haystack = foldAscii(bytes);
  let count = 0;
  for (const needle of new Set(needles)) {
    const pattern = foldAscii(Buffer.from(needle, "utf8"));
    for (let at = haystack.indexOf(pattern); at !== -1; at = haystack.indexOf(pattern, at + 1)) count++;
  }
  return count;
}

/** A-Z to a-z, every other byte as it is: UTF-8 sequences are left whole. */
function foldAscii(bytes: Buffer): Buffer {
  const folded = Buffer.from(bytes);
  for (let index = 0; index < folded.length; index++) {
    const byte = folded[index]!;
    if (byte >= 0x41 && byte <= 0x5a) folded[index] = byte + 0x20;
  }
  return folded;
}
