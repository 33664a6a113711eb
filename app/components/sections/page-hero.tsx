import { Badge } from "#app/components/ui/badge.tsx";
import { Container } from "#app/components/ui/container.tsx";

/**
 * The navy opening band of the inner pages: badge, the page's one <h1>, an intro, actions,
 * and an optional side column (stats, an illustration) from the large breakpoint. `compact` for a
 * page whose working part must start on a phone's first screen (the designer).
 */
export function PageHero({
  badge,
  title,
  children,
  actions,
  aside,
  compact = false,
}: {
  badge?: React.ReactNode;
  title: React.ReactNode;
  children?: React.ReactNode;
  actions?: React.ReactNode;
  aside?: React.ReactNode;
  compact?: boolean;
}) {
  return (
    <section className="relative overflow-hidden bg-navy-900 text-white">
      <div aria-hidden="true" className="absolute inset-0 bg-[radial-gradient(60rem_30rem_at_85%_-10%,rgb(26_143_208/0.35),transparent)]" />
      <Container className={`relative ${compact ? "py-7 sm:py-12 lg:py-14" : "py-16 sm:py-20 lg:py-24"} ${aside ? "lg:grid lg:grid-cols-2 lg:items-center lg:gap-14" : ""}`}>
        <div className={aside ? "" : "max-w-3xl"}>
          {badge ? (
            <div className={compact ? "mb-3" : "mb-5"}>
              <Badge tone="dark">{badge}</Badge>
            </div>
          ) : null}
          <h1 className={`${compact ? "text-3xl" : "text-4xl"} font-bold tracking-tight text-balance sm:text-5xl`}>{title}</h1>
          {children ? <div className={`${compact ? "mt-3 text-base sm:mt-5 sm:text-lg" : "mt-6 text-lg"} space-y-4 text-white/90 text-pretty`}>{children}</div> : null}
          {actions ? <div className="mt-8 flex flex-col gap-4 sm:flex-row sm:flex-wrap">{actions}</div> : null}
        </div>
        {aside ? <div className="mt-12 lg:mt-0">{aside}</div> : null}
      </Container>
    </section>
  );
}
