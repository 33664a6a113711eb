import { LogOut } from "lucide-react";
import { Form, Link, NavLink, Outlet, isRouteErrorResponse, useRouteError } from "react-router";
import { ADMIN_HOME, LOGIN_PATH, LOGOUT_PATH, MANAGEMENT_PATH } from "#app/config/admin-paths.ts";
import { requireAdmin } from "#app/features/auth/guard.server.ts";
import { CsrfInput, type AdminLayoutData } from "#app/features/auth/csrf.tsx";
import { getDbHandle } from "#app/db/db.server.ts";
import { formatLocal } from "#app/features/inbox/presenters.ts";
import { backupStatus } from "#app/features/operations/backup.server.ts";
import { BackupAlert, type BackupAlertData } from "#app/features/operations/components/backup-alert.tsx";
import type { Route } from "./+types/layout";
import { adminHandle, adminHeaders } from "#app/routes/admin/admin-page.ts";

export const headers: Route.HeadersFunction = () => adminHeaders;
export const handle = adminHandle;

export async function loader({ request }: Route.LoaderArgs): Promise<AdminLayoutData & { backupAlert: BackupAlertData | null }> {
  const { user, csrfToken } = await requireAdmin(request);
  const backups = await backupStatus(getDbHandle());
  const backupAlert = backups.lastFailure
    ? {
        failedAt: formatLocal(backups.lastFailure.at),
        error: backups.lastFailure.error,
        lastSuccessAt: backups.lastSuccessAt ? formatLocal(backups.lastSuccessAt) : null,
      }
    : null;
  return { user: { email: user.email }, csrfToken, backupAlert };
}

const navItems = [
  { label: "Leads", to: ADMIN_HOME },
  { label: "Portfolio", to: MANAGEMENT_PATH },
  { label: "Prices", to: "/admin/pricing" },
];

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-semibold transition-colors ${
    isActive ? "bg-white text-navy-900" : "text-white hover:bg-white/10"
  }`;

/** The admin's frame: a slim bar with the sections and sign-out under the site header. */
export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <div className="min-h-full bg-sand-50">
      <div className="bg-navy-900 text-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-1 px-4 py-2 sm:px-6 lg:px-8">
          <nav aria-label="Admin" className="flex items-center gap-1">
            <span className="mr-2 hidden text-xs font-semibold tracking-[0.2em] text-aqua-300 uppercase sm:inline">
              Admin
            </span>
            {navItems.map((item) => (
              <NavLink key={item.to} to={item.to} className={navLinkClass}>
                {item.label}
              </NavLink>
            ))}
          </nav>
          <div className="ml-auto flex items-center gap-2">
            <span className="hidden max-w-[16rem] truncate text-sm text-white md:inline" title={loaderData.user.email}>
              {loaderData.user.email}
            </span>
            <Form method="post" action={LOGOUT_PATH} reloadDocument>
              <CsrfInput />
              <button
                type="submit"
                className="inline-flex min-h-11 items-center gap-2 rounded-lg px-3 text-sm font-semibold text-white hover:bg-white/10"
              >
                <LogOut aria-hidden="true" className="size-4" />
                Sign out
              </button>
            </Form>
          </div>
        </div>
      </div>
      {loaderData.backupAlert ? <BackupAlert alert={loaderData.backupAlert} /> : null}
      <Outlet />
    </div>
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
        ? { title: "That request was refused", text: "The form had expired or came from another site. Reload the page and try again." }
        : status === 404
          ? { title: "Not found", text: "That item does not exist, or it has been removed." }
          : { title: "Something went wrong", text: "The admin could not load this page. Please try again in a moment." };
  return (
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
  );
}
