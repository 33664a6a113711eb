import { connect, createServer, type Socket } from "node:net";

/**
 * A TCP proxy on 127.0.0.1 that a test puts between the server and a service (PostgreSQL), and
 * breaks on purpose:
 * - `cut("reset")`: every connection is reset and new ones are reset as they arrive (a database
 *   restarting, a refused port);
 * - `cut("silent")`: nothing is forwarded any more, in either direction, yet every socket stays
 *   open and new connections are accepted and never answered (a NAT or firewall that lost its
 *   state, an address moved by a failover, a host that died). Bytes sent meanwhile are lost.
 * `restore()` forwards again, on the connections still open too; a side that closed during the
 * silence has its close passed on then.
 */
export interface TcpProxy {
  port: number;
  /** `url` with its host and port replaced by the proxy's. */
  through(url: string): string;
  cut(mode: "reset" | "silent"): void;
  restore(): void;
  /** Connections currently open through the proxy. */
  connections(): number;
  close(): Promise<void>;
}

interface Pair {
  client: Socket;
  upstream: Socket;
  /** A side that ended while nothing was forwarded: its end is passed on at `restore()`. */
  pendingEnd: Set<Socket>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  let mode: "open" | "reset" | "silent" = "open";
  const pairs = new Set<Pair>();

  const forward = (pair: Pair, from: Socket, to: Socket) => {
    from.on("data", (chunk) => {
      if (mode === "open") to.write(chunk);
    });
    from.on("end", () => {
      if (mode === "open") to.end();
      else pair.pendingEnd.add(from);
    });
  };

  const server = createServer((client) => {
    if (mode === "reset") {
      client.resetAndDestroy();
      return;
    }
    const upstream = connect(target.port, target.host);
    const pair: Pair = { client, upstream, pendingEnd: new Set() };
    pairs.add(pair);
    forward(pair, client, upstream);
    forward(pair, upstream, client);
    const drop = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    // A reset from either side: when forwarding, pass it on; in the silence, the other side never hears.
    for (const socket of [client, upstream]) {
      socket.on("error", () => {
        if (mode === "open") drop();
      });
      socket.on("close", () => {
        if (mode === "open") drop();
        else pair.pendingEnd.add(socket);
      });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (typeof address !== "object" || !address) throw new Error("proxy has no port");

  return {
    port: address.port,
    through(url) {
      const proxied = new URL(url);
      proxied.hostname = "127.0.0.1";
      proxied.port = String(address.port);
      return proxied.toString();
    },
    cut(next) {
      mode = next;
      if (next === "reset") {
        for (const pair of pairs) {
          pair.client.resetAndDestroy();
          pair.upstream.resetAndDestroy();
        }
        pairs.clear();
      }
    },
    restore() {
      mode = "open";
      for (const pair of pairs) {
        if (pair.pendingEnd.size === 0) continue;
        pairs.delete(pair);
        pair.client.end();
        pair.upstream.end();
      }
    },
    connections: () => pairs.size,
    async close() {
      for (const pair of pairs) {
        pair.client.destroy();
        pair.upstream.destroy();
      }
      pairs.clear();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
