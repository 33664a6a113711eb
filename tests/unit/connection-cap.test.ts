import { EventEmitter } from "node:events";
import type { Socket } from "node:net";
import { describe, expect, it } from "vitest";
import { capConnectionsPerClient, isProxyAddress } from "#server/connection-cap.ts";

/** A socket as the cap sees one: its peer's address, closed by destroy(). */
function socketFrom(remoteAddress: string) {
  const socket = Object.assign(new EventEmitter(), {
    remoteAddress,
    destroyed: false,
    destroy() {
      socket.destroyed = true;
      socket.emit("close");
    },
  });
  return socket;
}

function open(onConnection: (socket: Socket) => void, address: string) {
  const socket = socketFrom(address);
  onConnection(socket as unknown as Socket);
  return socket;
}

describe("connections per client (decision 036)", () => {
  it("closes a client's connections past the cap, an IPv6 client by its /64, and frees a place when one closes", () => {
    const cap = capConnectionsPerClient({ max: 2, behindProxy: false });
    const first = open(cap, "2001:db8:1:2::1");
    open(cap, "2001:db8:1:2::2");
    expect(open(cap, "2001:db8:1:2:aaaa::9").destroyed).toBe(true);
    expect(open(cap, "2001:db8:1:3::1").destroyed).toBe(false);
    first.destroy();
    expect(open(cap, "2001:db8:1:2::3").destroyed).toBe(false);
  });

  it("behind a proxy, leaves the proxy's loopback or private address alone but still caps a public peer", () => {
    const cap = capConnectionsPerClient({ max: 1, behindProxy: true });
    for (const proxy of ["127.0.0.1", "::ffff:10.0.0.5", "192.168.1.2", "172.20.0.3", "::1", "fd12:3456::1"]) {
      expect([open(cap, proxy), open(cap, proxy)].some((socket) => socket.destroyed), proxy).toBe(false);
    }
    open(cap, "203.0.113.7");
    expect(open(cap, "203.0.113.7").destroyed).toBe(true);
    // Without a proxy, loopback is a client like any other.
    const bare = capConnectionsPerClient({ max: 1, behindProxy: false });
    open(bare, "127.0.0.1");
    expect(open(bare, "127.0.0.1").destroyed).toBe(true);
  });

  it("reads private and public ranges", () => {
    expect(["172.15.0.1", "172.32.0.1", "8.8.8.8", "2001:db8::1", "fe00::1"].filter(isProxyAddress)).toEqual([]);
    expect(["169.254.1.1", "fe80::1", "fc00::1"].every(isProxyAddress)).toBe(true);
  });
});
