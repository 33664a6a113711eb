import { buttonClass } from "#app/components/ui/button-style.ts";
import { Phone } from "lucide-react";
import { Link } from "react-router";
import { business } from "#app/config/business.ts";
import { localizedHref, quoteHref } from "#app/components/layout/navigation.ts";
import { useLocale, useT } from "#app/i18n/use-locale.ts";

const EYEBROWS = { "not-found": "404", "server-error": "500" } as const;

const links = [
  { label: "home", href: "/" },
  { label: "services", href: "/services" },
  { label: "portfolio", href: "/portfolio" },
  { label: "quote", href: quoteHref },
] as const;

/** The branded 404 and 500 pages, rendered by the root error boundary inside the site shell. */
export function ErrorPage({ kind }: { kind: keyof typeof EYEBROWS }) {
  const t = useT("errors");
  const call = useT("common")("call");
  const locale = useLocale();
  const page = { title: t(`${kind}.title`), heading: t(`${kind}.heading`), text: t(`${kind}.text`), eyebrow: EYEBROWS[kind] };
  return (
    <section className="bg-sand-50">
      {/* Route meta does not run for an error boundary; React hoists these into <head>. */}
      <title>{`${page.title} | ${business.name}`}</title>
      <meta name="robots" content="noindex" />
      <div className="mx-auto max-w-3xl px-4 py-20 text-center sm:px-6 lg:py-28">
        <p className="text-sm font-semibold tracking-[0.2em] text-pool-700 uppercase tabular">{page.eyebrow}</p>
        <h1 className="mt-3 text-3xl font-bold tracking-tight text-navy-900 text-balance sm:text-5xl">
          {page.heading}
        </h1>
        <p className="mx-auto mt-5 max-w-xl text-lg leading-relaxed text-muted">{page.text}</p>
        <a
          href={business.phone.href}
          className={buttonClass({ size: "xl", className: "mt-8 shadow-card" })}
        >
          <Phone className="size-5" aria-hidden="true" />
          {`${call} `}<span className="tabular">{business.phone.display}</span>
        </a>
        <nav aria-label={t("helpfulLinks")} className="mt-10">
          <ul className="grid gap-3 sm:grid-cols-2">
            {links.map((link) => (
              <li key={link.href}>
                <Link
                  to={localizedHref(link.href, locale)}
                  className="flex min-h-12 items-center justify-center rounded-xl border border-sand-200 bg-white px-4 font-semibold text-navy-900 shadow-card transition-colors hover:border-pool-500 hover:text-pool-700"
                >
                  {t(link.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </section>
  );
}
