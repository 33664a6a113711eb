import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { internalAddressKind } from "#app/modules/http/outbound-address.ts";
import { OutboundRefused, outboundRequest, outboundUrlProblem, vetOutboundUrl } from "#app/modules/http/outbound.server.ts";

/** The guarded outbound client (issue 36, point 2; decision 034): what it refuses, before and after DNS. */

describe("addresses an outbound request may not reach", () => {
  it.each([
    ["127.0.0.1", "loopback"],
    ["127.255.0.9", "loopback"],
    ["10.1.2.3", "private network"],
    ["172.31.0.1", "private network"],
    ["192.168.1.1", "private network"],
    ["100.64.0.1", "shared (carrier-grade NAT)"],
    ["169.254.169.254", "link-local"],
    ["0.0.0.0", "unspecified"],
    ["224.0.0.1", "multicast"],
    ["255.255.255.255", "reserved or broadcast"],
    ["::", "unspecified, loopback or IPv4-compatible"],
    ["::1", "unspecified, loopback or IPv4-compatible"],
    ["::ffff:127.0.0.1", "loopback"],
    ["::ffff:a9fe:a9fe", "link-local"],
    ["0:0:0:0:0:ffff:a00:1", "private network"],
    ["fe80::1", "link-local"],
    ["fd12:3456::1", "unique-local"],
    ["ff02::1", "multicast"],
    ["64:ff9b::7f00:1", "NAT64"],
  ])("%s is %s", (address, kind) => {
    expect(internalAddressKind(address)).toBe(kind);
  });

  it.each(["142.250.72.10", "17.57.146.20", "2607:f8b0:4004:c1b::5f", "::ffff:8.8.8.8"])("%s is public", (address) => {
    expect(internalAddressKind(address)).toBeNull();
  });
});

describe("push endpoints in every spelling", () => {
  it.each([
    "https://127.0.0.1:5432/",
    "https://169.254.169.254/",
    "https://10.0.0.7/push",
    "https://[::1]/push",
    "https://[::ffff:127.0.0.1]/push",
    "https://[fd00::1]/push",
    "https://localhost/push",
    "https://localhost./push",
    "https://2130706433/push",
    "https://0x7f.1/push",
    "https://127.0.0.1./push",
    "https://017700000001/push",
    "https://push.example.com:8443/push",
    "https://user:pass@push.example.com/push",
    "https://intranet/push",
    "http://push.example.com/push",
    "http://localhost:9/push",
    "http://2130706433:9/push",
    "http://0x7f.1:9/push",
    "http://127.0.0.1.:9/push",
    "http://[::1]:9/internal",
  ])("%s is refused", (endpoint) => {
    expect(outboundUrlProblem(endpoint, false)).toMatch(/^The address/);
  });

  it("takes a push service's HTTPS address", () => {
    expect(outboundUrlProblem("https://fcm.googleapis.com/fcm/send/abc", false)).toBeNull();
  });

  it("under the test setting, takes plain HTTP to loopback only", () => {
    expect(outboundUrlProblem("http://127.0.0.1:9/x", true)).toBeNull();
    expect(outboundUrlProblem("http://0x7f.1:9/x", true)).toBeNull();
    expect(outboundUrlProblem("http://10.0.0.7:9/x", true)).toMatch(/HTTPS/);
    expect(outboundUrlProblem("https://127.0.0.1:5432/", true)).toMatch(/port/);
  });

  it("refuses a name with any internal address after DNS, and connects to the address it checked", async () => {
    const answers = (...addresses: string[]) => async () => addresses.map((address) => ({ address, family: address.includes(":") ? 6 : 4 }));
    await expect(vetOutboundUrl("https://push.example.com/x", false, answers("93.184.216.34", "10.0.0.1"))).rejects.toThrow(/10\.0\.0\.1, a private network address/);
    await expect(vetOutboundUrl("https://push.example.com/x", false, answers("fe80::1"))).rejects.toBeInstanceOf(OutboundRefused);
    await expect(vetOutboundUrl("https://push.example.com/x", false, answers("93.184.216.34", "2606:2800:220:1::1"))).resolves.toMatchObject({ address: "93.184.216.34", family: 4 });
    // Under the test setting plain HTTP may go to this machine, and only there.
    expect((await vetOutboundUrl("http://localhost:9/x", true)).address).toMatch(/^(127\.|::1$)/);
    await expect(vetOutboundUrl("http://vm:9/x", true)).rejects.toThrow(/HTTPS/);
    await expect(vetOutboundUrl("http://push.example.com:9/x", true)).rejects.toThrow(/HTTPS/);
  });
});

describe("a request through the guard", () => {
  const hits: string[] = [];
  let internal: Server;
  let redirecting: Server;
  let hanging: Server;
  const port = (server: Server) => (server.address() as AddressInfo).port;

  beforeAll(async () => {
    internal = createServer((request, response) => {
      hits.push(request.url ?? "");
      response.end("secret");
    });
    await new Promise<void>((resolve) => internal.listen(0, "127.0.0.1", resolve));
    redirecting = createServer((_request, response) => {
      response.writeHead(307, { Location: `http://127.0.0.1:${port(internal)}/internal` }).end();
    });
    await new Promise<void>((resolve) => redirecting.listen(0, "127.0.0.1", resolve));
    hanging = createServer(() => undefined);
    await new Promise<void>((resolve) => hanging.listen(0, "127.0.0.1", resolve));
  });
  afterAll(async () => {
    hanging.closeAllConnections();
    for (const server of [internal, redirecting, hanging]) await new Promise((resolve) => server.close(resolve));
  });

  it("never follows a redirect: the 307 is the answer, and the address it names gets nothing", async () => {
    const response = await outboundRequest(`http://127.0.0.1:${port(redirecting)}/push`, { method: "POST", headers: {}, body: "x", timeoutMs: 5000, allowLoopbackHttp: true });
    expect(response.status).toBe(307);
    expect(hits).toEqual([]);
  });

  it("refuses loopback without the test setting, before connecting", async () => {
    await expect(outboundRequest(`http://127.0.0.1:${port(internal)}/`, { method: "GET", headers: {}, timeoutMs: 5000, allowLoopbackHttp: false })).rejects.toBeInstanceOf(OutboundRefused);
    expect(hits).toEqual([]);
  });

  it("gives up on a service that never answers after its timeout", async () => {
    await expect(outboundRequest(`http://127.0.0.1:${port(hanging)}/`, { method: "POST", headers: {}, body: "x", timeoutMs: 300, allowLoopbackHttp: true })).rejects.toThrow("no answer within 300 ms");
  });
});
