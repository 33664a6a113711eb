import { defineConfig } from "vitest/config";

export default defineConfig({
  define: { __SITE_URL__: JSON.stringify("http://127.0.0.1:3000") },
  test: {
    // A console.error during a test fails that test (React warnings included).
    setupFiles: ["tests/support/fail-on-console-error.ts"],
    projects: [
      {
        extends: true,
        test: {
          // No build and no server: pure functions, components rendered in memory, SQLite files.
          name: "unit",
          include: ["tests/unit/**/*.test.ts"],
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          // The data layer on both engines and HTTP against the built production server.
          name: "integration",
          // The production build and one shared server: once per run for both projects (see the file).
          globalSetup: ["tests/support/global-setup.ts"],
          include: ["tests/integration/**/*.test.ts"],
          testTimeout: 30_000,
          // Hooks start production servers, which wait up to 60 s to become healthy (a loaded machine).
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: "browser",
          globalSetup: ["tests/support/global-setup.ts"],
          include: ["tests/e2e/**/*.test.ts"],
          // Two cores: one browser file at a time keeps timings honest and CI predictable.
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
