import { execFile, execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, inject, test } from "vitest";
import { browserAvailable, launchBrowser, newPage, waitForIslands } from "#tests/support/browser.ts";
import { notFoundPath, sitePagePaths } from "#tests/support/routes.ts";

const baseUrl = inject("baseUrl");
const paths = [...(await sitePagePaths(baseUrl)), notFoundPath];
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

function javaAvailable(): boolean {
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
async function validate(files: string[]): Promise<Map<string, string[]>> {
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

function fileName(kind: "served" | "rendered", pagePath: string): string {
  return `${kind}${pagePath.replace(/[^a-z0-9]+/gi, "_")}.html`;
}

describe.skipIf(!browserAvailable() || !javaAvailable())("valid HTML (W3C Nu Html Checker)", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "vnu-"));
  let errors = new Map<string, string[]>();
  /** Text inputs that leave their type to the default, by page. */
  const untyped = new Map<string, string[]>();

  beforeAll(async () => {
    const files: string[] = [];
    for (const pagePath of paths) {
      const response = await fetch(`${baseUrl}${pagePath}`);
      const file = path.join(dir, fileName("served", pagePath));
      writeFileSync(file, await response.text());
      files.push(file);
    }
    const browser = await launchBrowser();
    try {
      for (const pagePath of paths) {
        const page = await newPage(browser, "mobile");
        await page.goto(`${baseUrl}${pagePath}`, { waitUntil: "networkidle" });
        await waitForIslands(page);
        untyped.set(
          pagePath,
          await page.locator("input:not([type])").evaluateAll((inputs) => inputs.map((input) => input.outerHTML)),
        );
        const file = path.join(dir, fileName("rendered", pagePath));
        writeFileSync(file, await page.content());
        files.push(file);
        await page.context().close();
      }
    } finally {
      await browser.close();
    }
    errors = await validate(files);
  }, 300_000);

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  test.each(paths)("%s: no errors as served and after JavaScript; every input declares its type", (pagePath) => {
    expect({
      served: errors.get(fileName("served", pagePath)),
      rendered: errors.get(fileName("rendered", pagePath)),
      untyped: untyped.get(pagePath),
    }).toEqual({ served: [], rendered: [], untyped: [] });
  });
});
