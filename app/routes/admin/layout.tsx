import { Link, Outlet, isRouteErrorResponse, useRouteError } from "react-router";
import { AdminFrame } from "~/components/admin/admin-frame";
import { AdminNav, adminNavItems } from "~/components/admin/admin-nav";
import { ADMIN_HOME, LOGIN_PATH } from "~/config/admin-paths";
import { getDbHandle } from "~/db/db.server";
import { requireAdmin } from "~/features/auth/guard.server";
import { ROLE_REFUSAL, adminAreas, canOpen } from "~/features/auth/roles";
import type { AdminLayoutData } from "~/features/auth/csrf";
import { formatLocal } from "~/features/inbox/presenters";
import { backupStatus } from "~/features/operations/backup.server";
import { BackupAlert, type BackupAlertData } from "~/features/operations/components/backup-alert";
import type { Route } from "./+types/layout";
import { adminHandle, adminHeaders } from "./admin-page";

export const headers: Route.HeadersFunction = () => adminHeaders;
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
            <Link
              to={status === 401 ? LOGIN_PATH : ADMIN_HOME}
              className="inline-flex min-h-12 items-center rounded-full bg-pool-700 px-6 font-semibold text-white hover:bg-pool-800"
            >
              {status === 401 ? "Sign in" : "Back to the leads"}
            </Link>
          </p>
        </div>
      </div>
    </AdminFrame>
  );
}
