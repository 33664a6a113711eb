import type { Db } from "#app/db/client.server.ts";
import type { Design } from "#app/features/design/model.ts";
import { designQuery } from "#app/features/design/query.ts";
import { changePublicData } from "#app/db/public-data.server.ts";
import { writeAudit } from "#app/features/auth/audit.server.ts";
import { HOME_FEATURED_LIMIT, type Project, type ProjectImage, type ProjectStatus } from "#app/features/portfolio/project.ts";
import { createProjectRepository } from "#app/features/portfolio/repository.server.ts";
import { deleteUnusedUploads, droppedUploads } from "#app/features/portfolio/admin/image-cleanup.server.ts";
import type { MoveDirection, ProjectFields } from "#app/features/portfolio/admin/schema.ts";
import type { ProjectSpanish } from "#app/features/portfolio/project-language.ts";
import { slugCandidates, slugify } from "#app/features/portfolio/admin/slug.ts";

/**
 * Every portfolio change the admin makes, each written with its audit entry in one transaction
 * that also moves the public data version (the public pages show projects). Uploads a change
 * drops are deleted after it commits, unless another project still shows them.
 */

export interface Actor {
  id: number;
  email: string;
}

export interface ImageEdit {
  /** The images kept, in order, with their (possibly edited) alt text. */
  kept: ProjectImage[];
  /** Newly uploaded images, appended after the kept ones. */
  added: ProjectImage[];
}

export type StatusChange = "publish" | "unpublish" | "unlist";

const STATUS_FOR: Record<StatusChange, ProjectStatus> = {
  publish: "published",
  unpublish: "draft",
  unlist: "unlisted",
};

/**
 * The project's text as the form gave it. The subtitle shows under the title on the project page
 * and in its description meta; when the admin leaves it blank, the category and location say the
 * same thing.
 */
function textOf(fields: ProjectFields) {
  const { titleEs, subtitleEs, categoryEs, sizeEs, descriptionEs, featuresEs, benefitsEs, ...english } = fields;
  const subtitle = english.subtitle || [english.category || "Custom pool", english.location].filter(Boolean).join(" in ");
  // Only the Spanish fields the owner filled: the others fall back to the English on the Spanish page.
  const given = { title: titleEs, subtitle: subtitleEs, category: categoryEs, size: sizeEs, description: descriptionEs, features: featuresEs, benefits: benefitsEs };
  const spanish: ProjectSpanish = Object.fromEntries(Object.entries(given).filter(([, value]) => value.length > 0));
  return { ...english, subtitle, spanish };
}

/** Two references to the same stored image would show it twice; keep the first. */
function distinct(images: ProjectImage[]): ProjectImage[] {
  const seen = new Set<string>();
  return images.filter((image) => {
    const key = image.kind === "generated" ? `g:${image.key}` : `u:${image.id}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** A new project is a draft at the end of the grid; its id is the first free slug of its title. */
export async function createProject(db: Db, actor: Actor, fields: ProjectFields, images: ProjectImage[]) {
  return changePublicData(db, async (trx) => {
    const repo = createProjectRepository(trx);
    const sortOrder = await repo.nextSortOrder();
    for (const id of slugCandidates(slugify(fields.title))) {
      const project = await repo.tryCreate({
        id,
        status: "draft",
        sortOrder,
        ...textOf(fields),
        images: distinct(images),
        featuredOnHome: false,
      });
      if (!project) continue;
      await writeAudit(trx, {
        actorId: actor.id,
        actorEmail: actor.email,
        action: "project.create",
        entityType: "project",
        entityId: project.id,
        details: { title: project.title, images: project.images.length },
      });
      return project;
    }
    throw new Error("unreachable: slug candidates are endless");
  });
}

/**
 * Saves the edit form. A project that has never been public follows its title to a new id; once
 * it has been public its id is its published URL and stays. Undefined when the id is unknown.
 */
export async function updateProject(db: Db, actor: Actor, id: string, fields: ProjectFields, images: ImageEdit) {
  const { project, dropped } = await changePublicData(db, async (trx) => {
    const repo = createProjectRepository(trx);
    const before = await repo.find(id);
    if (!before) return { project: undefined, dropped: [] };
    let newId = id;
    const slug = slugify(fields.title);
    if (!before.firstPublishedAt && slug !== slugify(before.title)) {
      for (const candidate of slugCandidates(slug)) {
        if (candidate === id || (await repo.rename(id, candidate))) {
          newId = candidate;
          break;
        }
      }
    }
    const project = await repo.update(newId, {
      ...textOf(fields),
      images: distinct([...images.kept, ...images.added]),
    });
    await writeAudit(trx, {
      actorId: actor.id,
      actorEmail: actor.email,
      action: "project.update",
      entityType: "project",
      entityId: newId,
      details: {
        ...(newId !== id ? { previousId: id } : {}),
        title: fields.title,
        imagesRemoved: before.images.length - images.kept.length,
        imagesAdded: images.added.length,
      },
    });
    return { project, dropped: droppedUploads(before.images, project?.images) };
  });
  await deleteUnusedUploads(db, dropped);
  return project;
}

/** Sets (or with null removes) the project's pool design; undefined when the id is unknown. */
export async function setProjectDesign(db: Db, actor: Actor, id: string, design: Design | null) {
  return changePublicData(db, async (trx) => {
    const project = await createProjectRepository(trx).update(id, { design });
    if (!project) return undefined;
    await writeAudit(trx, {
      actorId: actor.id,
      actorEmail: actor.email,
      action: "project.design",
      entityType: "project",
      entityId: id,
      details: { design: design ? designQuery(design) : null },
    });
    return project;
  });
}

export async function changeStatus(db: Db, actor: Actor, id: string, change: StatusChange) {
  return changePublicData(db, async (trx) => {
    const project = await createProjectRepository(trx).setStatus(id, STATUS_FOR[change]);
    if (!project) return undefined;
    await writeAudit(trx, {
      actorId: actor.id,
      actorEmail: actor.email,
      action: `project.${change}`,
      entityType: "project",
      entityId: id,
      details: { status: project.status },
    });
    return project;
  });
}

export async function deleteProject(db: Db, actor: Actor, id: string) {
  const project = await changePublicData(db, async (trx) => {
    const repo = createProjectRepository(trx);
    const project = await repo.find(id);
    if (!project || !(await repo.delete(id))) return undefined;
    await writeAudit(trx, {
      actorId: actor.id,
      actorEmail: actor.email,
      action: "project.delete",
      entityType: "project",
      entityId: id,
      details: { title: project.title, status: project.status },
    });
    return project;
  });
  if (project) await deleteUnusedUploads(db, droppedUploads(project.images));
  return project;
}

/** One step up or down the grid (and the home page's featured row); false at either end. */
export async function moveProject(db: Db, actor: Actor, id: string, direction: MoveDirection) {
  return changePublicData(db, async (trx) => {
    const repo = createProjectRepository(trx);
    if (!(await repo.move(id, direction))) return undefined;
    const project = await repo.find(id);
    await writeAudit(trx, {
      actorId: actor.id,
      actorEmail: actor.email,
      action: "project.move",
      entityType: "project",
      entityId: id,
      details: { direction, position: project?.sortOrder },
    });
    return project;
  });
}

export type FeatureResult = { ok: true; project: Project } | { ok: false; reason: "missing" | "full" };

/**
 * Features the project on the home page or stops featuring it. At most HOME_FEATURED_LIMIT
 * projects are featured (drafts included: they show once published), checked in the transaction.
 */
export async function setFeatured(db: Db, actor: Actor, id: string, featured: boolean): Promise<FeatureResult> {
  return changePublicData(db, async (trx): Promise<FeatureResult> => {
    const repo = createProjectRepository(trx);
    const before = await repo.find(id);
    if (!before) return { ok: false, reason: "missing" };
    if (featured && !before.featuredOnHome && (await repo.countFeatured()) >= HOME_FEATURED_LIMIT) return { ok: false, reason: "full" };
    const project = (await repo.update(id, { featuredOnHome: featured }))!;
    await writeAudit(trx, {
      actorId: actor.id,
      actorEmail: actor.email,
      action: featured ? "project.feature" : "project.unfeature",
      entityType: "project",
      entityId: id,
      details: {},
    });
    return { ok: true, project };
  });
}
