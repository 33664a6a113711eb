import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import type { Engine } from "#app/db/schema.ts";
import * as leads from "#app/db/migrations/0001-leads.ts";
import * as projects from "#app/db/migrations/0002-projects.ts";
import * as leadCapture from "#app/db/migrations/0003-lead-capture.ts";
import * as admin from "#app/db/migrations/0004-admin.ts";
import * as media from "#app/db/migrations/0005-media.ts";
import * as hardening from "#app/db/migrations/0006-hardening.ts";
import * as designs from "#app/db/migrations/0007-designs.ts";
import * as backupRuns from "#app/db/migrations/0008-backup-runs.ts";
import * as publicDataVersion from "#app/db/migrations/0009-public-data-version.ts";
import * as workspace from "#app/db/migrations/0011-workspace.ts";
import * as dashboard from "#app/db/migrations/0012-dashboard.ts";
import * as visitorMailHtml from "#app/db/migrations/0013-visitor-mail-html.ts";
import * as projectDesigns from "#app/db/migrations/0014-project-designs.ts";
import * as push from "#app/db/migrations/0015-push.ts";
import * as savedDesigns from "#app/db/migrations/0016-saved-designs.ts";
import * as leadLocale from "#app/db/migrations/0017-lead-locale.ts";
import * as outboundLimits from "#app/db/migrations/0018-outbound-limits.ts";
import * as recipientCounters from "#app/db/migrations/0020-recipient-counters.ts";
import * as projectSpanish from "#app/db/migrations/0021-project-spanish.ts";
import * as replyTemplates from "#app/db/migrations/0022-reply-templates.ts";
import * as renderJobs from "#app/db/migrations/0023-render-jobs.ts";
import * as bookings from "#app/db/migrations/0024-bookings.ts";
import * as visitSeries from "#app/db/migrations/0025-visit-series.ts";
import * as yardPhotos from "#app/db/migrations/0026-yard-photos.ts";
import * as presentations from "#app/db/migrations/0027-presentations.ts";
import * as yardMasks from "#app/db/migrations/0028-yard-masks.ts";
import * as renderJobsAsked from "#app/db/migrations/0029-render-jobs-asked.ts";

type EngineMigration = { up(db: Kysely<unknown>, engine: Engine): Promise<void> };

/** Every migration in order. Names are permanent: they are recorded in the database. */
const migrations: Record<string, EngineMigration> = {
  "0001-leads": leads,
  "0002-projects": projects,
  "0003-lead-capture": leadCapture,
  "0004-admin": admin,
  "0005-media": media,
  "0006-hardening": hardening,
  "0007-designs": designs,
  "0008-backup-runs": backupRuns,
  "0009-public-data-version": publicDataVersion,
  "0011-workspace": workspace,
  "0012-dashboard": dashboard,
  "0013-visitor-mail-html": visitorMailHtml,
  "0014-project-designs": projectDesigns,
  "0015-push": push,
  "0016-saved-designs": savedDesigns,
  "0017-lead-locale": leadLocale,
  "0018-outbound-limits": outboundLimits,
  "0020-recipient-counters": recipientCounters,
  "0021-project-spanish": projectSpanish,
  "0022-reply-templates": replyTemplates,
  "0023-render-jobs": renderJobs,
  "0024-bookings": bookings,
  "0025-visit-series": visitSeries,
  "0026-yard-photos": yardPhotos,
  "0027-presentations": presentations,
  "0028-yard-masks": yardMasks,
  "0029-render-jobs-asked": renderJobsAsked,
};

export function migrationsFor(engine: Engine): Record<string, Migration> {
  return Object.fromEntries(
    Object.entries(migrations).map(([name, migration]) => [
      name,
      { up: (db: Kysely<unknown>) => migration.up(db, engine) },
    ]),
  );
}
