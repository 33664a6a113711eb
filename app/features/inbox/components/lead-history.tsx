import type { ReactNode } from "react";
import { Section } from "#app/components/ui/section.tsx";
import type { LeadPageView } from "#app/features/inbox/lead-page.server.ts";

/** What an outbox item is and how its delivery went: "Confirmation · Sent", then when and any detail. */
function DeliveryLines({ item, wrap = false }: { item: { title: string; at: string; delivery: { label: string; detail?: string | null } }; wrap?: boolean }) {
  return (
    <>
      <p className="font-semibold text-ink">
        {item.title} · {item.delivery.label}
      </p>
      <p className={wrap ? "text-sm break-words text-muted" : "text-sm text-muted"}>
        {item.at}
        {item.delivery.detail ? ` · ${item.delivery.detail}` : ""}
      </p>
    </>
  );
}

/**
 * A section of the lead's history, oldest first. With nothing in it yet, it says what that means
 * (`empty`), or it is left out.
 */
function ListSection({ title, listClassName, empty, children }: { title: string; listClassName: string; empty?: string; children: ReactNode[] }) {
  if (children.length === 0 && !empty) return null;
  return (
    <Section title={title}>
      {children.length > 0 ? <ol className={listClassName}>{children}</ol> : <p className="text-sm text-muted">{empty}</p>}
    </Section>
  );
}

/** Every e-mail sent to the visitor about this lead, with its delivery state. */
export function LeadVisitorMail({ visitorMail }: Pick<LeadPageView, "visitorMail">) {
  return (
    <ListSection title="E-mails to the visitor" listClassName="space-y-4" empty="None: the visitor left no e-mail address, or the entry was flagged as spam.">
      {visitorMail.map((mail) => (
        <li key={mail.key}>
          <DeliveryLines item={mail} />
          <details className="mt-1 text-sm">
            <summary className="cursor-pointer font-semibold text-pool-800">{mail.subject}</summary>
            <p className="mt-2 break-words whitespace-pre-wrap text-ink">{mail.body}</p>
          </details>
        </li>
      ))}
    </ListSection>
  );
}

/** The owner's text message and pushes of the new lead, with their delivery state: never mail to the visitor. */
export function LeadTeamAlerts({ teamAlerts }: Pick<LeadPageView, "teamAlerts">) {
  return (
    <ListSection title="Texts and pushes to the team" listClassName="space-y-2">
      {teamAlerts.map((alert) => (
        <li key={alert.key}>
          <DeliveryLines item={alert} wrap />
        </li>
      ))}
    </ListSection>
  );
}

/** Who did what to the lead, oldest first. */
export function LeadActivityLog({ activity }: Pick<LeadPageView, "activity">) {
  return (
    <ListSection title="Activity" listClassName="space-y-2 text-sm" empty="No changes yet.">
      {activity.map((entry) => (
        <li key={entry.key}>
          <span className="text-muted">{entry.at}</span>
          <span className="block break-words text-ink">{entry.text}</span>
        </li>
      ))}
    </ListSection>
  );
}
