import { Form } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { controlClass } from "#app/components/ui/input.tsx";
import { CsrfInput } from "#app/features/auth/csrf.tsx";
import { SelectOptions } from "#app/components/ui/select-options.tsx";

/**
 * What the Visits page and a lead's visit post to the Visits action alike: a visit's id and the
 * change asked for, and where to come back to (the lead page; the Visits page comes back to itself).
 */
export function VisitFormFields({ id, intent, back }: { id: number; intent: string; back?: string }) {
  return (
    <>
      <CsrfInput />
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="intent" value={intent} />
      {back === undefined ? null : <input type="hidden" name="back" value={back} />}
    </>
  );
}

/** "Mark done" and "Mark missed": a booked visit's outcome, one form each. */
export function VisitOutcomeForms({ id, action, back }: { id: number; action?: string; back?: string }) {
  return (
    <>
      {(["done", "missed"] as const).map((intent) => (
        <Form method="post" action={action} key={intent}>
          <VisitFormFields id={id} intent={intent} back={back} />
          <Button variant="outline">{intent === "done" ? "Mark done" : "Mark missed"}</Button>
        </Form>
      ))}
    </>
  );
}

/**
 * The owner's "Assign": the member a visit goes to. `compact` in the Visits page's rows, where the
 * label is read but not shown; labelled above the select on the lead page.
 */
export function AssignVisitForm({
  visit,
  members,
  action,
  back,
  compact = false,
}: {
  visit: { id: number; memberId: number };
  members: { id: number; email: string }[];
  action?: string;
  back?: string;
  compact?: boolean;
}) {
  return (
    <Form method="post" action={action} className={compact ? "flex items-end gap-2" : "flex flex-wrap items-end gap-2"}>
      <VisitFormFields id={visit.id} intent="assign" back={back} />
      <label className={compact ? "text-sm" : "text-sm font-semibold text-ink"}>
        {compact ? <span className="sr-only">Assign to</span> : "Assign to"}
        <select name="member" defaultValue={visit.memberId} className={compact ? controlClass : `mt-1 block ${controlClass}`}>
          <SelectOptions options={members.map((member) => ({ value: member.id, label: member.email }))} />
        </select>
      </label>
      <Button variant="outline">Assign</Button>
    </Form>
  );
}
