import { Link } from "react-router";
import { Container } from "#app/components/ui/container.tsx";
import { isServiceSlug } from "#app/content/services.ts";
import { getDb } from "#app/db/db.server.ts";
import { projectPath } from "#app/features/portfolio/project.ts";
import { projectInLanguage } from "#app/features/portfolio/project-language.server.ts";
import { createProjectRepository } from "#app/features/portfolio/repository.server.ts";
import { getT, messagesFor } from "#app/i18n/i18n.ts";
import { LOCALE_TAGS, localeFromPath } from "#app/i18n/locale.ts";
import { localizedPath } from "#app/i18n/route-table.ts";
import { useT } from "#app/i18n/use-locale.ts";
import { pageMeta } from "#app/utils/meta.ts";
import { siteIndex } from "#app/utils/site-index.ts";
import type { Route } from "./+types/sitemap";
import { publicDataHandle } from "#app/utils/public-data-handle.ts";

export const handle = publicDataHandle;

/**
 * The site index in the page's language (decision 032): each page named in that language and
 * linked to its twin there. A page without a Spanish twin yet links to the English page and says
 * so (`hreflang`); a project title the owner wrote in English only is marked `lang="en"`.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const words = messagesFor(locale, "legal").sitemap;
  const projects = (await createProjectRepository(getDb()).listPublic()).map((project) => projectInLanguage(project, locale));
  const byPath = new Map(projects.map((project) => [projectPath(project.id), project]));
  const links = projects.map((project) => ({ path: projectPath(project.id), title: project.title, updatedAt: project.updatedAt }));
  const name = (path: string) => {
    const slug = path.slice(1);
    if (isServiceSlug(slug)) return { title: messagesFor(locale, "servicePages").pages[slug].title };
    const project = byPath.get(path);
    if (project) return { title: project.title, lang: project.english?.includes("title") ? ("en" as const) : undefined };
    return { title: words.pages[path] ?? path };
  };
  return {
    groups: siteIndex(links).map((group) => ({
      key: group.name.toLowerCase(),
      name: words.groups[group.name],
      entries: group.entries.map((entry) => {
        const href = localizedPath(entry.path, locale);
        const elsewhere = localeFromPath(href) !== locale ? LOCALE_TAGS[localeFromPath(href)] : undefined;
        return { href, hrefLang: elsewhere, ...name(entry.path) };
      }),
    })),
  };
}

export const meta: Route.MetaFunction = ({ location }) => {
  const locale = localeFromPath(location.pathname);
  const t = getT(locale, "legal");
  return pageMeta({ title: t("sitemap.title"), description: t("sitemap.description"), path: localizedPath("/sitemap", locale) });
};

export default function Sitemap({ loaderData }: Route.ComponentProps) {
  const t = useT("legal");
  return (
    <Container className="py-16 sm:py-20">
      <h1 className="text-3xl font-bold tracking-tight text-navy-900 sm:text-4xl">{t("sitemap.title")}</h1>
      <div className="mt-10 grid gap-10 md:grid-cols-3">
        {loaderData.groups.map((group) => {
          const headingId = `sitemap-${group.key}`;
          return (
            <section key={group.key} aria-labelledby={headingId}>
              <h2 id={headingId} className="text-xl font-semibold text-navy-900">
                {group.name}
              </h2>
              <ul className="mt-3">
                {group.entries.map((entry) => (
                  <li key={entry.href}>
                    <Link
                      to={entry.href}
                      hrefLang={entry.hrefLang}
                      lang={entry.lang}
                      className="flex min-h-11 items-center text-pool-700 underline decoration-pool-700/30 underline-offset-4 hover:decoration-pool-700"
                    >
                      {entry.title}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
      </div>
    </Container>
  );
}
