import type { Route } from "./+types/calendar-feed";
import { getDbHandle } from "#app/db/db.server.ts";
import { CACHE_CONTROL } from "#app/modules/http/cache-control.ts";
import { feedText } from "#app/features/booking/feeds.server.ts";

/** `/calendar/<secret>.ics`: a team member's visits as an iCalendar feed; 404 for an unknown or revoked secret. */
export async function loader({ params }: Route.LoaderArgs) {
  const match = /^([A-Za-z0-9_-]{43})\.ics$/.exec(params.file);
  const text = match ? await feedText(getDbHandle().db, match[1]!) : null;
  if (text === null) return new Response("Not found.", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": CACHE_CONTROL.none } });
  return new Response(text, {
    headers: { "Content-Type": "text/calendar; charset=utf-8", "Cache-Control": CACHE_CONTROL.none, "X-Robots-Tag": "noindex" },
  });
}
