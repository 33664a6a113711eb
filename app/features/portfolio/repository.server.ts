import { sql, type Insertable, type Selectable, type Updateable } from "kysely";
import type { Db } from "#app/db/client.server.ts";
import { toDate, toStringList, type ProjectsTable, type ProjectStatus } from "#app/db/schema.ts";
import { projectImagesSchema } from "#app/features/portfolio/project-image-schema.ts";
import { designQuery } from "#app/features/design/query.ts";
import { readStoredDesign } from "#app/features/portfolio/project-design.ts";
import { readProjectSpanish, type ProjectSpanish } from "#app/features/portfolio/project-language.ts";
import { HOME_FEATURED_LIMIT, type NewProject, type Project, type ProjectChanges } from "#app/features/portfolio/project.ts";

/** Statuses that have a public page; drafts are visible in the admin only. */
const PUBLIC_STATUSES: ProjectStatus[] = ["published", "unlisted"];

export function createProjectRepository(db: Db) {
  const projects = () => db.selectFrom("projects").selectAll();

  /**
   * Applies the given fields and bumps updated_at; undefined when the id does not exist. Going
   * public for the first time records first_published_at, which pins the id from then on.
   */
  async function update(id: string, changes: ProjectChanges): Promise<Project | undefined> {
    const now = new Date().toISOString();
    const row = await db
      .updateTable("projects")
      .set({
        ...toChangedColumns(changes),
        updated_at: now,
        ...(changes.status && PUBLIC_STATUSES.includes(changes.status)
          ? { first_published_at: sql<string>`coalesce(first_published_at, ${now})` }
          : {}),
      })
      .where("id", "=", id)
      .returningAll()
      .executeTakeFirst();
    return row && toProject(row);
  }

  return {
    /** The portfolio grid, in grid order. */
    async listPublished(): Promise<Project[]> {
      const rows = await projects().where("status", "=", "published").orderBy("sort_order").orderBy("id").execute();
      return rows.map(toProject);
    },

    /** Every project with a public page (published and unlisted), in grid order: the sitemap. */
    async listPublic(): Promise<Project[]> {
      const rows = await projects().where("status", "in", PUBLIC_STATUSES).orderBy("sort_order").orderBy("id").execute();
      return rows.map(toProject);
    },

    /** The home page's featured projects, in grid order; drafts never show. */
    async listFeatured(): Promise<Project[]> {
      const rows = await projects()
        .where("featured_on_home", "is not", null)
        .where("status", "in", PUBLIC_STATUSES)
        .orderBy("sort_order")
        .orderBy("id")
        .limit(HOME_FEATURED_LIMIT)
        .execute();
      return rows.map(toProject);
    },

    /** Admin: how many projects are marked featured, whatever their status. */
    async countFeatured(): Promise<number> {
      const row = await db
        .selectFrom("projects")
        .select((eb) => eb.fn.countAll().as("count"))
        .where("featured_on_home", "is not", null)
        .executeTakeFirst();
      return Number(row?.count ?? 0);
    },

    /** A project's public page: published or unlisted; a draft or unknown id is undefined. */
    async findPublic(id: string): Promise<Project | undefined> {
      const row = await projects().where("id", "=", id).where("status", "in", PUBLIC_STATUSES).executeTakeFirst();
      return row && toProject(row);
    },

    /** Admin: every project whatever its status, in grid order. */
    async listAll(): Promise<Project[]> {
      const rows = await projects().orderBy("sort_order").orderBy("id").execute();
      return rows.map(toProject);
    },

    /** Admin: one project whatever its status. */
    async find(id: string): Promise<Project | undefined> {
      const row = await projects().where("id", "=", id).executeTakeFirst();
      return row && toProject(row);
    },

    async create(input: NewProject): Promise<Project> {
      const now = new Date().toISOString();
      const row = await db
        .insertInto("projects")
        .values({ ...toRow(input), created_at: now, updated_at: now })
        .returningAll()
        .executeTakeFirstOrThrow();
      return toProject(row);
    },

    update,

    async setStatus(id: string, status: ProjectStatus): Promise<Project | undefined> {
      return update(id, { status });
    },

    /** Admin: inserts the project unless its id is taken (then undefined), safe against a concurrent insert. */
    async tryCreate(input: NewProject): Promise<Project | undefined> {
      const now = new Date().toISOString();
      const row = await db
        .insertInto("projects")
        .values({ ...toRow(input), created_at: now, updated_at: now })
        .onConflict((conflict) => conflict.column("id").doNothing())
        .returningAll()
        .executeTakeFirst();
      return row && toProject(row);
    },

    /**
     * Admin: moves a project that was never public to a new id; false when the new id is taken
     * or the project has been public (its URL is pinned).
     */
    async rename(id: string, newId: string): Promise<boolean> {
      if (await projects().where("id", "=", newId).executeTakeFirst()) return false;
      const result = await db
        .updateTable("projects")
        .set({ id: newId })
        .where("id", "=", id)
        .where("first_published_at", "is", null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** Admin: the sort order that puts a new project after every existing one. */
    async nextSortOrder(): Promise<number> {
      const row = await db
        .selectFrom("projects")
        .select((eb) => eb.fn.max("sort_order").as("last"))
        .executeTakeFirst();
      return Number(row?.last ?? 0) + 1;
    },

    /**
     * Admin: swaps the project with its neighbour in grid order and renumbers every project 1..n,
     * so positions stay distinct whatever they were. False when the id is unknown or already at
     * that end.
     */
    /**
     * Moves a published project within the public grid: one place up or down, or to its top or
     * bottom. Positions count published projects only (unlisted and draft ones keep their slots
     * and are stepped over), so every press changes what visitors see. False when the project is
     * not in the grid or already at that end.
     */
    async move(id: string, direction: "up" | "down" | "top" | "bottom"): Promise<boolean> {
      const rows = await db.selectFrom("projects").select(["id", "status"]).orderBy("sort_order").orderBy("id").execute();
      const grid = rows.filter((row) => row.status === "published").map((row) => row.id);
      const from = grid.indexOf(id);
      const to = { up: from - 1, down: from + 1, top: 0, bottom: grid.length - 1 }[direction];
      if (from === -1 || to < 0 || to >= grid.length || to === from) return false;
      grid.splice(from, 1);
      grid.splice(to, 0, id);
      const next = [...grid];
      const ids = rows.map((row) => (row.status === "published" ? next.shift()! : row.id));
      for (const [index, projectId] of ids.entries()) {
        await db.updateTable("projects").set({ sort_order: index + 1 }).where("id", "=", projectId).execute();
      }
      return true;
    },

    /** True when a project was deleted. */
    async delete(id: string): Promise<boolean> {
      const result = await db.deleteFrom("projects").where("id", "=", id).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}

export type ProjectRepository = ReturnType<typeof createProjectRepository>;

export function toRow(project: NewProject): Omit<Insertable<ProjectsTable>, "created_at" | "updated_at"> {
  return {
    id: project.id,
    status: project.status,
    sort_order: project.sortOrder,
    title: project.title,
    subtitle: project.subtitle,
    description: project.description,
    location: project.location,
    category: project.category,
    size: project.size,
    features: JSON.stringify(project.features),
    benefits: JSON.stringify(project.benefits),
    images: JSON.stringify(projectImagesSchema.parse(project.images)),
    featured_on_home: project.featuredOnHome ? 1 : null,
    first_published_at: project.status === "draft" ? null : new Date().toISOString(),
    design: project.design ? designQuery(project.design) : null,
    spanish: spanishColumn(project.spanish),
  };
}

function spanishColumn(spanish: ProjectSpanish | null | undefined): string | null {
  return spanish && Object.keys(spanish).length > 0 ? JSON.stringify(spanish) : null;
}

function toChangedColumns(changes: ProjectChanges): Updateable<ProjectsTable> {
  const columns: Updateable<ProjectsTable> = {};
  if (changes.status !== undefined) columns.status = changes.status;
  if (changes.sortOrder !== undefined) columns.sort_order = changes.sortOrder;
  if (changes.title !== undefined) columns.title = changes.title;
  if (changes.subtitle !== undefined) columns.subtitle = changes.subtitle;
  if (changes.description !== undefined) columns.description = changes.description;
  if (changes.location !== undefined) columns.location = changes.location;
  if (changes.category !== undefined) columns.category = changes.category;
  if (changes.size !== undefined) columns.size = changes.size;
  if (changes.features !== undefined) columns.features = JSON.stringify(changes.features);
  if (changes.benefits !== undefined) columns.benefits = JSON.stringify(changes.benefits);
  if (changes.images !== undefined) columns.images = JSON.stringify(projectImagesSchema.parse(changes.images));
  if (changes.featuredOnHome !== undefined) columns.featured_on_home = changes.featuredOnHome ? 1 : null;
  if (changes.design !== undefined) columns.design = changes.design ? designQuery(changes.design) : null;
  if (changes.spanish !== undefined) columns.spanish = spanishColumn(changes.spanish);
  return columns;
}

function toProject(row: Selectable<ProjectsTable>): Project {
  const images = typeof row.images === "string" ? JSON.parse(row.images) : row.images;
  return {
    id: row.id,
    status: row.status,
    sortOrder: Number(row.sort_order),
    title: row.title,
    subtitle: row.subtitle,
    description: row.description,
    location: row.location,
    category: row.category,
    size: row.size,
    features: toStringList(row.features),
    benefits: toStringList(row.benefits),
    images: projectImagesSchema.parse(images),
    featuredOnHome: row.featured_on_home !== null,
    createdAt: toDate(row.created_at),
    updatedAt: toDate(row.updated_at),
    firstPublishedAt: row.first_published_at === null ? null : toDate(row.first_published_at),
    design: readStoredDesign(row.design),
    spanish: readProjectSpanish(row.spanish),
  };
}
