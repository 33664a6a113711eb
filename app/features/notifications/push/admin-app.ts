/** The installable admin's addresses: its service worker (scoped to /admin only), manifest and icons. */
export const SERVICE_WORKER_PATH = "/admin/service-worker.js";
export const SERVICE_WORKER_SCOPE = "/admin";
export const MANIFEST_PATH = "/admin/manifest.webmanifest";
export const ICON_SIZES = [192, 512] as const;
export const iconPath = (size: number) => `/admin/icons/${size}.png`;

/** Registers the admin's service worker (push notifications); public pages never call this. */
export function registerAdminServiceWorker(): Promise<ServiceWorkerRegistration> | undefined {
  if (!("serviceWorker" in navigator)) return undefined;
  return navigator.serviceWorker.register(SERVICE_WORKER_PATH, { scope: SERVICE_WORKER_SCOPE });
}
