import type { Route } from "./+types/contact";
import { Award, Clock, Mail, MapPin, Phone, type LucideIcon } from "lucide-react";
import { CardSection } from "#app/components/ui/card.tsx";
import { CheckList } from "#app/components/ui/check-list.tsx";
import { Container } from "#app/components/ui/container.tsx";
import { IconTile } from "#app/components/ui/icon-tile.tsx";
import { PageHero } from "#app/components/sections/page-hero.tsx";
import { business } from "#app/config/business.ts";
import { useNavigation } from "#app/components/layout/navigation.ts";
import { businessWords } from "#app/i18n/business-words.ts";
import { getT } from "#app/i18n/i18n.ts";
import { localeFromPath } from "#app/i18n/locale.ts";
import { localizedPath } from "#app/i18n/route-table.ts";
import { useT } from "#app/i18n/use-locale.ts";
import { useLeadFormState } from "#app/features/leads/components/lead-form-state.ts";
import { ContactFormIsland } from "#app/features/leads/components/contact-form.tsx";
import { pageMeta } from "#app/utils/meta.ts";
import { businessJsonLd } from "#app/utils/structured-data.ts";
import { EmailLink, PhoneLink, PostalAddress } from "#app/components/ui/contact-links.tsx";
import { HoursList } from "#app/components/ui/hours-list.tsx";

/** `/contact` and its Spanish twin `/es/contacto` (decision 032). */
export function meta({ location }: Route.MetaArgs) {
  const locale = localeFromPath(location.pathname);
  const t = getT(locale, "contact");
  return pageMeta({
    title: t("metaTitle"),
    description: t("metaDescription", {
      phone: business.phone.display,
      name: business.name,
      emergency: businessWords(locale).emergencyService,
      city: business.address.city,
      areas: getT(locale, "common")("serviceAreasSummary"),
    }),
    path: localizedPath("/contact", locale),
    imageKey: "hero-home",
    jsonLd: [businessJsonLd(locale)],
  });
}

export default function Contact() {
  const t = useT("contact");
  const common = useT("common");
  const { locale } = useNavigation();
  const words = businessWords(locale);
  const reasons = [
    t("reasons.licensed"),
    t("reasons.team", { experience: common("experienceClaim") }),
    t("reasons.estimates"),
    t("reasons.engineered"),
    words.emergencyService,
  ];
  return (
    <>
      <PageHero badge={t("badge")} title={t("title")}>
        <p>{t("intro")}</p>
      </PageHero>

      <section className="py-20 sm:py-24">
        <Container className="grid gap-8 lg:grid-cols-5">
          <div className="space-y-8 lg:col-span-2">
            <CardSection headingId="info-heading" title={t("infoHeading")} headingClassName="text-2xl font-semibold text-navy-900">
              <ul className="mt-6 space-y-6">
                <InfoItem icon={Phone} heading={t("phone")}>
                  <PhoneLink />
                  <p className="text-sm text-muted">{words.phoneAvailability}</p>
                </InfoItem>
                <InfoItem icon={Mail} heading={t("email")} className="min-w-0">
                  <EmailLink />
                  <p className="text-sm text-muted">{t("replyPromise", { promise: words.replyPromise })}</p>
                </InfoItem>
                <InfoItem icon={MapPin} heading={t("office")}>
                  <PostalAddress />
                  <p className="text-sm text-muted">{t("serving", { areas: common("serviceAreasSummary") })}</p>
                </InfoItem>
                <InfoItem icon={Clock} heading={t("hours")}>
                  <HoursList
                    lines={words.hoursLines}
                    className="mt-1 space-y-2 sm:space-y-1"
                    lineClassName="sm:flex sm:gap-x-3"
                    daysClassName="text-muted sm:min-w-28"
                    hoursClassName="tabular whitespace-nowrap"
                  />
                </InfoItem>
              </ul>
            </CardSection>
            <CardSection headingId="why-heading" title={t("whyHeading")} headingClassName="flex items-center gap-2 text-2xl font-semibold" icon={<Award aria-hidden="true" className="size-6 text-aqua-300" />} tone="dark">
              <CheckList items={reasons} tone="dark" className="mt-5" />
            </CardSection>
          </div>
          <CardSection headingId="message-heading" title={t("messageHeading")} headingClassName="text-2xl font-semibold text-navy-900" className="lg:col-span-3">
            <p className="mt-2 text-muted">{t("messageIntro")}</p>
            <div className="mt-6">
              <ContactFormIsland {...useLeadFormState("contact")} />
            </div>
          </CardSection>
        </Container>
      </section>
    </>
  );
}

/** A lead form page: its guard, its native post and the refusal's Retry-After (lead-page.server.ts). */
export { leadPageMiddleware as middleware, leadPageAction as action } from "#app/features/leads/capture/lead-page.server.ts";
export { leadPageHeaders as headers } from "#app/features/leads/capture/action.server.ts";

/** One way to reach the office on the contact page: its icon, what it is, then the details. */
function InfoItem({ icon, heading, className, children }: { icon: LucideIcon; heading: string; className?: string; children: React.ReactNode }) {
  return (
    <li className="flex gap-4">
      <IconTile icon={icon} />
      <div className={className}>
        <h3 className="font-semibold text-navy-900">{heading}</h3>
        {children}
      </div>
    </li>
  );
}
