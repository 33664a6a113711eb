import { Form } from "react-router";
import { controlClass } from "#app/components/ui/form-fields.tsx";
import { CsrfInput } from "#app/features/auth/csrf.tsx";
import { Section } from "#app/features/inbox/components/lead-sections.tsx";
import { leadStatusOptions } from "#app/features/inbox/filters.ts";
import type { LeadPageView } from "#app/features/inbox/lead-page.server.ts";

/** The lead's status and who has it: the two forms the team uses most, first on a phone. */
export function LeadTriage({ lead, assignees }: Pick<LeadPageView, "lead" | "assignees">) {
  return (
    <>
      <Section title="Status">
        <Form method="post" className="flex flex-wrap items-end gap-3">
          <CsrfInput />
          <input type="hidden" name="intent" value="status" />
          <div className="min-w-40 flex-1">
            <label htmlFor="lead-status" className="block text-sm font-semibold text-ink">
              Lead status
            </label>
            <select id="lead-status" name="status" defaultValue={lead.status} key={lead.status} className={controlClass}>
              {leadStatusOptions.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
          <button
            type="submit"
            className="inline-flex min-h-11 items-center rounded-lg bg-pool-700 px-4 font-semibold text-white hover:bg-pool-800"
          >
            Save status
          </button>
        </Form>
      </Section>

      <Section title="Assigned to">
        <Form method="post" className="flex flex-wrap items-end gap-3">
          <CsrfInput />
          <input type="hidden" name="intent" value="assign" />
          <div className="min-w-40 flex-1">
            <label htmlFor="lead-assignee" className="block text-sm font-semibold text-ink">
              Team member
            </label>
            <select id="lead-assignee" name="member" defaultValue={lead.assignedTo ?? ""} key={lead.assignedTo ?? ""} className={controlClass}>
              <option value="">Nobody</option>
              {assignees.map((member) => (
                <option key={member.id} value={member.id}>
                  {member.email}
                </option>
              ))}
            </select>
          </div>
          <button
            type="submit"
            className="inline-flex min-h-11 items-center rounded-lg bg-pool-700 px-4 font-semibold text-white hover:bg-pool-800"
          >
            Assign
          </button>
        </Form>
      </Section>
    </>
  );
}
