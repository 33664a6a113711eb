import type { Db } from "#app/db/client.server.ts";
import { toRow } from "#app/features/portfolio/repository.server.ts";
import { launchProjects } from "#app/features/portfolio/seed-projects.ts";

/**
 * Inserts each launch project the first time this database sees it. A project already there is
 * never overwritten (admin edits survive restarts), and one the admin deleted is not brought
 * back: `project_seeds` remembers every id ever seeded. Two servers starting together against
 * PostgreSQL are safe: ON CONFLICT DO NOTHING makes the second insert of a marker wait for the
 * first transaction and then skip.
 */
export async function seedProjects(db: Db): Promise<{ inserted: string[] }> {
  return db.transaction().execute(async (trx) => {
    const inserted: string[] = [];
    for (const project of launchProjects) {
      const claimed = await trx
        .insertInto("project_seeds")
        .values({ id: project.id, seeded_at: new Date().toISOString() })
        .onConflict((conflict) => conflict.column("id").doNothing())
        .returning("id")
        .executeTakeFirst();
      if (!claimed) continue;
      const now = new Date().toISOString();
      const row = await trx
        .insertInto("projects")
        .values({ ...toRow(project), created_at: now, updated_at: now })
        .onConflict((conflict) => conflict.column("id").doNothing())
        .returning("id")
        .executeTakeFirst();
      if (row) inserted.push(row.id);
    }
    return { inserted };
  });
}
