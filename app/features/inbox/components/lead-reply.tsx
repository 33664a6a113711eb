import { buttonClass } from "#app/components/ui/button-style.ts";
import { Form, Link } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { controlClass } from "#app/components/ui/input.tsx";
import { CsrfInput } from "#app/features/auth/csrf.tsx";
import { Section } from "#app/components/ui/section.tsx";
import type { LeadPageView } from "#app/features/inbox/lead-page.server.ts";
import { REPLY_BODY_MAX, REPLY_SUBJECT_MAX } from "#app/features/replies/limits.ts";

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
              {templates.map((template) => (
                <option key={template.id} value={template.id}>
                  {template.name}
                </option>
              ))}
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
        <div>
          <label htmlFor="reply-subject" className="block text-sm font-semibold text-ink">
            Subject
          </label>
          <input id="reply-subject" name="subject" required maxLength={REPLY_SUBJECT_MAX} defaultValue={replyDraft.subject} className={controlClass} />
        </div>
        <div>
          <label htmlFor="reply-body" className="block text-sm font-semibold text-ink">
            Message
          </label>
          <textarea
            id="reply-body"
            name="body"
            rows={6}
            required
            maxLength={REPLY_BODY_MAX}
            defaultValue={replyDraft.body}
            aria-invalid={replyError ? true : undefined}
            aria-describedby={replyError ? "reply-error" : undefined}
            className={controlClass}
          />
        </div>
        {replyError ? (
          <p id="reply-error" role="alert" className="text-sm font-medium text-red-700">
            {replyError}
          </p>
        ) : null}
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
