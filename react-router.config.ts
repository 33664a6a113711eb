import path from "node:path";
import type { Config } from "@react-router/dev/config";
import { compressAssets } from "./scripts/compress-assets.ts";

export default {
  ssr: true,
  // No build-time prerendering: the server renders every public page when it starts, with its
  // own settings (SITE_URL), and keeps the copies current (server/page-cache.ts).
  async buildEnd({ reactRouterConfig }) {
    await compressAssets(path.join(reactRouterConfig.buildDirectory, "client"));
  },
} satisfies Config;
