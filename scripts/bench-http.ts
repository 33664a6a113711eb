/**
 * `npm run bench:http`: requests per second and p50/p99 latency at 50 connections (`wrk`) for one
 * URL of each kind the production server answers: a fixed page, a database-backed page, a project
 * page, a page with a lead form (a page copy like the others since decision 042), the 404 page, a
 * hashed asset and /healthz. Beside each:
 * - nginx (when installed) serving the very same bytes from files (`gzip_static on`) with the same
 *   headers (`add_header`, a request id of its own), worker_processes auto (one per core),
 *   access_log off;
 * - the Node floor (`bench-http-floor.ts`): a bare Node server, one process like ours, writing the
 *   same status, headers and bytes prepared in advance: the most one Node process serves here.
 * Our server runs as in production: one process, LOG_LEVEL info (a request log line per
 * request), its output read and dropped. Installs nothing; 127.0.0.1 only; a throw-away data dir.
 *
 * Each URL is measured in rounds that take the three servers in turn, and each server's median
 * round is reported, so a load change on a shared machine hits all three alike.
 *
 * BENCH_SECONDS (default 2) per round; BENCH_ROUNDS (default 3); BENCH_CONNECTIONS (default 50); BENCH_PORT: the
 * first of three ports to use (ours, nginx, the floor; default: free ones); BENCH_NGINX_WORKERS
 * (default auto); BENCH_LOG_LEVEL (default info, as in production).
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { rawRequest } from "#tests/support/http.ts";
import { freePort, startServer } from "#tests/support/server.ts";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 2);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const WRK = ["/usr/bin/wrk", "/usr/local/bin/wrk"].find((file) => existsSync(file));
const NGINX = ["/usr/sbin/nginx", "/usr/bin/nginx", "/usr/local/sbin/nginx"].find((file) => existsSync(file));
/** What a browser sends; nginx (without a brotli module) answers gzip, we answer brotli. */
const ACCEPT_ENCODING = "gzip, deflate, br";
const NGINX_WORKERS = process.env.BENCH_NGINX_WORKERS ?? "auto";
/** Headers each server sets itself, not copied from our answers. */
const OWN_HEADERS = new Set(["date", "connection", "keep-alive", "transfer-encoding", "content-length", "content-encoding", "content-type", "etag", "vary"]);

interface Figures {
  perSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

if (!WRK) {
  console.error("bench:http needs wrk (Debian: apt-get install wrk); it installs nothing.");
  process.exit(1);
}

const root = path.resolve(import.meta.dirname, "..");
const asset = readdirSync(path.join(root, "build/client/assets")).find((name) => name.endsWith(".js") && !name.endsWith(".gz"));
const kinds: { kind: string; path: string }[] = [
  { kind: "fixed page", path: "/about" },
  { kind: "database-backed page", path: "/portfolio" },
  { kind: "project page", path: "/portfolio/hartley-family-project" },
  { kind: "page with a lead form", path: "/contact" },
  { kind: "404 page", path: "/no-such-page" },
  { kind: "hashed asset", path: `/assets/${asset}` },
  { kind: "/healthz", path: "/healthz" },
];

function wrk(url: string): Figures {
  const run = spawnSync(
    WRK!,
    ["-t2", `-c${CONNECTIONS}`, `-d${SECONDS}s`, "--latency", "-H", `Accept-Encoding: ${ACCEPT_ENCODING}`, url],
    { encoding: "utf8" },
  );
  const out = run.stdout;
  const ms = (label: string) => {
    const match = new RegExp(`^\\s*${label}%\\s+([\\d.]+)(us|ms|s)`, "m").exec(out);
    if (!match) return Number.NaN;
    const value = Number(match[1]);
    return match[2] === "us" ? value / 1000 : match[2] === "s" ? value * 1000 : value;
  };
  const errors = /Non-2xx or 3xx responses: (\d+)/.exec(out);
  const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
  return {
    perSecond: Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? Number.NaN),
    p50: ms("50"),
    p99: ms("99"),
    errors: socketErrors ? socketErrors.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0,
    // A 404 page answers 404 by design; wrk counts it as an error.
    ...(errors && !url.includes("no-such-page") ? { errors: Number(errors[1]) } : {}),
  };
}

interface Mirrored {
  urlPath: string;
  /** Our headers nginx sends with `add_header`. */
  extraHeaders: [string, string][];
}

/**
 * Writes what our server answers for each URL as files nginx serves with gzip_static, and the
 * answers as sent (encoded as a browser asks) for the Node floor; returns the headers nginx adds.
 */
async function mirror(baseUrl: string, dir: string, floorFile: string): Promise<Mirrored[]> {
  const mirrored: Mirrored[] = [];
  const floor: Record<string, { status: number; headers: string[]; body: string }> = {};
  for (const { path: urlPath } of kinds) {
    const response = await rawRequest(`${baseUrl}${urlPath}`, { headers: { "Accept-Encoding": "identity" } });
    // Pages as `<path>.html` (nginx: try_files), other files under their own names.
    const page = String(response.headers["content-type"]).startsWith("text/html");
    const file = urlPath === "/no-such-page" ? "404.html" : `${urlPath.slice(1)}${page ? ".html" : ""}`;
    const target = path.join(dir, file);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, response.body);
    writeFileSync(`${target}.gz`, gzipSync(response.body, { level: 9 }));
    const extraHeaders = Object.entries(response.headers)
      .filter(([name]) => !OWN_HEADERS.has(name) && name !== "x-request-id")
      .map(([name, value]) => [name, String(value)] as [string, string]);
    for (const [, value] of extraHeaders) if (/["$]/.test(value)) throw new Error(`header value not quotable for nginx: ${value}`);
    mirrored.push({ urlPath, extraHeaders });
    const encoded = await rawRequest(`${baseUrl}${urlPath}`, { headers: { "Accept-Encoding": ACCEPT_ENCODING } });
    const headers = Object.entries(encoded.headers).filter(([name]) => !["date", "connection", "keep-alive"].includes(name));
    floor[urlPath] = { status: encoded.status, headers: headers.flatMap(([name, value]) => [name, String(value)]), body: encoded.body.toString("base64") };
  }
  writeFileSync(floorFile, JSON.stringify(floor));
  return mirrored;
}

function nginxConfig(dir: string, port: number, mirrored: Mirrored[]): string {
  const adds = (headers: [string, string][]) =>
    [...headers, ["X-Request-Id", "$request_id"]].map(([name, value]) => `add_header ${name} "${value}" always;`).join(" ");
  const locations = mirrored.map(({ urlPath, extraHeaders }) => {
    if (urlPath === "/no-such-page") return `    location = /404.html { internal; ${adds(extraHeaders)} }`;
    const type = urlPath === "/healthz" ? "default_type application/json; " : "";
    return `    location = ${urlPath} { ${type}try_files $uri.html $uri =404; ${adds(extraHeaders)} }`;
  });
  return `worker_processes ${NGINX_WORKERS};
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 100000;
  server_tokens off;
  client_body_temp_path ${dir}/tmp; proxy_temp_path ${dir}/tmp; fastcgi_temp_path ${dir}/tmp;
  uwsgi_temp_path ${dir}/tmp; scgi_temp_path ${dir}/tmp;
  types { text/html html; application/javascript js; }
  default_type text/html;
  server {
    listen 127.0.0.1:${port};
    root ${dir}/site;
    gzip_static on;
    gzip_vary on;
    error_page 404 /404.html;
    location / { try_files $uri.html $uri =404; }
${locations.join("\n")}
  }
}
`;
}

async function startNginx(dir: string, port: number, mirrored: Mirrored[]): Promise<ChildProcess> {
  mkdirSync(path.join(dir, "tmp"), { recursive: true });
  writeFileSync(path.join(dir, "nginx.conf"), nginxConfig(dir, port, mirrored));
  const child = spawn(NGINX!, ["-c", path.join(dir, "nginx.conf"), "-e", path.join(dir, "error.log")], { stdio: "inherit" });
  try {
    await waitForListening(`http://127.0.0.1:${port}/healthz`);
  } catch (error) {
    child.kill("SIGTERM");
    throw error;
  }
  return child;
}

const PORT = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : undefined;
// wrk is one client with more connections than a client may hold (SERVER_MAX_CONNECTIONS_PER_CLIENT): the cap is off for it.
const server = await startServer({ port: PORT, env: { LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? "info", SERVER_MAX_CONNECTIONS_PER_CLIENT: "0" } });
const work = mkdtempSync(path.join(tmpdir(), "bench-http-"));
let nginx: ChildProcess | undefined;
let floor: ChildProcess | undefined;
try {
  // Pages are served from their copies once /readyz says so.
  while ((await fetch(`${server.url}/readyz`)).status !== 200) await new Promise((resolve) => setTimeout(resolve, 100));
  // The request log is read, as journald would, but not kept.
  server.process.stdout?.removeAllListeners("data").resume();
  // nginx started as root reads files as its worker user.
  chmodSync(work, 0o755);
  const floorFile = path.join(work, "floor.json");
  const mirrored = await mirror(server.url, path.join(work, "site"), floorFile);
  let nginxPort: number | undefined;
  if (NGINX) {
    nginxPort = PORT ? PORT + 1 : await freePort();
    nginx = await startNginx(work, nginxPort, mirrored);
  } else {
    console.log("nginx is not installed: our figures and the Node floor only.");
  }
  const floorPort = PORT ? PORT + 2 : await freePort();
  floor = spawn(process.execPath, [path.join(root, "scripts/bench-http-floor.ts"), floorFile, String(floorPort)], { stdio: "inherit" });
  await waitForListening(`http://127.0.0.1:${floorPort}/healthz`);
  const loadBefore = loadavg();
  const rows: string[] = [];
  for (const { kind, path: urlPath } of kinds) {
    const urls = [`${server.url}${urlPath}`, `http://127.0.0.1:${floorPort}${urlPath}`];
    if (nginxPort) urls.push(`http://127.0.0.1:${nginxPort}${urlPath}`);
    // Warm-up, then the measured rounds.
    for (const url of urls) spawnSync(WRK, ["-t1", "-c4", "-d1s", url]);
    const rounds = urls.map(() => [] as Figures[]);
    for (let round = 0; round < ROUNDS; round++) urls.forEach((url, i) => rounds[i]!.push(wrk(url)));
    const [ours, bare, theirs] = rounds.map(median) as [Figures, Figures, Figures | undefined];
    const cell = (f: Figures | undefined) =>
      f ? `${Math.round(f.perSecond).toLocaleString("en-US")} | ${f.p50.toFixed(2)} | ${f.p99.toFixed(2)}${f.errors ? ` (${f.errors} errors)` : ""}` : "— | — | —";
    const ratio = (f: Figures | undefined) => (f ? (ours.perSecond / f.perSecond).toFixed(2) : "—");
    rows.push(`| ${kind} | \`${urlPath}\` | ${cell(ours)} | ${cell(theirs)} | ${cell(bare)} | ${ratio(theirs)} | ${ratio(bare)} |`);
    console.log(rows.at(-1));
  }
  const load = (figures: number[]) => figures.map((n) => n.toFixed(2)).join(" ");
  const cores = availableParallelism();
  const nginxWorkers = NGINX_WORKERS === "auto" ? cores : Number(NGINX_WORKERS);
  console.log(
    `\nwrk, ${CONNECTIONS} connections, 2 threads, median of ${ROUNDS} rounds of ${SECONDS} s per URL and server, Accept-Encoding: ${ACCEPT_ENCODING}, on ${cores} cores ` +
      `shared by wrk and the server. Ours: 1 process, LOG_LEVEL ${process.env.BENCH_LOG_LEVEL ?? "info"}. ` +
      `nginx: ${nginxWorkers} worker process${nginxWorkers === 1 ? "" : "es"} (worker_processes ${NGINX_WORKERS}), access_log off. ` +
      `Node floor: 1 process. Load average (1, 5, 15 min) before: ${load(loadBefore)}, after: ${load(loadavg())}.\n\n` +
      "| kind | URL | ours req/s | p50 ms | p99 ms | nginx req/s | p50 ms | p99 ms | floor req/s | p50 ms | p99 ms | ours / nginx | ours / floor |\n" +
      "|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|\n" +
      rows.join("\n"),
  );
} finally {
  nginx?.kill("SIGTERM");
  floor?.kill("SIGTERM");
  await server.stop();
  rmSync(work, { recursive: true, force: true });
}

/** The round with the median requests per second. */
function median(rounds: Figures[]): Figures {
  return rounds.toSorted((a, b) => a.perSecond - b.perSecond)[Math.floor(rounds.length / 2)]!;
}

async function waitForListening(url: string): Promise<void> {
  for (let i = 0; i < 100; i++) {
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`nothing listens at ${url}`);
}
