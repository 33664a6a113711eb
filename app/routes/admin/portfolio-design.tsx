import { Form, data, redirect } from "react-router";
import { z } from "zod";
import { Button } from "#app/components/ui/button.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { MANAGEMENT_PATH, managementDesignPath } from "#app/config/admin-paths.ts";
import { getDb } from "#app/db/db.server.ts";
import { CsrfInput } from "#app/features/auth/csrf.tsx";
import { requireAdmin } from "#app/features/auth/guard.server.ts";
import { DesignPlan } from "#app/features/design/components/design-plan.tsx";
import { describeDesign } from "#app/features/design/description.ts";
import { designQuery } from "#app/features/design/query.ts";
import { setProjectDesign } from "#app/features/portfolio/admin/manage.server.ts";
import { designFromForm, editProjectDesignPath } from "#app/features/portfolio/project-design.ts";
import { createProjectRepository } from "#app/features/portfolio/repository.server.ts";
import { parseForm } from "#app/modules/http/parse-form.server.ts";
import { adminHeaders, adminMeta } from "#app/routes/admin/admin-page.ts";
import type { Route } from "./+types/portfolio-design";
import { designerText } from "#app/features/design/designer-text.ts";

export const meta: Route.MetaFunction = ({ params }) => adminMeta("Project design", managementDesignPath(params.id));
export const headers: Route.HeadersFunction = () => adminHeaders;

const invalidDesign = "This design could not be read. Open the project in the designer and press “Save to project” again.";

/**
 * A project's pool design. The designer's "Save to project" lands here with the design in the
 * query (a GET: the public designer holds no session token); the owner sees it and saves it with
 * a POST that carries the session's CSRF token, or removes the project's design.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request, "portfolio");
  const project = await createProjectRepository(getDb()).find(params.id);
  if (!project) throw data(null, { status: 404, headers: adminHeaders });
  const search = new URL(request.url).searchParams;
  const proposed = search.size > 0 ? designFromForm(search) : null;
  const toShow = proposed ?? project.design;
  return data(
    {
      id: project.id,
      title: project.title,
      proposed: proposed ? designQuery(proposed) : null,
      error: search.size > 0 && !proposed ? invalidDesign : null,
      saved: project.design !== null,
      shown: toShow ? { design: toShow, description: describeDesign(toShow, designerText("en")) } : null,
      designerHref: editProjectDesignPath(project.id, toShow),
    },
    { status: search.size > 0 && !proposed ? 400 : 200, headers: adminHeaders },
  );
}

const ActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("save"), design: z.string().max(1024) }),
  z.object({ intent: z.literal("remove") }),
]);

export async function action({ request, params }: Route.ActionArgs) {
  const { user } = await requireAdmin(request, "portfolio");
  const submission = await parseForm(request, ActionSchema);
  if (!submission.success) return data({ error: submission.message }, { status: 400, headers: adminHeaders });
  const input = submission.data;
  const design = input.intent === "save" ? designFromForm(new URLSearchParams(input.design)) : null;
  if (input.intent === "save" && !design) return data({ error: invalidDesign }, { status: 400, headers: adminHeaders });
  const project = await setProjectDesign(getDb(), user, params.id, design);
  if (!project) throw data(null, { status: 404, headers: adminHeaders });
  throw redirect(`${MANAGEMENT_PATH}?done=${input.intent === "save" ? "design-saved" : "design-removed"}`);
}

export default function ProjectDesignPage({ loaderData, actionData }: Route.ComponentProps) {
  const { title, proposed, shown, saved, designerHref } = loaderData;
  const error = actionData?.error ?? loaderData.error;
  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-8 sm:px-6 lg:px-8">
      <div>
        <h1 className="text-3xl font-bold text-navy-900">Project design</h1>
        <p className="mt-1 text-muted">{title}</p>
      </div>
      <Section title="The pool">
        {error ? (
          <p role="alert" className="mb-4 rounded-lg bg-red-50 p-3 font-semibold text-red-800 ring-1 ring-red-700/30">
            {error}
          </p>
        ) : null}
        <p className="text-muted">
          {proposed
            ? "The design from the designer. Save it to show it with the project and to let visitors start from it (“Design one like this”)."
            : saved
              ? "The project's design. Visitors can start from it (“Design one like this”)."
              : "This project has no design yet. Draw it in the designer, then press “Save to project”."}
        </p>
        {shown ? (
          <div className="mt-4 grid gap-4 md:grid-cols-[minmax(0,24rem)_1fr]">
            <div className="rounded-xl bg-sand-50 p-3 ring-1 ring-slate-200">
              <DesignPlan design={shown.design} description={shown.description} text={designerText("en")} id="project-design-plan" />
            </div>
            <p className="text-ink" data-testid="project-design-description">
              {shown.description}
            </p>
          </div>
        ) : null}
        <div className="mt-6 flex flex-wrap items-center gap-3">
          {proposed ? (
            <Form method="post">
              <CsrfInput />
              <input type="hidden" name="intent" value="save" />
              <input type="hidden" name="design" value={proposed} />
              <Button>Save this design to the project</Button>
            </Form>
          ) : null}
          <a href={designerHref} className="inline-flex min-h-11 items-center font-semibold text-pool-700 underline underline-offset-4">
            {shown ? "Open in the designer" : "Draw it in the designer"}
          </a>
          {saved ? (
            <Form method="post">
              <CsrfInput />
              <input type="hidden" name="intent" value="remove" />
              <Button variant="danger">Remove the design</Button>
            </Form>
          ) : null}
          <a href={MANAGEMENT_PATH} className="inline-flex min-h-11 items-center font-semibold text-pool-700 underline underline-offset-4">
            Back to Portfolio Management
          </a>
        </div>
      </Section>
    </div>
  );
}
