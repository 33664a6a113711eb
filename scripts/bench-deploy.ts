/**
 * `npm run bench:deploy`: the deploy recipe as documented, measured. `deploy/nginx/bayou-crest.conf`
 * is read at run time and adapted by text substitution only — loopback ports, no TLS (the
 * `ssl_*` lines and the handshake-refusing default server go), and nginx's per-client limits off
 * (wrk is one address standing in for many visitors; the app's render budget is off for the same reason) — so it cannot drift from the file shipped.
 * It runs in front of two instances of the built server (`node server/main.ts`, production log
 * level) sharing a throw-away PostgreSQL database on 127.0.0.1:5432, and beside it, in the same
 * nginx (same workers), a server block answering the very same bytes and headers from files
 * (`gzip_static`). For one URL of each kind it prints req/s and p99 through the proxy and from
 * the files, the ratio, and the `X-Cache-Status` values seen through the proxy.
 *
 * wrk: 2 threads, BENCH_CONNECTIONS (default 50) connections, BENCH_ROUNDS (default 3) rounds of
 * BENCH_SECONDS (default 2) that take the two servers in turn; the median round is reported.
 * BENCH_KINDS: a comma-separated list of URL beginnings to measure only those (`/design,/about`).
 * Bounded: the whole run stops itself after BENCH_LIMIT_SECONDS (default 420). 127.0.0.1 only;
 * installs nothing; the database and every file are removed at the end.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { rawRequest } from "#tests/support/http.ts";
import { createTestDatabase, postgresAvailable } from "#tests/support/postgres.ts";
import { freePort, startServer, waitForReady, type RunningServer } from "#tests/support/server.ts";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 2);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const LIMIT_SECONDS = Number(process.env.BENCH_LIMIT_SECONDS ?? 420);
const WRK = ["/usr/bin/wrk", "/usr/local/bin/wrk"].find((file) => existsSync(file));
const NGINX = ["/usr/sbin/nginx", "/usr/bin/nginx", "/usr/local/sbin/nginx"].find((file) => existsSync(file));
const DOMAIN = "bayoucrestpools.example";
/** What a browser sends; the static server (no brotli module) answers gzip where the app answers brotli. */
const ACCEPT_ENCODING = "gzip, deflate, br";
/** Headers each server sets itself, not copied from the app's answers. */
const OWN_HEADERS = new Set(["date", "connection", "keep-alive", "transfer-encoding", "content-length", "content-encoding", "content-type", "etag", "vary", "server"]);

const root = path.resolve(import.meta.dirname, "..");

/** A design the designer accepts: a rectangle 20–50 ft long, 10–20 ft wide (never wider than long), any deck area in range. */
const designOf = (n: number) => `/design?shape=rectangle&length=${20 + (n % 31)}&width=${10 + (Math.floor(n / 31) % 11)}&deckArea=${250 + (Math.floor(n / 341) % 2751)}`;
const allKinds: { kind: string; path: string; script?: string }[] = [
  { kind: "fixed page", path: "/about" },
  { kind: "database-backed page", path: "/portfolio" },
  { kind: "project page", path: "/portfolio/hartley-family-project" },
  { kind: "home page (lead form)", path: "/" },
  { kind: "404 page", path: "/no-such-page" },
  { kind: "designer", path: "/design" },
  { kind: "designer, one design repeated", path: designOf(1234) },
  // Every request a design not asked before in the run (each wrk thread takes its own range).
  {
    kind: "designer, a new design each request",
    path: designOf(0),
    // `offset` is a global: thread:set writes the thread's globals, which a local would shadow (both threads then asked for the same designs).
    script: `local n = 0
offset = 0
function setup(thread) thread:set("offset", offset); offset = offset + 500000 end
function request()
  n = n + 1
  local i = offset + n + math.floor(os.time() % 1000) * 1000
  return wrk.format(nil, "/design?shape=rectangle&length=" .. (20 + i % 31) .. "&width=" .. (10 + math.floor(i / 31) % 11) .. "&deckArea=" .. (250 + math.floor(i / 341) % 2751))
end
`,
  },
];

const only = process.env.BENCH_KINDS?.split(",").filter(Boolean);
const kinds = only ? allKinds.filter((kind) => only.some((start) => kind.path.startsWith(start))) : allKinds;

interface Figures {
  perSecond: number;
  p99: number;
  errors: number;
}

function wrk(url: string, { script, notFound = false }: { script?: string; notFound?: boolean } = {}): Figures {
  const args = ["-t2", `-c${CONNECTIONS}`, `-d${SECONDS}s`, "--latency", "-H", `Accept-Encoding: ${ACCEPT_ENCODING}`, "-H", `Host: ${DOMAIN}`];
  if (script) args.push("-s", script);
  const out = spawnSync(WRK!, [...args, url], { encoding: "utf8", timeout: (SECONDS + 30) * 1000 }).stdout ?? "";
  if (!/Requests\/sec:/.test(out)) console.error(`wrk gave no figures for ${url}:\n${out}`);
  const p99 = /^\s*99%\s+([\d.]+)(us|ms|s)/m.exec(out);
  const non2xx = /Non-2xx or 3xx responses: (\d+)/.exec(out);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
  return {
    perSecond: Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? Number.NaN),
    p99: p99 ? Number(p99[1]) * (p99[2] === "us" ? 0.001 : p99[2] === "s" ? 1000 : 1) : Number.NaN,
    // The 404 page answers 404 by design: wrk counts it, we do not.
    errors: (notFound ? 0 : Number(non2xx?.[1] ?? 0)) + (socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0),
  };
}

/** The round with the median requests per second. */
function median(rounds: Figures[]): Figures {
  return rounds.toSorted((a, b) => a.perSecond - b.perSecond)[Math.floor(rounds.length / 2)]!;
}

/** The recipe's site file, adapted to loopback ports and plain HTTP. */
function siteFile(ports: { site: number; redirect: number; a: number; b: number }, dir: string): string {
  const original = readFileSync(path.join(root, "deploy/nginx/bayou-crest.conf"), "utf8");
  const adapted = original
    .replace(/^\s*listen \[::\]:.*\n/gm, "")
    // The TLS-only default server has no plain-HTTP equivalent: without it, the site's name picks the site.
    .replace(/server \{\s*listen 443 ssl http2 default_server;[^}]*\}\n/, "")
    .replace(/^\s*ssl_[a-z_]+ .*\n/gm, "")
    .replaceAll("listen 443 ssl http2;", `listen 127.0.0.1:${ports.site};`)
    .replaceAll("listen 80;", `listen 127.0.0.1:${ports.redirect};`)
    .replaceAll("server 127.0.0.1:3000 ", `server 127.0.0.1:${ports.a} `)
    .replaceAll("server 127.0.0.1:3001 ", `server 127.0.0.1:${ports.b} `)
    .replaceAll("/var/www/html", path.join(dir, "acme"))
    .replaceAll("/var/cache/nginx/bayou-crest", path.join(dir, "cache"))
    .replaceAll("/var/log/nginx/", `${dir}/`)
    // Per-client limits: wrk is one address standing in for many visitors.
    .replace(/^\s*limit_(req|conn) (zone=)?bayou_\w+.*;\n/gm, "");
  const directives = adapted.split("\n").filter((line) => !line.trim().startsWith("#")).join("\n");
  for (const left of [/ssl/, /:300[01] /, /\/var\//, /listen (443|80)[ ;]/, /\[::\]/, /^\s*limit_(req|conn) /m]) {
    if (left.test(directives)) throw new Error(`deploy/nginx/bayou-crest.conf changed: ${left} is left after adapting it; update bench-deploy.ts`);
  }
  return adapted;
}

/** A server block answering each URL's bytes and headers (as the app sent them) from files, at `/k<index>`. */
function staticServer(port: number, dir: string, mirrored: { urlPath: string; headers: [string, string][] }[]): string {
  const adds = (headers: [string, string][]) =>
    [...headers, ["X-Request-Id", "$request_id"]].map(([name, value]) => `add_header ${name} "${value}" always;`).join(" ");
  // Each URL at /k<index> (three designer URLs share one path), the 404 page as the error page.
  const locations = mirrored.map(({ urlPath, headers }, index) =>
    urlPath === "/no-such-page"
      ? `    location = /404.html { internal; ${adds(headers)} }\n    location = /k${index} { try_files /missing =404; }`
      : `    location = /k${index} { try_files /${index}.html =404; ${adds(headers)} }`,
  );
  return `server {
    listen 127.0.0.1:${port};
    root ${dir};
    gzip_static on;
    gzip_vary on;
    default_type text/html;
    error_page 404 /404.html;
${locations.join("\n")}
}
`;
}

function nginxConf(dir: string): string {
  // Debian's nginx.conf, as far as it bears on this: workers per core, sendfile, gzip for HTML.
  return `worker_processes auto;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 2048; }
http {
  sendfile on;
  tcp_nopush on;
  types { text/html html; application/javascript js; application/xml xml; }
  default_type application/octet-stream;
  access_log ${dir}/access.log;
  gzip on;
  client_body_temp_path ${dir}/temp/body;
  proxy_temp_path ${dir}/temp/proxy;
  fastcgi_temp_path ${dir}/temp/fastcgi;
  uwsgi_temp_path ${dir}/temp/uwsgi;
  scgi_temp_path ${dir}/temp/scgi;
  include ${dir}/site.conf;
  include ${dir}/static.conf;
}
`;
}

async function waitFor(url: string, headers: Record<string, string> = {}): Promise<void> {
  for (let i = 0; i < 100; i++) {
    try {
      await rawRequest(url, { headers });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`nothing answers at ${url}`);
}

const missing = !WRK ? "wrk (apt-get install wrk)" : !NGINX ? "nginx (apt-get install nginx)" : !(await postgresAvailable()) ? "PostgreSQL on 127.0.0.1:5432" : undefined;
if (missing) {
  console.error(`bench:deploy needs ${missing}; it installs nothing.`);
  process.exit(1);
}

const work = mkdtempSync(path.join(tmpdir(), "bench-deploy-"));
const instances: RunningServer[] = [];
let nginx: ChildProcess | undefined;
let database: Awaited<ReturnType<typeof createTestDatabase>> | undefined;
async function cleanUp() {
  nginx?.kill("SIGTERM");
  await Promise.all(instances.map((instance) => instance.stop()));
  await database?.drop();
  rmSync(work, { recursive: true, force: true });
}
const limit = setTimeout(() => {
  console.error(`bench:deploy: stopped after its limit of ${LIMIT_SECONDS} s (BENCH_LIMIT_SECONDS).`);
  void cleanUp().finally(() => process.exit(2));
}, LIMIT_SECONDS * 1000);
limit.unref();

try {
  const ports = { site: await freePort(), redirect: await freePort(), static: await freePort(), a: await freePort(), b: await freePort() };
  database = await createTestDatabase();
  const env = {
    DATABASE_URL: database.url,
    TRUST_PROXY: "1",
    SITE_URL: `http://${DOMAIN}`,
    LOG_LEVEL: "info",
    BACKUP_EVERY_HOURS: "0",
    PAGE_VIEWS_LOG: path.join(work, "bayou-crest-views.log"),
    // The app's own per-client budget of designs rendered anew, off too: wrk is one address for many visitors.
    DESIGN_RENDERS_BURST: "1000000",
    DESIGN_RENDERS_PER_MINUTE: "1000000",
  };
  // One after the other: the first applies the migrations.
  for (const port of [ports.a, ports.b]) {
    const instance = await startServer({ port, env });
    instances.push(instance);
    await waitForReady(instance);
    // The request log is read, as journald would, and dropped.
    instance.process.stdout?.removeAllListeners("data").resume();
  }

  // nginx's workers drop root privileges: they read the files as their own user.
  chmodSync(work, 0o755);
  const files = path.join(work, "files");
  mkdirSync(path.join(work, "acme"), { recursive: true });
  mkdirSync(files, { recursive: true });
  for (const writable of ["temp", "cache"]) {
    mkdirSync(path.join(work, writable), { mode: 0o777 });
    chmodSync(path.join(work, writable), 0o777);
  }
  const mirrored: { urlPath: string; headers: [string, string][] }[] = [];
  for (const [index, { path: urlPath }] of kinds.entries()) {
    const response = await rawRequest(`${instances[0]!.url}${urlPath}`, { headers: { "Accept-Encoding": "identity", "X-Forwarded-Proto": "http" } });
    const file = path.join(files, urlPath === "/no-such-page" ? "404.html" : `${index}.html`);
    writeFileSync(file, response.body);
    writeFileSync(`${file}.gz`, gzipSync(response.body, { level: 9 }));
    const headers = Object.entries(response.headers)
      .filter(([name]) => !OWN_HEADERS.has(name) && name !== "x-request-id" && name !== "set-cookie")
      .map(([name, value]) => [name, String(value)] as [string, string]);
    for (const [, value] of headers) if (/["$]/.test(value)) throw new Error(`header value not quotable for nginx: ${value}`);
    mirrored.push({ urlPath, headers });
  }
  writeFileSync(path.join(work, "site.conf"), siteFile(ports, work));
  writeFileSync(path.join(work, "static.conf"), staticServer(ports.static, files, mirrored));
  writeFileSync(path.join(work, "nginx.conf"), nginxConf(work));
  const nginxArgs = ["-p", work, "-e", path.join(work, "error.log"), "-c", path.join(work, "nginx.conf")];
  const check = spawnSync(NGINX!, [...nginxArgs, "-t", "-q"], { encoding: "utf8" });
  if (check.status !== 0) throw new Error(`nginx refused the adapted site file:\n${check.stderr}`);
  nginx = spawn(NGINX!, [...nginxArgs, "-g", "daemon off;"], { stdio: "inherit" });
  const site = `http://127.0.0.1:${ports.site}`;
  const fileServer = `http://127.0.0.1:${ports.static}`;
  await waitFor(`${site}/healthz`, { Host: DOMAIN });
  await waitFor(`${fileServer}/k0`);

  // Whichever URL was measured first ran ≈ 35 % slower on both servers (tried with /about and
  // /portfolio first; one discarded round was not enough): as many full-load rounds as are
  // measured, on each, discarded, before anything is measured.
  for (let round = 0; round < ROUNDS; round++) {
    for (const url of [`${site}${kinds[0]!.path}`, `${fileServer}/k0`]) wrk(url, { notFound: kinds[0]!.path === "/no-such-page" });
  }

  const loadBefore = loadavg();
  const rows: string[] = [];
  for (const [index, { kind, path: urlPath, script }] of kinds.entries()) {
    let scriptFile: string | undefined;
    if (script) writeFileSync((scriptFile = path.join(work, `kind-${index}.lua`)), script);
    const proxied = `${site}${urlPath}`;
    const fromFiles = `${fileServer}/k${index}`;
    for (const url of [proxied, fromFiles]) spawnSync(WRK!, ["-t1", "-c4", "-d1s", "-H", `Host: ${DOMAIN}`, url]);
    const rounds = { proxied: [] as Figures[], files: [] as Figures[] };
    for (let round = 0; round < ROUNDS; round++) {
      const notFound = urlPath === "/no-such-page";
      rounds.proxied.push(wrk(proxied, { script: scriptFile, notFound }));
      rounds.files.push(wrk(fromFiles, { notFound }));
    }
    // What the proxy's cache did for this URL, asked as a browser would, right after the load.
    const seen = new Map<string, number>();
    for (let n = 0; n < 10; n++) {
      const reply = await rawRequest(script ? `${site}${designOf(900_000 + n)}` : proxied, { headers: { Host: DOMAIN, "Accept-Encoding": ACCEPT_ENCODING } });
      const status = `${reply.status} ${String(reply.headers["x-cache-status"] ?? "none")}`;
      seen.set(status, (seen.get(status) ?? 0) + 1);
    }
    const ours = median(rounds.proxied);
    const theirs = median(rounds.files);
    const cell = (f: Figures) => `${Math.round(f.perSecond).toLocaleString("en-US")} | ${f.p99.toFixed(1)}${f.errors ? ` (${f.errors} errors)` : ""}`;
    const label = urlPath.length > 40 ? `${urlPath.slice(0, 37)}…` : urlPath;
    rows.push(
      `| ${kind} | \`${label}\` | ${cell(ours)} | ${cell(theirs)} | ${(ours.perSecond / theirs.perSecond).toFixed(2)} | ${[...seen].map(([status, n]) => `${status} ×${n}`).join(", ")} |`,
    );
    console.log(rows.at(-1));
  }
  const load = (figures: number[]) => figures.map((n) => n.toFixed(2)).join(" ");
  const cores = availableParallelism();
  console.log(
    `\nThrough deploy/nginx/bayou-crest.conf (loopback ports, no TLS, per-client limits off) to 2 instances sharing PostgreSQL, ` +
      `beside the same nginx serving the same bytes from files. wrk: ${CONNECTIONS} connections, 2 threads, median of ${ROUNDS} rounds of ${SECONDS} s, ` +
      `Accept-Encoding: ${ACCEPT_ENCODING}; nginx worker_processes auto, access log on (as Debian ships it); instances at LOG_LEVEL info. ` +
      `${cores} cores shared by wrk, nginx, both instances and PostgreSQL. Load average (1, 5, 15 min) before: ${load(loadBefore)}, after: ${load(loadavg())}.\n\n` +
      "| kind | URL | proxy req/s | p99 ms | static req/s | p99 ms | proxy / static | X-Cache-Status after the run (10 requests) |\n" +
      "|---|---|---:|---:|---:|---:|---:|---|\n" +
      rows.join("\n"),
  );
} finally {
  clearTimeout(limit);
  await cleanUp();
}
