import { Box, ClipboardCheck, PencilRuler, Phone, UserRound } from "lucide-react";
import { designHref } from "#app/components/layout/navigation.ts";
import { ButtonLink } from "#app/components/ui/button-link.tsx";
import { Container } from "#app/components/ui/container.tsx";
import { ResponsiveImage } from "#app/components/ui/responsive-image.tsx";
import { business } from "#app/config/business.ts";

const PERKS = [
  { icon: ClipboardCheck, label: "Free estimates" },
  { icon: Box, label: "3-D reality view" },
  { icon: UserRound, label: "Personal consultations" },
  { icon: PencilRuler, label: "Custom designs" },
];

/**
 * From this width the illustration sits beside the headline, above the fold, and a preload
 * fetches it with the document. Narrower, it is below the fold and loads lazily.
 */
export const HERO_IMAGE_ABOVE_FOLD = "(min-width: 1024px)";

/** Sizes of the hero illustration, shared with the preload link so both pick the same file. */
export const HERO_IMAGE_SIZES = "(min-width: 1280px) 608px, (min-width: 1024px) 48vw, 100vw";

/** The home page's opening: promise, perks, calls to action and the LCP illustration. */
export function HomeHero() {
  return (
    <section aria-labelledby="hero-heading" className="relative overflow-hidden bg-navy-900 text-white">
      <div aria-hidden="true" className="absolute inset-0 bg-[radial-gradient(60rem_32rem_at_90%_0%,rgb(26_143_208/0.4),transparent)]" />
      <Container className="relative grid items-center gap-12 py-14 sm:py-20 lg:grid-cols-2 lg:py-24">
        <div>
          <p className="text-sm font-semibold tracking-wide text-aqua-300 uppercase">
            {business.serviceAreas.join(" · ")}
          </p>
          <h1 id="hero-heading" className="mt-4 text-4xl font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl">
            Custom pools built for Houston backyards
          </h1>
          <p className="mt-6 max-w-xl text-lg text-white/90 text-pretty">
            We design, build and care for pools and spas engineered for Gulf Coast clay, summer storms and long swim
            seasons, and we show you every detail in 3-D before we break ground.
          </p>
          <ul className="mt-8 grid max-w-xl grid-cols-2 gap-x-6 gap-y-3">
            {PERKS.map(({ icon: Icon, label }) => (
              <li key={label} className="flex items-center gap-2 font-medium">
                <Icon aria-hidden="true" className="size-5 shrink-0 text-aqua-300" />
                {label}
              </li>
            ))}
          </ul>
          <div className="mt-10 flex flex-col gap-4 sm:flex-row sm:flex-wrap">
            <ButtonLink to="/get-quote" variant="light">
              Free Consultation
            </ButtonLink>
            <ButtonLink to="/portfolio" variant="outline-light">
              View Our Portfolio
            </ButtonLink>
            <ButtonLink to={designHref} variant="outline-light">
              Design Your Pool
            </ButtonLink>
          </div>
          <p className="mt-6">
            <a href={business.phone.href} className="inline-flex min-h-11 items-center gap-2 font-semibold text-white underline-offset-4 hover:underline">
              <Phone aria-hidden="true" className="size-5 text-aqua-300" />
              Call now: <span className="tabular">{business.phone.display}</span>
            </a>
          </p>
        </div>
        <div>
          <ResponsiveImage imageKey="hero-home" sizes={HERO_IMAGE_SIZES} className="w-full rounded-3xl shadow-2xl" />
        </div>
      </Container>
    </section>
  );
}
