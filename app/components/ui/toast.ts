import type * as SonnerModule from "sonner";
import type { ExternalToast } from "sonner";

type Sonner = typeof SonnerModule;

/**
 * Toasts without sonner in every page's JavaScript: most visits never see one, so the library
 * is fetched the first time a toast is shown. The site toaster mounts once asked for (see
 * `useToasterWanted`), and sonner replays toasts created before its Toaster subscribed.
 */
let sonner: Promise<Sonner> | undefined;
const listeners = new Set<() => void>();

function loadSonner(): Promise<Sonner> {
  if (!sonner) {
    sonner = import("sonner");
    for (const listener of listeners) listener();
  }
  return sonner;
}

export const toast = {
  success(title: string, options?: ExternalToast) {
    void loadSonner().then((module) => module.toast.success(title, options));
  },
  error(title: string, options?: ExternalToast) {
    void loadSonner().then((module) => module.toast.error(title, options));
  },
};

/** For `useSyncExternalStore`: true from the first toast on. */
export function subscribeToToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function toastsRequested(): boolean {
  return sonner !== undefined;
}
