import { buttonClass } from "#app/components/ui/button-style.ts";
import { Form, Link } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { controlClass } from "#app/components/ui/input.tsx";
import { CsrfInput } from "#app/features/auth/csrf.tsx";
import { Section } from "#app/components/ui/section.tsx";
import type { LeadPageView } from "#app/features/inbox/lead-page.server.ts";
import { ReplyFields } from "#app/features/replies/components/reply-fields.tsx";
import { SelectOptions } from "#app/components/ui/select-options.tsx";

type LeadReplyProps = Pick<LeadPageView, "lead" | "templates" | "pickedTemplate" | "replyDraft" | "visitorMail" | "canEditTemplates"> & {
  replyError?: string;
};

/** A reply to the visitor by e-mail, optionally started from a template (picked with a plain GET form). */
export function LeadReply({ lead, templates, pickedTemplate, replyDraft, visitorMail, canEditTemplates, replyError }: LeadReplyProps) {
  return (
    <Section title="Reply by e-mail">
      {templates.length > 0 ? (
        <Form method="get" className="flex flex-wrap items-end gap-3">
          <div className="min-w-40 flex-1">
            <label htmlFor="reply-template" className="block text-sm font-semibold text-ink">
              Start from a template
            </label>
            <select id="reply-template" name="template" defaultValue={pickedTemplate ?? ""} className={controlClass}>
              <option value="">None</option>
              <SelectOptions options={templates.map((template) => ({ value: template.id, label: template.name }))} />
            </select>
          </div>
          <button type="submit" className={buttonClass({ variant: "outline", size: "md", shape: "rounded" })}>
            Use template
          </button>
        </Form>
      ) : null}
      <Form method="post" className="mt-4 space-y-3" key={`${pickedTemplate ?? "none"}-${visitorMail.length}`}>
        <CsrfInput />
        <input type="hidden" name="intent" value="reply" />
        <p className="text-sm break-all text-muted">To {lead.email}</p>
        <ReplyFields idPrefix="reply" bodyLabel="Message" subject={replyDraft.subject} body={replyDraft.body} error={replyError} />
        <Button>
          Send reply
        </Button>
      </Form>
      {canEditTemplates ? (
        <p className="mt-3 text-sm">
          <Link to="/admin/templates" className="inline-flex min-h-11 items-center font-semibold text-pool-800 underline underline-offset-4">
            Edit reply templates
          </Link>
        </p>
      ) : null}
    </Section>
  );
}
