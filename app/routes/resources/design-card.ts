import type { Route } from "./+types/design-card";
import { cachedDesignCard } from "#app/features/design/design-card.server.tsx";
import { parseDesignQuery } from "#app/features/design/query.ts";
import { CACHE_CONTROL } from "#app/modules/http/cache-control.ts";
import { localeFromPath } from "#app/i18n/locale.ts";

/** `/design/card.jpg?<design>`: the picture a shared design link shows (og:image of `/design?<design>`). */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const parsed = parseDesignQuery(url.searchParams);
  if (Object.keys(parsed.errors).length > 0) {
    return new Response("Not a design", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": CACHE_CONTROL.none } });
  }
  // `/es/disena-tu-alberca/tarjeta.jpg` is the card in Spanish (decision 032).
  const jpeg = await cachedDesignCard(parsed.design, localeFromPath(url.pathname.toLowerCase()));
  return new Response(new Uint8Array(jpeg), {
    headers: { "Content-Type": "image/jpeg", "Content-Length": String(jpeg.byteLength), "Cache-Control": CACHE_CONTROL.publicDay },
  });
}
