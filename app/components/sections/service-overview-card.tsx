import { Link } from "react-router";
import { ButtonLink } from "#app/components/ui/button-link.tsx";
import { CheckList } from "#app/components/ui/check-list.tsx";
import { IconTile } from "#app/components/ui/icon-tile.tsx";
import { ResponsiveImage } from "#app/components/ui/responsive-image.tsx";
import type { Service } from "#app/content/services.ts";

/** Cards show the first three features and benefits; the landing page lists them all. */
const CARD_LIST_LENGTH = 3;

/** One service on the /services page: illustration, summary, highlights, price label. */
export function ServiceOverviewCard({ service }: { service: Service }) {
  const headingId = `service-${service.slug}-heading`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col overflow-hidden rounded-2xl bg-white shadow-card ring-1 ring-navy-900/5"
      data-testid="service-card"
    >
      <div>
        <ResponsiveImage
          imageKey={`service-${service.slug}`}
          sizes="(min-width: 1280px) 592px, (min-width: 768px) 46vw, 100vw"
          className="aspect-[16/10] w-full object-cover"
        />
      </div>
      <div className="flex flex-1 flex-col p-6 sm:p-8">
        <div className="flex items-center gap-4">
          <IconTile icon={service.icon} />
          <h2 id={headingId} className="text-2xl font-semibold text-navy-900">
            <Link to={`/${service.slug}`} className="underline-offset-4 hover:text-pool-700 hover:underline">
              {service.cardTitle}
            </Link>
          </h2>
        </div>
        <p className="mt-4 text-muted">{service.description}</p>
        <div className="mt-6 grid flex-1 content-start gap-6 sm:grid-cols-2">
          <div>
            <h3 className="text-sm font-semibold tracking-wide text-navy-900 uppercase">Key features</h3>
            <CheckList items={service.features.slice(0, CARD_LIST_LENGTH)} className="mt-3 text-sm text-ink" />
          </div>
          <div>
            <h3 className="text-sm font-semibold tracking-wide text-navy-900 uppercase">Benefits</h3>
            <CheckList items={service.benefits.slice(0, CARD_LIST_LENGTH)} className="mt-3 text-sm text-ink" />
          </div>
        </div>
        <div className="mt-8 flex flex-wrap items-end justify-between gap-4 border-t border-sand-200 pt-6">
          <p>
            <span className="tabular block text-xl font-bold text-pool-700">{service.priceLabel}</span>
            <span className="block text-sm text-muted">Professional service</span>
          </p>
          <ButtonLink to="/get-quote">
            Get Quote<span className="sr-only"> for {service.cardTitle}</span>
          </ButtonLink>
        </div>
      </div>
    </article>
  );
}
