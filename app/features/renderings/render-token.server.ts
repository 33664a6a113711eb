import { randomBytes } from "node:crypto";

/** A status page's secret, and a lease's token: 144 random bits, URL-safe. */
export function newRenderToken(): string {
  return randomBytes(18).toString("base64url");
}
