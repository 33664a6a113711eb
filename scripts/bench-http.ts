/**
 * `npm run bench:http`: requests per second and p50/p99 latency at 50 connections (`wrk`) for one
 * URL of each kind the production server answers: a fixed page, a database-backed page, a project
 * page, a page with a lead form (fresh token per response), the 404 page, a hashed asset and
 * /healthz. When nginx is installed, it serves the very same bytes from files (`gzip_static on`)
 * beside each, with the ratio. Installs nothing; 127.0.0.1 only; a throw-away data dir.
 *
 * BENCH_SECONDS (default 5) per URL and server; BENCH_CONNECTIONS (default 50); BENCH_PORT: the
 * first of two ports to use (our server, nginx; default: free ones).
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { rawRequest } from "#tests/support/http.ts";
import { freePort, startServer } from "#tests/support/server.ts";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const WRK = ["/usr/bin/wrk", "/usr/local/bin/wrk"].find((file) => existsSync(file));
const NGINX = ["/usr/sbin/nginx", "/usr/bin/nginx", "/usr/local/sbin/nginx"].find((file) => existsSync(file));
/** What a browser sends; nginx (without a brotli module) answers gzip, we answer brotli. */
const ACCEPT_ENCODING = "gzip, deflate, br";

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

/** Writes what our server answers for each URL as files nginx serves with gzip_static. */
async function mirror(baseUrl: string, dir: string): Promise<void> {
  for (const { path: urlPath } of kinds) {
    const response = await rawRequest(`${baseUrl}${urlPath}`, { headers: { "Accept-Encoding": "identity" } });
    // Pages as `<path>.html` (nginx: try_files), other files under their own names.
    const page = String(response.headers["content-type"]).startsWith("text/html");
    const file = urlPath === "/no-such-page" ? "404.html" : `${urlPath.slice(1)}${page ? ".html" : ""}`;
    const target = path.join(dir, file);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, response.body);
    writeFileSync(`${target}.gz`, gzipSync(response.body, { level: 9 }));
  }
}

function nginxConfig(dir: string, port: number): string {
  return `worker_processes auto;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 100000;
  client_body_temp_path ${dir}/tmp; proxy_temp_path ${dir}/tmp; fastcgi_temp_path ${dir}/tmp;
  uwsgi_temp_path ${dir}/tmp; scgi_temp_path ${dir}/tmp;
  types { text/html html; application/javascript js; }
  default_type text/html;
  server {
    listen 127.0.0.1:${port};
    root ${dir}/site;
    gzip_static on;
    error_page 404 /404.html;
    location / { try_files $uri.html $uri =404; }
    location = /healthz { default_type application/json; }
    location = /404.html { internal; }
  }
}
`;
}

async function startNginx(dir: string, port: number): Promise<ChildProcess> {
  mkdirSync(path.join(dir, "tmp"), { recursive: true });
  writeFileSync(path.join(dir, "nginx.conf"), nginxConfig(dir, port));
  const child = spawn(NGINX!, ["-c", path.join(dir, "nginx.conf"), "-e", path.join(dir, "error.log")], { stdio: "inherit" });
  for (let i = 0; i < 50; i++) {
    try {
      await fetch(`http://127.0.0.1:${port}/healthz`);
      return child;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  child.kill("SIGTERM");
  throw new Error("nginx did not start");
}

const PORT = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : undefined;
const server = await startServer({ port: PORT, env: { LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? "warn" } });
const work = mkdtempSync(path.join(tmpdir(), "bench-http-"));
let nginx: ChildProcess | undefined;
try {
  // Pages are served from their copies once /readyz says so.
  while ((await fetch(`${server.url}/readyz`)).status !== 200) await new Promise((resolve) => setTimeout(resolve, 100));
  // nginx started as root reads files as its worker user.
  chmodSync(work, 0o755);
  let nginxPort: number | undefined;
  if (NGINX) {
    await mirror(server.url, path.join(work, "site"));
    nginxPort = PORT ? PORT + 1 : await freePort();
    nginx = await startNginx(work, nginxPort);
  } else {
    console.log("nginx is not installed: our figures only.");
  }
  const rows: string[] = [];
  for (const { kind, path: urlPath } of kinds) {
    // Warm-up, then the measured run.
    spawnSync(WRK, ["-t1", "-c4", "-d1s", `${server.url}${urlPath}`]);
    const ours = wrk(`${server.url}${urlPath}`);
    const theirs = nginxPort ? wrk(`http://127.0.0.1:${nginxPort}${urlPath}`) : undefined;
    const cell = (f: Figures | undefined) =>
      f ? `${Math.round(f.perSecond).toLocaleString("en-US")} | ${f.p50.toFixed(2)} | ${f.p99.toFixed(2)}${f.errors ? ` (${f.errors} errors)` : ""}` : "— | — | —";
    const ratio = theirs ? (ours.perSecond / theirs.perSecond).toFixed(2) : "—";
    rows.push(`| ${kind} | \`${urlPath}\` | ${cell(ours)} | ${cell(theirs)} | ${ratio} |`);
    console.log(rows.at(-1));
  }
  console.log(
    `\nwrk, ${CONNECTIONS} connections, 2 threads, ${SECONDS} s per URL, Accept-Encoding: ${ACCEPT_ENCODING}\n\n` +
      "| kind | URL | ours req/s | p50 ms | p99 ms | nginx req/s | p50 ms | p99 ms | ours / nginx |\n" +
      "|---|---|---:|---:|---:|---:|---:|---:|---:|\n" +
      rows.join("\n"),
  );
} finally {
  nginx?.kill("SIGTERM");
  await server.stop();
  rmSync(work, { recursive: true, force: true });
}
