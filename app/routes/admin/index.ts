import { redirect } from "react-router";
import { ADMIN_HOME } from "#app/config/admin-paths.ts";
import { requireAdmin } from "#app/features/auth/guard.server.ts";
import type { Route } from "./+types/index";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request, "account");
  return redirect(ADMIN_HOME);
}
