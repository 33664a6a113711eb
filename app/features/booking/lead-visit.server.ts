import type { Db } from "#app/db/client.server.ts";
import { listTeam } from "#app/features/auth/accounts.server.ts";
import type { LeadTable } from "#app/features/lead-records/lead-kinds.ts";
import { formatLocal } from "#app/utils/time-zone.ts";
import { slotChoices } from "#app/features/booking/slot-labels.ts";
import { currentOpenSlots, seriesOf, visitForLead } from "#app/features/booking/visits.server.ts";

/**
 * A lead's site visit as its admin page shows it (issue 42, point 5): when, who, its state and
 * calendar revision, and what may be done with it there: move it to an open time and mark it
 * done or missed (owner and staff), assign it to a member (the owner; decision 041).
 */
export async function leadVisit(db: Db, lead: { table: LeadTable; id: number }, { owner, path }: { owner: boolean; path: string }) {
  const visit = await visitForLead(db, lead);
  if (!visit) return null;
  const booked = visit.status === "booked";
  const members = (await listTeam(db)).filter((member) => member.disabledAt === null);
  const current = visit.starts_at;
  return {
    id: visit.id,
    when: formatLocal(new Date(current)),
    status: visit.status,
    monday: visit.local_day,
    member: members.find((member) => member.id === visit.admin_user_id)?.email ?? "a former member",
    memberId: visit.admin_user_id,
    revision: seriesOf(visit).sequence,
    back: path,
    // The open times, in office time, to move it to (its own is not among them: it is booked).
    moveTo: booked ? slotChoices((await currentOpenSlots(db)).filter((slot) => new Date(slot.start).toISOString() !== current), "en") : [],
    members: booked && owner ? members.map((member) => ({ id: member.id, email: member.email })) : [],
  };
}

export type LeadVisitView = NonNullable<Awaited<ReturnType<typeof leadVisit>>>;
