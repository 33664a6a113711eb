import { portfolioAdminAction } from "#app/features/portfolio/admin/action.server.ts";
import { clientError } from "#app/modules/http/request-body.server.ts";
import type { Route } from "./+types/portfolio-upload";
import { adminHeaders } from "#app/routes/admin/admin-page.ts";

/**
 * The project forms post here when JavaScript sends them with XMLHttpRequest, which reports
 * upload progress (fetch does not). The same action as the page's; its answer as JSON instead of
 * a page: `{ ok: true, location }` where the form would have been redirected (the notice cookie
 * is set on this response), else the failure the page would have shown, with its status.
 */
export async function action({ request, context }: Route.ActionArgs) {
  let result: Awaited<ReturnType<typeof portfolioAdminAction>>;
  try {
    result = await portfolioAdminAction(request, context);
  } catch (error) {
    // The guard's 401 (session ended) and 403 (expired form, wrong role) come as plain text.
    if (!(error instanceof Response)) throw error;
    result = error;
  }
  if (result instanceof Response) {
    const location = result.headers.get("Location");
    if (location && result.status >= 300 && result.status < 400) {
      const headers = new Headers(adminHeaders);
      const cookie = result.headers.get("Set-Cookie");
      if (cookie) headers.set("Set-Cookie", cookie);
      return Response.json({ ok: true, location }, { headers });
    }
    const message = (await result.text()) || "The upload was refused. Reload the page and try again.";
    return Response.json({ ok: false, intent: null, message }, { status: result.status, headers: adminHeaders });
  }
  return Response.json(result.data, { status: result.init?.status ?? 200, headers: adminHeaders });
}

export function loader() {
  throw clientError(405, "Send the project form with a POST request.", { Allow: "POST" });
}
