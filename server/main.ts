/**
 * Production entry: `npm start`. Builds when no build exists, applies migrations, serves on
 * HOST:PORT, and shuts down gracefully on SIGTERM/SIGINT.
 */
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { createServer } from "node:http";
import type * as ServerBuild from "#server/app.ts";
import { keepCreatedFilesPrivate } from "#app/utils/private-files.server.ts";
import { startIdleGc } from "#server/idle-gc.ts";
import { capConnectionsPerClient } from "#server/connection-cap.ts";

// React (and other libraries) pick their production builds from NODE_ENV, read when first
// loaded; unset, `npm start` would render with React's development build, several times slower.
process.env.NODE_ENV ??= "production";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const serverBuild = path.join(root, "build/server/index.js");
const clientDir = path.join(root, "build/client");

if (!existsSync(serverBuild) || !existsSync(clientDir)) {
  console.log("No build found: building the site first (npm run build)…");
  execFileSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
}

// After the build (its files are the site's, readable by a proxy), before any data file exists.
keepCreatedFilesPrivate();

const { createWebApp, getEnv, getDbHandle, closeDb, logger, startBackgroundWork, prepareDatabase, startRenderings }: typeof ServerBuild =
  await import(pathToFileURL(serverBuild).href);

const env = getEnv();
await prepareDatabase(getDbHandle(), env, logger);
const stopBackgroundWork = await startBackgroundWork();
// Before the first page is rendered: whether the designer offers renderings is decided here.
const stopRenderings = await startRenderings({ root });

const { listener, close: closeWebApp } = await createWebApp({ clientDir });
const server = createServer(
  // Node checks the timeouts every connectionsCheckingInterval (30 s by default): each second,
  // so a slow client is cut off when its time is up, not up to half a minute later.
  { headersTimeout: env.SERVER_HEADERS_TIMEOUT_MS, requestTimeout: env.SERVER_REQUEST_TIMEOUT_MS, connectionsCheckingInterval: 1000 },
  (req, res) => void listener(req, res),
);
server.maxConnections = env.SERVER_MAX_CONNECTIONS;
server.on("connection", capConnectionsPerClient({ max: env.SERVER_MAX_CONNECTIONS_PER_CLIENT, behindProxy: env.TRUST_PROXY > 0 }));
server.listen(env.PORT, env.HOST, () => {
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : env.PORT;
  logger.info({ url: `http://${env.HOST}:${port}`, engine: getDbHandle().engine }, "listening");
});

const stopIdleGc = startIdleGc({ logger });

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, "shutting down: no new connections, finishing in-flight requests");
  const force = setTimeout(() => {
    logger.warn("in-flight requests did not finish within 10 s; closing anyway");
    process.exit(1);
  }, 10_000);
  force.unref();
  await new Promise<void>((resolve) => {
    server.close(() => resolve());
    if ("closeIdleConnections" in server) server.closeIdleConnections();
  });
  stopIdleGc();
  await closeWebApp();
  await stopBackgroundWork();
  await stopRenderings();
  await closeDb();
  logger.info("stopped");
  process.exit(0);
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
