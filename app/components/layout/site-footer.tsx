import type { ReactNode } from "react";
import { Clock, Mail, MapPin, Phone } from "lucide-react";
import { Link } from "react-router";
import { EmailAddress } from "#app/components/ui/email-address.tsx";
import { business } from "#app/config/business.ts";
import { BrandLogo } from "#app/components/layout/brand-logo.tsx";
import { ExternalLink } from "#app/components/layout/external-link.tsx";
import { LanguageSwitch } from "#app/components/layout/language-switch.tsx";
import { useNavigation, type NavLinkItem } from "#app/components/layout/navigation.ts";
import { businessWords } from "#app/i18n/business-words.ts";
import { useT } from "#app/i18n/use-locale.ts";
import { mailtoHref } from "#app/utils/email-address.ts";
import { HoursList } from "#app/components/ui/hours-list.tsx";

const linkClass =
  "inline-flex min-h-11 items-center text-sand-100 underline-offset-4 transition-colors hover:text-white hover:underline";

/** The navy footer on every page: services, projects, contact details, legal links, the language switch. */
export function SiteFooter() {
  const { locale, servicesMenu, footerProjectLinks, companyLinks, legalLinks } = useNavigation();
  const t = useT("common");
  const { hoursLines } = businessWords(locale);
  const { address } = business;
  const financing = business.financing[0];
  return (
    <footer className="bg-navy-900 text-sand-100">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:px-8 lg:py-16 xl:grid-cols-[1.3fr_1fr_1fr_1.3fr]">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className="sr-only">
            {t("footer.aboutHeading", { name: business.name })}
          </h2>
          <BrandLogo tone="light" />
          <p className="mt-4 max-w-sm leading-relaxed text-sand-100">
            {t("footer.blurb", { areas: t("serviceAreasSummary") })}
          </p>
          <FooterLinks links={business.social.map((profile) => ({ href: profile.url, label: profile.name }))} external className="mt-4 flex flex-wrap gap-x-5" />
        </section>

        <FooterLinkList title={t("footer.servicesHeading")} id="footer-services" links={servicesMenu} />
        <FooterLinkList title={t("footer.workHeading")} id="footer-work" links={footerProjectLinks} />

        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="text-sm font-semibold tracking-wider text-aqua-300 uppercase">
            {t("footer.contactHeading")}
          </h2>
          <ul className="mt-3 space-y-1">
            <li>
              <a href={business.phone.href} className={`${linkClass} gap-2 font-semibold text-white`}>
                <Phone className="size-4 text-aqua-300" aria-hidden="true" />
                <span className="tabular">{business.phone.display}</span>
              </a>
            </li>
            <li>
              <a href={mailtoHref(business.email)} className={`${linkClass} gap-2 [overflow-wrap:anywhere]`}>
                <Mail className="size-4 shrink-0 text-aqua-300" aria-hidden="true" />
                <EmailAddress address={business.email} />
              </a>
            </li>
            <li className="flex gap-2 py-2">
              <MapPin className="mt-1 size-4 shrink-0 text-aqua-300" aria-hidden="true" />
              <address className="not-italic">
                {address.street}
                <br />
                {address.city}, {address.region} {address.postalCode}
              </address>
            </li>
            <li className="flex gap-2 py-2">
              <Clock className="mt-1 size-4 shrink-0 text-aqua-300" aria-hidden="true" />
              <HoursList lines={hoursLines} className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 tabular" lineClassName="contents" hoursClassName="whitespace-nowrap" />
            </li>
            {financing && (
              <li>
                <ExternalLink href={financing.applyUrl} className={`${linkClass} font-semibold text-aqua-300`}>
                  {t("footer.applyFinancing")}
                </ExternalLink>
              </li>
            )}
          </ul>
        </section>
      </div>

      <div className="border-t border-white/15">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-6 text-sm sm:px-6 lg:flex-row lg:items-center lg:justify-between lg:px-8">
          <p>{t("footer.rights", { year: new Date().getFullYear(), name: business.name })}</p>
          <FooterLinks links={[...companyLinks, ...legalLinks]} className="flex flex-wrap gap-x-6">
            <li>
              <LanguageSwitch className={`${linkClass} gap-1.5 font-semibold text-white`} />
            </li>
          </FooterLinks>
          <p>
            <ExternalLink href={business.developerCredit.url} className={linkClass}>
              {t("footer.credit")}
            </ExternalLink>
          </p>
        </div>
      </div>
    </footer>
  );
}

function FooterLinkList({ title, id, links }: { title: string; id: string; links: NavLinkItem[] }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-sm font-semibold tracking-wider text-aqua-300 uppercase">
        {title}
      </h2>
      <FooterLinks links={links} className="mt-3" />
    </section>
  );
}

/** A list of the footer's links, one an item: the site's own pages, or other sites' (`external`); `children` adds items after them. */
function FooterLinks({ links, external = false, className, children }: { links: NavLinkItem[]; external?: boolean; className: string; children?: ReactNode }) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.href}>
          {external ? (
            <ExternalLink href={link.href} className={linkClass}>
              {link.label}
            </ExternalLink>
          ) : (
            <Link to={link.href} className={linkClass}>
              {link.label}
            </Link>
          )}
        </li>
      ))}
      {children}
    </ul>
  );
}
