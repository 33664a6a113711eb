import { createContext } from "react-router";

/**
 * The client's network address, set by the production server for every request from the
 * socket, or behind trusted proxies from the X-Forwarded-For entry they appended. Lead and
 * sign-in limits key on it; no header a client can choose is read anywhere else.
 */
export const clientAddressContext = createContext<string>("unknown");

/**
 * With `trustedHops` proxies in front (each appends the address it received from), the client
 * is the entry that many places from the right; entries further left were written by the client
 * and prove nothing. Fewer entries than hops means a request that bypassed a proxy: the leftmost
 * one any proxy wrote is the best we know, and is still not client-chosen when hops is 1.
 */
export function clientAddressFrom(socketAddress: string | undefined, forwardedFor: string | undefined, trustedHops: number): string {
  if (trustedHops > 0 && forwardedFor) {
    const entries = forwardedFor.split(",").map((entry) => entry.trim()).filter(Boolean);
    const entry = entries[Math.max(0, entries.length - trustedHops)];
    if (entry) return entry.slice(0, 64);
  }
  return socketAddress || "unknown";
}
