import type { Route } from "./+types/rendering-state";
import { getDb } from "#app/db/db.server.ts";
import { renderStatus } from "#app/features/renderings/jobs.server.ts";
import { RENDER_TOKEN_PATTERN, type RenderingState } from "#app/features/design/rendering-form.ts";
import { CACHE_CONTROL } from "#app/modules/http/cache-control.ts";

/** `/design/rendering/<secret>/status.json`: what the status page's script polls (decision 040). */
export async function loader({ params }: Route.LoaderArgs) {
  const status = RENDER_TOKEN_PATTERN.test(params.token) ? await renderStatus(getDb(), params.token) : null;
  if (!status) return Response.json({ error: "not found" }, { status: 404, headers: { "Cache-Control": CACHE_CONTROL.none } });
  const state: RenderingState = { status: status.status, position: status.position, percent: Math.floor(status.progress * 100) };
  return Response.json(state, { headers: { "Cache-Control": CACHE_CONTROL.none, "X-Robots-Tag": "noindex" } });
}
