import type { Route } from "./+types/rendering-image";
import { getDb } from "#app/db/db.server.ts";
import { finishedRendering } from "#app/features/notifications/saved-design-rendering.server.ts";
import { RENDER_TOKEN_PATTERN } from "#app/features/design/rendering-form.ts";
import { CACHE_CONTROL } from "#app/modules/http/cache-control.ts";

/** `/design/rendering/<secret>/image.jpg`: a finished rendering, from its job's row (decision 040). */
export async function loader({ params }: Route.LoaderArgs) {
  const image = RENDER_TOKEN_PATTERN.test(params.token) ? await finishedRendering(getDb(), { token: params.token }) : null;
  if (!image) return new Response("No such picture", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": CACHE_CONTROL.none } });
  return new Response(new Uint8Array(image), {
    headers: { "Content-Type": "image/jpeg", "Content-Length": String(image.byteLength), "Cache-Control": CACHE_CONTROL.privateImmutable, "X-Robots-Tag": "noindex" },
  });
}
