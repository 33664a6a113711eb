import type { Browser } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { launchBrowser } from "#tests/support/browser.ts";
import { startServer, type RunningServer } from "#tests/support/server.ts";
import { testServerEnv } from "#tests/integration/leads-helpers.ts";

/**
 * A browser and a production server of the file's own, started together before its first test
 * and closed after its last (hooks the caller registers later run after the start and before the
 * close). Read `.browser` and `.server` inside tests and hooks, not when the file loads.
 */
export function browserAndServer(env: Record<string, string> = testServerEnv): { browser: Browser; server: RunningServer } {
  const running = {} as { browser: Browser; server: RunningServer };
  beforeAll(async () => {
    [running.browser, running.server] = await Promise.all([launchBrowser(), startServer({ env })]);
  });
  afterAll(async () => {
    await running.browser?.close();
    await running.server?.stop();
  });
  return running;
}

/**
 * A browser of the file's (or `describe` block's) own, launched before its first test and closed
 * after its last. Read `.browser` inside tests and hooks, not when the file loads.
 */
export function sharedBrowser(): { browser: Browser } {
  const running = {} as { browser: Browser };
  beforeAll(async () => {
    running.browser = await launchBrowser();
  });
  afterAll(async () => {
    await running.browser?.close();
  });
  return running;
}
