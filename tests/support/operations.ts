import { spawn } from "node:child_process";
import { networkInterfaces } from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../..");

/** Runs one of the project's CLI scripts (`scripts/<name>.ts`) the way its npm script does. */
export function runScript(
  name: string,
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [`scripts/${name}.ts`, ...args], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: "", LOG_LEVEL: "warn", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => (stdout += chunk));
    child.stderr.on("data", (chunk) => (stderr += chunk));
    child.on("error", reject);
    child.on("exit", (code) => resolve({ code, stdout, stderr }));
  });
}

export interface Acknowledged {
  email: string;
  /** When the server's 200 arrived (ms since the epoch). */
  at: number;
}

/**
 * Sends contact-form leads continuously from `workers` concurrent clients, each unique, and
 * records which ones the server acknowledged and when. `stop()` waits for requests in flight.
 */
export async function streamLeads(baseUrl: string, { tag, workers = 2 }: { tag: string; workers?: number }) {
  // Each token stores one lead. Fetched in batches; the server under test runs with a short
  // minimum fill time, so each batch ages past it before use.
  const fetchBatch = async () => {
    const batch = await Promise.all(
      Array.from({ length: 50 }, async () => ((await (await fetch(`${baseUrl}/form-token`)).json()) as { token: string }).token),
    );
    await sleep(350);
    return batch;
  };
  const acknowledged: Acknowledged[] = [];
  const failures: string[] = [];
  let sequence = 0;
  let stopping = false;
  // Every worker holds its first batch before this returns: leads flow from the start.
  const firstBatches = await Promise.all(Array.from({ length: workers }, fetchBatch));
  const worker = async (tokens: string[]) => {
    while (!stopping) {
      if (tokens.length === 0) tokens.push(...(await fetchBatch()));
      const token = tokens.pop()!;
      const n = sequence++;
      const email = `stream-${tag}-${n}@example.com`;
      const response = await fetch(`${baseUrl}/`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "application/json" },
        body: new URLSearchParams({
          "form-name": "contact",
          name: `Stream ${tag} ${n}`,
          email,
          phone: "713-555-0100",
          subject: "Backup test",
          message: `Lead ${n} written while a backup runs.`,
          "form-token": token,
        }),
      }).catch((error: Error) => error);
      if (response instanceof Error) failures.push(response.message);
      else if (response.status === 200) acknowledged.push({ email, at: Date.now() });
      else failures.push(`${response.status} ${await response.text()}`);
      // A steady stream, not a flood: the point is writes during the backup, not load.
      await sleep(10);
    }
  };
  const running = firstBatches.map(worker);
  return {
    acknowledged,
    failures,
    async stop() {
      stopping = true;
      await Promise.all(running);
    },
  };
}

/** One sample's value from Prometheus text, e.g. `metricValue(text, 'bayou_outbox_notifications{status="pending"}')`. */
export function metricValue(text: string, series: string): number | undefined {
  const line = text.split("\n").find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1).split(" ")[0]);
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * This machine's first non-loopback IPv4 address: a request to it comes from a non-loopback
 * socket address. Null (with one SKIP line; a failure under CI=true) when there is none.
 */
export function nonLoopbackAddress(): string | null {
  const address = Object.values(networkInterfaces())
    .flat()
    .find((entry) => entry && entry.family === "IPv4" && !entry.internal)?.address;
  if (address) return address;
  if (process.env.CI === "true") throw new Error("no non-loopback network address: required when CI=true");
  console.warn("SKIP non-loopback checks: this machine has no non-loopback IPv4 address");
  return null;
}

/** TRUST_PROXY for an app behind exactly one reverse proxy of our own (deploy/nginx, deploy/Caddyfile). */
export const TRUST_ONE_PROXY = "true";
