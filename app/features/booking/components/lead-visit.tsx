import { Form } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { controlClass } from "#app/components/ui/input.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { AssignVisitForm, VisitFormFields, VisitOutcomeForms } from "#app/features/booking/components/visit-forms.tsx";
import type { LeadVisitView } from "#app/features/booking/lead-visit.server.ts";

const VISITS_ACTION = "/admin/visits";

/**
 * The lead page's site visit (issue 42, point 5): its time, member and state, and the forms that
 * move it, assign it (the owner) or mark it done or missed. They post to the Visits page's
 * action, which comes back here (`back`).
 */
export function LeadVisit({ visit }: { visit: LeadVisitView }) {
  const booked = visit.status === "booked";
  const hidden = (intent: string) => <VisitFormFields id={visit.id} intent={intent} back={visit.back} />;
  return (
    <Section title="Site visit">
      <p className="text-ink">
        <strong className="font-semibold">{visit.when}</strong> · {visit.member} · <span data-testid="visit-status">{visit.status}</span>
        {visit.revision > 0 ? ` · moved ${visit.revision === 1 ? "once" : `${visit.revision} times`}` : ""}{" "}
        <a className="font-semibold text-pool-800 underline" href={`/admin/visits?week=${visit.monday}`}>
          Open in Visits
        </a>
      </p>
      {booked ? (
        <div className="mt-4 space-y-4">
          <div className="flex flex-wrap gap-2">
            <VisitOutcomeForms id={visit.id} action={VISITS_ACTION} back={visit.back} />
          </div>
          {visit.moveTo.length > 0 ? (
            <Form method="post" action={VISITS_ACTION} className="flex flex-wrap items-end gap-2">
              {hidden("move")}
              <label className="text-sm font-semibold text-ink">
                Move to an open time
                <select name="start" required className={`mt-1 block ${controlClass}`}>
                  {visit.moveTo.map((day) => (
                    <optgroup key={day.label} label={day.label}>
                      {day.slots.map((slot) => (
                        <option key={slot.value} value={slot.value}>
                          {`${day.label}, ${slot.label}`}
                        </option>
                      ))}
                    </optgroup>
                  ))}
                </select>
              </label>
              <Button variant="outline">Move (the family is e-mailed)</Button>
            </Form>
          ) : null}
          {visit.members.length > 0 ? (
            <AssignVisitForm visit={visit} members={visit.members} action={VISITS_ACTION} back={visit.back} />
          ) : null}
        </div>
      ) : null}
    </Section>
  );
}
