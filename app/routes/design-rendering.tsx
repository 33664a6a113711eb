import { data, redirect } from "react-router";
import type { Route } from "./+types/design-rendering";
import { clientAddressContext } from "#app/modules/http/client-address.ts";
import { readBodyText } from "#app/modules/http/request-body.server.ts";
import { CACHE_CONTROL } from "#app/modules/http/cache-control.ts";
import { getEnv } from "#app/utils/env.server.ts";
import { pageMeta } from "#app/utils/meta.ts";
import { localeFromPath } from "#app/i18n/locale.ts";
import { localizedPath } from "#app/i18n/route-table.ts";
import { useLocale } from "#app/i18n/use-locale.ts";
import { designerText } from "#app/features/design/designer-text.ts";
import { requestLocale } from "#app/features/leads/capture/lead-guard.server.ts";
import { renderingsOffered } from "#app/features/renderings/offered.server.ts";
import { requestRendering } from "#app/features/renderings/request-rendering.server.ts";
import { RENDERING_PATH, renderingPagePath } from "#app/features/design/rendering-form.ts";
import { RenderingForm } from "#app/features/design/components/rendering-form.tsx";
import { RenderingPage } from "#app/features/renderings/components/rendering-page.tsx";

export const meta: Route.MetaFunction = ({ location }) => {
  const locale = localeFromPath(location.pathname.toLowerCase());
  const t = designerText(locale).words;
  return pageMeta({ title: t.rendering.heading, description: t.renderingPage.metaDescription, path: localizedPath(RENDERING_PATH, locale), noIndex: true });
};

/**
 * "Get a photoreal rendering" posts here (decision 040). Stored, it is answered at once with a
 * redirect to its status page (303: the reload of that page is a GET); refused, with the form
 * again and what to fix.
 */
export async function action({ context, request }: Route.ActionArgs) {
  // Not offered here (no Blender, RENDERINGS=off): no job is queued that nobody would render.
  if (!renderingsOffered()) throw data(null, { status: 404, headers: { "Cache-Control": CACHE_CONTROL.none } });
  const locale = requestLocale(request);
  const words = designerText(locale).words.rendering;
  const type = (request.headers.get("Content-Type") ?? "").split(";")[0]!.trim().toLowerCase();
  const body = type === "application/x-www-form-urlencoded" ? await readBodyText(context, request, getEnv().LEADS_MAX_BODY_BYTES) : "aborted";
  if (body === "too-large" || body === "aborted") {
    return data({ kind: "refused" as const, message: words.unreadable, email: "", time: "day", designQuery: "" }, { status: body === "too-large" ? 413 : 400, headers: { "Cache-Control": CACHE_CONTROL.none } });
  }
  const outcome = await requestRendering(body, context.get(clientAddressContext), locale);
  if (outcome.kind === "stored") return redirect(renderingPagePath(outcome.token, outcome.locale), { status: 303, headers: { "Cache-Control": CACHE_CONTROL.none } });
  if (outcome.kind === "honeypot") return data({ kind: "honeypot" as const }, { headers: { "Cache-Control": CACHE_CONTROL.none } });
  const { retryAfterSeconds, status, ...refused } = outcome;
  return data(refused, { status, headers: { "Cache-Control": CACHE_CONTROL.none, ...(retryAfterSeconds ? { "Retry-After": String(retryAfterSeconds) } : {}) } });
}

export function headers({ actionHeaders }: Route.HeadersArgs) {
  return actionHeaders;
}

/** The answer to a refused request (the form again, with what to fix), or to an empty visit. */
export default function DesignRendering({ actionData }: Route.ComponentProps) {
  const locale = useLocale();
  const text = designerText(locale);
  const t = text.words.renderingPage;
  const designer = localizedPath("/design", locale);
  const reply = actionData;
  const refused = reply?.kind === "refused" ? reply : undefined;
  const back = refused?.designQuery ? `${designer}?${refused.designQuery}` : designer;
  const received = reply?.kind === "honeypot";
  return (
    <RenderingPage
      badge={t.badge}
      title={received ? t.receivedTitle : refused ? t.fixTitle : text.words.rendering.heading}
      intro={received ? t.received : refused ? t.fixIntro : text.words.rendering.intro}
      back={{ href: back, label: t.back }}
    >
      {refused?.designQuery ? <RenderingForm designQuery={refused.designQuery} refused={refused} text={text} action={localizedPath(RENDERING_PATH, locale)} /> : null}
    </RenderingPage>
  );
}
