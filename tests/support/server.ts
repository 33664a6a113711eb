import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

export interface RunningServer {
  url: string;
  port: number;
  dataDir: string;
  process: ChildProcess;
  /** Output so far, for diagnosing a failed start. */
  output(): string;
  /** SIGTERM and wait for exit; removes the data dir unless `keepData`. */
  stop(options?: { keepData?: boolean }): Promise<number | null>;
  /** SIGKILL: a crash, for fault tests. */
  kill(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

/** Starts the built production server (`node server/main.ts`) on a free 127.0.0.1 port. */
export async function startServer(
  options: { env?: Record<string, string>; dataDir?: string; port?: number } = {},
): Promise<RunningServer> {
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), "bayou-crest-test-"));
  const port = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ["server/main.ts"], {
    cwd: path.resolve(import.meta.dirname, "../.."),
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: dataDir,
      SITE_URL: url,
      LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? "warn",
      DATABASE_URL: "",
      // Every test asks from one address (127.0.0.1) for more new designs than a visitor would:
      // the per-client budget of designs rendered anew and the per-client connection cap are
      // lifted, as RATE_LIMIT_MAX is for leads. tests/integration/limits-every-spelling-http.test.ts
      // sets its own.
      DESIGN_RENDERS_BURST: "100000",
      DESIGN_RENDERS_PER_MINUTE: "100000",
      SERVER_MAX_CONNECTIONS_PER_CLIENT: "0",
      // No render worker beside every test server (nor a Blender probe at each start): the render
      // queue's tests turn renderings on themselves (decision 040).
      RENDERINGS: "off",
      ...options.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));

  // Generous: on a loaded machine a start can take 20-30 s; an idle one starts in about a second.
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output}`);
    try {
      const res = await fetch(`${url}/healthz`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`server did not become healthy in 60 s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }

  return {
    url,
    port,
    dataDir,
    process: child,
    output: () => output,
    async stop({ keepData = false } = {}) {
      if (child.exitCode === null) child.kill("SIGTERM");
      const code = await exited;
      if (!keepData && !options.dataDir) rmSync(dataDir, { recursive: true, force: true });
      return code;
    },
    async kill() {
      if (child.exitCode === null) child.kill("SIGKILL");
      await exited;
    },
  };
}

/** Waits until /readyz answers 200: the database answers and the public pages' rendered copies are built. */
export async function waitForReady(server: RunningServer, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while ((await fetch(`${server.url}/readyz`)).status !== 200) {
    if (Date.now() > deadline) throw new Error(`server not ready in ${timeoutMs / 1000} s:\n${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
