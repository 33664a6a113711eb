import { data, redirect } from "react-router";
import type { Route } from "./+types/get-quote";
import { getDb } from "#app/db/db.server.ts";
import { designQuery, parseDesignQuery } from "#app/features/design/query.ts";
import { formAnchor } from "#app/features/leads/form/form-fields.ts";
import { previewQuoteDesign } from "#app/features/design/quote-design.server.ts";
import { Award, Clock, Mail, MapPin, Phone, ShieldCheck, Star } from "lucide-react";
import { Card } from "#app/components/ui/card.tsx";
import { Container } from "#app/components/ui/container.tsx";
import { IconTile } from "#app/components/ui/icon-tile.tsx";
import { PageHero } from "#app/components/sections/page-hero.tsx";
import { business } from "#app/config/business.ts";
import { useLeadFormState } from "#app/features/leads/components/lead-form-state.ts";
import { QuoteRequestIsland } from "#app/features/leads/components/quote-request.tsx";
import { catalogPageMeta } from "#app/utils/meta.ts";
import { useNavigation } from "#app/components/layout/navigation.ts";
import { messagesFor } from "#app/i18n/i18n.ts";
import { localeFromPath } from "#app/i18n/locale.ts";
import { localizedPath } from "#app/i18n/route-table.ts";
import { useT } from "#app/i18n/use-locale.ts";
import { EmailLink, PhoneLink, PostalAddress } from "#app/components/ui/contact-links.tsx";
import { UTM_PARAMETERS } from "#app/utils/attribution.ts";
import { projectOriginOf, withProjectOrigin } from "#app/features/design/project-origin.ts";
import { HeadedSection } from "#app/components/sections/headed-section.tsx";

/** `/get-quote` and its Spanish twin `/es/cotizacion` (decision 032). */
export function meta({ location }: Route.MetaArgs) {
  return catalogPageMeta(location.pathname, "quote", { path: "/get-quote", imageKey: "cta-backyard" });
}

/** Each badge links to what backs it: the licence and insurance, the reviews, the line, the warranty's terms. */
const TRUST_BADGES = [
  { icon: ShieldCheck, label: "licensed", href: "/warranty#credentials-heading" },
  { icon: Star, label: "rated", href: "/#testimonials" },
  { icon: Clock, label: "emergency", href: business.phone.href },
  { icon: Award, label: "warranty", href: "/warranty" },
] as const;

/**
 * Kept as a page copy without a query. `?design=<design query>` (the designer's "Request a quote for
 * this design") is rendered per request: the form carries the design and starts prefilled.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  // The designer's "Request a quote" buttons submit its options form here: its fields become
  // the design (a value past a limit at the limit, as the designer priced it).
  if (!params.has("design") && params.has("shape")) {
    const target = new URLSearchParams({ design: withProjectOrigin(designQuery(parseDesignQuery(params).design), projectOriginOf(params)) });
    // The visit's campaign, kept through the designer for a lead sent without JavaScript.
    for (const name of UTM_PARAMETERS) if (params.get(name)) target.set(name, params.get(name)!);
    const page = localizedPath("/get-quote", localeFromPath(new URL(request.url).pathname));
    throw redirect(`${page}?${target}#${formAnchor["get-quote"]}`);
  }
  const query = params.get("design");
  if (!query) return { design: null };
  const result = await previewQuoteDesign(getDb(), query, localeFromPath(new URL(request.url).pathname));
  return data({ design: result }, { status: result.ok ? 200 : 400 });
}

export default function GetQuote({ loaderData }: Route.ComponentProps) {
  const design = loaderData?.design ?? null;
  const t = useT("quote");
  const { locale } = useNavigation();
  const { design: designCopy, ...copy } = messagesFor(locale, "quote").form;
  // A form sent from a design posts back to `?design=…`, so a page with a design in its values has one here too.
  const attached = design ? { designCopy } : {};
  return (
    <>
      <PageHero badge={t("badge")} title={t("title")}>
        <p>{t("intro")}</p>
      </PageHero>

      <section aria-label={t("formLabel")} className="pt-8 pb-16 sm:py-20">
        <Container>
          <QuoteRequestIsland
            {...useLeadFormState("get-quote")}
            copy={copy}
            {...attached}
            {...(design?.ok ? { design: design.preview } : design ? { designError: design.message } : {})}
          />
        </Container>
      </section>

      <HeadedSection headingId="connect-heading" title={t("connectHeading")} intro={t("connectIntro")} sand>
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {[
            { icon: Phone, heading: t("callHeading"), text: t("callText"), reach: <PhoneLink className="mt-3" /> },
            { icon: Mail, heading: t("emailHeading"), text: t("emailText"), reach: <EmailLink className="mt-3" /> },
            { icon: MapPin, heading: t("showroomHeading"), text: t("showroomText"), reach: <PostalAddress className="mt-3 font-semibold text-navy-900" /> },
          ].map((way) => (
            <Card as="li" key={way.heading} className="text-center">
              <IconTile icon={way.icon} />
              <h3 className="mt-4 text-xl font-semibold text-navy-900">{way.heading}</h3>
              <p className="mt-2 text-muted">{way.text}</p>
              {way.reach}
            </Card>
          ))}
        </ul>
        <ul aria-label={t("trustLabel")} className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {TRUST_BADGES.map(({ icon: Icon, label, href }) => (
            <li key={label}>
              <a
                href={localizedPath(href, locale)}
                className="flex min-h-12 items-center justify-center gap-2 rounded-full bg-white px-4 py-3 text-center font-semibold text-navy-900 underline-offset-4 ring-1 ring-navy-900/10 transition-colors hover:text-pool-700 hover:underline hover:ring-pool-600"
              >
                <Icon aria-hidden="true" className="size-5 shrink-0 text-aqua-700" />
                {t(`badges.${label}`, { availability: business.emergencyLine.availability })}
              </a>
            </li>
          ))}
        </ul>
        <dl className="mx-auto mt-6 max-w-3xl space-y-1 text-center text-sm text-muted">
          <div>
            <dt className="inline font-semibold text-ink">{`${t("license")} `}</dt>
            <dd className="inline">{t("credentials.license")}</dd>
          </div>
          <div>
            <dt className="inline font-semibold text-ink">{`${t("insurance")} `}</dt>
            <dd className="inline">{t("credentials.insurance")}</dd>
          </div>
        </dl>
      </HeadedSection>
    </>
  );
}

/** A lead form page: its guard, its native post and the refusal's Retry-After (lead-page.server.ts). */
export { leadPageMiddleware as middleware, leadPageAction as action } from "#app/features/leads/capture/lead-page.server.ts";
export { leadPageHeaders as headers } from "#app/features/leads/capture/action.server.ts";
