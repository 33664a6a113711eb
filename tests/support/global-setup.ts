import { execFileSync } from "node:child_process";
import type { TestProject } from "vitest/node";
import { startServer, waitForReady, type RunningServer } from "#tests/support/server.ts";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
  }
}

let server: RunningServer | undefined;

/**
 * Builds the production bundle once and starts one production server with a throw-away data
 * dir for the read-only browser and HTTP tests. Tests that need their own configuration start
 * their own server with `startServer`. SKIP_BUILD=1 reuses an existing build.
 */
export async function setup(project: TestProject) {
  if (process.env.SKIP_BUILD !== "1") {
    // Vitest sets NODE_ENV=test; the build must be the production one the site serves, or
    // React's development build (and its extra checks) would ship to the browser.
    execFileSync("npx", ["react-router", "build"], {
      stdio: ["ignore", "ignore", "inherit"],
      env: { ...process.env, NODE_ENV: "production" },
    });
  }
  server = await startServer();
  // Serve the shared tests as production serves visitors: from the rendered copies.
  await waitForReady(server);
  project.provide("baseUrl", server.url);
  project.provide("dataDir", server.dataDir);
}

export async function teardown() {
  await server?.stop();
}
