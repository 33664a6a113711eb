import { Form } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { CsrfInput } from "#app/features/auth/csrf.tsx";

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

/** The team members a visit can be assigned to, as a select's options. */
export function MemberOptions({ members }: { members: { id: number; email: string }[] }) {
  return members.map((member) => (
    <option key={member.id} value={member.id}>
      {member.email}
    </option>
  ));
}
