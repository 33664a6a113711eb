import { Box, ClipboardCheck, PencilRuler, Phone, UserRound } from "lucide-react";
import { useNavigation } from "#app/components/layout/navigation.ts";
import { localizedPath } from "#app/i18n/route-table.ts";
import { useT } from "#app/i18n/use-locale.ts";
import { businessWords } from "#app/i18n/business-words.ts";
import { ButtonLink } from "#app/components/ui/button-link.tsx";
import { Container } from "#app/components/ui/container.tsx";
import { RenderedPicture } from "#app/components/ui/rendered-picture.tsx";
import { business } from "#app/config/business.ts";

const PERKS = [
  { icon: ClipboardCheck, label: "estimates" },
  { icon: Box, label: "reality" },
  { icon: UserRound, label: "consultations" },
  { icon: PencilRuler, label: "designs" },
] as const;

/** Sizes of the hero picture, shared with the preload link so both pick the same file. */
const HERO_IMAGE_SIZES = "(min-width: 1280px) 608px, (min-width: 1024px) 48vw, 100vw";

/**
 * The home page's opening. A phone's first screen (375 × 812, above the bottom bar) holds what
 * sells: a pool, the promise, what most of our pools cost and the way into the designer, with the
 * phone number; the story, perks and other calls to action follow. From lg the picture sits
 * beside the words.
 */
export function HomeHero({ typicalPrice }: { typicalPrice: string | null }) {
  const t = useT("home");
  const { locale, designHref, quoteHref } = useNavigation();
  return (
    <section aria-labelledby="hero-heading" className="relative overflow-hidden bg-navy-900 text-white">
      <div aria-hidden="true" className="absolute inset-0 bg-[radial-gradient(60rem_32rem_at_90%_0%,rgb(26_143_208/0.4),transparent)]" />
      <Container className="relative grid items-center gap-6 py-5 sm:gap-10 sm:py-16 lg:grid-cols-2 lg:gap-12 lg:py-24">
        <RenderedPicture
          imageKey="hero-home"
          sizes={HERO_IMAGE_SIZES}
          priority
          boxClassName="lg:order-2"
          className="aspect-[16/7] w-full rounded-2xl object-cover object-[50%_80%] shadow-2xl sm:aspect-auto lg:rounded-3xl"
        />
        <div className="lg:order-1">
          <h1 id="hero-heading" className="text-3xl font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl">
            {t("hero.heading")}
          </h1>
          {typicalPrice ? (
            <p className="mt-3 text-lg font-semibold text-aqua-100 sm:mt-5 sm:text-xl" data-testid="typical-price">
              {`${t("hero.typicalPrice")} `}<span className="tabular whitespace-nowrap">{typicalPrice}</span>
            </p>
          ) : null}
          <div className="mt-4 flex flex-col gap-3 sm:mt-8 sm:flex-row sm:flex-wrap sm:gap-4">
            <ButtonLink to={designHref} variant="light">
              <PencilRuler aria-hidden="true" className="size-5" />
              {t("hero.design")}
            </ButtonLink>
            <a
              href={business.phone.href}
              className="inline-flex min-h-11 items-center justify-center gap-2 font-semibold text-white underline-offset-4 hover:underline sm:min-h-12"
            >
              <Phone aria-hidden="true" className="size-5 text-aqua-300" />
              {`${t("hero.callNow")} `}<span className="tabular">{business.phone.display}</span>
            </a>
          </div>
          <p className="mt-6 max-w-xl text-lg text-white/90 text-pretty sm:mt-8">
            {t("hero.text")}
          </p>
          <p className="mt-4 text-sm font-semibold tracking-wide text-aqua-300 uppercase">{businessWords(locale).serviceAreas.join(" · ")}</p>
          <ul className="mt-6 grid max-w-xl grid-cols-2 gap-x-6 gap-y-3">
            {PERKS.map(({ icon: Icon, label }) => (
              <li key={label} className="flex items-center gap-2 font-medium">
                <Icon aria-hidden="true" className="size-5 shrink-0 text-aqua-300" />
                {t(`hero.perks.${label}`)}
              </li>
            ))}
          </ul>
          <div className="mt-8 flex flex-col gap-4 sm:flex-row sm:flex-wrap">
            <ButtonLink to={quoteHref} variant="outline-light">
              {t("hero.consultation")}
            </ButtonLink>
            <ButtonLink to={localizedPath("/portfolio", locale)} variant="outline-light">
              {t("hero.portfolio")}
            </ButtonLink>
          </div>
        </div>
      </Container>
    </section>
  );
}
