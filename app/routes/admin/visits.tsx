import { Form, data, redirect } from "react-router";
import { z } from "zod";
import { Button } from "#app/components/ui/button.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { controlClass } from "#app/components/ui/input.tsx";
import { absoluteUrl } from "#app/config/site.ts";
import { getDb, getDbHandle } from "#app/db/db.server.ts";
import { listTeam } from "#app/features/auth/accounts.server.ts";
import { CsrfInput } from "#app/features/auth/csrf.tsx";
import { requireAdmin } from "#app/features/auth/guard.server.ts";
import { canOpen, ROLE_REFUSAL } from "#app/features/auth/roles.ts";
import { parseForm } from "#app/modules/http/parse-form.server.ts";
import { formatLocal } from "#app/utils/time-zone.ts";
import { assignVisit, recordOutcome, saveMemberHours, weekdays, weekVisits } from "#app/features/booking/admin-visits.server.ts";
import { createFeed, liveFeedSecret, revokeFeed } from "#app/features/booking/feeds.server.ts";
import { findVisit, memberRules } from "#app/features/booking/visits.server.ts";
import { changeVisit } from "#app/features/booking/book.server.ts";
import { chosenStart } from "#app/features/booking/slot-field.ts";
import { AssignVisitForm, VisitOutcomeForms } from "#app/features/booking/components/visit-forms.tsx";
import type { Weekday, WeeklyHours } from "#app/features/booking/availability.ts";
import type { Route } from "./+types/visits";
import { adminHeaders, adminMeta } from "#app/routes/admin/admin-page.ts";

/** `/admin/visits`: the week's site visits, each member's calendar feed, and (owner) the hours for visits. */
export const meta: Route.MetaFunction = () => adminMeta("Visits", "/admin/visits");
export const headers: Route.HeadersFunction = () => adminHeaders;

export async function loader({ request }: Route.LoaderArgs) {
  const { user } = await requireAdmin(request, "visits");
  const db = getDb();
  const url = new URL(request.url);
  const week = await weekVisits(db, url.searchParams.get("week") ?? "");
  const secret = await liveFeedSecret(db, user.id);
  const owner = canOpen(user.role, "team");
  const team = (await listTeam(db)).filter((member) => member.disabledAt === null);
  const rules = await memberRules(db);
  return {
    week: { ...week, visits: week.visits.map((visit) => ({ ...visit, when: formatLocal(new Date(visit.start)) })) },
    feedUrl: secret ? absoluteUrl(`/calendar/${secret}.ics`) : null,
    owner,
    members: team.map((member) => ({ id: member.id, email: member.email, rules: rules.find((rule) => rule.memberId === member.id) ?? null })),
    weekdays,
  };
}

const id = z.coerce.number().int().positive();
/** Where a change made from a lead's page returns: that lead's page (only such a path). */
const back = z
  .string()
  .regex(/^\/admin\/leads\/(quote|contact)\/\d{1,12}$/)
  .optional();
const minutes = (min: number, max: number) => z.coerce.number().int().min(min).max(max);
const ActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("feed") }),
  z.object({ intent: z.literal("revoke-feed") }),
  z.object({ intent: z.enum(["done", "missed"]), id, back }),
  z.object({ intent: z.literal("assign"), id, member: id, back }),
  z.object({ intent: z.literal("move"), id, start: z.string().refine((value) => chosenStart(value) !== null, "Choose an open time."), back }),
  z.object({
    intent: z.literal("hours"),
    member: id,
    takes: z.string().optional(),
    daysOff: z.string().max(2000).default(""),
    visitMinutes: minutes(30, 480),
    bufferMinutes: minutes(0, 240),
    maxPerDay: minutes(1, 20),
    ...Object.fromEntries(weekdays.flatMap(({ day }) => [[`start${day}`, z.string().default("")], [`end${day}`, z.string().default("")]])),
  }),
]);

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

export async function action({ request }: Route.ActionArgs) {
  const { user } = await requireAdmin(request, "visits");
  const submission = await parseForm(request, ActionSchema);
  if (!submission.success) return data({ error: submission.message }, { status: 400, headers: adminHeaders });
  const input = submission.data;
  const handle = getDbHandle();
  if (input.intent === "feed") await createFeed(handle.db, user.id);
  else if (input.intent === "revoke-feed") await revokeFeed(handle.db, user.id);
  else if (input.intent === "move") {
    // Staff may move a visit (decision 041): the family rings whoever answers.
    const visit = await findVisit(handle.db, input.id);
    if (!visit || visit.status !== "booked") return data({ error: "That visit is no longer booked." }, { status: 409, headers: adminHeaders });
    const outcome = await changeVisit(handle, visit, { kind: "move", start: chosenStart(input.start)! }, "team");
    if (outcome.kind === "taken") return data({ error: "That time is no longer open: choose another." }, { status: 409, headers: adminHeaders });
    if (outcome.kind !== "moved") return data({ error: "That visit changed meanwhile: reload the page." }, { status: 409, headers: adminHeaders });
  } else if (input.intent !== "assign" && input.intent !== "hours") {
    if (!(await recordOutcome(handle.db, input.id, input.intent))) return data({ error: "That visit is no longer booked." }, { status: 409, headers: adminHeaders });
  } else if (input.intent === "assign") {
    if (!canOpen(user.role, "team")) return data({ error: ROLE_REFUSAL }, { status: 403, headers: adminHeaders });
    if (!(await assignVisit(handle, input.id, input.member))) return data({ error: "That member already has a visit at that time, or the visit is no longer booked." }, { status: 409, headers: adminHeaders });
  } else if (input.intent === "hours") {
    if (!canOpen(user.role, "team")) return data({ error: ROLE_REFUSAL }, { status: 403, headers: adminHeaders });
    const weeklyHours: WeeklyHours = {};
    for (const { day, label } of weekdays) {
      const times = input as unknown as Record<string, string | undefined>;
      const start = times[`start${day}`] ?? "";
      const end = times[`end${day}`] ?? "";
      if (!start && !end) continue;
      if (!TIME.test(start) || !TIME.test(end) || end <= start) return data({ error: `${label}: give a start and an end as HH:MM, the end after the start.` }, { status: 400, headers: adminHeaders });
      weeklyHours[day as Weekday] = [{ start, end }];
    }
    const daysOff = input.daysOff.split(/[\s,]+/).filter(Boolean);
    const bad = daysOff.find((day) => !/^\d{4}-\d{2}-\d{2}$/.test(day));
    if (bad) return data({ error: `Days off: "${bad}" is not a date like 2026-12-24.` }, { status: 400, headers: adminHeaders });
    await saveMemberHours(handle.db, { memberId: input.member, takesVisits: input.takes === "on", weeklyHours, daysOff, visitMinutes: input.visitMinutes, bufferMinutes: input.bufferMinutes, maxPerDay: input.maxPerDay });
  }
  throw redirect("back" in input && input.back ? input.back : "/admin/visits?done=1");
}

export default function Visits({ loaderData, actionData }: Route.ComponentProps) {
  const { week, feedUrl, owner, members } = loaderData;
  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-8 sm:px-6 lg:px-8">
      <div>
        <h1 className="text-3xl font-bold text-navy-900">Site visits</h1>
        <p className="mt-1 text-muted">Visits families booked online, in office time (America/Chicago).</p>
      </div>
      <div role="alert" className="empty:hidden">
        {actionData?.error ? <p className="rounded-lg border border-red-700/30 bg-red-50 p-4 text-red-800">{actionData.error}</p> : null}
      </div>

      <Section title={`Week of ${week.monday}`}>
        <p className="flex gap-4">
          <a className="font-semibold text-pool-800 underline" href={`/admin/visits?week=${week.previous}`}>Previous week</a>
          <a className="font-semibold text-pool-800 underline" href={`/admin/visits?week=${week.next}`}>Next week</a>
        </p>
        {week.visits.length === 0 ? <p className="mt-4 text-muted">No visits this week.</p> : null}
        <ul className="mt-4 divide-y divide-sand-200">
          {week.visits.map((visit) => (
            <li key={visit.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div>
                <p className="font-semibold text-ink">
                  {visit.when} · <a className="text-pool-800 underline" href={`/admin/leads/${visit.lead.table === "quote_requests" ? "quote" : "contact"}/${visit.lead.id}`}>{visit.name}</a>
                </p>
                <p className="text-sm text-muted">
                  {visit.place ?? "No address given"} · {visit.member} · {visit.status}
                </p>
              </div>
              {visit.status === "booked" ? (
                <div className="flex flex-wrap gap-2">
                  <VisitOutcomeForms id={visit.id} />
                  {owner ? (
                    <AssignVisitForm visit={visit} members={members} compact />
                  ) : null}
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      </Section>

      <Section title="Your calendar feed">
        <p className="text-muted">Subscribe to this address in Google Calendar (“From URL”), Apple Calendar or Outlook to see your visits there. Anyone with the address can read it: revoke it if it leaks.</p>
        {feedUrl ? <p className="mt-3 break-all font-mono text-sm">{feedUrl}</p> : null}
        <div className="mt-3 flex gap-2">
          <Form method="post">
            <CsrfInput />
            <input type="hidden" name="intent" value="feed" />
            <Button variant="outline">{feedUrl ? "Replace with a new address" : "Create my feed address"}</Button>
          </Form>
          {feedUrl ? (
            <Form method="post">
              <CsrfInput />
              <input type="hidden" name="intent" value="revoke-feed" />
              <Button variant="outline">Revoke</Button>
            </Form>
          ) : null}
        </div>
      </Section>

      {owner ? (
        <Section title="Hours for visits">
          <p className="text-muted">Open times are what these hours leave inside the business hours, never within the next 24 hours. Until you save hours for anyone, the first admin takes visits in the business hours.</p>
          {members.map((member) => (
            <Form method="post" key={member.id} className="mt-6 space-y-3 border-t border-sand-200 pt-4">
              <CsrfInput />
              <input type="hidden" name="intent" value="hours" />
              <input type="hidden" name="member" value={member.id} />
              <p className="font-semibold text-ink">{member.email}</p>
              <label className="flex items-center gap-2">
                <input type="checkbox" name="takes" defaultChecked={member.rules !== null} /> Takes site visits
              </label>
              <div className="grid gap-2 sm:grid-cols-2">
                {loaderData.weekdays.map(({ day, label }) => {
                  const window = member.rules?.weeklyHours[day]?.[0];
                  return (
                    <fieldset key={day} className="flex items-center gap-2">
                      <legend className="w-24 text-sm">{label}</legend>
                      <input aria-label={`${label} from`} name={`start${day}`} type="time" defaultValue={window?.start ?? ""} className={controlClass} />
                      <input aria-label={`${label} to`} name={`end${day}`} type="time" defaultValue={window?.end ?? ""} className={controlClass} />
                    </fieldset>
                  );
                })}
              </div>
              <div className="grid gap-3 sm:grid-cols-4">
                <label className="text-sm">Visit length (min)<input name="visitMinutes" type="number" min={30} max={480} defaultValue={member.rules?.visitMinutes ?? 90} className={controlClass} /></label>
                <label className="text-sm">Buffer (min)<input name="bufferMinutes" type="number" min={0} max={240} defaultValue={member.rules?.bufferMinutes ?? 30} className={controlClass} /></label>
                <label className="text-sm">Most visits a day<input name="maxPerDay" type="number" min={1} max={20} defaultValue={member.rules?.maxPerDay ?? 3} className={controlClass} /></label>
                <label className="text-sm">Days off (YYYY-MM-DD, comma-separated)<input name="daysOff" defaultValue={member.rules?.daysOff.join(", ") ?? ""} className={controlClass} /></label>
              </div>
              <Button>Save hours</Button>
            </Form>
          ))}
        </Section>
      ) : null}
    </div>
  );
}
