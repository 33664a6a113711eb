import { BlockList, isIPv4, isIPv6 } from "node:net";

/**
 * Which addresses a request the server makes on a user's behalf may reach: public unicast only.
 * Everything on this machine, in its private networks or in ranges with a special meaning is
 * refused, so a push endpoint (or any later address a user types) cannot aim the server at an
 * internal service.
 */
const internalV4: [string, number, string][] = [
  ["0.0.0.0", 8, "unspecified"],
  ["10.0.0.0", 8, "private network"],
  ["100.64.0.0", 10, "shared (carrier-grade NAT)"],
  ["127.0.0.0", 8, "loopback"],
  ["169.254.0.0", 16, "link-local"],
  ["172.16.0.0", 12, "private network"],
  ["192.0.0.0", 24, "reserved"],
  ["192.0.2.0", 24, "documentation"],
  ["192.88.99.0", 24, "reserved"],
  ["192.168.0.0", 16, "private network"],
  ["198.18.0.0", 15, "benchmarking"],
  ["198.51.100.0", 24, "documentation"],
  ["203.0.113.0", 24, "documentation"],
  ["224.0.0.0", 4, "multicast"],
  ["240.0.0.0", 4, "reserved or broadcast"],
];

const internalV6: [string, number, string][] = [
  // :: and ::1, and the deprecated IPv4-compatible form ::a.b.c.d.
  ["::", 96, "unspecified, loopback or IPv4-compatible"],
  // NAT64 and 6to4 carry an IPv4 address that a gateway would reach for us.
  ["64:ff9b::", 96, "NAT64"],
  ["64:ff9b:1::", 48, "NAT64"],
  ["100::", 64, "discard"],
  ["2001::", 32, "Teredo"],
  ["2001:db8::", 32, "documentation"],
  ["2002::", 16, "6to4"],
  ["fc00::", 7, "unique-local"],
  ["fe80::", 10, "link-local"],
  ["fec0::", 10, "site-local"],
  ["ff00::", 8, "multicast"],
];

const ranges = [...internalV4.map((range) => ({ range, type: "ipv4" as const })), ...internalV6.map((range) => ({ range, type: "ipv6" as const }))].map(
  ({ range: [network, prefix, label], type }) => {
    const list = new BlockList();
    list.addSubnet(network, prefix, type);
    return { list, type, label };
  },
);

/** An IPv6 address in its one canonical spelling (WHATWG URL's: lower case, `::` compressed, no zone). */
function canonicalV6(address: string): string | undefined {
  if (!isIPv6(address)) return undefined;
  try {
    return new URL(`http://[${address.replace(/%.*$/, "")}]/`).hostname.slice(1, -1);
  } catch {
    return undefined;
  }
}

/** The IPv4 address an IPv4-mapped IPv6 one carries (`::ffff:127.0.0.1` is `::ffff:7f00:1`), else undefined. */
function mappedV4(canonical: string): string | undefined {
  const match = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(canonical);
  if (!match) return undefined;
  const value = parseInt(match[1]!, 16) * 65536 + parseInt(match[2]!, 16);
  return [24, 16, 8, 0].map((shift) => Math.floor(value / 2 ** shift) % 256).join(".");
}

/** An address as IPv4 (also when mapped into IPv6) or canonical IPv6; undefined when it is neither. */
function normalized(address: string): { v4: string } | { v6: string } | undefined {
  const bare = address.replace(/^\[|\]$/g, "");
  if (isIPv4(bare)) return { v4: bare };
  const v6 = canonicalV6(bare);
  if (!v6) return undefined;
  const v4 = mappedV4(v6);
  return v4 ? { v4 } : { v6 };
}

/**
 * Why an address may not be reached ("loopback", "private", …), or null for a public unicast
 * address. An IPv4-mapped IPv6 address is judged as the IPv4 address it carries.
 */
export function internalAddressKind(address: string): string | null {
  const parsed = normalized(address);
  if (!parsed) return "not an IP address";
  if ("v4" in parsed) return ranges.find((entry) => entry.type === "ipv4" && entry.list.check(parsed.v4, "ipv4"))?.label ?? null;
  const special = ranges.find((entry) => entry.type === "ipv6" && entry.list.check(parsed.v6, "ipv6"))?.label;
  if (special) return special;
  // Global unicast is 2000::/3; everything outside it is special or unassigned.
  const first = parsed.v6.startsWith(":") ? 0 : parseInt(parsed.v6.split(":")[0]!, 16);
  return first >= 0x2000 && first <= 0x3fff ? null : "not global unicast";
}

/** Loopback in any form (127/8, ::1, ::ffff:127.x): the only place the tests' stand-ins may listen. */
export function isLoopbackAddress(address: string): boolean {
  const parsed = normalized(address);
  return parsed !== undefined && ("v4" in parsed ? parsed.v4.startsWith("127.") : parsed.v6 === "::1");
}
