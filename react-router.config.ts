import path from "node:path";
import type { Config } from "@react-router/dev/config";
import { compressAssets } from "./scripts/compress-assets.ts";

export default {
  ssr: true,
  // Pages whose HTML does not depend on the request. Never `true`: admin and login stay dynamic.
  // The home page, the portfolio and the service pages are absent on purpose: the projects they
  // show come from the database.
  prerender: [
    "/about",
    "/services",
    "/finance",
    "/contact",
    "/get-quote",
    "/privacy",
    "/terms",
    "/warranty",
  ],
  async buildEnd({ reactRouterConfig }) {
    await compressAssets(path.join(reactRouterConfig.buildDirectory, "client"));
  },
} satisfies Config;
