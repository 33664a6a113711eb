import type { MetaDescriptor } from "react-router";
import { business } from "#app/config/business.ts";
import { pageMeta } from "#app/utils/meta.ts";
import { CACHE_CONTROL } from "#app/modules/http/cache-control.ts";

/** Admin pages are private: never cached, never indexed. */
export const adminHeaders = {
  "Cache-Control": CACHE_CONTROL.none,
  "X-Robots-Tag": "noindex, nofollow",
} as const;

/**
 * Admin pages hydrate as one React Router app (see app/root.tsx), unlike the public islands, and
 * draw their own frame: no public header, bottom bar or footer.
 */
export const adminHandle = { clientApp: true, ownShell: true } as const;

export function adminMeta(title: string, path: string): MetaDescriptor[] {
  return pageMeta({ title: `${title} · Admin`, description: `${business.name} admin.`, path, noIndex: true });
}
