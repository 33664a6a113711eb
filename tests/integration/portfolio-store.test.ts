import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openDb, type DbHandle } from "#app/db/client.server.ts";
import { createProjectRepository } from "#app/features/portfolio/repository.server.ts";
import { seedProjects } from "#app/features/portfolio/seed.server.ts";
import { createTestDatabase, postgresAvailable } from "#tests/support/postgres.ts";

const GRID_ORDER = [
  "hartley-family-project",
  "delgado-family-project",
  "whitaker-family-project",
  "nguyen-family-project",
  "brennan-family-project",
  "okafor-family-project",
  "castillo-family-project",
  "mercer-family-project",
  "prescott-family-project",
];
const UNLISTED = [
  "serene-escape-project",
  "modern-retreat-project",
  "coastal-oasis-project",
  "ramirez-family-project",
  "sullivan-family-project",
];

/** The whole store contract, run once per engine. */
async function exerciseStore(handle: DbHandle) {
  await handle.migrate();
  const repo = createProjectRepository(handle.db);

  const first = await seedProjects(handle.db);
  expect(first.inserted).toHaveLength(14);
  const second = await seedProjects(handle.db);
  expect(second.inserted).toEqual([]);

  const all = await repo.listAll();
  expect(all).toHaveLength(14);
  expect(all.map((p) => p.id)).toEqual([...GRID_ORDER, ...UNLISTED]);
  expect((await repo.listPublished()).map((p) => p.id)).toEqual(GRID_ORDER);
  expect(all.filter((p) => p.status === "unlisted").map((p) => p.id)).toEqual(UNLISTED);
  expect((await repo.listPublic()).map((p) => p.id)).toEqual([...GRID_ORDER, ...UNLISTED]);

  // The home page shows its featured projects in grid order (decision 014).
  const featured = await repo.listFeatured();
  expect(featured.map((p) => [p.id, p.category, p.location])).toEqual([
    ["hartley-family-project", "Luxury Pool", "Pearland, TX"],
    ["nguyen-family-project", "Custom Pool & Spa", "Houston, TX"],
    ["brennan-family-project", "Backyard Oasis", "Friendswood, TX"],
  ]);

  const delgado = await repo.findPublic("delgado-family-project");
  expect(delgado).toMatchObject({ location: "Pearland, TX", size: "Custom Design", status: "published" });
  expect(delgado!.images).toHaveLength(8);
  expect(delgado!.images[0]).toEqual({
    kind: "generated",
    key: "project-delgado-family-project-1",
    alt: expect.stringMatching(/^\S.{20,}$/),
  });
  expect(delgado!.features.length).toBeGreaterThanOrEqual(5);
  expect(delgado!.benefits.length).toBeGreaterThanOrEqual(4);
  expect(delgado!.createdAt).toBeInstanceOf(Date);
  expect(await repo.findPublic("serene-escape-project")).toMatchObject({ status: "unlisted" });
  expect(await repo.findPublic("no-such-project")).toBeUndefined();

  // An admin edit survives the next start's seeding.
  const before = (await repo.find("hartley-family-project"))!;
  const edited = await repo.update("hartley-family-project", {
    title: "The Hartley Pool, Revisited",
    features: ["One new feature"],
  });
  expect(edited).toMatchObject({ title: "The Hartley Pool, Revisited", features: ["One new feature"] });
  expect(edited!.updatedAt.getTime()).toBeGreaterThanOrEqual(before.updatedAt.getTime());
  expect(edited!.subtitle).toBe(before.subtitle);

  // A draft is not public anywhere, and a deleted seed project is not resurrected.
  await repo.setStatus("nguyen-family-project", "draft");
  expect(await repo.delete("castillo-family-project")).toBe(true);
  expect(await repo.delete("castillo-family-project")).toBe(false);
  expect((await seedProjects(handle.db)).inserted).toEqual([]);

  expect((await repo.find("hartley-family-project"))!.title).toBe("The Hartley Pool, Revisited");
  expect(await repo.findPublic("nguyen-family-project")).toBeUndefined();
  expect((await repo.find("nguyen-family-project"))!.status).toBe("draft");
  expect((await repo.listFeatured()).map((p) => p.id)).toEqual(["hartley-family-project", "brennan-family-project"]);
  expect((await repo.listPublished()).map((p) => p.id)).not.toContain("nguyen-family-project");
  expect((await repo.listPublic()).map((p) => p.id)).not.toContain("nguyen-family-project");
  expect(await repo.find("castillo-family-project")).toBeUndefined();
  expect(await repo.listAll()).toHaveLength(13);

  // A project created in the admin carries both image kinds through the store.
  const created = await repo.create({
    id: "lee-family-project",
    status: "draft",
    sortOrder: 20,
    title: "The Lee Family Pool",
    subtitle: "A new build",
    description: "A description.",
    location: "Alvin, TX",
    category: "Family Pool",
    size: "~12,000 gal",
    features: ["Beach entry"],
    benefits: ["Fun"],
    images: [
      { kind: "upload", id: "b3c1", alt: "Pool at noon", width: 1600, height: 1067 },
      { kind: "generated", key: "project-lee-family-project-1", alt: "Illustration" },
    ],
    featuredOnHome: false,
  });
  expect(await repo.find("lee-family-project")).toEqual(created);
  expect(await repo.findPublic("lee-family-project")).toBeUndefined();
  await repo.setStatus("lee-family-project", "published");
  expect((await repo.listPublished()).at(-1)!.id).toBe("lee-family-project");
}

describe("portfolio store", () => {
  const sqliteDir = mkdtempSync(path.join(tmpdir(), "bayou-crest-portfolio-"));
  afterAll(() => rmSync(sqliteDir, { recursive: true, force: true }));

  it("seeds, reads and edits projects on SQLite", async () => {
    const handle = openDb({ dataDir: sqliteDir });
    try {
      await exerciseStore(handle);
    } finally {
      await handle.close();
    }
  });

  it("seeds, reads and edits projects on PostgreSQL, and two servers can seed at once", async (ctx) => {
    if (!(await postgresAvailable())) return ctx.skip();
    const database = await createTestDatabase();
    const handle = openDb({ databaseUrl: database.url, dataDir: sqliteDir });
    const other = openDb({ databaseUrl: database.url, dataDir: sqliteDir });
    try {
      await handle.migrate();
      const [a, b] = await Promise.all([seedProjects(handle.db), seedProjects(other.db)]);
      expect(a.inserted.length + b.inserted.length).toBe(14);
      await handle.db.deleteFrom("projects").execute();
      await handle.db.deleteFrom("project_seeds").execute();
      await exerciseStore(handle);
    } finally {
      await handle.close();
      await other.close();
      await database.drop();
    }
  });
});
