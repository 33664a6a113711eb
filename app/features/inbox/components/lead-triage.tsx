import { Form } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { controlClass } from "#app/components/ui/input.tsx";
import { CsrfInput } from "#app/features/auth/csrf.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { leadStatusOptions } from "#app/features/inbox/filters.ts";
import type { LeadPageView } from "#app/features/inbox/lead-page.server.ts";
import { SelectOptions } from "#app/components/ui/select-options.tsx";

/** One choice saved by its own small form: the select, then the button that posts it. */
function ChoiceForm(props: {
  intent: string;
  id: string;
  name: string;
  label: string;
  value: string | number;
  options: readonly { value: string | number; label: string }[];
  submit: string;
}) {
  return (
    <Form method="post" className="flex flex-wrap items-end gap-3">
      <CsrfInput />
      <input type="hidden" name="intent" value={props.intent} />
      <div className="min-w-40 flex-1">
        <label htmlFor={props.id} className="block text-sm font-semibold text-ink">
          {props.label}
        </label>
        {/* Keyed by the saved value: after a save the select shows what is stored. */}
        <select id={props.id} name={props.name} defaultValue={props.value} key={props.value} className={controlClass}>
          <SelectOptions options={props.options} />
        </select>
      </div>
      <Button>
        {props.submit}
      </Button>
    </Form>
  );
}

/** The lead's status and who has it: the two forms the team uses most, first on a phone. */
export function LeadTriage({ lead, assignees }: Pick<LeadPageView, "lead" | "assignees">) {
  return (
    <>
      <Section title="Status">
        <ChoiceForm intent="status" id="lead-status" name="status" label="Lead status" value={lead.status} options={leadStatusOptions} submit="Save status" />
      </Section>

      <Section title="Assigned to">
        <ChoiceForm
          intent="assign"
          id="lead-assignee"
          name="member"
          label="Team member"
          value={lead.assignedTo ?? ""}
          options={[{ value: "", label: "Nobody" }, ...assignees.map((member) => ({ value: member.id, label: member.email }))]}
          submit="Assign"
        />
      </Section>
    </>
  );
}
