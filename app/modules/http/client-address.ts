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

/**
 * The key every per-address limit counts under. One home or phone connection holds a whole IPv6
 * /64 (and picks new addresses in it at will), so an IPv6 client is its /64; an IPv4-mapped IPv6
 * address (`::ffff:192.0.2.1`, how a dual-stack socket reports IPv4) is that IPv4 address.
 */
export function limitKeyOf(address: string): string {
  const bare = address.replace(/^\[|\](:\d+)?$/g, "").replace(/%.*$/, "").toLowerCase();
  const groups = bare.includes(":") ? expandIPv6(bare) : [];
  if (groups.length !== 8 || !groups.every((group) => group >= 0 && group <= 0xffff)) return address;
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    return [groups[6]! >> 8, groups[6]! & 255, groups[7]! >> 8, groups[7]! & 255].join(".");
  }
  return `${groups.slice(0, 4).map((group) => group.toString(16)).join(":")}::/64`;
}

/** The 16-bit groups of an IPv6 address (`::` expanded, a dotted IPv4 tail read); NaN where one is not hex. */
function expandIPv6(address: string): number[] {
  let text = address;
  const dotted = /(\d{1,3}(?:\.\d{1,3}){3})$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted[1]!.split(".").map(Number) as [number, number, number, number];
    text = text.slice(0, dotted.index) + `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const halves = text.split("::");
  // "::" stands once at most: "1::2::3" is no address.
  if (halves.length > 2) return [];
  const [head, tail] = halves.length === 2 ? halves : [text, undefined];
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const missing = tail === undefined ? 0 : 8 - left.length - right.length;
  if (missing < 0) return [];
  const groups = [...left, ...Array<string>(missing).fill("0"), ...right];
  return groups.map((group) => (/^[0-9a-f]{1,4}$/.test(group) ? Number.parseInt(group, 16) : Number.NaN));
}
