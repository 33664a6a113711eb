import { randomBytes } from "node:crypto";

/**
 * Request ids for the log and the X-Request-Id header: a random prefix drawn once per process
 * and a counter, so ids stay unique across instances and restarts at the cost of an increment
 * (a random UUID per request cost more than the rest of a static file's answer).
 */
const PREFIX = randomBytes(6).toString("base64url");
let counter = 0;

export function newRequestId(): string {
  return `${PREFIX}-${(++counter).toString(36)}`;
}

/** The id the request came with (from a front end such as nginx), shortened, or a new one. */
export function requestIdFrom(header: string | string[] | undefined): string {
  return (typeof header === "string" && header.slice(0, 64)) || newRequestId();
}
