import type { Db } from "#app/db/client.server.ts";
import { toDate } from "#app/db/schema.ts";
import { formatRange } from "#app/features/design/estimate.ts";
import { designPath } from "#app/features/design/query.ts";
import { readQuoteDesign } from "#app/features/design/quote-design.ts";
import { formatLocal } from "#app/utils/time-zone.ts";
import type { Locale } from "#app/i18n/locale.ts";
import { renderingPagePath } from "#app/features/design/rendering-form.ts";

/** How many saved designs the inbox's tab lists, newest first. */
export const SAVED_DESIGNS_SHOWN = 100;

export interface SavedDesignItem {
  id: number;
  savedAt: string;
  email: string;
  description: string;
  ballpark: string;
  designHref: string | null;
  /** The reminder's state in words: not asked, waiting, sent, or why not. */
  reminder: string;
  /** The language of the page it was saved from: its e-mails went out in it. */
  locale: Locale;
  /** A photoreal rendering asked for with it (migration 0023): day or dusk and its state, in words; null when none. */
  rendering: { time: "day" | "dusk"; state: string; failed: boolean; pageHref: string | null } | null;
}

/** The inbox's "Saved designs" tab: every saved design's when, who, what and its reminder. */
export async function listSavedDesigns(db: Db): Promise<{ total: number; items: SavedDesignItem[] }> {
  const [count, rows] = await Promise.all([
    db.selectFrom("saved_designs").select((eb) => eb.fn.countAll<number | string>().as("n")).executeTakeFirstOrThrow(),
    db
      .selectFrom("saved_designs")
      .leftJoin("lead_outbox", (join) =>
        join.onRef("lead_outbox.lead_id", "=", "saved_designs.id").on("lead_outbox.lead_table", "=", "saved_designs").on("lead_outbox.kind", "=", "design-reminder"),
      )
      .leftJoin("render_jobs", "render_jobs.id", "saved_designs.render_job_id")
      .select([
        "saved_designs.id",
        "saved_designs.created_at",
        "saved_designs.email",
        "saved_designs.design",
        "saved_designs.remind",
        "saved_designs.unsubscribed_at",
        "saved_designs.locale",
        "lead_outbox.status as reminderStatus",
        "lead_outbox.next_attempt_at as reminderDue",
        "lead_outbox.sent_at as reminderSent",
        "lead_outbox.last_error as reminderNote",
        "saved_designs.render_time",
        "saved_designs.render_token",
        "render_jobs.status as renderStatus",
        "render_jobs.attempts as renderAttempts",
        "render_jobs.last_error as renderError",
      ])
      .orderBy("saved_designs.created_at", "desc")
      .orderBy("saved_designs.id", "desc")
      .limit(SAVED_DESIGNS_SHOWN)
      .execute(),
  ]);
  const items = rows.map((row) => {
    const design = readQuoteDesign(row.design);
    return {
      id: Number(row.id),
      savedAt: formatLocal(toDate(row.created_at)),
      email: row.email,
      description: design?.description ?? "Design could not be read",
      ballpark: design ? formatRange(design.estimate.low, design.estimate.high) : "",
      designHref: design ? designPath(design.design) : null,
      reminder: reminderText(row),
      locale: row.locale,
      rendering: row.render_time
        ? {
            time: row.render_time,
            state: renderingText(row.renderStatus, Number(row.renderAttempts ?? 0), row.renderError),
            failed: row.renderStatus === "failed",
            pageHref: row.render_token ? renderingPagePath(row.render_token, row.locale) : null,
          }
        : null,
    };
  });
  return { total: Number(count.n), items };
}

function renderingText(status: string | null, attempts: number, error: string | null): string {
  if (status === "done") return "Rendered and e-mailed";
  if (status === "running") return `Rendering now (attempt ${attempts})`;
  if (status === "queued") return attempts > 0 ? `Queued again after ${attempts} failed attempt${attempts === 1 ? "" : "s"}` : "Queued";
  if (status === "failed") return `Failed after ${attempts} attempt${attempts === 1 ? "" : "s"}; the visitor was told${error ? ` (${error.slice(0, 200)})` : ""}`;
  return "Unknown";
}

function reminderText(row: {
  remind: number;
  unsubscribed_at: Date | string | null;
  reminderStatus: string | null;
  reminderDue: Date | string | null;
  reminderSent: Date | string | null;
  reminderNote: string | null;
}): string {
  if (row.remind !== 1) return "Not asked for";
  if (row.reminderStatus === "sent" && row.reminderSent) return `Sent ${formatLocal(toDate(row.reminderSent))}`;
  if (row.reminderStatus === "pending" && row.reminderDue) return `Due ${formatLocal(toDate(row.reminderDue))}`;
  if (row.unsubscribed_at) return "Unsubscribed";
  return `Not sent${row.reminderNote ? `: ${row.reminderNote}` : ""}`;
}
