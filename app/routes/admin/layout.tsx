import { useEffect } from "react";
import { Outlet, isRouteErrorResponse, useRouteError } from "react-router";
import { AdminFrame } from "#app/routes/admin/frame/admin-frame.tsx";
import { AdminNav, adminNavItems } from "#app/routes/admin/frame/admin-nav.tsx";
import { LEADS_PATH, LOGIN_PATH } from "#app/config/admin-paths.ts";
import { getDbHandle } from "#app/db/db.server.ts";
import { requireAdmin } from "#app/features/auth/guard.server.ts";
import { ROLE_REFUSAL, adminAreas, canOpen } from "#app/features/auth/roles.ts";
import type { AdminLayoutData } from "#app/features/auth/csrf.tsx";
import { formatLocal } from "#app/utils/time-zone.ts";
import { backupStatus } from "#app/features/operations/backup.server.ts";
import { BackupAlert, type BackupAlertData } from "#app/features/operations/components/backup-alert.tsx";
import type { Route } from "./+types/layout";
import { adminHandle, adminHeaders } from "#app/routes/admin/admin-page.ts";
import { ButtonLink } from "#app/components/ui/button-link.tsx";
import { registerAdminServiceWorker } from "#app/features/notifications/push/admin-app.ts";

// A refusal's Retry-After (the database not answering) reaches the error page's response.
export const headers: Route.HeadersFunction = ({ errorHeaders }) => {
  const retryAfter = errorHeaders?.get("Retry-After");
  return retryAfter ? { ...adminHeaders, "Retry-After": retryAfter } : adminHeaders;
};
export const handle = adminHandle;

export async function loader({ request }: Route.LoaderArgs): Promise<AdminLayoutData & { backupAlert: BackupAlertData | null }> {
  const { user, csrfToken } = await requireAdmin(request, "account");
  const backups = await backupStatus(getDbHandle());
  const backupAlert = backups.lastFailure
    ? {
        failedAt: formatLocal(backups.lastFailure.at),
        error: backups.lastFailure.error,
        lastSuccessAt: backups.lastSuccessAt ? formatLocal(backups.lastSuccessAt) : null,
      }
    : null;
  return { user: { email: user.email, role: user.role }, csrfToken, backupAlert };
}

/** The admin's frame: its own bar with the sections and sign-out, no public chrome. */
export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  // The admin's service worker (push notifications): registered here, and so only under /admin.
  useEffect(() => void registerAdminServiceWorker()?.catch(() => undefined), []);
  return (
    <AdminFrame bar={<AdminNav items={adminAreas.filter((area) => canOpen(loaderData.user.role, area)).map((area) => adminNavItems[area])} email={loaderData.user.email} />}>
      {loaderData.backupAlert ? <BackupAlert alert={loaderData.backupAlert} /> : null}
      <Outlet />
    </AdminFrame>
  );
}

/** 401 (session ended during a form), 403 (stale or foreign form) and 404 (no such lead) in admin words. */
export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const copy =
    status === 401
      ? { title: "Your session has ended", text: "Please sign in again, then repeat what you were doing." }
      : status === 403
        ? {
            title: "That request was refused",
            text:
              isRouteErrorResponse(error) && error.data === ROLE_REFUSAL
                ? ROLE_REFUSAL
                : "The form had expired or came from another site. Reload the page and try again.",
          }
        : status === 404
          ? { title: "Not found", text: "That item does not exist, or it has been removed." }
          : status === 503
            ? { title: "The database is not answering", text: "Nothing was changed. Please try again in a minute; the admin comes back by itself when the database answers." }
          : { title: "Something went wrong", text: "The admin could not load this page. Please try again in a moment." };
  return (
    <AdminFrame>
      <div className="bg-sand-50 px-4 py-16">
        <title>{`${copy.title} · Admin`}</title>
        <meta name="robots" content="noindex" />
        <div className="mx-auto max-w-xl rounded-2xl bg-white p-6 shadow-card sm:p-8">
          <p className="text-sm font-semibold text-pool-700 tabular">{status}</p>
          <h1 className="mt-2 text-2xl font-bold text-navy-900">{copy.title}</h1>
          <p className="mt-3 text-muted">{copy.text}</p>
          <p className="mt-6">
            <ButtonLink to={status === 401 ? LOGIN_PATH : LEADS_PATH}>{status === 401 ? "Sign in" : "Back to the leads"}</ButtonLink>
          </p>
        </div>
      </div>
    </AdminFrame>
  );
}
