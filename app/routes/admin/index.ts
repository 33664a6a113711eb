import { redirect } from "react-router";
import { ADMIN_HOME } from "~/config/admin-paths";
import { requireAdmin } from "~/features/auth/guard.server";
import type { Route } from "./+types/index";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request, "account");
  return redirect(ADMIN_HOME);
}
