import path from "node:path";
import type { Config } from "@react-router/dev/config";
import { compressAssets } from "./scripts/compress-assets.ts";
import { serviceSlugs } from "./app/content/service-slugs.ts";

export default {
  ssr: true,
  // Pages whose HTML does not depend on the request. Never `true`: admin and login stay dynamic.
  // The home page is absent on purpose: its featured projects come from the database.
  prerender: [
    "/about",
    "/services",
    ...serviceSlugs.map((slug) => `/${slug}`),
    "/finance",
    "/contact",
    "/get-quote",
    "/privacy",
    "/terms",
  ],
  async buildEnd({ reactRouterConfig }) {
    await compressAssets(path.join(reactRouterConfig.buildDirectory, "client"));
  },
} satisfies Config;
