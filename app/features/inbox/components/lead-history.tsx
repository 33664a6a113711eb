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

/** Every e-mail sent to the visitor about this lead, with its delivery state. */
export function LeadVisitorMail({ visitorMail }: Pick<LeadPageView, "visitorMail">) {
  return (
      <Section title="E-mails to the visitor">
        {visitorMail.length > 0 ? (
          <ol className="space-y-4">
            {visitorMail.map((mail) => (
              <li key={mail.key}>
                <DeliveryLines item={mail} />
                <details className="mt-1 text-sm">
                  <summary className="cursor-pointer font-semibold text-pool-800">{mail.subject}</summary>
                  <p className="mt-2 break-words whitespace-pre-wrap text-ink">{mail.body}</p>
                </details>
              </li>
            ))}
          </ol>
        ) : (
          <p className="text-sm text-muted">None: the visitor left no e-mail address, or the entry was flagged as spam.</p>
        )}
      </Section>
  );
}

/** The owner's text message and pushes of the new lead, with their delivery state: never mail to the visitor. */
export function LeadTeamAlerts({ teamAlerts }: Pick<LeadPageView, "teamAlerts">) {
  return (
    <Section title="Texts and pushes to the team">
      <ol className="space-y-2">
        {teamAlerts.map((alert) => (
          <li key={alert.key}>
            <DeliveryLines item={alert} wrap />
          </li>
        ))}
      </ol>
    </Section>
  );
}

/** Who did what to the lead, oldest first. */
export function LeadActivityLog({ activity }: Pick<LeadPageView, "activity">) {
  return (
      <Section title="Activity">
        {activity.length > 0 ? (
          <ol className="space-y-2 text-sm">
            {activity.map((entry) => (
              <li key={entry.key}>
                <span className="text-muted">{entry.at}</span>
                <span className="block break-words text-ink">{entry.text}</span>
              </li>
            ))}
          </ol>
        ) : (
          <p className="text-sm text-muted">No changes yet.</p>
        )}
      </Section>
  );
}
