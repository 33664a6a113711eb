import { Phone } from "lucide-react";
import { Link } from "react-router";
import { business } from "#app/config/business.ts";
import { quoteHref } from "#app/components/layout/navigation.ts";

const copy = {
  "not-found": {
    title: "Page not found",
    eyebrow: "404",
    heading: "We couldn't find that page",
    text: "The page may have moved, or the address may have a typo. These will get you back on track, or call us and we'll point you the right way.",
  },
  "server-error": {
    title: "Something went wrong",
    eyebrow: "500",
    heading: "Something went wrong on our side",
    text: "We're sorry: this page didn't load. Please try again in a moment. If you'd rather not wait, call us and we'll help right away.",
  },
} as const;

const links = [
  { label: "Home", href: "/" },
  { label: "Our Services", href: "/services" },
  { label: "Our Portfolio", href: "/portfolio" },
  { label: "Get a Free Quote", href: quoteHref },
];

/** The branded 404 and 500 pages, rendered by the root error boundary inside the site shell. */
export function ErrorPage({ kind }: { kind: keyof typeof copy }) {
  const page = copy[kind];
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
          className="mt-8 inline-flex min-h-12 items-center gap-2 rounded-full bg-pool-700 px-6 text-lg font-semibold text-white shadow-card transition-colors hover:bg-pool-800"
        >
          <Phone className="size-5" aria-hidden="true" />
          Call <span className="tabular">{business.phone.display}</span>
        </a>
        <nav aria-label="Helpful links" className="mt-10">
          <ul className="grid gap-3 sm:grid-cols-2">
            {links.map((link) => (
              <li key={link.href}>
                <Link
                  to={link.href}
                  className="flex min-h-12 items-center justify-center rounded-xl border border-sand-200 bg-white px-4 font-semibold text-navy-900 shadow-card transition-colors hover:border-pool-500 hover:text-pool-700"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </section>
  );
}
