import { data } from "react-router";
import type { Route } from "./+types/design-rendering-status";
import { business } from "#app/config/business.ts";
import { getDb } from "#app/db/db.server.ts";
import { fill } from "#app/i18n/catalog.ts";
import { localeFromPath } from "#app/i18n/locale.ts";
import { localizedPath } from "#app/i18n/route-table.ts";
import { useLocale } from "#app/i18n/use-locale.ts";
import { CACHE_CONTROL } from "#app/modules/http/cache-control.ts";
import { pageMeta } from "#app/utils/meta.ts";
import { describeDesign } from "#app/features/design/description.ts";
import { designerText } from "#app/features/design/designer-text.ts";
import { parseDesignQuery } from "#app/features/design/query.ts";
import { renderStatus } from "#app/features/renderings/jobs.server.ts";
import { RENDER_TOKEN_PATTERN, RENDERING_PATH, renderingImagePath, renderingStatusPath, type RenderingState } from "#app/features/design/rendering-form.ts";
import { RenderingPage } from "#app/features/renderings/components/rendering-page.tsx";
import { RenderingStatusIsland } from "#app/features/renderings/components/rendering-status.tsx";

/** Seconds between reloads of a page still waiting, without JavaScript (`noscript` in the head, see root.tsx). */
const RELOAD_SECONDS = 5;

export const handle = { refreshWithoutScript: true };

export const meta: Route.MetaFunction = ({ location }) => {
  const locale = localeFromPath(location.pathname.toLowerCase());
  const t = designerText(locale).words.renderingPage;
  // The page's own address is its secret: the canonical names the feature, never the request.
  return pageMeta({ title: t.metaTitle, description: t.metaDescription, path: localizedPath(RENDERING_PATH, locale), noIndex: true });
};

/** A rendering request's status page (decision 040), by its secret. */
export async function loader({ params, request }: Route.LoaderArgs) {
  const locale = localeFromPath(new URL(request.url).pathname.toLowerCase());
  const status = RENDER_TOKEN_PATTERN.test(params.token) ? await renderStatus(getDb(), params.token) : null;
  if (!status) throw data(null, { status: 404, headers: { "Cache-Control": CACHE_CONTROL.none } });
  const finished = status.status === "done" || status.status === "failed";
  const state: RenderingState = { status: status.status, position: status.position, percent: Math.floor(status.progress * 100) };
  const { design } = parseDesignQuery(new URLSearchParams(status.query));
  return data(
    { token: params.token, state, time: status.time, query: status.query, description: describeDesign(design, designerText(locale)), refreshSeconds: finished ? null : RELOAD_SECONDS },
    { headers: { "Cache-Control": CACHE_CONTROL.none, "X-Robots-Tag": "noindex" } },
  );
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export default function DesignRenderingStatus({ loaderData }: Route.ComponentProps) {
  const { token, state, time, query, description } = loaderData;
  const locale = useLocale();
  const t = designerText(locale).words.renderingPage;
  const when = time === "dusk" ? t.timeDusk : t.timeDay;
  return (
    <RenderingPage badge={t.badge} title={t.metaTitle} intro={description} wide back={{ href: `${localizedPath("/design", locale)}?${query}`, label: t.back }}>
      <RenderingStatusIsland
        initial={state}
        statusUrl={renderingStatusPath(token)}
        imageUrl={renderingImagePath(token)}
        words={{
          queuedTitle: t.queuedTitle,
          position: t.position,
          runningTitle: t.runningTitle,
          waitIntro: t.waitIntro,
          progress: t.progress,
          doneTitle: t.doneTitle,
          doneIntro: fill(t.doneIntro, { time: when }),
          failedTitle: t.failedTitle,
          failed: fill(t.failed, { phone: business.phone.display }),
          download: t.download,
          imageAlt: fill(t.imageAlt, { description }),
        }}
      />
    </RenderingPage>
  );
}
