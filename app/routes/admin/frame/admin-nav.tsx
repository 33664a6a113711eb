import { BadgeDollarSign, CalendarDays, Images, Inbox, LayoutDashboard, LogOut, UserRound, Users } from "lucide-react";
import { Form, NavLink } from "react-router";
import { ADMIN_HOME, LEADS_PATH, LOGOUT_PATH, MANAGEMENT_PATH } from "#app/config/admin-paths.ts";
import { CsrfInput } from "#app/features/auth/csrf.tsx";

export interface AdminNavItem {
  label: string;
  to: string;
  icon: typeof Inbox;
}

export const adminNavItems = {
  dashboard: { label: "Dashboard", to: ADMIN_HOME, icon: LayoutDashboard },
  leads: { label: "Leads", to: LEADS_PATH, icon: Inbox },
  visits: { label: "Visits", to: "/admin/visits", icon: CalendarDays },
  portfolio: { label: "Portfolio", to: MANAGEMENT_PATH, icon: Images },
  pricing: { label: "Pricing", to: "/admin/pricing", icon: BadgeDollarSign },
  team: { label: "Team", to: "/admin/team", icon: Users },
  account: { label: "Account", to: "/admin/account", icon: UserRound },
} satisfies Record<string, AdminNavItem>;

/**
 * The sections and sign-out. On a phone the sections are one row of icon-and-label tabs under
 * the bar (each at least 44 px tall); from `sm` up they sit in the bar itself.
 */
export function AdminNav({ items, email }: { items: AdminNavItem[]; email: string }) {
  return (
    <>
      <div className="ml-auto flex items-center gap-2 sm:order-last">
        <span className="hidden max-w-[14rem] truncate text-sm text-white lg:inline" title={email}>
          {email}
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
      <nav aria-label="Admin" className="-mx-3 w-[calc(100%+1.5rem)] border-t border-white/10 sm:mx-0 sm:w-auto sm:border-0">
        <ul className="grid auto-cols-fr grid-flow-col sm:flex sm:gap-1">
          {items.map((item) => (
            <li key={item.to}>
              <NavLink
                to={item.to}
                end={item.to === ADMIN_HOME}
                className={({ isActive }) =>
                  `flex min-h-12 flex-col items-center justify-center gap-0.5 px-0.5 text-[0.65rem] font-semibold transition-colors sm:min-h-11 sm:flex-row sm:gap-1.5 sm:rounded-lg sm:px-3 sm:text-sm ${
                    isActive ? "bg-white text-navy-900" : "text-white hover:bg-white/10"
                  }`
                }
              >
                <item.icon aria-hidden="true" className="size-4 shrink-0" />
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
