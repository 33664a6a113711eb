import { useEffect, useState } from "react";
import { Form, useFetcher } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { CsrfInput, useAdminSession } from "#app/features/auth/csrf.tsx";
import { CSRF_FIELD } from "#app/features/auth/csrf-field.ts";
import { registerAdminServiceWorker } from "#app/features/notifications/push/admin-app.ts";

export interface PushDevice {
  id: number;
  device: string;
  createdAt: string;
}

type OptIn = "checking" | "unsupported" | "ready" | "working" | "denied" | "failed";

/**
 * The Account page's push section: this device's opt-in (needs JavaScript and a browser with
 * Web Push), and every device of the account, each removable with a plain form.
 */
export function PushDevices({ publicKey, devices, error }: { publicKey: string; devices: PushDevice[]; error?: string }) {
  const fetcher = useFetcher();
  const { csrfToken } = useAdminSession();
  const [optIn, setOptIn] = useState<OptIn>("checking");
  // What this browser can do is known only once hydrated; the server renders "checking".
  useEffect(() => {
    const supported = "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;
    queueMicrotask(() => setOptIn(supported ? "ready" : "unsupported"));
  }, []);

  async function enable() {
    setOptIn("working");
    try {
      if ((await Notification.requestPermission()) !== "granted") return setOptIn("denied");
      const registration = await registerAdminServiceWorker()!;
      const subscription = (await registration.pushManager.getSubscription()) ?? (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: publicKey }));
      const { endpoint, keys } = subscription.toJSON();
      await fetcher.submit(
        { intent: "push-subscribe", [CSRF_FIELD]: csrfToken, endpoint: endpoint ?? "", p256dh: keys?.p256dh ?? "", auth: keys?.auth ?? "", device: deviceName(navigator.userAgent) },
        { method: "post" },
      );
      setOptIn("ready");
    } catch {
      setOptIn("failed");
    }
  }

  const note: Record<OptIn, string | null> = {
    checking: "Turning on notifications needs JavaScript.",
    unsupported: "This browser cannot take push notifications. On an iPhone, add the admin to the Home Screen first (Share, Add to Home Screen) and open it from there.",
    ready: null,
    working: "Asking the browser…",
    denied: "Notifications are blocked for this site in the browser's settings; allow them there, then try again.",
    failed: "The browser could not subscribe. Please try again.",
  };
  const problem = fetcher.data && typeof fetcher.data === "object" && "pushError" in fetcher.data ? String(fetcher.data.pushError) : error;
  return (
    <div className="space-y-4">
      <p className="text-ink">
        A new lead shows on the devices below within seconds, with the quote's headline (never the visitor's name or phone); a tap opens it. A lead still unanswered after the 2-hour promise notifies the owners once more.
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="button" onClick={enable} disabled={optIn !== "ready" && optIn !== "denied" && optIn !== "failed"}>
          Turn on notifications on this device
        </Button>
      </div>
      <div role="status" className="empty:hidden">
        {note[optIn] ? <p className="text-sm text-muted">{note[optIn]}</p> : null}
      </div>
      {problem ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {problem}
        </p>
      ) : null}
      <h3 className="font-semibold text-navy-900">Devices that get notifications</h3>
      {devices.length === 0 ? (
        <p className="text-muted">None yet.</p>
      ) : (
        <ul className="divide-y divide-navy-900/10 rounded-lg ring-1 ring-navy-900/10">
          {devices.map((device) => (
            <li key={device.id} className="flex flex-wrap items-center justify-between gap-3 p-3">
              <span>
                <span className="font-medium text-ink">{device.device}</span>{" "}
                <span className="text-sm text-muted">since {new Date(device.createdAt).toLocaleDateString("en-US", { dateStyle: "medium" })}</span>
              </span>
              <Form method="post">
                <CsrfInput />
                <input type="hidden" name="intent" value="push-remove" />
                <input type="hidden" name="id" value={device.id} />
                <Button variant="outline" aria-label={`Remove ${device.device}`}>
                  Remove
                </Button>
              </Form>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** "Chrome on Android": enough to tell one's devices apart. */
function deviceName(userAgent: string): string {
  const browser = /Edg\//.test(userAgent) ? "Edge" : /Firefox\//.test(userAgent) ? "Firefox" : /Chrome\//.test(userAgent) ? "Chrome" : /Safari\//.test(userAgent) ? "Safari" : "Browser";
  const system = /Android/.test(userAgent) ? "Android" : /iPhone|iPad/.test(userAgent) ? "iOS" : /Mac OS X/.test(userAgent) ? "macOS" : /Windows/.test(userAgent) ? "Windows" : /Linux/.test(userAgent) ? "Linux" : "";
  return system ? `${browser} on ${system}` : browser;
}
