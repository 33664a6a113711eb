import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import https from "node:https";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import type { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { metricValue, nonLoopbackAddress, sleep, TRUST_ONE_PROXY } from "#tests/support/operations.ts";
import { createTestDatabase, postgresAvailable } from "#tests/support/postgres.ts";
import { freePort, startServer, type RunningServer } from "#tests/support/server.ts";
import { testServerEnv } from "#tests/integration/leads-helpers.ts";
import { ADMIN } from "#tests/integration/portfolio-admin-support.ts";
import { startSmtp, stopSmtp, type Mail } from "#tests/support/smtp.ts";
import { LOCALES } from "#app/i18n/locale.ts";
import { localizedPath } from "#app/i18n/route-table.ts";
import { DESIGN_RENDER_PATHS } from "#server/design-render-limit.ts";

/**
 * deploy/nginx/bayou-crest.conf, unchanged but for ports and certificate paths, run by the
 * system's nginx in front of two production servers sharing a PostgreSQL database. Installs
 * nothing: without nginx (or PostgreSQL, or openssl for a throw-away certificate) it skips with
 * one line, and under CI=true that is a failure.
 */
const NGINX = "/usr/sbin/nginx";
const DOMAIN = "bayoucrestpools.example";
const root = path.resolve(import.meta.dirname, "../..");
const METRICS_TOKEN = "scrape-token-0123456789abcdef";

function toolMissing(): string | null {
  if (!existsSync(NGINX)) return `nginx is not installed at ${NGINX} (apt install nginx)`;
  try {
    execFileSync("openssl", ["version"], { stdio: "ignore" });
  } catch {
    return "openssl is not installed";
  }
  return null;
}

const missing = toolMissing();
if (missing && process.env.CI === "true") throw new Error(`${missing}: required when CI=true`);
if (missing) console.warn(`SKIP deploy/nginx test: ${missing}`);
const ready = !missing && (await postgresAvailable());

interface Reply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

describe.skipIf(!ready)("deploy/: nginx in front of two instances sharing PostgreSQL", { timeout: 120_000 }, () => {
  const dir = mkdtempSync(path.join(tmpdir(), "bayou-nginx-"));
  const inbox: Mail[] = [];
  const ports = { tls: 0, http: 0, a: 0, b: 0, smtp: 0 };
  let nginx: ChildProcess;
  let smtp: SMTPServer;
  let database: { url: string; drop(): Promise<void> };
  let ca: string;
  let agent: https.Agent;
  const instances: Record<"a" | "b", RunningServer | undefined> = { a: undefined, b: undefined };
  const lan = nonLoopbackAddress();

  function instanceEnv(withAdmin: boolean): Record<string, string> {
    return {
      ...testServerEnv,
      // No minimum fill time: this file is about the proxy, and no test here waits for a token to age.
      LEADS_MIN_FILL_MS: "0",
      DATABASE_URL: database.url,
      TRUST_PROXY: TRUST_ONE_PROXY,
      SITE_URL: `https://${DOMAIN}:${ports.tls}`,
      SMTP_URL: `smtp://127.0.0.1:${ports.smtp}`,
      LEADS_NOTIFY_TO: "office@bayoucrest.example",
      MAIL_FROM: "Website <web@bayoucrest.example>",
      BACKUP_EVERY_HOURS: "0",
      METRICS_TOKEN,
      LOG_LEVEL: "info",
      PAGE_VIEWS_LOG: path.join(dir, "bayou-crest-views.log"),
      PAGE_VIEWS_FLUSH_MS: "200",
      ...(withAdmin ? { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password } : {}),
    };
  }

  /**
   * An HTTPS request to nginx for the site's name, to `address` (this host's loopback by default),
   * from `from` (a loopback address of its own: nginx's per-client limits count each apart).
   */
  function request(
    pathname: string,
    {
      method = "GET",
      headers = {},
      body,
      address = "127.0.0.1",
      from,
    }: { method?: string; headers?: Record<string, string>; body?: string | Buffer; address?: string; from?: string } = {},
  ): Promise<Reply> {
    return new Promise((resolve, reject) => {
      const req = https.request(
        {
          host: address,
          port: ports.tls,
          path: pathname,
          method,
          servername: DOMAIN,
          ca,
          ...(from ? { localAddress: from, agent: false } : { agent }),
          headers: { Host: `${DOMAIN}:${ports.tls}`, ...(body ? { "Content-Length": Buffer.byteLength(body) } : {}), ...headers },
        },
        (res) => {
          let text = "";
          res.setEncoding("utf8");
          res.on("data", (chunk: string) => (text += chunk));
          res.on("end", () => {
            const reply = { status: res.statusCode ?? 0, headers: res.headers, body: text };
            replies.push({ path: pathname, ...reply });
            resolve(reply);
          });
          res.on("error", reject);
        },
      );
      req.on("error", reject);
      req.end(body);
    });
  }

  /** Every answer nginx gave in this file's tests, for the proof that nothing personal was served from its cache. */
  const replies: (Reply & { path: string })[] = [];
  const origin = () => `https://${DOMAIN}:${ports.tls}`;
  let leadsSent = 0;

  async function signIn(address?: string, password = ADMIN.password): Promise<Reply> {
    return request("/admin/login", {
      method: "POST",
      address,
      headers: { Origin: origin(), "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ email: ADMIN.email, password }).toString(),
    });
  }

  /** `count` form tokens: each token stores one lead. */
  async function formTokens(count: number): Promise<string[]> {
    return Promise.all(
      Array.from({ length: count }, async () => (JSON.parse((await request("/form-token")).body) as { token: string }).token),
    );
  }

  /** A lead from its own loopback address (127.0.1.x), so nginx's per-client POST rate is not what is tested. */
  function sendLead(token: string, name: string, from = `127.0.1.${1 + (leadsSent++ % 250)}`): Promise<Reply> {
    return request("/", {
      method: "POST",
      from,
      headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "application/json" },
      body: new URLSearchParams({
        "form-name": "contact",
        name,
        email: `${name.toLowerCase().replace(/\s+/g, ".")}@example.com`,
        phone: "713-555-0100",
        subject: "Proxy test",
        message: `Sent through nginx by ${name}.`,
        "form-token": token,
      }).toString(),
    });
  }

  async function query<T extends pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<T[]> {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      return (await client.query<T>(text, values)).rows;
    } finally {
      await client.end();
    }
  }

  function leadsReceived(server: RunningServer | undefined): number {
    return server?.output().split('"msg":"lead received"').length ?? 1;
  }

  beforeAll(async () => {
    for (const key of Object.keys(ports) as (keyof typeof ports)[]) ports[key] = await freePort();
    database = await createTestDatabase();

    // A throw-away certificate for the site's name, where certbot's would be.
    const cert = path.join(dir, "fullchain.pem");
    const key = path.join(dir, "privkey.pem");
    execFileSync("openssl", [
      "req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes", "-days", "1",
      "-keyout", key, "-out", cert, "-subj", `/CN=${DOMAIN}`, "-addext", `subjectAltName=DNS:${DOMAIN},DNS:www.${DOMAIN}`,
    ], { stdio: "ignore" });
    ca = readFileSync(cert, "utf8");
    agent = new https.Agent({ keepAlive: true, maxSockets: 32 });

    // nginx's workers drop root privileges: they must be able to read the challenge files.
    chmodSync(dir, 0o755);
    const acme = path.join(dir, "acme");
    mkdirSync(path.join(acme, ".well-known/acme-challenge"), { recursive: true });
    writeFileSync(path.join(acme, ".well-known/acme-challenge/probe"), "challenge-ok");
    const site = readFileSync(path.join(root, "deploy/nginx/bayou-crest.conf"), "utf8")
      .replace(/^\s*listen \[::\]:.*\n/gm, "")
      .replaceAll("listen 443 ", `listen ${ports.tls} `)
      .replaceAll("listen 80;", `listen ${ports.http};`)
      .replaceAll("server 127.0.0.1:3000 ", `server 127.0.0.1:${ports.a} `)
      .replaceAll("server 127.0.0.1:3001 ", `server 127.0.0.1:${ports.b} `)
      .replaceAll(`/etc/letsencrypt/live/${DOMAIN}/fullchain.pem`, cert)
      .replaceAll(`/etc/letsencrypt/live/${DOMAIN}/privkey.pem`, key)
      .replaceAll("/var/www/html", acme)
      .replaceAll("/var/cache/nginx/bayou-crest", path.join(dir, "cache"))
      .replaceAll("/var/log/nginx/", `${dir}/`);
    const directives = site.split("\n").filter((line) => !line.trim().startsWith("#")).join("\n");
    expect(directives).not.toMatch(/letsencrypt|\/var\/|:300[01] |listen (443|80)[ ;]/);
    writeFileSync(path.join(dir, "site.conf"), site);
    const temp = path.join(dir, "temp");
    mkdirSync(temp, { mode: 0o777 });
    mkdirSync(path.join(dir, "cache"), { mode: 0o777 });
    chmodSync(path.join(dir, "cache"), 0o777);
    writeFileSync(
      path.join(dir, "nginx.conf"),
      `worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 512; }
http {
  access_log ${dir}/access.log;
  client_body_temp_path ${temp}/body;
  proxy_temp_path ${temp}/proxy;
  fastcgi_temp_path ${temp}/fastcgi;
  uwsgi_temp_path ${temp}/uwsgi;
  scgi_temp_path ${temp}/scgi;
  include ${dir}/site.conf;
}
`,
    );
    const nginxArgs = ["-p", dir, "-e", path.join(dir, "error.log"), "-c", path.join(dir, "nginx.conf")];
    execFileSync(NGINX, [...nginxArgs, "-t", "-q"]);
    nginx = spawn(NGINX, [...nginxArgs, "-g", "daemon off;"], { stdio: "ignore" });
    await waitForPort(ports.tls);

    smtp = await startSmtp(ports.smtp, inbox);

    // One after the other: the first applies the migrations and creates the admin.
    instances.a = await startServer({ port: ports.a, env: instanceEnv(true) });
    instances.b = await startServer({ port: ports.b, env: instanceEnv(false) });
  }, 120_000);

  afterAll(async () => {
    agent?.destroy();
    nginx?.kill("SIGTERM");
    await Promise.all([instances.a?.stop(), instances.b?.stop()]);
    if (smtp) await stopSmtp(smtp);
    await database?.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  it("serves the site over TLS with HSTS once, redirects plain HTTP, and serves certificate challenges", async () => {
    const home = await request("/");
    expect(home.status).toBe(200);
    expect(home.headers["strict-transport-security"]).toBe("max-age=63072000; includeSubDomains");
    const plain = await fetch(`http://127.0.0.1:${ports.http}/about?x=1`, { redirect: "manual", headers: { Host: DOMAIN } });
    expect(plain.status).toBe(301);
    expect(plain.headers.get("location")).toBe(`https://${DOMAIN}/about?x=1`);
    const challenge = await fetch(`http://127.0.0.1:${ports.http}/.well-known/acme-challenge/probe`, { headers: { Host: DOMAIN } });
    expect(await challenge.text()).toBe("challenge-ok");
  });

  it("passes HTTPS through: signing in sets the Secure __Host- session cookie", async () => {
    const signedIn = await signIn();
    expect(signedIn.status).toBe(302);
    const cookie = String(signedIn.headers["set-cookie"]);
    expect(cookie).toMatch(/^__Host-[^=]+=[^;]+;.*Path=\//);
    expect(cookie).toContain("Secure");
  });

  it.skipIf(!lan)("passes the client address through: the app records it and refuses it /metrics without the token", async () => {
    const refused = await signIn(lan!, "not-the-password-at-all");
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(refused.status).toBeLessThan(500);
    // The sign-in limits count tries per client address: the refused try counted against this one.
    const counted = await query<{ hits: number }>("select hits from rate_limits where bucket = $1", [`sign-in:address:${lan}`]);
    expect(counted.map((row) => Number(row.hits))).toEqual([1]);

    expect((await request("/metrics", { address: lan! })).status).toBe(403);
    expect((await request("/metrics", { address: lan!, headers: { Authorization: `Bearer ${METRICS_TOKEN}` } })).status).toBe(200);
    const local = await request("/metrics");
    expect(local.status).toBe(200);
    expect(metricValue(local.body, 'bayou_database_info{engine="postgres"}')).toBe(1);
    expect(metricValue(local.body, "bayou_database_up")).toBe(1);
  });

  it("stores each lead sent through both instances once, and sends each notification once", async () => {
    const names = Array.from({ length: 12 }, (_, n) => `Proxied Lead ${n}`);
    const tokens = await formTokens(names.length);
    const before = { a: leadsReceived(instances.a), b: leadsReceived(instances.b) };
    const replies = await Promise.all(names.map((name, n) => sendLead(tokens[n]!, name)));
    expect(replies.map((reply) => reply.status)).toEqual(names.map(() => 200));
    // Round robin: both instances took leads.
    expect(leadsReceived(instances.a) - before.a).toBeGreaterThan(0);
    expect(leadsReceived(instances.b) - before.b).toBeGreaterThan(0);

    const stored = await query<{ name: string; n: string }>(
      "select name, count(*) as n from contact_submissions where name like 'Proxied Lead %' group by name order by name",
    );
    expect(stored).toEqual([...names].sort().map((name) => ({ name, n: "1" })));

    // The office's notifications; each visitor also gets a confirmation, sent to their own address.
    const office = () => inbox.filter((mail) => mail.to.includes("office@bayoucrest.example"));
    const deadline = Date.now() + 20_000;
    while (office().filter((mail) => mail.raw.includes("Proxied Lead")).length < names.length && Date.now() < deadline) await sleep(100);
    // Both workers keep polling: give a duplicate the chance to show up.
    await sleep(1500);
    for (const name of names) {
      expect(office().filter((mail) => mail.raw.includes(`${name.toLowerCase().replace(/\s+/g, ".")}@example.com`)).length, name).toBe(1);
    }
  });

  it("a session made through one instance works on each of them", async () => {
    const cookie = String((await signIn()).headers["set-cookie"]).split(";")[0]!;
    for (const port of [ports.a, ports.b]) {
      const page = await fetch(`http://127.0.0.1:${port}/admin/leads`, {
        redirect: "manual",
        headers: { Cookie: cookie, Host: `${DOMAIN}:${ports.tls}`, "X-Forwarded-Proto": "https", "X-Forwarded-For": "198.51.100.7" },
      });
      expect(page.status, `instance on ${port}`).toBe(200);
      expect(await page.text()).toContain("Proxied Lead");
    }
  });

  it("limits one client's POSTs (any path) and designer pages, and bodies over 64 KB except on the upload paths", async () => {
    const from = "127.0.2.1";
    const form = { "Content-Type": "application/x-www-form-urlencoded", Origin: origin() };
    const posts = await Promise.all(
      ["/contact", "/Contact", "/get-quote/", "/admin/login"].flatMap((pathname) =>
        Array.from({ length: 6 }, () => request(pathname, { method: "POST", from, headers: form, body: "form-name=contact" })),
      ),
    );
    const refused = posts.filter((reply) => reply.status === 429).length;
    expect(refused, "POSTs over the burst refused by nginx").toBeGreaterThan(8);
    expect(posts.filter((reply) => reply.status === 429).every((reply) => !reply.headers["x-request-id"])).toBe(true);

    const designs = await Promise.all(
      Array.from({ length: 40 }, (_, n) => request(`/DESIGN?length=${20 + (n % 10)}`, { from: "127.0.2.2" })),
    );
    expect(designs.filter((reply) => reply.status === 429).length).toBeGreaterThan(5);
    expect((await request("/about", { from: "127.0.2.2" })).status).toBe(200);

    const big = "x".repeat(100 * 1024);
    expect((await request("/contact", { method: "POST", from: "127.0.2.3", headers: form, body: big })).status).toBe(413);
    // The upload path takes it to the app, which asks for a session.
    const upload = await request("/portfolio-management/upload", { method: "POST", from: "127.0.2.4", headers: form, body: big });
    expect(upload.status).not.toBe(413);
    expect(upload.status).toBeLessThan(500);
  });

  it("limits every page rendered per design, in both languages and any spelling: a burst on each gets nginx's 429", async () => {
    const rendered = Object.values(DESIGN_RENDER_PATHS).flatMap((path) => LOCALES.map((locale) => localizedPath(path, locale)));
    // Upper case, a slash after, a letter percent-encoded, a doubled slash.
    const spellings = (path: string) => [
      path,
      path.toUpperCase(),
      `${path}/`,
      path.replace(/\/(\w)([^/]*)$/, (_, letter: string, rest: string) => `/%${letter.charCodeAt(0).toString(16)}${rest}`),
      path.replace(/\/([^/]*)$/, "//$1"),
    ];
    let client = 0;
    const refusedBy: Record<string, number> = {};
    for (const spelling of rendered.flatMap(spellings)) {
      const from = `127.0.3.${++client}`;
      const burst = await Promise.all(Array.from({ length: 30 }, () => request(spelling, { from })));
      // nginx's own answer: the app sets X-Request-Id on each of its own.
      refusedBy[spelling] = burst.filter((reply) => reply.status === 429 && !reply.headers["x-request-id"]).length;
    }
    for (const [spelling, refused] of Object.entries(refusedBy)) expect(refused, spelling).toBeGreaterThanOrEqual(5);
    expect(Object.keys(refusedBy)).toHaveLength(rendered.length * 5);
  });

  const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";
  const fromCache = (reply: Reply) => /^(HIT|STALE|UPDATING|REVALIDATED)$/.test(String(reply.headers["x-cache-status"] ?? ""));

  it("keeps public pages (a page copy, a designer page, the pages with a lead form) a second, and never a form token or proof", async () => {
    for (const pathname of ["/about", "/design?length=40", "/portfolio", "/", "/contact", "/get-quote"]) {
      const answers = [];
      for (let n = 0; n < 5; n++) answers.push(await request(pathname, { headers: { "Accept-Encoding": "gzip" } }));
      expect(answers.map((reply) => reply.status)).toEqual([200, 200, 200, 200, 200]);
      expect(answers.filter(fromCache).length, pathname).toBeGreaterThan(0);
    }
    for (const pathname of ["/", "/contact", "/get-quote"]) {
      const answers = await Promise.all(Array.from({ length: 6 }, () => request(pathname)));
      expect(new Set(answers.map((reply) => reply.body)).size, `${pathname}: the same bytes for everyone`).toBe(1);
      expect(answers[0]!.body, pathname).toContain('name="form-token" value=""');
      expect(answers[0]!.body, pathname).toContain('<img src="/form-proof"');
      expect(answers.every((reply) => reply.headers["set-cookie"] === undefined), pathname).toBe(true);
    }
    for (const pathname of ["/form-proof", "/form-token"]) {
      const answers = await Promise.all(Array.from({ length: 6 }, () => request(pathname)));
      const tokens = answers.map((reply) => /^form-proof=([^;]+)/.exec(String(reply.headers["set-cookie"] ?? ""))?.[1] ?? /"token":"([^"]+)"/.exec(reply.body)?.[1]);
      expect(tokens.every(Boolean), pathname).toBe(true);
      expect(new Set(tokens).size, `${pathname}: every answer its own token`).toBe(tokens.length);
      expect(answers.filter(fromCache), pathname).toEqual([]);
    }
    // Over HTTPS the proof is a Secure cookie.
    expect(String((await request("/form-proof")).headers["set-cookie"])).toMatch(/; HttpOnly; Secure; SameSite=Lax$/);
  });

  it("stores a form sent without JavaScript from a kept page on the first press, with the pixel's cookie", async () => {
    const page = await request("/contact");
    expect(page.body).toContain('<img src="/form-proof"');
    const cookie = String((await request("/form-proof")).headers["set-cookie"]).split(";")[0]!;
    const name = "Kept Page Kim";
    const body = new URLSearchParams({ "form-name": "contact", name, email: "kim@example.com", phone: "713-555-0100", subject: "Proxy test", message: "Sent from a kept page.", "bot-field": "", "form-token": "" });
    const sent = await request("/contact", {
      method: "POST",
      from: "127.0.4.1",
      headers: { Cookie: cookie, Origin: origin(), Accept: "text/html", "Content-Type": "application/x-www-form-urlencoded" },
      body: body.toString(),
    });
    expect(sent.status).toBe(303);
    expect(sent.headers.location).toMatch(/^\/contact\?sent=contact&ref=/);
    const stored = await query<{ possible_spam: string | null }>("select possible_spam from contact_submissions where name = $1", [name]);
    expect(stored).toEqual([{ possible_spam: null }]);
  });

  it("counts the page views nginx answers from its cache, once each", async () => {
    const views = async () =>
      Number((await query<{ n: string | null }>("select sum(views) as n from page_views_daily where path = '/warranty'"))[0]?.n ?? 0);
    const before = await views();
    const answers = [];
    // Spread over 3 s: nginx's copy goes stale and is revalidated in the background (a 304 from
    // the app, which is no view) while the visitor gets the stale one (the view nginx counts).
    for (let n = 0; n < 30; n++) {
      answers.push(await request("/warranty", { headers: { "User-Agent": BROWSER } }));
      await sleep(100);
    }
    expect(answers.filter(fromCache).length).toBeGreaterThan(15);
    // nginx writes its log at least every second, the app reads it every second.
    const deadline = Date.now() + 8000;
    while ((await views()) - before < 30 && Date.now() < deadline) await sleep(100);
    // A little longer: a view counted twice would show now.
    await sleep(500);
    expect((await views()) - before).toBe(30);
  });

  it("shows an admin change through the proxy on every page that shows it", async () => {
    const cookie = String((await signIn()).headers["set-cookie"]).split(";")[0]!;
    const page = await request("/portfolio-management", { headers: { Cookie: cookie } });
    const csrf = /name="csrf" value="([^"]+)"/.exec(page.body)?.[1];
    expect(csrf).toBeTruthy();
    const pages = ["/portfolio", "/portfolio/hartley-family-project", "/sitemap"];
    // Kept by nginx before the change (bodies as sent, uncompressed: no Accept-Encoding).
    for (const pathname of pages) for (let n = 0; n < 2; n++) await request(pathname);
    const title = `Renamed through nginx ${Date.now().toString(36)}`;
    const form = new FormData();
    for (const [name, value] of Object.entries({ csrf: csrf!, intent: "update", id: "hartley-family-project", title })) form.append(name, value);
    const multipart = new Request("http://form.invalid", { method: "POST", body: form });
    const saved = await request("/portfolio-management", {
      method: "POST",
      from: "127.0.3.1",
      headers: { Cookie: cookie, Origin: origin(), Accept: "text/html", "Content-Type": multipart.headers.get("Content-Type")! },
      body: Buffer.from(await multipart.arrayBuffer()),
    });
    expect(saved.status).toBe(303);
    const changed = performance.now();
    const shownAfter: Record<string, number> = {};
    for (const pathname of pages) {
      // The event itself: the page as nginx serves it shows the new title. How long it took is a
      // measurement (printed), not a pass mark: nginx keeps its copy up to a second after an
      // instance has re-rendered, and the instances read the data version every 250 ms.
      await expect.poll(async () => (await request(pathname)).body.includes(title), { timeout: 30_000, interval: 25 }).toBe(true);
      shownAfter[pathname] = Math.round(performance.now() - changed);
    }
    console.log(`an admin change through nginx showed after (ms): ${JSON.stringify(shownAfter)}`);
  });

  it("loses no request while one instance restarts under load (nginx retries the other)", async () => {
    // Aged tokens for the posts, one each; more than the run needs.
    const tokens = await formTokens(400);
    let stopping = false;
    let restarting = false;
    const counts = { duringRestart: 0, postsDuringRestart: 0, failures: [] as string[], total: 0 };
    const leadNames: string[] = [];
    const pages = ["/", "/about", "/portfolio", "/contact", "/admin/login"];
    const worker = async (index: number) => {
      for (let n = 0; !stopping; n++) {
        const isPost = index === 0;
        const during = restarting;
        const name = `Restart Lead ${n}`;
        if (isPost) leadNames.push(name);
        const reply = await (isPost ? sendLead(tokens.pop()!, name) : request(pages[n % pages.length]!)).catch((error: Error) => error);
        counts.total++;
        if (during) {
          counts.duringRestart++;
          if (isPost) counts.postsDuringRestart++;
        }
        if (reply instanceof Error) counts.failures.push(reply.message);
        else if (reply.status !== 200) counts.failures.push(`${reply.status} ${reply.body.slice(0, 80)}`);
        // Steady load, paced so that on two cores the restarting instance still gets to start.
        await sleep(20);
      }
    };
    const load = Array.from({ length: 4 }, (_, index) => worker(index));
    await sleep(500);
    restarting = true;
    await instances.a!.stop();
    instances.a = await startServer({ port: ports.a, env: instanceEnv(false) });
    restarting = false;
    await sleep(500);
    stopping = true;
    await Promise.all(load);

    console.log(
      `nginx + 2 instances: ${counts.duringRestart} requests sent while one instance restarted (${counts.postsDuringRestart} lead POSTs), ` +
        `${counts.total} in all, ${counts.failures.length} failures`,
    );
    expect(counts.failures).toEqual([]);
    expect(counts.duringRestart).toBeGreaterThan(20);
    const stored = await query<{ n: string }>("select count(*) as n from contact_submissions where name like 'Restart Lead %'");
    expect(Number(stored[0]!.n)).toBe(leadNames.length);
  });

  it("never served from its cache an answer with a form token, a session, Set-Cookie or a private or no-store policy", () => {
    const personal = replies.filter(
      (reply) =>
        reply.headers["set-cookie"] !== undefined ||
        /private|no-store/.test(String(reply.headers["cache-control"] ?? "")) ||
        /name="form-token" value="[^"]+"|"token":"/.test(reply.body) ||
        reply.path.startsWith("/admin"),
    );
    expect(personal.length).toBeGreaterThan(100);
    expect(personal.filter(fromCache).map((reply) => `${reply.path} ${String(reply.headers["x-cache-status"])}`)).toEqual([]);
    // And the cache was at work meanwhile.
    expect(replies.filter(fromCache).length).toBeGreaterThan(50);
  });
});

function waitForPort(port: number): Promise<void> {
  const deadline = Date.now() + 10_000;
  return new Promise((resolve, reject) => {
    const attempt = () => {
      const socket = connect(port, "127.0.0.1");
      socket.once("connect", () => {
        socket.destroy();
        resolve();
      });
      socket.once("error", () => {
        socket.destroy();
        if (Date.now() > deadline) reject(new Error(`nothing listens on ${port}`));
        else setTimeout(attempt, 50);
      });
    };
    attempt();
  });
}
