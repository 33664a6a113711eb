import { BadgeDollarSign, Mail, MapPin, Phone, ShieldCheck } from "lucide-react";
import { Badge } from "#app/components/ui/badge.tsx";
import { ButtonLink } from "#app/components/ui/button-link.tsx";
import { CardSection } from "#app/components/ui/card.tsx";
import { Container } from "#app/components/ui/container.tsx";
import { useNavigation } from "#app/components/layout/navigation.ts";
import { businessWords } from "#app/i18n/business-words.ts";
import { localizedPath } from "#app/i18n/route-table.ts";
import { useT } from "#app/i18n/use-locale.ts";
import { useLeadFormState } from "#app/features/leads/components/lead-form-state.ts";
import { ConsultationFormIsland } from "#app/features/leads/components/consultation-form.tsx";
import { EmailLink, PhoneLink, PostalAddress } from "#app/components/ui/contact-links.tsx";

/** Home section `#contact`: the consultation form beside ways to reach us now. */
export function HomeContact() {
  const t = useT("home");
  const booking = useT("booking");
  const experience = useT("common")("experienceClaim");
  const { locale } = useNavigation();
  const { phoneAvailability } = businessWords(locale);
  return (
    <section id="contact" aria-labelledby="contact-heading" className="bg-sand-50 py-20 sm:py-24">
      <Container>
        <div className="mx-auto max-w-3xl text-center">
          <Badge>{t("contact.badge")}</Badge>
          <h2 id="contact-heading" className="mt-4 text-3xl font-bold tracking-tight text-navy-900 text-balance sm:text-4xl">
            {t("contact.heading")}
          </h2>
          <p className="mt-4 text-lg text-muted text-pretty">
            {t("contact.text")}
          </p>
          <p className="mt-4">
            <a href={localizedPath("/book", locale)} className="inline-flex min-h-11 items-center font-semibold text-pool-800 underline underline-offset-4">
              {booking("pickLink")}
            </a>
          </p>
        </div>
        <div className="mt-12 grid gap-8 lg:grid-cols-5">
          <CardSection headingId="consultation-heading" title={t("contact.formHeading")} level={3} headingClassName="text-2xl font-semibold text-navy-900" className="lg:col-span-3">
            <div className="mt-6">
              <ConsultationFormIsland {...useLeadFormState("consultation")} />
            </div>
          </CardSection>
          <div className="space-y-6 lg:col-span-2">
            <CardSection headingId="assistance-heading" title={t("contact.assistance")} level={3} headingClassName="text-xl font-semibold text-navy-900">
              <ul className="mt-4 space-y-4">
                <li className="flex gap-3">
                  <Phone aria-hidden="true" className="mt-1 size-5 shrink-0 text-pool-700" />
                  <div>
                    <PhoneLink />
                    <p className="text-sm text-muted">{phoneAvailability}</p>
                  </div>
                </li>
                <li className="flex gap-3">
                  <Mail aria-hidden="true" className="mt-1 size-5 shrink-0 text-pool-700" />
                  <EmailLink />
                </li>
                <li className="flex gap-3">
                  <MapPin aria-hidden="true" className="mt-1 size-5 shrink-0 text-pool-700" />
                  <PostalAddress />
                </li>
              </ul>
            </CardSection>
            <CardSection headingId="promise-heading" title={t("contact.promiseHeading")} level={3} headingClassName="flex items-center gap-2 text-xl font-semibold text-navy-900" icon={<ShieldCheck aria-hidden="true" className="size-6 text-aqua-700" />}>
              <p className="mt-3 text-muted">
                {t("contact.promise", { experience })}
              </p>
            </CardSection>
            <CardSection headingId="financing-heading" title={t("contact.financingHeading")} level={3} headingClassName="flex items-center gap-2 text-xl font-semibold text-navy-900" icon={<BadgeDollarSign aria-hidden="true" className="size-6 text-aqua-700" />}>
              <p className="mt-3 text-muted">
                {t("contact.financing")}
              </p>
              <ButtonLink to={localizedPath("/finance", locale)} variant="outline" className="mt-5">
                {t("contact.financingLink")}
              </ButtonLink>
            </CardSection>
          </div>
        </div>
      </Container>
    </section>
  );
}
