import { hash, verify } from "@node-rs/argon2";

/**
 * argon2id with the OWASP Password Storage Cheat Sheet's first option: 19 MiB of memory,
 * 2 passes, 1 lane. The library's default algorithm is argon2id; the PHC string records the
 * parameters, so raising them later still verifies old hashes.
 */
const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const PASSWORD_MIN_LENGTH = 12;
/** Long enough for any passphrase, short enough that nobody can make us hash megabytes. */
export const PASSWORD_MAX_LENGTH = 256;

/**
 * A hash of a random password nobody knows, with the same parameters: a sign-in with an unknown
 * e-mail verifies against it, so it takes as long as a wrong password for a real account.
 */
const DUMMY_HASH =
  "$argon2id$v=19$m=19456,t=2,p=1$wRui2mPr6BTgiVvAb5+QTA$WGOqlOH70VftpONf8AFUAf8xmWEDgC8fNr/TZMvTYYk";

export function passwordProblem(password: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return `The password must be at least ${PASSWORD_MIN_LENGTH} characters.`;
  if (password.length > PASSWORD_MAX_LENGTH) return `The password must be at most ${PASSWORD_MAX_LENGTH} characters.`;
  return null;
}

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

/** Verifies against `passwordHash`, or against the dummy hash when there is no account. */
export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  try {
    const ok = await verify(passwordHash ?? DUMMY_HASH, password);
    return ok && passwordHash !== null;
  } catch {
    return false;
  }
}
