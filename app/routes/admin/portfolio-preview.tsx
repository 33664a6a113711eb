import { EyeOff } from "lucide-react";
import { data, isRouteErrorResponse } from "react-router";
import { ErrorPage } from "#app/components/layout/error-page.tsx";
import { MANAGEMENT_PATH, managementPreviewPath } from "#app/config/admin-paths.ts";
import { Container } from "#app/components/ui/container.tsx";
import { getDb } from "#app/db/db.server.ts";
import { requireAdmin } from "#app/features/auth/guard.server.ts";
import { ROLE_REFUSAL } from "#app/features/auth/roles.ts";
import { ProjectPage } from "#app/features/portfolio/components/project-page.tsx";
import { projectPageData } from "#app/features/portfolio/project-page.server.ts";
import { createProjectRepository } from "#app/features/portfolio/repository.server.ts";
import { pageMeta } from "#app/utils/meta.ts";
import type { Route } from "./+types/portfolio-preview";
import { CACHE_CONTROL } from "#app/modules/http/cache-control.ts";

/**
 * A project's page as the public would see it, drafts included, for a signed-in owner: the
 * public page's view under a banner, in the public frame. Never stored or shared by a cache
 * (it is not a page copy: those are only the public pages), never indexed.
 */
const PREVIEW_HEADERS = { "Cache-Control": CACHE_CONTROL.privateNoStore, "X-Robots-Tag": "noindex, nofollow" } as const;

export const headers: Route.HeadersFunction = () => PREVIEW_HEADERS;

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request, "portfolio");
  const repository = createProjectRepository(getDb());
  const project = await repository.find(params.id);
  if (!project) throw data(null, { status: 404, headers: PREVIEW_HEADERS });
  return data({ ...(await projectPageData(repository, project)), status: project.status }, { headers: PREVIEW_HEADERS });
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? pageMeta({
        title: `Preview: ${loaderData.project.title}`,
        description: loaderData.project.subtitle,
        path: managementPreviewPath(loaderData.project.id),
        noIndex: true,
      })
    : [];

export default function PortfolioPreview({ loaderData }: Route.ComponentProps) {
  const { status, ...page } = loaderData;
  return (
    <>
      <div role="note" aria-label="Preview" className="bg-amber-100 py-3 text-ink ring-1 ring-amber-700/40" data-testid="preview-banner">
        <Container>
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <EyeOff aria-hidden="true" className="size-5 shrink-0 text-amber-800" />
            <strong className="font-bold">{status === "draft" ? "Draft preview — not public" : `Preview — this project is ${status}`}</strong>
            <a href={MANAGEMENT_PATH} className="inline-flex min-h-11 items-center font-semibold text-pool-800 underline underline-offset-4">
              Back to Portfolio Management
            </a>
          </p>
        </Container>
      </div>
      <ProjectPage {...page} />
    </>
  );
}

/** A staff account is told why (the guard's 403); an unknown project is the site's 404 page. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 403) {
    return (
      <Container className="py-20">
        <title>Preview refused</title>
        <meta name="robots" content="noindex" />
        <h1 className="text-3xl font-bold text-navy-900">Preview refused</h1>
        <p className="mt-3 text-muted">{ROLE_REFUSAL}</p>
      </Container>
    );
  }
  return <ErrorPage kind={isRouteErrorResponse(error) && error.status === 404 ? "not-found" : "server-error"} />;
}
