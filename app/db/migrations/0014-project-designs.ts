import type { Kysely } from "kysely";
import { launchProjectDesigns } from "#app/content/project-designs.ts";

/**
 * Each portfolio project may carry a pool design (its `/design` query string): the 3-D view of the
 * project and the start of "Design one like this". The launch projects already in a database get
 * the designs they are seeded with today (decision 028); the owner edits them from then on.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("projects").addColumn("design", "text").execute();
  const projects = db as Kysely<{ projects: { id: string; design: string | null } }>;
  for (const [id, design] of Object.entries(launchProjectDesigns)) {
    await projects.updateTable("projects").set({ design }).where("id", "=", id).where("design", "is", null).execute();
  }
}
