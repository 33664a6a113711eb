import { useRouteLoaderData } from "react-router";
import type { AdminRole } from "#app/db/schema.ts";
import { CSRF_FIELD } from "#app/features/auth/csrf-field.ts";

/** Route id of the admin layout (app/routes.ts); its loader hands every admin page the token. */
export const ADMIN_LAYOUT_ID = "admin";

export interface AdminLayoutData {
  user: { email: string; role: AdminRole };
  csrfToken: string;
}

/** The signed-in admin and the session's CSRF token, for any component under the admin layout. */
export function useAdminSession(): AdminLayoutData {
  const data = useRouteLoaderData<AdminLayoutData>(ADMIN_LAYOUT_ID);
  if (!data) throw new Error("useAdminSession() is only available inside the admin layout");
  return data;
}

/** The hidden field every state-changing admin form carries; `requireAdmin` checks it. */
export function CsrfInput() {
  return <input type="hidden" name={CSRF_FIELD} value={useAdminSession().csrfToken} />;
}
