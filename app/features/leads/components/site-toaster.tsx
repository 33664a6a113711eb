import { useEffect } from "react";
import { Toaster } from "sonner";
import { rememberLanding } from "../attribution.ts";

/**
 * The site's one toast outlet (form replies). It also records the visit's landing URL, which
 * has to happen on whichever page the visit starts, so it lives where every page renders it.
 */
export function SiteToaster() {
  useEffect(rememberLanding, []);
  // Offsets clear the fixed site header (h-16, lg:h-20), so a toast is never under it.
  return <Toaster position="top-center" offset={{ top: 96 }} mobileOffset={{ top: 76 }} richColors closeButton />;
}
