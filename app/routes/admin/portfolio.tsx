import { useEffect, useRef } from "react";
import { data } from "react-router";
import { FlashNotice } from "#app/components/ui/flash-notice.tsx";
import { MANAGEMENT_PATH } from "#app/config/admin-paths.ts";
import { getDb } from "#app/db/db.server.ts";
import { requireAdmin } from "#app/features/auth/guard.server.ts";
import { portfolioAdminAction } from "#app/features/portfolio/admin/action.server.ts";
import { DeleteConfirmationPanel } from "#app/features/portfolio/admin/components/delete-project.tsx";
import { ExistingProjects, type AdminProjectCard } from "#app/features/portfolio/admin/components/existing-projects.tsx";
import { ProjectForm } from "#app/features/portfolio/admin/components/project-form.tsx";
import { noticeSchema, noticeText } from "#app/features/portfolio/admin/notices.ts";
import type { ProjectFormValues } from "#app/features/portfolio/admin/schema.ts";
import type { Project } from "#app/features/portfolio/project.ts";
import { createProjectRepository } from "#app/features/portfolio/repository.server.ts";
import { readFlash } from "#app/utils/flash.server.ts";
import type { Route } from "./+types/portfolio";
import { adminHeaders, adminMeta } from "#app/routes/admin/admin-page.ts";

export const headers: Route.HeadersFunction = () => adminHeaders;

export const meta: Route.MetaFunction = () => adminMeta("Portfolio Management", MANAGEMENT_PATH);

function toCard(project: Project): AdminProjectCard {
  const { id, title, location, description, status } = project;
  return { id, title, location, description, status, image: project.images[0] ?? null, featured: project.featuredOnHome, hasDesign: project.design !== null };
}

function toFormValues(project: Project): ProjectFormValues {
  return {
    title: project.title,
    subtitle: project.subtitle,
    location: project.location,
    category: project.category,
    size: project.size,
    description: project.description,
    features: project.features.join("\n"),
    benefits: project.benefits.join("\n"),
    titleEs: project.spanish?.title ?? "",
    subtitleEs: project.spanish?.subtitle ?? "",
    categoryEs: project.spanish?.category ?? "",
    sizeEs: project.spanish?.size ?? "",
    descriptionEs: project.spanish?.description ?? "",
    featuresEs: (project.spanish?.features ?? []).join("\n"),
    benefitsEs: (project.spanish?.benefits ?? []).join("\n"),
  };
}

/** `?edit=<id>` opens the Edit Project panel; `?delete=<id>` the no-JavaScript delete confirmation. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request, "portfolio");
  const url = new URL(request.url);
  const projects = await createProjectRepository(getDb()).listAll();
  const editing = projects.find((project) => project.id === url.searchParams.get("edit"));
  const deleting = projects.find((project) => project.id === url.searchParams.get("delete"));
  const { notice, headers } = readFlash(request, noticeSchema);
  return data(
    {
      projects: projects.map(toCard),
      editing: editing
        ? { id: editing.id, title: editing.title, version: editing.updatedAt.toISOString(), values: toFormValues(editing), images: editing.images }
        : null,
      deleting: deleting ? { id: deleting.id, title: deleting.title } : null,
      notice: notice && { ...noticeText(notice), kind: notice.kind, id: notice.id },
    },
    { headers },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  return portfolioAdminAction(request, context);
}

export default function PortfolioManagement({ loaderData, actionData }: Route.ComponentProps) {
  const { projects, editing, deleting, notice } = loaderData;
  const editHeading = useRef<HTMLHeadingElement>(null);
  const failure = actionData && !actionData.ok ? actionData : undefined;
  const formFailure = (intent: "create" | "update") => (failure?.intent === intent ? failure : undefined);
  const otherFailure = failure && failure.intent !== "create" && failure.intent !== "update" ? failure : undefined;

  // Opening the edit panel moves focus to it, so keyboard and screen-reader users land there.
  const editingId = editing?.id;
  useEffect(() => {
    if (editingId) editHeading.current?.focus();
  }, [editingId]);

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-bold text-navy-900 sm:text-4xl">Portfolio Management</h1>
      <p className="mt-2 max-w-2xl text-muted">
        Add projects, upload their photos and choose what the public portfolio shows. A new project starts as a draft; Publish
        puts it in the portfolio grid, Unlist keeps only its own page, Unpublish hides it.
      </p>

      <FlashNotice notice={notice} className="mt-6" />
      {otherFailure ? (
        <p role="alert" className="mt-6 rounded-lg bg-red-50 p-4 font-medium text-red-800 ring-1 ring-red-700/30">
          {otherFailure.message}
        </p>
      ) : null}

      <div className="mt-8 space-y-8">
        {deleting ? <DeleteConfirmationPanel id={deleting.id} title={deleting.title} /> : null}

        {editing ? (
          <section aria-labelledby="edit-project-heading" className="rounded-2xl bg-white p-6 shadow-card ring-2 ring-pool-700/40 sm:p-8">
            <h2 id="edit-project-heading" ref={editHeading} tabIndex={-1} className="text-2xl font-bold text-navy-900 outline-none">
              Edit Project
            </h2>
            <p className="mt-1 text-muted">
              {editing.title} <span className="text-sm">(/{editing.id})</span>
            </p>
            <div className="mt-6">
              <ProjectForm
                key={`${editing.id}@${editing.version}`}
                mode="update"
                projectId={editing.id}
                values={editing.values}
                images={editing.images}
                failure={formFailure("update")}
              />
            </div>
          </section>
        ) : null}

        <section aria-labelledby="add-project-heading" className="rounded-2xl bg-white p-6 shadow-card sm:p-8">
          <h2 id="add-project-heading" className="text-2xl font-bold text-navy-900">
            Add New Project
          </h2>
          <div className="mt-6">
            {/* A new key after each created project empties the form and its picked images. */}
            <ProjectForm key={notice?.kind === "created" ? notice.id : "new"} mode="create" failure={formFailure("create")} />
          </div>
        </section>

        <section aria-labelledby="existing-projects-heading">
          <h2 id="existing-projects-heading" className="text-2xl font-bold text-navy-900">
            Existing Projects <span className="tabular text-lg font-semibold text-muted">({projects.length})</span>
          </h2>
          <ExistingProjects projects={projects} />
        </section>
      </div>
    </div>
  );
}
