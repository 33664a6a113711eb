import { data } from "react-router";
import type { Route } from "./+types/design";
import { PageHero } from "#app/components/sections/page-hero.tsx";
import { getDb } from "#app/db/db.server.ts";
import { BackyardSlot } from "#app/features/backyard/components/backyard-slot.tsx";
import { DesignerSection } from "#app/features/design/components/designer-section.tsx";
import { DESIGN_FORM_ID } from "#app/features/design/components/designer-fields.tsx";
import { Container } from "#app/components/ui/container.tsx";
import { managementDesignPath } from "#app/config/admin-paths.ts";
import { projectPath } from "#app/features/portfolio/project.ts";
import { EDIT_PROJECT_PARAM, FROM_PROJECT_PARAM, PROJECT_ID_PATTERN } from "#app/features/portfolio/project-design.ts";
import { createProjectRepository } from "#app/features/portfolio/repository.server.ts";
import { loadPricing } from "#app/features/design/pricing-store.server.ts";
import { designQuery, parseDesignQuery } from "#app/features/design/query.ts";
import { defaultDesign } from "#app/features/design/model.ts";
import { pageMeta } from "#app/utils/meta.ts";
import { CACHE_CONTROL } from "#app/modules/http/cache-control.ts";
import { designerText } from "#app/features/design/designer-text.ts";
import { localeFromPath, type Locale } from "#app/i18n/locale.ts";
import { projectInLanguage } from "#app/features/portfolio/project-language.server.ts";
import { langOf } from "#app/features/portfolio/project-language.ts";
import { localizedPath } from "#app/i18n/route-table.ts";
import { renderingsOffered } from "#app/features/renderings/offered.server.ts";
import { buttonClass } from "#app/components/ui/button-style.ts";

export const meta: Route.MetaFunction = ({ loaderData, location }) => {
  // A shared design link shows that design: its card, and a link that opens it.
  const query = designQuery(loaderData?.design ?? defaultDesign);
  const locale = localeFromPath(location.pathname);
  const { words } = designerText(locale);
  const path = localizedPath("/design", locale);
  return pageMeta({
    title: words.metaTitle,
    description: words.metaDescription,
    path,
    imagePath: `${localizedPath("/design/card.jpg", locale)}?${query}`,
    sharePath: `${path}?${query}`,
  });
};

/**
 * Rendered per request: the query string is the design. A query with refused values is
 * answered 400 with each message, the other values kept and the nearest sound design drawn.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const parsed = parseDesignQuery(url.searchParams);
  const db = getDb();
  const { pricing } = await loadPricing(db);
  const invalid = Object.keys(parsed.errors).length > 0;
  // The language is the path's (decision 032): `/es/disena-tu-alberca` is this page in Spanish.
  const locale = localeFromPath(url.pathname.toLowerCase());
  return data(
    {
      query: url.searchParams.toString(),
      design: parsed.design,
      pricing,
      from: await startedFrom(db, url, locale),
      editing: editedProject(url),
      locale,
      renderings: renderingsOffered(),
    },
    { status: invalid ? 400 : 200, headers: { "Cache-Control": CACHE_CONTROL.none } },
  );
}

/** The public project a design started from ("Design one like this"), if the query names one. */
async function startedFrom(db: ReturnType<typeof getDb>, url: URL, locale: Locale): Promise<{ id: string; title: string; lang?: "en" } | null> {
  const id = url.searchParams.get(FROM_PROJECT_PARAM);
  if (!id || !PROJECT_ID_PATTERN.test(id)) return null;
  // While the database is away the designer still works; the note is what it can spare.
  const project = await createProjectRepository(db).findPublic(id).catch(() => undefined);
  if (!project) return null;
  // Its title in the page's language, or its English one marked as such (a title the owner wrote).
  const shown = projectInLanguage(project, locale);
  return { id: project.id, title: shown.title, ...(langOf(shown.english, "title") ? { lang: "en" as const } : {}) };
}

/** The project whose design the owner is editing; its admin page checks who may save. */
function editedProject(url: URL): string | null {
  const id = url.searchParams.get(EDIT_PROJECT_PARAM);
  return id && PROJECT_ID_PATTERN.test(id) ? id : null;
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export default function DesignPage({ loaderData }: Route.ComponentProps) {
  const { query, design, pricing, from, editing, locale, renderings } = loaderData;
  const hero = designerText(locale).words.hero;
  return (
    <>
      {/* Compact, and a design started from a project says so in place of the introduction:
          the 3-D view and the price start on a phone's first screen. */}
      <PageHero badge={hero.badge} title={hero.title} compact>
        {from ? (
          <p data-testid="design-started-from">
            {hero.startedFrom}{" "}
            <a href={localizedPath(projectPath(from.id), locale)} className="font-semibold text-white underline underline-offset-4" lang={from.lang}>
              {from.title}
            </a>
            {hero.startedFromAfter}
            <input type="hidden" form={DESIGN_FORM_ID} name={FROM_PROJECT_PARAM} value={from.id} />
          </p>
        ) : (
          <p>{hero.intro}</p>
        )}
      </PageHero>
      {editing ? (
        <div className="bg-sand-50 pt-4 sm:pt-10">
          <Container>
            <div className="flex flex-wrap items-center gap-3 rounded-2xl bg-amber-100 p-4 text-ink ring-1 ring-amber-700/40" data-testid="design-editing-project">
              <p className="flex-1">
                Editing the design of the portfolio project <strong>{editing}</strong>. Draw the pool, then save it to the project.
              </p>
              <input type="hidden" form={DESIGN_FORM_ID} name={EDIT_PROJECT_PARAM} value={editing} />
              <button
                type="submit"
                form={DESIGN_FORM_ID}
                formAction={managementDesignPath(editing)}
                formMethod="get"
                className={buttonClass({ variant: "navy", size: "md" })}
              >
                Save to project
              </button>
            </div>
          </Container>
        </div>
      ) : null}
      <DesignerSection design={design} query={query} pricing={pricing} locale={locale} renderings={renderings} yard={<BackyardSlot design={design} locale={locale} />} />
    </>
  );
}
