import type * as SonnerModule from "sonner";
import type { ExternalToast } from "sonner";

type Sonner = typeof SonnerModule;

/**
 * Toasts without sonner in every page's JavaScript: most visits never see one, so the first
 * toast fetches the library and mounts its Toaster in a React root of its own (public pages
 * have no app root to render it in). Sonner replays toasts created before the Toaster subscribed.
 */
let sonner: Promise<Sonner> | undefined;

/** What assistive technology hears for the toasts' region and close buttons, in the page's language. */
export interface ToastLabels {
  close: string;
  region: string;
}

function loadSonner(labels?: ToastLabels): Promise<Sonner> {
  sonner ??= Promise.all([import("sonner"), import("react"), import("react-dom/client")]).then(
    ([module, { createElement }, { createRoot }]) => {
      const host = document.createElement("div");
      document.body.append(host);
      // Offsets clear the fixed site header (h-16, lg:h-20), so a toast is never under it.
      createRoot(host).render(
        createElement(module.Toaster, {
          position: "top-center",
          offset: { top: 96 },
          mobileOffset: { top: 76 },
          richColors: true,
          closeButton: true,
          ...(labels ? { closeButtonAriaLabel: labels.close, containerAriaLabel: labels.region } : {}),
        }),
      );
      return module;
    },
  );
  return sonner;
}

export const toast = {
  success(title: string, options?: ExternalToast, labels?: ToastLabels) {
    void loadSonner(labels).then((module) => module.toast.success(title, options));
  },
  error(title: string, options?: ExternalToast, labels?: ToastLabels) {
    void loadSonner(labels).then((module) => module.toast.error(title, options));
  },
};
