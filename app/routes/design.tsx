import { data } from "react-router";
import type { Route } from "./+types/design";
import { PageHero } from "#app/components/sections/page-hero.tsx";
import { getDb } from "#app/db/db.server.ts";
import { DesignerSection } from "#app/features/design/components/designer-section.tsx";
import { DESIGN_FORM_ID } from "#app/features/design/components/designer.tsx";
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

export const meta: Route.MetaFunction = ({ loaderData }) => {
  // A shared design link shows that design: its card, and a link that opens it.
  const query = designQuery(loaderData?.design ?? defaultDesign);
  return pageMeta({
    title: "Design Your Pool",
    description:
      "Design your pool in a minute: choose the shape, size, spa, water features, lights and deck, see it drawn to scale and get a Houston price range with every line explained.",
    path: "/design",
    imagePath: `/design/card.jpg?${query}`,
    sharePath: `/design?${query}`,
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
  return data(
    { query: url.searchParams.toString(), design: parsed.design, pricing, from: await startedFrom(db, url), editing: editedProject(url) },
    { status: invalid ? 400 : 200, headers: { "Cache-Control": CACHE_CONTROL.none } },
  );
}

/** The public project a design started from ("Design one like this"), if the query names one. */
async function startedFrom(db: ReturnType<typeof getDb>, url: URL): Promise<{ id: string; title: string } | null> {
  const id = url.searchParams.get(FROM_PROJECT_PARAM);
  if (!id || !PROJECT_ID_PATTERN.test(id)) return null;
  // While the database is away the designer still works; the note is what it can spare.
  const project = await createProjectRepository(db).findPublic(id).catch(() => undefined);
  return project ? { id: project.id, title: project.title } : null;
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
  const { query, design, pricing, from, editing } = loaderData;
  return (
    <>
      {/* Compact, and a design started from a project says so in place of the introduction:
          the 3-D view and the price start on a phone's first screen. */}
      <PageHero badge="Free, instant, no sign-up" title="Design Your Pool" compact>
        {from ? (
          <p data-testid="design-started-from">
            You started from{" "}
            <a href={projectPath(from.id)} className="font-semibold text-white underline underline-offset-4">
              {from.title}
            </a>
            . Change anything: a quote sent from here tells us where you started.
            <input type="hidden" form={DESIGN_FORM_ID} name={FROM_PROJECT_PARAM} value={from.id} />
          </p>
        ) : (
          <p>Choose a shape, size and extras: the plan is drawn to scale and the price follows every change.</p>
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
                className="inline-flex min-h-11 items-center rounded-full bg-navy-900 px-5 font-semibold text-white hover:bg-navy-800"
              >
                Save to project
              </button>
            </div>
          </Container>
        </div>
      ) : null}
      <DesignerSection design={design} query={query} pricing={pricing} />
    </>
  );
}
