import type { AdminRole } from "#app/db/schema.ts";

/** The parts of the admin, each open to some roles: the owner runs everything, staff the leads (and their dashboard). */
/** `privacy` is erasing a lead on a visitor's request (downloading its data belongs to `leads`). */
export type AdminArea = "dashboard" | "leads" | "portfolio" | "pricing" | "team" | "account" | "templates" | "privacy" | "visits";

/** The navigation's sections, in its order (reply templates are reached from a lead's reply form). */
export const adminAreas = ["dashboard", "leads", "visits", "portfolio", "pricing", "team", "account"] as const satisfies readonly AdminArea[];

const areasOf: Record<AdminRole, readonly AdminArea[]> = {
  owner: ["dashboard", "leads", "visits", "portfolio", "pricing", "team", "account", "templates", "privacy"],
  staff: ["dashboard", "leads", "visits", "account"],
};

export const roleLabels: Record<AdminRole, string> = { owner: "Owner", staff: "Staff" };

export const adminRoles = Object.keys(roleLabels) as AdminRole[];

export function canOpen(role: AdminRole, area: AdminArea): boolean {
  return areasOf[role].includes(area);
}

export const ROLE_REFUSAL = "This part of the admin is for the owner's account. Ask the owner if you need it.";
