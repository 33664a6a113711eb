import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  define: { __SITE_URL__: JSON.stringify("http://127.0.0.1:3000") },
  test: {
    globalSetup: ["tests/support/global-setup.ts"],
    // A test that writes to console.error has hit something unexpected; surface it.
    onConsoleLog: (_log, type) => type !== "stderr",
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["tests/unit/**/*.test.ts", "tests/integration/**/*.test.ts"],
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: "browser",
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
