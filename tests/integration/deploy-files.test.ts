import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { UPLOAD_LIMITS } from "#app/modules/media/limits.ts";
import { LOCALES } from "#app/i18n/locale.ts";
import { localizedPath } from "#app/i18n/route-table.ts";
import { DESIGN_RENDER_PATHS } from "#server/design-render-limit.ts";

const root = path.resolve(import.meta.dirname, "../..");
const read = (file: string) => readFileSync(path.join(root, file), "utf8");
const unit = read("deploy/systemd/bayou-crest@.service");
const workerUnit = read("deploy/systemd/bayou-crest-render-worker.service");

/** Whether a checker is installed; outside CI a missing one skips its test with one line, under CI=true it fails. */
function available(tool: string): boolean {
  const found = spawnSync("sh", ["-c", `command -v ${tool}`]).status === 0;
  if (!found && process.env.CI === "true") throw new Error(`${tool} not found: required when CI=true (.ci/run installs it)`);
  if (!found) console.warn(`SKIP ${tool} check: ${tool} is not installed`);
  return found;
}

/** `Key=value` settings of the unit, every occurrence. */
function settings(key: string): string[] {
  return [...unit.matchAll(new RegExp(`^${key}=(.*)$`, "gm"))].map((match) => match[1]!);
}

describe("deploy/ files", () => {
  it.skipIf(!available("systemd-analyze"))("the systemd unit passes systemd-analyze verify", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "bayou-unit-"));
    try {
      // Verify needs the program to exist: point it at this checkout's Node.
      const local = unit.replace("/opt/bayou-crest/node_modules/node/bin/node", path.join(root, "node_modules/node/bin/node"));
      writeFileSync(path.join(dir, "bayou-crest@.service"), local);
      const result = spawnSync("systemd-analyze", ["verify", "--man=no", path.join(dir, "bayou-crest@3000.service")], { encoding: "utf8" });
      expect(result.stderr).toBe("");
      expect(result.status).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it.skipIf(!available("systemd-analyze"))("the render worker's unit passes systemd-analyze verify", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "bayou-unit-"));
    try {
      const local = workerUnit.replace("/opt/bayou-crest/node_modules/node/bin/node", path.join(root, "node_modules/node/bin/node"));
      writeFileSync(path.join(dir, "bayou-crest-render-worker.service"), local);
      const result = spawnSync("systemd-analyze", ["verify", "--man=no", path.join(dir, "bayou-crest-render-worker.service")], { encoding: "utf8" });
      expect(result.stderr).toBe("");
      expect(result.status).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("the render worker's unit runs the worker at the lowest priority under a CPU quota, hardened like the web's", () => {
    const setting = (key: string) => [...workerUnit.matchAll(new RegExp(`^${key}=(.*)$`, "gm"))].map((match) => match[1]!);
    expect(setting("ExecStart")).toEqual(["/opt/bayou-crest/node_modules/node/bin/node scripts/render-worker.ts"]);
    expect(setting("Nice")).toEqual(["19"]);
    // Below 200% on the 2-core machine: half a core at least stays the web's, whatever Blender's threads.
    const quota = Number(/^(\d+)%$/.exec(setting("CPUQuota")[0] ?? "")?.[1]);
    expect(quota).toBeGreaterThan(0);
    expect(quota).toBeLessThanOrEqual(150);
    expect(Number(setting("CPUWeight")[0])).toBeLessThan(100);
    for (const key of ["User", "ProtectSystem", "NoNewPrivileges", "EnvironmentFile", "StateDirectory", "SystemCallFilter"]) expect(setting(key), key).toEqual(settings(key));
    // The worker's own SIGTERM kills Blender and exits well within the stop timeout.
    expect(Number(setting("TimeoutStopSec")[0])).toBeGreaterThan(5);
  });

  it("the systemd unit runs hardened: own user, read-only system, writable data and backups only, restart on failure", () => {
    expect(settings("User")).toEqual(["bayou-crest"]);
    expect(settings("ProtectSystem")).toEqual(["strict"]);
    expect(settings("NoNewPrivileges")).toEqual(["yes"]);
    expect(settings("Restart")).toEqual(["on-failure"]);
    expect(settings("EnvironmentFile")).toEqual(["/etc/bayou-crest/env"]);
    expect(settings("StateDirectory")).toEqual(["bayou-crest"]);
    expect(settings("Environment")).toContain("DATA_DIR=/var/lib/bayou-crest");
    const backupDir = settings("Environment").find((line) => line.startsWith("BACKUP_DIR="))!.slice("BACKUP_DIR=".length);
    // "-": a missing directory does not stop the unit; ExecStartPre creates it.
    expect(settings("ReadWritePaths")).toEqual([`-${backupDir}`]);
    expect(settings("ExecStartPre")[0]).toContain(`install -d -o bayou-crest -g bayou-crest -m 0750 ${backupDir}`);
    // Longer than the server's own 10 s grace for in-flight requests.
    expect(Number(settings("TimeoutStopSec")[0])).toBeGreaterThan(10);
  });

  it("nginx limits every page rendered per design in each language of the route table, and no other", () => {
    const site = read("deploy/nginx/bayou-crest.conf");
    const line = /^map \$uri \$bayou_design_client \{\n\s+"~\*\^\/\(([^)]+)\)\(\\\.data\)\?\/\*\$" \$bayou_client;$/m.exec(site);
    expect(line, "the map of the pages rendered per design").not.toBeNull();
    const limited = line![1]!.split("|").map((path) => `/${path.replaceAll("\\.", ".")}`);
    const rendered = Object.values(DESIGN_RENDER_PATHS).flatMap((path) => LOCALES.map((locale) => localizedPath(path, locale)));
    expect(new Set(rendered).size, "each page has a twin of its own").toBe(Object.keys(DESIGN_RENDER_PATHS).length * LOCALES.length);
    expect(limited.toSorted()).toEqual(rendered.toSorted());
    // The spellings nginx might see once it has decoded and merged the path: any case, slashes after, the router's data.
    const pattern = new RegExp(`^/(${line![1]})(\\.data)?/*$`, "i");
    for (const path of rendered) {
      for (const spelling of [path, path.toUpperCase(), `${path}/`, `${path}//`, `${path}.data`]) expect(pattern.test(spelling), spelling).toBe(true);
    }
    expect(pattern.test("/designs"), "another page").toBe(false);
    // Both limits on the server, so that no location replaces them with its own.
    const server = site.slice(site.indexOf("server_name bayoucrestpools.example;"));
    expect(server).toMatch(/^ {4}limit_req zone=bayou_posts burst=\d+ nodelay;\n {4}limit_req zone=bayou_design burst=\d+ nodelay;$/m);
    expect(server.match(/^\s+limit_req zone=/gm)).toHaveLength(2);
  });

  it("nginx and Caddy accept the largest request the app does: a full portfolio upload", () => {
    const mib = UPLOAD_LIMITS.maxRequestBytes / (1024 * 1024);
    const nginx = /client_max_body_size (\d+)m;/.exec(read("deploy/nginx/bayou-crest.conf"));
    const caddy = /max_size (\d+)MiB/.exec(read("deploy/Caddyfile"));
    // Room for the form fields beside the photos, but not much more.
    expect(Number(nginx?.[1])).toBe(mib + 1);
    expect(Number(caddy?.[1])).toBe(mib + 1);
  });

  it.skipIf(!available("caddy"))("the Caddyfile passes caddy validate", () => {
    expect(() => execFileSync("caddy", ["validate", "--adapter", "caddyfile", "--config", path.join(root, "deploy/Caddyfile")], { stdio: "pipe" })).not.toThrow();
  });
});
