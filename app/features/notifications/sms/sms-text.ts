import { SMS_SEGMENT_LENGTH, gsm7Length, toGsm7 } from "#app/features/notifications/sms/gsm7.ts";

/**
 * The owner's text of a new lead: its headline and its link, in plain GSM-7 characters so it
 * costs one segment. A headline too long for one segment with the link is shortened ("...")
 * rather than the link, which must stay whole to open.
 */
export function leadSmsText(alert: { title: string; url: string }): string {
  const url = toGsm7(alert.url);
  let title = toGsm7(alert.title);
  const room = SMS_SEGMENT_LENGTH - gsm7Length(url) - 1;
  if (gsm7Length(title) > room && room > 3) {
    while (gsm7Length(title) > room - 3) title = title.slice(0, -1);
    title = `${title.trimEnd()}...`;
  }
  return `${title}\n${url}`;
}
