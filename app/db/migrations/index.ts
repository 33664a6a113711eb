import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import type { Engine } from "../schema.ts";
import * as leads from "./0001-leads.ts";
import * as projects from "./0002-projects.ts";
import * as leadCapture from "./0003-lead-capture.ts";
import * as admin from "./0004-admin.ts";
import * as media from "./0005-media.ts";
import * as hardening from "./0006-hardening.ts";
import * as designs from "./0007-designs.ts";
import * as backupRuns from "./0008-backup-runs.ts";
import * as publicDataVersion from "./0009-public-data-version.ts";
import * as workspace from "./0011-workspace.ts";

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
};

export function migrationsFor(engine: Engine): Record<string, Migration> {
  return Object.fromEntries(
    Object.entries(migrations).map(([name, migration]) => [
      name,
      { up: (db: Kysely<unknown>) => migration.up(db, engine) },
    ]),
  );
}
