import { business } from "#app/config/business.ts";
import { ADMIN_HOME } from "#app/config/admin-paths.ts";
import { ICON_SIZES, SERVICE_WORKER_SCOPE, iconPath } from "#app/features/notifications/push/admin-app.ts";
import { CACHE_CONTROL } from "#app/modules/http/cache-control.ts";

/** The admin as an installable app: opens on the dashboard, stays within /admin. */
export function loader() {
  const manifest = {
    id: ADMIN_HOME,
    name: `${business.name} admin`,
    short_name: "Bayou Crest",
    start_url: ADMIN_HOME,
    scope: SERVICE_WORKER_SCOPE,
    display: "standalone",
    background_color: "#ffffff",
    theme_color: "#0b2540",
    icons: ICON_SIZES.flatMap((size) => [
      { src: iconPath(size), sizes: `${size}x${size}`, type: "image/png", purpose: "any" },
      { src: iconPath(size), sizes: `${size}x${size}`, type: "image/png", purpose: "maskable" },
    ]),
  };
  return new Response(JSON.stringify(manifest), {
    headers: { "Content-Type": "application/manifest+json", "Cache-Control": CACHE_CONTROL.publicDay },
  });
}
