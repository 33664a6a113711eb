import { Form, data, redirect } from "react-router";
import { z } from "zod";
import { Button } from "#app/components/ui/button.tsx";
import { getDb } from "#app/db/db.server.ts";
import { CsrfInput } from "#app/features/auth/csrf.tsx";
import { requireAdmin } from "#app/features/auth/guard.server.ts";
import { parseForm } from "#app/modules/http/parse-form.server.ts";
import { Section } from "#app/components/ui/section.tsx";
import { placeholders } from "#app/features/replies/placeholders.ts";
import { REPLY_BODY_MAX, REPLY_SUBJECT_MAX } from "#app/features/replies/limits.ts";
import { ReplyFields } from "#app/features/replies/components/reply-fields.tsx";
import { deleteTemplate, listTemplates, saveTemplate } from "#app/features/replies/templates.server.ts";
import { controlClass } from "#app/components/ui/input.tsx";
import type { Route } from "./+types/templates";
import { adminHeaders, adminMeta } from "#app/routes/admin/admin-page.ts";
import { buttonClass } from "#app/components/ui/button-style.ts";

export const meta: Route.MetaFunction = () => adminMeta("Reply templates", "/admin/templates");
export const headers: Route.HeadersFunction = () => adminHeaders;

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request, "templates");
  const templates = await listTemplates(getDb());
  const done = new URL(request.url).searchParams.get("done");
  return {
    templates: templates.map(({ id, name, subject, body }) => ({ id, name, subject, body })),
    done: done === "saved" ? "Template saved." : done === "deleted" ? "Template deleted." : null,
  };
}

const TemplateSchema = z.object({
  id: z.union([z.literal("").transform(() => null), z.coerce.number().int().positive()]),
  name: z.string().trim().min(1, "Give the template a name.").max(80, "Keep the name under 80 characters."),
  subject: z.string().trim().min(1, "Write a subject.").max(REPLY_SUBJECT_MAX, `Keep the subject under ${REPLY_SUBJECT_MAX} characters.`),
  body: z.string().trim().min(1, "Write the text.").max(REPLY_BODY_MAX, `Keep the text under ${REPLY_BODY_MAX} characters.`),
});

const unknownTemplate = "Unknown template.";
/** Save unless the form says delete (a press of Enter in a field sends no intent). */
const ActionSchema = z.preprocess(
  (fields) => ({ intent: "save", ...(fields as object) }),
  z.discriminatedUnion("intent", [
    z.object({ intent: z.literal("delete"), id: z.coerce.number(unknownTemplate).int(unknownTemplate).positive(unknownTemplate) }),
    TemplateSchema.extend({ intent: z.literal("save") }),
  ]),
);

export async function action({ request }: Route.ActionArgs) {
  const { user } = await requireAdmin(request, "templates");
  const submission = await parseForm(request, ActionSchema);
  if (!submission.success) {
    const id = submission.values.intent === "delete" ? null : (submission.values.id ?? "");
    return data({ error: submission.message, id }, { status: 400, headers: adminHeaders });
  }
  const db = getDb();
  const input = submission.data;
  if (input.intent === "delete") {
    await deleteTemplate(db, user, input.id);
    throw redirect("/admin/templates?done=deleted");
  }
  if (!(await saveTemplate(db, user, input))) throw new Response("Not found", { status: 404 });
  throw redirect("/admin/templates?done=saved");
}

export default function Templates({ loaderData, actionData }: Route.ComponentProps) {
  const { templates, done } = loaderData;
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:px-6 lg:px-8">
      <div>
        <h1 className="text-3xl font-bold text-navy-900">Reply templates</h1>
        <p className="mt-1 text-muted">Ready-made replies the team picks on a lead page and edits before sending. These placeholders are filled in:</p>
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm" data-testid="placeholders">
          {placeholders.map((placeholder) => (
            <div key={placeholder.token} className="contents">
              <dt className="font-mono font-semibold text-ink">{placeholder.token}</dt>
              <dd className="text-muted">{placeholder.meaning}</dd>
            </div>
          ))}
        </dl>
      </div>
      <div role="status" className="empty:hidden">
        {done ? <p className="rounded-lg bg-aqua-100 p-4 text-ink ring-1 ring-aqua-700/30">{done}</p> : null}
      </div>
      {[...templates, { id: null, name: "", subject: "", body: "" }].map((template) => {
        const key = template.id === null ? "new" : String(template.id);
        const error = actionData && actionData.id === (template.id === null ? "" : String(template.id)) ? actionData.error : null;
        return (
          <Section key={key} title={template.id === null ? "New template" : template.name}>
            <Form method="post" className="space-y-4">
              <CsrfInput />
              <input type="hidden" name="id" value={template.id ?? ""} />
              <div>
                <label htmlFor={`template-${key}-name`} className="block text-sm font-semibold text-ink">
                  Name
                </label>
                <input id={`template-${key}-name`} name="name" required maxLength={80} defaultValue={template.name} className={controlClass} />
              </div>
              <ReplyFields idPrefix={`template-${key}`} bodyLabel="Text" subject={template.subject} body={template.body} error={error} />
              <div className="flex flex-wrap gap-3">
                <Button name="intent" value="save">
                  {template.id === null ? "Add template" : "Save template"}
                </Button>
                {template.id === null ? null : (
                  <button
                    type="submit"
                    name="intent"
                    value="delete"
                    formNoValidate
                    className={buttonClass({ variant: "danger", size: "md", shape: "rounded" })}
                  >
                    Delete<span className="sr-only"> {template.name}</span>
                  </button>
                )}
              </div>
            </Form>
          </Section>
        );
      })}
    </div>
  );
}
