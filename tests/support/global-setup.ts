import { execFileSync } from "node:child_process";
import type { TestProject } from "vitest/node";
import { startServer, waitForReady, type RunningServer } from "#tests/support/server.ts";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
  }
}

interface Shared {
  started: Promise<RunningServer>;
  users: number;
}

// Both the integration and the browser project declare this file, and Vitest runs each project's
// global setup separately (in this one process, possibly through two module runners, so module
// state is not shared): the build and the server live on the process, keyed for this run, so
// `vitest run` builds once and starts one server whichever projects it runs.
const key = Symbol.for("bayou-crest.tests.shared-server");
const store = globalThis as typeof globalThis & { [key]?: Shared };

async function buildAndStart(): Promise<RunningServer> {
  if (process.env.SKIP_BUILD !== "1") {
    // Vitest sets NODE_ENV=test; the build must be the production one the site serves, or
    // React's development build (and its extra checks) would ship to the browser.
    execFileSync("npx", ["react-router", "build"], {
      stdio: ["ignore", "ignore", "inherit"],
      env: { ...process.env, NODE_ENV: "production" },
    });
  }
  const server = await startServer();
  // Serve the shared tests as production serves visitors: from the rendered copies.
  await waitForReady(server);
  return server;
}

/**
 * Builds the production bundle once and starts one production server with a throw-away data
 * dir for the read-only browser and HTTP tests. Tests that need their own configuration start
 * their own server with `startServer`. SKIP_BUILD=1 reuses an existing build. The unit project
 * does not declare it: unit tests need neither.
 */
export async function setup(project: TestProject) {
  const shared = (store[key] ??= { started: buildAndStart(), users: 0 });
  shared.users += 1;
  const server = await shared.started;
  project.provide("baseUrl", server.url);
  project.provide("dataDir", server.dataDir);
  return async () => {
    shared.users -= 1;
    if (shared.users > 0) return;
    delete store[key];
    await server.stop();
  };
}
