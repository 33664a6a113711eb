import type { z } from "zod";
import { readCookie, setCookie } from "#app/utils/cookies.server.ts";

/**
 * The admin's confirmation of a change just made ("Status saved", "Project … published"). Every
 * successful admin form redirects (post/redirect/get, so a reload never repeats the change);
 * the notice rides across that redirect in a one-minute cookie that the next page load reads and
 * clears. Each page passes the schema of its own notices, so a notice meant for another page,
 * or anything malformed, reads as none.
 */
const FLASH_COOKIE = "bc_flash";
const FLASH_SECONDS = 60;

/** Set-Cookie carrying `notice` to the next page load. */
export function flashCookie(request: Request, notice: unknown): string {
  return setCookie(request, FLASH_COOKIE, Buffer.from(JSON.stringify(notice)).toString("base64url"), FLASH_SECONDS);
}

/** The notice the request carries, and the header that clears it once read. */
export function readFlash<Notice>(
  request: Request,
  schema: z.ZodType<Notice>,
): { notice: Notice | null; headers: Record<string, string> | undefined } {
  const raw = readCookie(request, FLASH_COOKIE);
  if (raw === undefined) return { notice: null, headers: undefined };
  const headers = { "Set-Cookie": setCookie(request, FLASH_COOKIE, "", 0) };
  try {
    const parsed = schema.safeParse(JSON.parse(Buffer.from(raw, "base64url").toString("utf8")));
    return { notice: parsed.success ? parsed.data : null, headers };
  } catch {
    return { notice: null, headers };
  }
}
