import { readFileSync, readdirSync, rmSync } from "node:fs";
import path from "node:path";
import type { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDb } from "#app/db/client.server.ts";
import { defaultDesign } from "#app/features/design/model.ts";
import { designQuery } from "#app/features/design/query.ts";
import { createTestDatabase, postgresAvailable } from "#tests/support/postgres.ts";
import { FAKE_BLENDER, fakeBlenderFixture, startWorkerProcess, waitFor, type WorkerProcess } from "#tests/support/render-queue.ts";
import { freePort, startServer, type RunningServer } from "#tests/support/server.ts";
import { mailText, startSmtp, stopSmtp, type Mail } from "#tests/support/smtp.ts";
import { post, testServerEnv } from "#tests/integration/leads-helpers.ts";

/**
 * "Get a photoreal rendering" against the production server, a real SMTP sink and render worker
 * processes (`scripts/render-worker.ts`) with the stand-in Blender, on both engines (decision 040):
 * the request stored before it is answered with its status page, the page's queue place and
 * progress, the picture on the page and by e-mail (inline, and a link), the same design at the
 * same hour rendered once, a worker killed mid-render whose job another finishes, a render past
 * its time limit failed with the visitor and the owner told, the limits, Spanish, and a server
 * without Blender that offers nothing and says how to turn renderings on.
 */
const OFFICE = "office@bayoucrest.example";
/** Tests that start worker processes (a second or two each on an idle machine, far more on a loaded one). */
const SLOW_MS = 120_000;
const design = (length: number) => designQuery({ ...defaultDesign, length });
const headerOf = (raw: string, name: string) => new RegExp(`^${name}: (.*)$`, "mi").exec(raw.replace(/\r\n[ \t]+/g, " "))?.[1]?.trim();
const bodyOf = (raw: string) => Buffer.from(mailText(raw.slice(raw.indexOf("\r\n\r\n"))), "latin1").toString("utf8");

let fixture: { dir: string; image: string };
beforeAll(async () => {
  fixture = await fakeBlenderFixture();
});
afterAll(() => rmSync(fixture.dir, { recursive: true, force: true }));

const engines: ("sqlite" | "postgres")[] = ["sqlite", ...((await postgresAvailable()) ? (["postgres"] as const) : [])];

describe.each(engines)("photoreal renderings on %s", (engine) => {
  const inbox: Mail[] = [];
  const to = (address: string) => inbox.filter((mail) => mail.to.includes(address));
  let smtp: SMTPServer;
  let server: RunningServer;
  let databaseUrl = "";
  let drop: (() => Promise<void>) | undefined;
  const workers: WorkerProcess[] = [];

  beforeAll(async () => {
    const smtpPort = await freePort();
    smtp = await startSmtp(smtpPort, inbox);
    if (engine === "postgres") ({ url: databaseUrl, drop } = await createTestDatabase());
    server = await startServer({
      env: { ...testServerEnv, RENDERINGS: "on", SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, LEADS_NOTIFY_TO: OFFICE, DATABASE_URL: databaseUrl },
    });
  });
  afterAll(async () => {
    await Promise.all(workers.map((worker) => worker.kill()));
    await server?.stop();
    await stopSmtp(smtp);
    await drop?.();
  });

  const worker = (env: Record<string, string> = {}) => {
    const started = startWorkerProcess({ DATA_DIR: server.dataDir, DATABASE_URL: databaseUrl, FAKE_BLENDER_IMAGE: fixture.image, FAKE_BLENDER_DIR: fixture.dir, ...env });
    workers.push(started);
    return started;
  };
  const ask = (fields: Record<string, string>, pathname = "/design/rendering") => post(server.url, fields, { path: pathname, accept: "text/html" });
  const tokenOf = (location: string | null) => /\/([A-Za-z0-9_-]{24})$/.exec(location ?? "")?.[1] ?? "";
  const state = async (token: string) => (await (await fetch(`${server.url}/design/rendering/${token}/status.json`)).json()) as { status: string; position: number | null; percent: number };
  const reached = (token: string, status: string) => waitFor(`rendering ${status}`, async () => ((await state(token)).status === status ? true : undefined));
  async function rows() {
    const handle = openDb({ dataDir: server.dataDir, databaseUrl: databaseUrl || undefined });
    try {
      return {
        jobs: await handle.db.selectFrom("render_jobs").select(["id", "status", "attempts", "time_of_day", "last_error"]).orderBy("id").execute(),
        requests: await handle.db.selectFrom("saved_designs").select(["id", "email", "render_token", "render_job_id"]).where("render_token", "is not", null).orderBy("id").execute(),
      };
    } finally {
      await handle.close();
    }
  }

  it("stores the request, answers with its status page, renders it in a worker and e-mails the picture inline with a link", async () => {
    const page = await (await fetch(`${server.url}/design?${design(34)}`)).text();
    expect(page).toContain('data-testid="rendering-request"');
    expect(page).toContain('action="/design/rendering"');

    const response = await ask({ email: "ana@example.com", time: "day", design: design(34) });
    expect(response.status).toBe(303);
    const token = tokenOf(response.headers.get("Location"));
    expect(response.headers.get("Location")).toBe(`/design/rendering/${token}`);
    // Stored before it was acknowledged: the answer names a request the database already holds.
    expect((await rows()).requests).toEqual([expect.objectContaining({ email: "ana@example.com", render_token: token })]);

    const waiting = await (await fetch(`${server.url}/design/rendering/${token}`)).text();
    expect(waiting).toContain("Your rendering is in the queue");
    expect(waiting).toContain("Place in the queue: 1");
    expect(waiting).toMatch(/role="progressbar"[^>]*aria-valuenow="0"/);
    expect(waiting).toMatch(/<noscript><meta http-equiv="refresh" content="5"\/?><\/noscript>/);
    expect(waiting).toContain('name="robots" content="noindex"');

    worker();
    await reached(token, "done");
    const done = await (await fetch(`${server.url}/design/rendering/${token}`)).text();
    expect(done).toContain(`src="/design/rendering/${token}/image.jpg"`);
    expect(done).not.toContain('http-equiv="refresh"');
    const image = await fetch(`${server.url}/design/rendering/${token}/image.jpg`);
    expect(image.headers.get("Content-Type")).toBe("image/jpeg");
    expect(Buffer.from(await image.arrayBuffer()).equals(readFileSync(fixture.image))).toBe(true);

    const [mail] = await waitFor("the rendering's e-mail", () => (to("ana@example.com").length ? to("ana@example.com") : undefined));
    expect(headerOf(mail!.raw, "Subject")).toMatch(/^Your pool rendering/);
    expect(mail!.raw).toMatch(/Content-ID: <rendering@bayou-crest>/i);
    expect(mail!.raw).toMatch(/Content-Type: image\/jpeg/i);
    const text = bodyOf(mail!.raw);
    expect(text).toContain("cid:rendering@bayou-crest");
    expect(text).toContain(`${server.url}/design/rendering/${token}`);
    // Nothing typed is quoted: the address is the envelope's, never the mail's words.
    expect(text).not.toContain("ana@example.com");
  }, SLOW_MS);

  it("renders the same design at the same hour once: a second request is answered with the picture", async () => {
    const before = (await rows()).jobs.length;
    const response = await ask({ email: "ben@example.com", time: "day", design: design(34) });
    const token = tokenOf(response.headers.get("Location"));
    expect((await state(token)).status).toBe("done");
    expect((await rows()).jobs).toHaveLength(before);
    const [mail] = await waitFor("the second e-mail", () => (to("ben@example.com").length ? to("ben@example.com") : undefined));
    expect(mail!.raw).toMatch(/Content-ID: <rendering@bayou-crest>/i);
  });

  it("takes the job of a worker killed mid-render again, in another worker, and finishes it", async () => {
    await Promise.all(workers.map((running) => running.stop()));
    for (const file of readdirSync(fixture.dir).filter((name) => name.startsWith("started."))) rmSync(path.join(fixture.dir, file));
    const response = await ask({ email: "cruz@example.com", time: "dusk", design: design(36) });
    const token = tokenOf(response.headers.get("Location"));
    const first = worker({ FAKE_BLENDER_MODE: "hang", RENDER_LEASE_SECONDS: "1" });
    await waitFor("Blender started", () => (readdirSync(fixture.dir).some((name) => name.startsWith("started.")) ? true : undefined));
    expect((await state(token)).status).toBe("running");
    await first.kill();
    worker();
    await reached(token, "done");
    const job = (await rows()).jobs.find((row) => row.time_of_day === "dusk");
    expect(job).toMatchObject({ status: "done", attempts: 2 });
    await waitFor("the e-mail after the retry", () => (to("cruz@example.com").length ? true : undefined));
  }, SLOW_MS);

  it("fails a render past its time limit after its attempts, and tells the visitor and the owner", async () => {
    await Promise.all(workers.map((running) => running.stop()));
    const response = await ask({ email: "dora@example.com", time: "day", design: design(38) });
    const token = tokenOf(response.headers.get("Location"));
    worker({ FAKE_BLENDER_MODE: "hang", RENDER_TIME_LIMIT_SECONDS: "1", RENDER_MAX_ATTEMPTS: "2" });
    await reached(token, "failed");
    const page = await (await fetch(`${server.url}/design/rendering/${token}`)).text();
    expect(page).toContain("We could not make your rendering");
    expect(page).not.toContain('http-equiv="refresh"');
    const [visitor] = await waitFor("the visitor's notice", () => (to("dora@example.com").length ? to("dora@example.com") : undefined));
    expect(headerOf(visitor!.raw, "Subject")).toMatch(/^Your pool rendering could not be made/);
    expect(bodyOf(visitor!.raw)).toContain("failed on your design several times");
    const notice = await waitFor("the owner's notice", () => to(OFFICE).find((mail) => /rendering failed/i.test(headerOf(mail.raw, "Subject") ?? "")));
    expect(bodyOf(notice.raw)).toMatch(/could not be made after 2 attempts/);
    expect(bodyOf(notice.raw)).toMatch(/timed out after 1000 ms/);
    expect((await rows()).jobs.at(-1)).toMatchObject({ status: "failed", attempts: 2 });
  }, SLOW_MS);

  it("counts the e-mails one address is sent in a day, and refuses a fourth with a clear message", async () => {
    for (const length of [40, 41, 42]) expect((await ask({ email: "eve@example.com", time: "day", design: design(length) })).status).toBe(303);
    const refused = await ask({ email: "eve@example.com", time: "day", design: design(43) });
    expect(refused.status).toBe(429);
    expect(await refused.text()).toContain("We have already sent this address 3 e-mails today");
  });

  it("refuses a missing address or time and keeps the design, without JavaScript", async () => {
    const refused = await ask({ email: "", time: "noon", design: design(44) });
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(html).toContain("Enter your e-mail address.");
    expect(html).toContain("Choose day or dusk.");
    expect(html).toContain(`value="${design(44).replaceAll("&", "&amp;")}"`);
  });

  it("takes a request in Spanish and answers with the Spanish status page", async () => {
    const response = await ask({ email: "flor@example.com", time: "dusk", design: design(45) }, "/es/disena-tu-alberca/imagen");
    expect(response.status).toBe(303);
    const location = response.headers.get("Location")!;
    expect(location).toMatch(/^\/es\/disena-tu-alberca\/imagen\/[A-Za-z0-9_-]{24}$/);
    const page = await (await fetch(`${server.url}${location}`)).text();
    expect(page).toContain('lang="es');
    expect(page).toMatch(/Su imagen está en la fila|Creando la imagen de su alberca/);
  });

  it("answers an unknown or malformed secret with 404", async () => {
    expect((await fetch(`${server.url}/design/rendering/${"A".repeat(24)}`)).status).toBe(404);
    expect((await fetch(`${server.url}/design/rendering/nope/image.jpg`)).status).toBe(404);
  });
});

describe("renderings per client", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ env: { ...testServerEnv, RENDERINGS: "on", RATE_LIMIT_MAX: "2", TRUST_PROXY: "1" } });
  });
  afterAll(() => server?.stop());

  it("counts a client's requests by its IPv6 /64, whatever address in it they come from", async () => {
    const from = (address: string, n: number) =>
      post(server.url, { email: `p${n}@example.com`, time: "day", design: design(20 + n) }, { path: "/design/rendering", accept: "text/html", headers: { "X-Forwarded-For": address } });
    expect((await from("2001:db8:1:2::a", 1)).status).toBe(303);
    expect((await from("2001:db8:1:2:ffff::b", 2)).status).toBe(303);
    const third = await from("2001:db8:1:2:1234:5678:9abc:def0", 3);
    expect(third.status).toBe(429);
    expect(await third.text()).toContain("Too many renderings asked for in a short time");
    // Another /64 is another client.
    expect((await from("2001:db8:1:3::a", 4)).status).toBe(303);
  });
});

describe("a server without Blender", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ env: { ...testServerEnv, RENDERINGS: "auto", BLENDER_PATH: "/nonexistent/blender", LOG_LEVEL: "info" } });
  });
  afterAll(() => server?.stop());

  it("offers no rendering, refuses the form's address, works otherwise, and says once how to turn renderings on", async () => {
    const page = await fetch(`${server.url}/design?${design(34)}`);
    expect(page.status).toBe(200);
    expect(await page.text()).not.toContain("rendering-request");
    expect((await post(server.url, { email: "a@example.com", time: "day", design: design(34) }, { path: "/design/rendering", accept: "text/html" })).status).toBe(404);
    expect((await fetch(`${server.url}/`)).status).toBe(200);
    expect(server.output().match(/photoreal renderings are off/g)).toHaveLength(1);
    expect(server.output()).toContain("blender");
  });
});

describe("a server with Blender (RENDERINGS=auto)", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ env: { ...testServerEnv, RENDERINGS: "auto", BLENDER_PATH: FAKE_BLENDER, RENDER_POLL_MS: "100", FAKE_BLENDER_IMAGE: fixture.image, FAKE_BLENDER_DIR: fixture.dir, LOG_LEVEL: "info" } });
  });
  afterAll(() => server?.stop());

  it("offers renderings and renders them in a worker of its own, never in the web process", async () => {
    const page = await (await fetch(`${server.url}/design?${design(34)}`)).text();
    expect(page).toContain('data-testid="rendering-request"');
    const response = await post(server.url, { email: "gil@example.com", time: "day", design: design(34) }, { path: "/design/rendering", accept: "text/html" });
    const location = response.headers.get("Location")!;
    await waitFor("the rendering", async () => ((await (await fetch(`${server.url}${location}/status.json`)).json()) as { status: string }).status === "done" || undefined);
    const done = server.output().split("\n").find((line) => line.includes('"render done"'));
    expect(done, server.output()).toBeDefined();
    const { pid, service } = JSON.parse(done!) as { pid: number; service: string };
    expect(service).toBe("bayou-crest-render-worker");
    expect(pid).not.toBe(server.process.pid);
  });
});
