import { SERVICE_WORKER_SCOPE, iconPath } from "#app/features/notifications/push/admin-app.ts";
import { CACHE_CONTROL } from "#app/modules/http/cache-control.ts";

/**
 * The admin's service worker: shows a lead's push and opens the lead on a tap. It caches and
 * intercepts nothing. Served with `Service-Worker-Allowed` so its scope can be `/admin` itself
 * (the dashboard) and everything below, and nothing else: public pages get no service worker.
 */
const script = `
self.addEventListener("push", (event) => {
  const message = event.data ? event.data.json() : { title: "New lead", body: "", url: "${SERVICE_WORKER_SCOPE}/leads", tag: "lead" };
  event.waitUntil(self.registration.showNotification(message.title, {
    body: message.body,
    tag: message.tag,
    icon: "${iconPath(192)}",
    badge: "${iconPath(192)}",
    data: { url: message.url },
  }));
});
self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const url = event.notification.data && event.notification.data.url;
  event.waitUntil((async () => {
    const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
    const open = windows.find((client) => client.url === url);
    if (open) return open.focus();
    return self.clients.openWindow(url || "${SERVICE_WORKER_SCOPE}");
  })());
});
`;

export function loader() {
  return new Response(script, {
    headers: {
      "Content-Type": "text/javascript; charset=utf-8",
      "Service-Worker-Allowed": SERVICE_WORKER_SCOPE,
      // Browsers check the worker for updates; a stored copy would delay a fix.
      "Cache-Control": CACHE_CONTROL.none,
    },
  });
}
