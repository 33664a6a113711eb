import path from "node:path";
import type { Config } from "@react-router/dev/config";
import { compressAssets } from "./scripts/compress-assets.ts";

export default {
  ssr: true,
  prerender: ["/about"],
  async buildEnd({ reactRouterConfig }) {
    await compressAssets(path.join(reactRouterConfig.buildDirectory, "client"));
  },
} satisfies Config;
