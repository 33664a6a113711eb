import { buttonClass } from "#app/components/ui/button-style.ts";
import { data } from "react-router";
import type { Route } from "./+types/design-unsubscribe";
import { PageHero } from "#app/components/sections/page-hero.tsx";
import { Container } from "#app/components/ui/container.tsx";
import { getDb } from "#app/db/db.server.ts";
import { CACHE_CONTROL } from "#app/modules/http/cache-control.ts";
import { pageMeta } from "#app/utils/meta.ts";
import { unsubscribe } from "#app/features/notifications/design-reminders/unsubscribe.server.ts";
import { designerText } from "#app/features/design/designer-text.ts";
import { UNSUBSCRIBE_PATH } from "#app/features/design/save-design-form.ts";
import { localeFromPath } from "#app/i18n/locale.ts";
import { localizedPath } from "#app/i18n/route-table.ts";
import { useLocale } from "#app/i18n/use-locale.ts";

export const meta: Route.MetaFunction = ({ location }) => {
  const locale = localeFromPath(location.pathname);
  const t = designerText(locale).words.unsubscribe;
  return pageMeta({ title: t.metaTitle, description: t.metaDescription, path: localizedPath(UNSUBSCRIBE_PATH, locale), noIndex: true });
};

/**
 * The reminder's link, one press (decision 030): opening it stops the reminder, as it only ever
 * sends less mail and the MAC says which design. A mail client's own button posts to it
 * (RFC 8058 `List-Unsubscribe=One-Click`), answered the same way.
 */
async function stop(request: Request) {
  const done = await unsubscribe(getDb(), new URL(request.url).searchParams, new Date());
  return data({ done }, { status: done ? 200 : 400, headers: { "Cache-Control": CACHE_CONTROL.none } });
}

export const loader = ({ request }: Route.LoaderArgs) => stop(request);
export const action = ({ request }: Route.ActionArgs) => stop(request);

export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  return actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders;
}

export default function DesignUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const done = (actionData ?? loaderData).done;
  const locale = useLocale();
  const t = designerText(locale).words.unsubscribe;
  return (
    <>
      <PageHero badge={t.badge} title={done ? t.doneTitle : t.badTitle}>
        <p>{done ? t.done : t.bad}</p>
      </PageHero>
      <div className="bg-sand-50 py-10">
        <Container>
          <a href={localizedPath("/design", locale)} className={buttonClass({ size: "md" })}>
            {t.open}
          </a>
        </Container>
      </div>
    </>
  );
}
