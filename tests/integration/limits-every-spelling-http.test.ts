import http from "node:http";
import { connect, type Socket } from "node:net";
import type { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDb } from "#app/db/client.server.ts";
import { business } from "#app/config/business.ts";
import { defaultDesign } from "#app/features/design/model.ts";
import { designQuery } from "#app/features/design/query.ts";
import { testServerEnv } from "#tests/integration/leads-helpers.ts";
import { createTestDatabase, postgresAvailable } from "#tests/support/postgres.ts";
import { freePort, startServer, waitForReady, type RunningServer } from "#tests/support/server.ts";
import { startSmtp, stopSmtp, type Mail } from "#tests/support/smtp.ts";

/**
 * Issue 36, point 4 (decision 036), against bare production servers (no nginx): designs rendered
 * anew are limited per client in every language and spelling while kept ones are not, one client
 * cannot hold the server's connections, and the 3 e-mails a day per recipient hold under 20
 * parallel saves on both engines and count a mailbox however its address is spelled. Each client
 * is a loopback address of its own (127.0.x.y), as a server without a proxy tells clients apart.
 */
const BURST = 5;
const PER_CLIENT_CONNECTIONS = 4;

interface Reply {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

function send(server: RunningServer, path: string, { from, method = "GET", form }: { from: string; method?: string; form?: Record<string, string> }): Promise<Reply> {
  const body = form ? new URLSearchParams(form).toString() : undefined;
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: "127.0.0.1",
        port: server.port,
        path,
        method,
        localAddress: from,
        agent: false,
        headers: { "Accept-Encoding": "identity", ...(body ? { "Content-Type": "application/x-www-form-urlencoded", Accept: "application/json" } : {}) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString("utf8") }));
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

/** A design no earlier request of this file asked for. */
let designs = 0;
function newDesign(): string {
  const n = designs++;
  return designQuery({ ...defaultDesign, shape: "rectangle", length: 20 + (n % 31), width: 10 + (Math.floor(n / 31) % 16) });
}

const engines = ["sqlite", ...((await postgresAvailable()) ? (["postgres"] as const) : [])] as const;

describe.each(engines)("limits of a bare server on %s", (engine) => {
  const inbox: Mail[] = [];
  let smtp: SMTPServer;
  let server: RunningServer;
  let database: { url: string; drop(): Promise<void> } | undefined;

  beforeAll(async () => {
    const smtpPort = await freePort();
    smtp = await startSmtp(smtpPort, inbox);
    database = engine === "postgres" ? await createTestDatabase() : undefined;
    server = await startServer({
      env: {
        ...testServerEnv,
        ...(database ? { DATABASE_URL: database.url } : {}),
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        LEADS_NOTIFY_TO: "office@bayoucrest.example",
        DESIGN_RENDERS_BURST: String(BURST),
        // One a minute: within this file's bursts no render is refilled.
        DESIGN_RENDERS_PER_MINUTE: "1",
        SERVER_MAX_CONNECTIONS_PER_CLIENT: String(PER_CLIENT_CONNECTIONS),
        // The held connections of the test below stay open until it closes them.
        SERVER_HEADERS_TIMEOUT_MS: "60000",
      },
    });
    await waitForReady(server);
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    if (smtp) await stopSmtp(smtp);
    await database?.drop();
  });

  it("renders a client's never-seen share cards within its budget, then 429 with Retry-After and the phone number; kept cards and other clients are served", async () => {
    const from = "127.0.4.1";
    const cards = Array.from({ length: BURST + 2 }, () => `/es/disena-tu-alberca/tarjeta.jpg?${newDesign()}`);
    const replies = [];
    for (const card of cards) replies.push(await send(server, card, { from }));
    expect(replies.map((reply) => reply.status)).toEqual([...Array<number>(BURST).fill(200), 429, 429]);
    expect(replies[0]!.headers["content-type"]).toBe("image/jpeg");
    const refused = replies[BURST]!;
    expect(Number(refused.headers["retry-after"])).toBeGreaterThanOrEqual(1);
    expect(refused.headers["content-type"]).toMatch(/^text\/html/);
    expect(refused.headers["cache-control"]).toMatch(/no-store/);
    expect(refused.body).toContain("Demasiados diseños nuevos");
    expect(refused.body).toContain(business.phone.display);
    expect(refused.body).toContain(`Vuelva a intentarlo en ${refused.headers["retry-after"]} s,`);
    // A card already rendered is kept: no budget needed.
    expect((await send(server, cards[0]!, { from })).status).toBe(200);
    // Another client is not held back by this one.
    const other = await send(server, `/design?${newDesign()}`, { from: "127.0.4.2" });
    expect(other.status).toBe(200);
    expect(other.body).toContain("<h1");
  });

  it("counts every spelling and language of the designer, its card and the quote page, and never a kept designer page", async () => {
    const from = "127.0.4.3";
    const kept = newDesign();
    // Asked twice, a design is kept (the second ask renders it to keep it): two of the budget.
    expect((await send(server, `/design?${kept}`, { from })).status).toBe(200);
    expect((await send(server, `/design?${kept}`, { from })).status).toBe(200);
    const spend = [`/D%45SIGN/Card.jpg?${newDesign()}`, `/es/cotizacion?design=${encodeURIComponent(newDesign())}`, `/d%65sign?${newDesign()}`];
    for (const path of spend) expect((await send(server, path, { from })).status, path).not.toBe(429);
    const spellings = [
      "/design", "/DESIGN", "/d%65sign", "/es/disena-tu-alberca", "/ES/Disena-Tu-Alberca",
      "/design/card.jpg", "/Design/CARD.jpg", "/es/disena-tu-alberca/tarjeta.jpg", "/es/disena-tu-alberca/tarjet%61.jpg",
    ];
    for (const path of spellings) {
      const reply = await send(server, `${path}?${newDesign()}`, { from });
      expect(reply.status, path).toBe(429);
      expect(reply.headers["retry-after"], path).toBeDefined();
    }
    for (const path of ["/get-quote", "/Get-Quote", "/es/cotizacion"]) {
      expect((await send(server, `${path}?design=${encodeURIComponent(newDesign())}`, { from })).status, path).toBe(429);
    }
    // English copy on an English path.
    expect((await send(server, `/design?${newDesign()}`, { from })).body).toContain("Too many new designs in a short time");
    // The kept design, and pages that render no design, are still served to this client.
    const again = await send(server, `/design?${kept}`, { from });
    expect(again.status).toBe(200);
    expect(again.body).toContain("<h1");
    for (const path of ["/design", "/get-quote", "/es/cotizacion", "/about"]) expect((await send(server, path, { from })).status, path).toBe(200);
  });

  it("closes a client's connections past its cap at once, while another client is served", async () => {
    const from = "127.0.5.1";
    const open = (address: string) =>
      new Promise<Socket>((resolve, reject) => {
        const socket = connect({ host: "127.0.0.1", port: server.port, localAddress: address }, () => resolve(socket));
        socket.on("error", reject);
      });
    const closed = (socket: Socket) => new Promise<void>((resolve) => (socket.destroyed ? resolve() : socket.once("close", () => resolve())));
    const held: Socket[] = [];
    for (let n = 0; n < PER_CLIENT_CONNECTIONS; n++) {
      const socket = await open(from);
      // Half a request: each connection is one the server has accepted and waits on.
      socket.write("GET /about HTTP/1.1\r\nHost: x\r\n");
      held.push(socket);
    }
    const extra = await open(from);
    extra.on("error", () => {});
    let answered = "";
    extra.on("data", (chunk: Buffer) => (answered += chunk.toString()));
    extra.write("GET /about HTTP/1.1\r\nHost: x\r\n\r\n");
    await closed(extra);
    expect(answered.length, "bytes answered on the connection past the cap").toBe(0);
    expect(held.every((socket) => !socket.destroyed)).toBe(true);
    // Another client is served meanwhile.
    expect((await send(server, "/about", { from: "127.0.5.2" })).status).toBe(200);
    // Once this client lets go of one, it is served again.
    held.pop()!.destroy();
    await expect.poll(async () => (await send(server, "/about", { from }).catch(() => ({ status: 0 }))).status).toBe(200);
    for (const socket of held) socket.destroy();
  });

  it("queues exactly 3 e-mails of 20 parallel saves for one address, from 20 clients", async () => {
    const address = `race-${engine}@example.com`;
    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, n) => send(server, "/design/save", { method: "POST", from: `127.0.6.${n + 1}`, form: { design: newDesign(), email: address } })),
    );
    expect(replies.filter((reply) => reply.status === 200)).toHaveLength(3);
    expect(replies.filter((reply) => reply.status === 429)).toHaveLength(17);
    await expect.poll(() => inbox.filter((mail) => mail.to.includes(address)).length, { timeout: 15_000 }).toBe(3);
    expect(await outboxRecipients(address)).toEqual([address, address, address]);
  });

  it("counts one Gmail mailbox however its address is typed, and writes to each address as typed", async () => {
    const typed = [`pool.fan+${engine}@gmail.com`, `p.o.o.l.f.a.n@gmail.com`, `PoolFan@googlemail.com`];
    for (const [n, email] of typed.entries()) {
      expect((await send(server, "/design/save", { method: "POST", from: `127.0.7.${n + 1}`, form: { design: newDesign(), email } })).status, email).toBe(200);
    }
    const fourth = await send(server, "/design/save", { method: "POST", from: "127.0.7.9", form: { design: newDesign(), email: "poolfan@gmail.com" } });
    expect(fourth.status).toBe(429);
    expect(fourth.body).toContain("3 e-mails today");
    for (const email of typed) await expect.poll(() => inbox.filter((mail) => mail.to.includes(email)).length, { timeout: 15_000 }).toBe(1);
    expect(inbox.filter((mail) => mail.to.includes("poolfan@gmail.com"))).toHaveLength(0);
  });

  async function outboxRecipients(address: string): Promise<string[]> {
    const handle = openDb(database ? { databaseUrl: database.url, dataDir: server.dataDir } : { dataDir: server.dataDir });
    try {
      const rows = await handle.db.selectFrom("lead_outbox").select("recipient").where("recipient", "=", address).execute();
      return rows.map((row) => row.recipient ?? "");
    } finally {
      await handle.close();
    }
  }
});
