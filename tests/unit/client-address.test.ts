import { describe, expect, it } from "vitest";
import { clientAddressFrom, limitKeyOf } from "#app/modules/http/client-address.ts";

describe("rate-limit keys", () => {
  it("keys an IPv4 client by its address", () => {
    expect(limitKeyOf("192.0.2.1")).toBe("192.0.2.1");
    expect(limitKeyOf("192.0.2.2")).not.toBe(limitKeyOf("192.0.2.1"));
  });

  it("keys every address of one IPv6 /64 alike, however it is spelled", () => {
    const key = "2001:db8:1:2::/64";
    for (const address of [
      "2001:db8:1:2::1",
      "2001:db8:1:2:aaaa:bbbb:cccc:dddd",
      "2001:0DB8:0001:0002:0000:0000:0000:0009",
      "[2001:db8:1:2::7]",
      "[2001:db8:1:2::7]:443",
      "2001:db8:1:2::1%eth0",
    ]) {
      expect(limitKeyOf(address), address).toBe(key);
    }
  });

  it("keeps neighbouring /64s apart", () => {
    expect(limitKeyOf("2001:db8:1:3::1")).toBe("2001:db8:1:3::/64");
    expect(limitKeyOf("2001:db8:1:2::1")).not.toBe(limitKeyOf("2001:db8:1:3::1"));
  });

  it("reads an IPv4-mapped IPv6 address (a dual-stack socket) as the IPv4 address, in either spelling", () => {
    expect(limitKeyOf("::ffff:192.0.2.1")).toBe("192.0.2.1");
    expect(limitKeyOf("::ffff:c000:201")).toBe("192.0.2.1");
    expect(limitKeyOf("0:0:0:0:0:ffff:192.0.2.1")).toBe("192.0.2.1");
  });

  it("leaves what is not an address as it is", () => {
    for (const value of ["unknown", "", "2001:db8::1::2", "2001:db8:zz::1", "1:2:3:4:5:6:7:8:9"]) expect(limitKeyOf(value)).toBe(value);
  });
});

describe("client address", () => {
  it("is the socket's address when no proxy is trusted, whatever X-Forwarded-For says", () => {
    expect(clientAddressFrom("203.0.113.9", "198.51.100.1", 0)).toBe("203.0.113.9");
    expect(clientAddressFrom(undefined, undefined, 0)).toBe("unknown");
  });

  it("behind trusted proxies is the entry that many places from the right, never one the client wrote", () => {
    expect(clientAddressFrom("127.0.0.1", "6.6.6.6, 198.51.100.1", 1)).toBe("198.51.100.1");
    expect(clientAddressFrom("127.0.0.1", "6.6.6.6, 198.51.100.1, 10.0.0.2", 2)).toBe("198.51.100.1");
    // Fewer entries than hops: the leftmost a proxy wrote.
    expect(clientAddressFrom("127.0.0.1", "198.51.100.1", 2)).toBe("198.51.100.1");
    expect(clientAddressFrom("127.0.0.1", undefined, 1)).toBe("127.0.0.1");
  });
});
