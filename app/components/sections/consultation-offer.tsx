import { Box, ClipboardCheck, UserRound } from "lucide-react";
import { ButtonLink } from "#app/components/ui/button-link.tsx";
import { CallButton } from "#app/components/ui/call-button.tsx";
import { useNavigation } from "#app/components/layout/navigation.ts";
import { useT } from "#app/i18n/use-locale.ts";

const OFFERS = [
  { icon: ClipboardCheck, label: "estimates" },
  { icon: UserRound, label: "consultation" },
  { icon: Box, label: "reality" },
] as const;

/**
 * The closing offer under the service cards (home and services pages): what a first meeting
 * includes, the phone number and the Free Consultation & 3-D View link.
 */
export function ConsultationOffer({ headingId }: { headingId: string }) {
  const t = useT("home");
  const call = useT("common")("call");
  const { quoteHref } = useNavigation();
  return (
    <div className="mt-16 rounded-3xl bg-navy-900 px-6 py-10 text-white sm:px-10 sm:py-12">
      <div className="lg:flex lg:items-center lg:justify-between lg:gap-10">
        <div className="max-w-2xl">
          <h3 id={headingId} className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">
            {t("offer.heading")}
          </h3>
          <p className="mt-3 text-white/90">
            {t("offer.text")}
          </p>
          <ul className="mt-6 flex flex-wrap gap-x-6 gap-y-3">
            {OFFERS.map(({ icon: Icon, label }) => (
              <li key={label} className="flex items-center gap-2 font-medium">
                <Icon aria-hidden="true" className="size-5 text-aqua-300" />
                {t(`offer.${label}`)}
              </li>
            ))}
          </ul>
        </div>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row lg:mt-0 lg:flex-col lg:shrink-0">
          <CallButton variant="outline-light" label={call} />
          <ButtonLink to={quoteHref} variant="light">
            {t("offer.link")}
          </ButtonLink>
        </div>
      </div>
    </div>
  );
}
