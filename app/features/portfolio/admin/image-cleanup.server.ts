import type { Db } from "#app/db/client.server.ts";
import type { ProjectImage } from "#app/features/portfolio/project.ts";
import { createProjectRepository } from "#app/features/portfolio/repository.server.ts";
import { createMediaStore } from "#app/db/media-store.server.ts";
import { logger } from "#app/utils/logger.server.ts";

/** The uploaded images among `before` that `after` no longer has. */
export function droppedUploads(before: ProjectImage[], after: ProjectImage[] = []): string[] {
  const kept = new Set(after.flatMap((image) => (image.kind === "upload" ? [image.id] : [])));
  return before.flatMap((image) => (image.kind === "upload" && !kept.has(image.id) ? [image.id] : []));
}

/**
 * Deletes the stored uploads among `candidates` that no project references any more (an upload
 * is stored once per content, so two projects can share one). Called after the change that
 * dropped them has committed; a failure only leaves unused bytes behind, so it is logged, not
 * raised. Only the dropped images are candidates: an image uploaded for a form still being
 * saved is never swept.
 */
export async function deleteUnusedUploads(db: Db, candidates: string[]): Promise<string[]> {
  if (candidates.length === 0) return [];
  try {
    const projects = await createProjectRepository(db).listAll();
    const used = new Set(projects.flatMap((project) => project.images.flatMap((image) => (image.kind === "upload" ? [image.id] : []))));
    const deleted = await createMediaStore(db).delete([...new Set(candidates)].filter((id) => !used.has(id)));
    if (deleted.length > 0) logger.info({ images: deleted }, "unused uploaded images deleted");
    return deleted;
  } catch (error) {
    logger.error({ err: error instanceof Error ? error.message : String(error), images: candidates }, "deleting unused uploaded images failed");
    return [];
  }
}
