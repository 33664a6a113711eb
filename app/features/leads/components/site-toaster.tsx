import { lazy, Suspense, useEffect, useSyncExternalStore } from "react";
import { subscribeToToasts, toastsRequested } from "~/components/ui/toast";
import { island } from "~/islands/island";
import { rememberLanding } from "../attribution.ts";

const Toaster = lazy(() => import("sonner").then((module) => ({ default: module.Toaster })));

/**
 * The site's one toast outlet (form replies). It also records the visit's landing URL, which
 * has to happen on whichever page the visit starts, so it lives where every page renders it.
 * The outlet itself mounts with the first toast (see ~/components/ui/toast).
 */
export function SiteToaster() {
  useEffect(rememberLanding, []);
  const wanted = useSyncExternalStore(subscribeToToasts, toastsRequested, () => false);
  if (!wanted) return null;
  // Offsets clear the fixed site header (h-16, lg:h-20), so a toast is never under it.
  return (
    <Suspense fallback={null}>
      <Toaster position="top-center" offset={{ top: 96 }} mobileOffset={{ top: 76 }} richColors closeButton />
    </Suspense>
  );
}

export const SiteToasterIsland = island("site-toaster", SiteToaster);
