import { isIP } from "node:net";
import type { Socket } from "node:net";
import { limitKeyOf } from "#app/modules/http/client-address.ts";

/**
 * Open connections per client, in the server itself, so a bare server (no nginx) is not one
 * client's to hold: past `max` a client's further connections are closed at once, as the total
 * cap (SERVER_MAX_CONNECTIONS) closes them, while other clients are still served. An IPv6 client
 * counts by its /64 (limitKeyOf).
 *
 * Behind proxies (TRUST_PROXY) every connection comes from a proxy, and the client behind it is
 * only named inside the requests: a proxy at a loopback or private address (the recipe's nginx on
 * 127.0.0.1, a load balancer in the same network) is not capped, and counts per client itself
 * (the recipe's `limit_conn`). A peer at a public address is still capped: a client that reaches
 * the app around its proxy holds no more than anyone else. 0 turns the cap off.
 */
export function capConnectionsPerClient({ max, behindProxy }: { max: number; behindProxy: boolean }) {
  const open = new Map<string, number>();
  return function onConnection(socket: Socket): void {
    const address = socket.remoteAddress;
    if (max === 0 || !address || (behindProxy && isProxyAddress(address))) return;
    const key = limitKeyOf(address);
    const count = open.get(key) ?? 0;
    if (count >= max) {
      socket.destroy();
      return;
    }
    open.set(key, count + 1);
    socket.once("close", () => {
      const left = (open.get(key) ?? 1) - 1;
      if (left === 0) open.delete(key);
      else open.set(key, left);
    });
  };
}

/** Loopback, private (RFC 1918, RFC 4193) and link-local addresses: where a proxy in front of the app sits. */
export function isProxyAddress(address: string): boolean {
  const key = limitKeyOf(address);
  if (isIP(key) === 4) {
    const [a, b] = key.split(".").map(Number) as [number, number];
    return a === 127 || a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 169 && b === 254);
  }
  const bare = address.replace(/^\[|\]$/g, "").toLowerCase();
  if (bare === "::1") return true;
  // limitKeyOf has read the address: its /64's first group tells the range.
  const first = Number.parseInt(key.split(":")[0] ?? "", 16);
  return key.endsWith("::/64") && ((first & 0xfe00) === 0xfc00 || (first & 0xffc0) === 0xfe80);
}
