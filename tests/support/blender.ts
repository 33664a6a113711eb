import { blenderAvailable } from "#app/features/renderings/blender.server.ts";

/**
 * Whether Blender runs (BLENDER_PATH or `blender` on PATH). When it does not, render tests skip
 * with one clear line; under CI=true that is a failure instead (.ci/run installs it).
 */
export async function blenderRuns(): Promise<boolean> {
  const found = await blenderAvailable();
  if (found.ok) return true;
  if (process.env.CI === "true") throw new Error(`Blender not available (${found.reason}): required when CI=true`);
  console.warn(`SKIP Blender render tests: ${found.reason}`);
  return false;
}
