import { execFile, execFileSync } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";
import { promisify } from "node:util";

const vnuJar = createRequire(import.meta.url).resolve("vnu-jar/build/dist/vnu.jar");

/**
 * Messages ignored, and why: only HTML errors count. The checker's CSS checker (messages starting
 * "CSS: ") predates CSS the inline stylesheet uses on purpose and browsers apply: Tailwind's
 * `@property` registrations (63 on the home page), `margin-trim`, and transitions of custom
 * properties such as `--tw-gradient-from`.
 */
const IGNORED = [/^CSS: /];

interface VnuMessage {
  type: string;
  subType?: string;
  url: string;
  message: string;
  extract?: string;
}

export function javaAvailable(): boolean {
  try {
    execFileSync("java", ["-version"], { stdio: "ignore" });
    return true;
  } catch {
    if (process.env.CI === "true") throw new Error("java not found: required when CI=true (.ci/run installs default-jre-headless)");
    console.warn("SKIP HTML validity: java not found (install default-jre-headless)");
    return false;
  }
}

/** Runs the Nu Html Checker once over every file and returns its errors, by file name. */
export async function validate(files: string[]): Promise<Map<string, string[]>> {
  // vnu exits 1 when it finds errors; its JSON report on stderr is what matters.
  const result = await promisify(execFile)("java", ["-Xss2m", "-jar", vnuJar, "--format", "json", "--errors-only", ...files], {
    maxBuffer: 64 * 1024 * 1024,
  }).catch((error: { stderr?: string; stdout?: string }) => ({ stderr: error.stderr ?? "", stdout: error.stdout ?? "" }));
  const report = JSON.parse(result.stderr) as { messages: VnuMessage[] };
  const errors = new Map<string, string[]>(files.map((file) => [path.basename(file), []]));
  for (const message of report.messages) {
    if (message.type !== "error" && message.subType !== "fatal") continue;
    if (IGNORED.some((pattern) => pattern.test(message.message))) continue;
    const file = path.basename(new URL(message.url).pathname);
    errors.get(file)?.push(`${message.message} — ${message.extract?.trim() ?? ""}`);
  }
  return errors;
}

