import { Link } from "react-router";
import { ButtonLink } from "#app/components/ui/button-link.tsx";
import { CheckList } from "#app/components/ui/check-list.tsx";
import { IconTile } from "#app/components/ui/icon-tile.tsx";
import { RenderedPicture } from "#app/components/ui/rendered-picture.tsx";
import type { Service } from "#app/content/services.ts";
import { useNavigation } from "#app/components/layout/navigation.ts";
import { localizedPath } from "#app/i18n/route-table.ts";
import { useT } from "#app/i18n/use-locale.ts";

/**
 * One service on the /services page: illustration, summary, highlights, price label. Cards show
 * the first three features and benefits (the catalog's `f1`–`f3`, `b1`–`b3`); the landing page lists them all.
 */
export function ServiceOverviewCard({ service }: { service: Service }) {
  const t = useT("services");
  const { locale, quoteHref } = useNavigation();
  const card = (key: "title" | "priceLabel" | "description" | "f1" | "f2" | "f3" | "b1" | "b2" | "b3") => t(`cards.${service.slug}.${key}`);
  const headingId = `service-${service.slug}-heading`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col overflow-hidden rounded-2xl bg-white shadow-card ring-1 ring-navy-900/5"
      data-testid="service-card"
    >
      <RenderedPicture
        imageKey={`service-${service.slug}`}
        sizes="(min-width: 1280px) 592px, (min-width: 768px) 46vw, 100vw"
        className="aspect-[16/10] w-full object-cover"
      />
      <div className="flex flex-1 flex-col p-6 sm:p-8">
        <div className="flex items-center gap-4">
          <IconTile icon={service.icon} />
          <h2 id={headingId} className="text-2xl font-semibold text-navy-900">
            <Link to={localizedPath(`/${service.slug}`, locale)} className="underline-offset-4 hover:text-pool-700 hover:underline">
              {card("title")}
            </Link>
          </h2>
        </div>
        <p className="mt-4 text-muted">{card("description")}</p>
        <div className="mt-6 grid flex-1 content-start gap-6 sm:grid-cols-2">
          <div>
            <h3 className="text-sm font-semibold tracking-wide text-navy-900 uppercase">{t("features")}</h3>
            <CheckList items={[card("f1"), card("f2"), card("f3")]} className="mt-3 text-sm text-ink" />
          </div>
          <div>
            <h3 className="text-sm font-semibold tracking-wide text-navy-900 uppercase">{t("benefits")}</h3>
            <CheckList items={[card("b1"), card("b2"), card("b3")]} className="mt-3 text-sm text-ink" />
          </div>
        </div>
        <div className="mt-8 flex flex-wrap items-end justify-between gap-4 border-t border-sand-200 pt-6">
          <p>
            <span className="tabular block text-xl font-bold text-pool-700">{card("priceLabel")}</span>
            <span className="block text-sm text-muted">{t("professional")}</span>
          </p>
          <ButtonLink to={quoteHref}>
            {t("getQuote")}
            <span className="sr-only">{t("getQuoteFor", { title: card("title") })}</span>
          </ButtonLink>
        </div>
      </div>
    </article>
  );
}
