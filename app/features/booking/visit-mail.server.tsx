import { business } from "#app/config/business.ts";
import { absoluteUrl } from "#app/config/site.ts";
import { getT } from "#app/i18n/i18n.ts";
import { LOCALE_TAGS, type Locale } from "#app/i18n/locale.ts";
import { localizedPath } from "#app/i18n/route-table.ts";
import { officeDayAndTime } from "#app/utils/time-zone.ts";
import { emailCopy } from "#app/features/notifications/email-copy/email-copy.ts";
import { MailButton, MailHeading, MailLayout, MailText, renderMail } from "#app/features/notifications/mail-layout.server.tsx";
import type { LeadMail } from "#app/features/leads/capture/store.server.ts";
import { visitCancellation, visitInvitation } from "#app/features/booking/ics.server.ts";

/** "Tuesday, December 1, 9:00 AM" in the office's time zone, in the visitor's language. */
export function visitTime(start: number, locale: Locale): string {
  return officeDayAndTime(LOCALE_TAGS[locale]).format(new Date(start));
}

export interface VisitMailInput {
  /** `id` is the row (the reminder's tie); `uid` its first row's id (the calendar event's UID, kept through moves). */
  visit: { id: number; uid: number; start: number; end: number; sequence: number };
  name: string;
  /** Where the visit is: the lead's address or area; the office's when it gave none. */
  place: string | null;
  reference: string;
  locale: Locale;
  /** The signed link token (visits.server.ts). */
  linkToken: string;
  moved?: boolean;
}

/** The calendar event of a visit, as its invitation and its cancellation both describe it. */
function visitEvent({ visit, locale }: Pick<VisitMailInput, "visit" | "locale">) {
  const t = getT(locale, "booking");
  const company = business.name;
  return {
    id: visit.uid,
    start: visit.start,
    end: visit.end,
    sequence: visit.sequence,
    summary: t("mail.eventSummary", { company }),
    description: t("mail.eventDescription", { company, phone: business.phone.display }),
  };
}

const placeOf = (place: string | null) => place || `${business.address.street}, ${business.address.city}`;

/** The visitor's confirmation (with the .ics and the move/cancel links) and the reminder the day before. */
export async function visitMails(input: VisitMailInput): Promise<LeadMail[]> {
  const t = getT(input.locale, "booking");
  const when = visitTime(input.visit.start, input.locale);
  const place = placeOf(input.place);
  const manage = absoluteUrl(`${localizedPath("/book/visit", input.locale)}?t=${encodeURIComponent(input.linkToken)}`);
  const company = business.name;
  const ics = visitInvitation(visitEvent(input), input.place);
  const copy = emailCopy(input.locale);
  const confirmation = await renderMail(
    <MailLayout preview={t("mail.subject", { when })} copy={copy}>
      <MailHeading>{t(input.moved ? "manage.title" : "booked.title")}</MailHeading>
      <MailText>{t("mail.greeting", { name: input.name })}</MailText>
      <MailText>{t("mail.body", { company, when, place })}</MailText>
      <MailText>{t("mail.reference", { reference: input.reference })}</MailText>
      <MailButton href={manage}>{t("manage.move")}</MailButton>
      <MailText>{t("mail.change", { url: manage })}</MailText>
      <MailText>{t("mail.cancel", { url: manage })}</MailText>
      <MailText>{t("mail.signOff", { company })}</MailText>
    </MailLayout>,
  );
  const reminder = await renderMail(
    <MailLayout preview={t("mail.reminderSubject", { when })} copy={copy}>
      <MailText>{t("mail.greeting", { name: input.name })}</MailText>
      <MailText>{t("mail.reminderBody", { company, when, place })}</MailText>
      <MailText>{t("mail.change", { url: manage })}</MailText>
      <MailText>{t("mail.signOff", { company })}</MailText>
    </MailLayout>,
  );
  return [
    { kind: "confirmation", subject: t(input.moved ? "mail.movedSubject" : "mail.subject", { when }), ...confirmation, ics, bookingId: input.visit.id },
    {
      kind: "visit-reminder",
      subject: t("mail.reminderSubject", { when }),
      ...reminder,
      bookingId: input.visit.id,
      sendAt: new Date(input.visit.start - 24 * 3_600_000),
    },
  ];
}

/** The visitor's cancellation: the calendar event withdrawn (same UID, higher SEQUENCE) and a link to book again. */
export async function visitCanceledMail(input: Omit<VisitMailInput, "linkToken" | "moved">): Promise<LeadMail> {
  const t = getT(input.locale, "booking");
  const when = visitTime(input.visit.start, input.locale);
  const company = business.name;
  const again = absoluteUrl(localizedPath("/book", input.locale));
  const ics = visitCancellation(visitEvent(input), input.place);
  const mail = await renderMail(
    <MailLayout preview={t("mail.canceledSubject", { when })} copy={emailCopy(input.locale)}>
      <MailHeading>{t("manage.canceled")}</MailHeading>
      <MailText>{t("mail.greeting", { name: input.name })}</MailText>
      <MailText>{t("mail.canceledBody", { company, when })}</MailText>
      <MailText>{t("mail.reference", { reference: input.reference })}</MailText>
      <MailText>{t("mail.bookAgain", { url: again })}</MailText>
      <MailText>{t("mail.signOff", { company })}</MailText>
    </MailLayout>,
  );
  return { kind: "confirmation", subject: t("mail.canceledSubject", { when }), ...mail, ics, bookingId: input.visit.id };
}
