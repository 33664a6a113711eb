import type { Route } from "./+types/contact";
import { handleLeadAction } from "#app/features/leads/capture/action.server.ts";
import { leadGuard } from "#app/features/leads/capture/lead-guard.server.ts";
import { Award, Clock, Mail, MapPin, Phone } from "lucide-react";
import { Card } from "#app/components/ui/card.tsx";
import { CheckList } from "#app/components/ui/check-list.tsx";
import { Container } from "#app/components/ui/container.tsx";
import { IconTile } from "#app/components/ui/icon-tile.tsx";
import { PageHero } from "#app/components/sections/page-hero.tsx";
import { business } from "#app/config/business.ts";
import { emergencyService, phoneAvailability, replyPromise } from "#app/config/claims.ts";
import { useLeadFormState } from "#app/features/leads/components/lead-form-state.ts";
import { ContactFormIsland } from "#app/features/leads/components/contact-form.tsx";
import { pageMeta } from "#app/utils/meta.ts";
import { businessJsonLd } from "#app/utils/structured-data.ts";
import { EmailLink, PhoneLink, PostalAddress } from "#app/components/ui/contact-links.tsx";

export function meta() {
  return pageMeta({
    title: "Contact Us",
    description: `Call ${business.phone.display}, e-mail or send ${business.name} a message. ${emergencyService}; office in ${business.address.city}, serving ${business.serviceAreasSummary}.`,
    path: "/contact",
    imageKey: "hero-home",
    jsonLd: [businessJsonLd()],
  });
}

const REASONS = [
  "Licensed and insured professionals",
  `A team with ${business.experienceClaim}`,
  "Free estimates and a 3-D reality view of your design",
  "Pools engineered for Gulf Coast clay and storms",
  emergencyService,
];

export default function Contact() {
  return (
    <>
      <PageHero badge="Contact" title="Get in Touch">
        <p>
          Planning a new pool, need a repair, or ready for weekly service? Call, e-mail or send us a message and a member of
          our team will get back to you.
        </p>
      </PageHero>

      <section className="py-20 sm:py-24">
        <Container className="grid gap-8 lg:grid-cols-5">
          <div className="space-y-8 lg:col-span-2">
            <Card as="section" aria-labelledby="info-heading">
              <h2 id="info-heading" className="text-2xl font-semibold text-navy-900">
                Contact Information
              </h2>
              <ul className="mt-6 space-y-6">
                <li className="flex gap-4">
                  <IconTile icon={Phone} />
                  <div>
                    <h3 className="font-semibold text-navy-900">Phone</h3>
                    <PhoneLink />
                    <p className="text-sm text-muted">{phoneAvailability}</p>
                  </div>
                </li>
                <li className="flex gap-4">
                  <IconTile icon={Mail} />
                  <div className="min-w-0">
                    <h3 className="font-semibold text-navy-900">E-mail</h3>
                    <EmailLink />
                    <p className="text-sm text-muted">We reply {replyPromise}</p>
                  </div>
                </li>
                <li className="flex gap-4">
                  <IconTile icon={MapPin} />
                  <div>
                    <h3 className="font-semibold text-navy-900">Office and Showroom</h3>
                    <PostalAddress />
                    <p className="text-sm text-muted">Serving {business.serviceAreasSummary}</p>
                  </div>
                </li>
                <li className="flex gap-4">
                  <IconTile icon={Clock} />
                  <div>
                    <h3 className="font-semibold text-navy-900">Business Hours</h3>
                    <dl className="mt-1 space-y-2 sm:space-y-1">
                      {business.hoursLines.map((line) => (
                        <div key={line.days} className="sm:flex sm:gap-x-3">
                          <dt className="text-muted sm:min-w-28">{line.days}</dt>
                          <dd className="tabular whitespace-nowrap">{line.hours}</dd>
                        </div>
                      ))}
                    </dl>
                  </div>
                </li>
              </ul>
            </Card>
            <Card as="section" aria-labelledby="why-heading" tone="dark">
              <h2 id="why-heading" className="flex items-center gap-2 text-2xl font-semibold">
                <Award aria-hidden="true" className="size-6 text-aqua-300" />
                Why Choose Us
              </h2>
              <CheckList items={REASONS} tone="dark" className="mt-5" />
            </Card>
          </div>
          <Card as="section" aria-labelledby="message-heading" className="lg:col-span-3">
            <h2 id="message-heading" className="text-2xl font-semibold text-navy-900">
              Send Us a Message
            </h2>
            <p className="mt-2 text-muted">
              Questions about a project, a repair or service? Write to us and we will get back to you by e-mail or phone.
            </p>
            <div className="mt-6">
              <ContactFormIsland {...useLeadFormState("contact")} />
            </div>
          </Card>
        </Container>
      </section>
    </>
  );
}

/** Limits and the script (JavaScript) path of every lead POST that reaches this route. */
export const middleware: Route.MiddlewareFunction[] = [leadGuard];

/** Native (no-JavaScript) form posts land here; the lead pipeline validates and stores them. */
export async function action({ request, context }: Route.ActionArgs) {
  return handleLeadAction(request, context);
}
