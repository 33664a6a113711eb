import { Box, ClipboardCheck, UserRound } from "lucide-react";
import { ButtonLink } from "#app/components/ui/button-link.tsx";
import { CallButton } from "#app/components/ui/call-button.tsx";

const OFFERS = [
  { icon: ClipboardCheck, label: "Free estimates" },
  { icon: UserRound, label: "Personal consultation" },
  { icon: Box, label: "3-D reality view" },
];

/**
 * The closing offer under the service cards (home and services pages): what a first meeting
 * includes, the phone number and the Free Consultation & 3-D View link.
 */
export function ConsultationOffer({ headingId }: { headingId: string }) {
  return (
    <div className="mt-16 rounded-3xl bg-navy-900 px-6 py-10 text-white sm:px-10 sm:py-12">
      <div className="lg:flex lg:items-center lg:justify-between lg:gap-10">
        <div className="max-w-2xl">
          <h3 id={headingId} className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">
            See your pool before we break ground
          </h3>
          <p className="mt-3 text-white/90">
            Every project starts with a free estimate and a personal consultation in your backyard, then a 3-D reality
            view of the design so you can change the shape, finishes and spa placement on screen.
          </p>
          <ul className="mt-6 flex flex-wrap gap-x-6 gap-y-3">
            {OFFERS.map(({ icon: Icon, label }) => (
              <li key={label} className="flex items-center gap-2 font-medium">
                <Icon aria-hidden="true" className="size-5 text-aqua-300" />
                {label}
              </li>
            ))}
          </ul>
        </div>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row lg:mt-0 lg:flex-col lg:shrink-0">
          <CallButton variant="outline-light" />
          <ButtonLink to="/get-quote" variant="light">
            Free Consultation &amp; 3-D View
          </ButtonLink>
        </div>
      </div>
    </div>
  );
}
