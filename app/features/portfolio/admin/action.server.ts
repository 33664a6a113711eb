import { data, redirect, type RouterContextProvider } from "react-router";
import { MANAGEMENT_PATH } from "#app/config/admin-paths.ts";
import { getDb } from "#app/db/db.server.ts";
import { flashCookie } from "#app/utils/flash.server.ts";
import { CSRF_FIELD, CSRF_HEADER } from "#app/features/auth/csrf-field.ts";
import { requireAdmin } from "#app/features/auth/guard.server.ts";
import { IMAGE_TYPE_NAMES } from "#app/modules/images/image-types.ts";
import { UnsupportedImageError } from "#app/modules/images/pipeline.server.ts";
import { allowBody } from "#app/modules/http/request-body.server.ts";
import { UPLOAD_LIMITS } from "#app/modules/media/limits.ts";
import { MultipartError, isMultipart, openMultipart, type MultipartBody, type UploadedFile } from "#app/modules/media/multipart.server.ts";
import { createMediaStore } from "#app/db/media-store.server.ts";
import { HOME_FEATURED_LIMIT, type ProjectImage } from "#app/features/portfolio/project.ts";
import { createProjectRepository } from "#app/features/portfolio/repository.server.ts";
import {
  changeStatus,
  createProject,
  deleteProject,
  moveProject,
  setFeatured,
  updateProject,
  type Actor,
} from "#app/features/portfolio/admin/manage.server.ts";
import type { Notice } from "#app/features/portfolio/admin/notices.ts";
import {
  ALT_MAX,
  INTENTS,
  MOVE_DIRECTIONS,
  PROJECT_FIELD_NAMES,
  imageRef,
  projectFieldsSchema,
  type Intent,
  type ProjectFieldName,
  type ProjectFields,
  type ProjectFormValues,
} from "#app/features/portfolio/admin/schema.ts";
import { CACHE_CONTROL } from "#app/modules/http/cache-control.ts";

/** What the page shows after a refused submission: a message, and for the forms what was typed. */
export interface ActionFailure {
  ok: false;
  intent: Intent | null;
  message: string;
  fieldErrors?: Partial<Record<ProjectFieldName, string>>;
  values?: ProjectFormValues;
}

function failure(status: number, failed: Omit<ActionFailure, "ok">) {
  return data<ActionFailure>({ ok: false, ...failed }, { status, headers: { "Cache-Control": CACHE_CONTROL.none } });
}

/**
 * The portfolio manager's one action. Every form on the page posts multipart/form-data with the
 * session's CSRF token as its first field, so the token is checked, and the session required,
 * before the rest of the body (the images) is read: until then the request's body allowance is
 * the server's small default, and only then is it raised to the upload limit. The reader then
 * enforces the upload limits as the bytes arrive.
 */
export async function portfolioAdminAction(request: Request, context: Readonly<RouterContextProvider>) {
  let auth: Awaited<ReturnType<typeof requireAdmin>>;
  let body: MultipartBody;
  try {
    if (!isMultipart(request)) {
      await requireAdmin(withoutBody(request, null), "portfolio");
      return failure(415, { intent: null, message: "Send the form as multipart/form-data." });
    }
    const reader = openMultipart(request, UPLOAD_LIMITS);
    const first = await reader.firstField();
    auth = await requireAdmin(withoutBody(request, first?.name === CSRF_FIELD ? first.value : null), "portfolio");
    allowBody(context, request, UPLOAD_LIMITS.maxRequestBytes);
    body = await reader.rest();
  } catch (error) {
    if (error instanceof MultipartError) return failure(error.status, { intent: null, message: error.message });
    throw error;
  }

  const actor: Actor = { id: auth.user.id, email: auth.user.email };
  const intent = INTENTS.find((name) => name === body.fields.get("intent")) ?? null;
  const id = body.fields.get("id") ?? "";
  const db = getDb();
  const done = (notice: Notice) =>
    redirect(MANAGEMENT_PATH, { status: 303, headers: { "Set-Cookie": flashCookie(request, notice) } });
  const missing = () => failure(404, { intent, message: `There is no project ${id}. It may have been deleted meanwhile.` });

  switch (intent) {
    case "create":
    case "update": {
      const values = formValues(body.fields);
      const parsed = projectFieldsSchema.safeParse(values);
      if (!parsed.success) {
        const fieldErrors: ActionFailure["fieldErrors"] = {};
        for (const issue of parsed.error.issues) {
          const field = issue.path[0] as ProjectFieldName;
          fieldErrors[field] ??= issue.message;
        }
        return failure(400, { intent, message: "Please correct the highlighted fields.", fieldErrors, values });
      }
      const existing = intent === "update" ? await createProjectRepository(db).find(id) : undefined;
      if (intent === "update" && !existing) return missing();
      const offset = existing?.images.length ?? 0;
      const added = await storeUploads(body, parsed.data, offset);
      if (!added.ok) return failure(added.status, { intent, message: added.message, values });

      if (intent === "create") {
        const project = await createProject(db, actor, parsed.data, added.images);
        return done({ kind: "created", id: project.id });
      }
      const project = await updateProject(db, actor, id, parsed.data, { kept: keptImages(body.fields, existing!.images), added: added.images });
      if (!project) return missing();
      return done({ kind: "updated", id: project.id });
    }
    case "publish":
    case "unpublish":
    case "unlist": {
      const project = await changeStatus(db, actor, id, intent);
      if (!project) return missing();
      return done({ kind: intent === "publish" ? "published" : intent === "unpublish" ? "unpublished" : "unlisted", id });
    }
    case "delete": {
      if (body.fields.get("confirm") !== "yes") {
        return failure(400, { intent, message: "Tick the confirmation box to delete the project." });
      }
      const project = await deleteProject(db, actor, id);
      if (!project) return missing();
      return done({ kind: "deleted", id });
    }
    case "move": {
      const direction = MOVE_DIRECTIONS.find((name) => name === body.fields.get("direction"));
      if (!direction) return failure(400, { intent, message: "Choose up, down, top or bottom." });
      const project = await moveProject(db, actor, id, direction);
      if (!project) {
        const found = await createProjectRepository(db).find(id);
        if (found && found.status !== "published") {
          return failure(409, { intent, message: `${id} is not in the public grid: publish it to place it.` });
        }
        if (found) {
          const end = direction === "up" || direction === "top" ? "first" : "last";
          return failure(409, { intent, message: `${id} is already the ${end} project in the public grid.` });
        }
        return missing();
      }
      return done({ kind: `moved-${direction}`, id });
    }
    case "feature":
    case "unfeature": {
      const result = await setFeatured(db, actor, id, intent === "feature");
      if (!result.ok && result.reason === "missing") return missing();
      if (!result.ok) {
        return failure(409, {
          intent,
          message: `The home page shows ${HOME_FEATURED_LIMIT} featured projects. Stop featuring one of them first, then feature ${id}.`,
        });
      }
      return done({ kind: intent === "feature" ? "featured" : "unfeatured", id });
    }
    case null:
      return failure(400, { intent, message: "Unknown action." });
  }
}

/**
 * The request as the guard should see it: same URL, method and headers, no body, and the token
 * read from the form (if any) in the header the guard accepts. The guard never reads the body.
 */
function withoutBody(request: Request, csrfToken: string | null): Request {
  const headers = new Headers(request.headers);
  headers.delete("Content-Length");
  headers.delete(CSRF_HEADER);
  if (csrfToken !== null) headers.set(CSRF_HEADER, csrfToken);
  return new Request(request.url, { method: request.method, headers, signal: request.signal });
}

function formValues(fields: URLSearchParams): ProjectFormValues {
  return Object.fromEntries(PROJECT_FIELD_NAMES.map((name) => [name, fields.get(name) ?? ""])) as ProjectFormValues;
}

function altOf(value: string | null | undefined, fallback: string): string {
  const alt = (value ?? "").trim().slice(0, ALT_MAX);
  return alt || fallback;
}

/** Without its own alt text an image is described by its project, so it is never announced as a file name. */
function defaultAlt(fields: ProjectFields, position: number): string {
  const where = fields.location ? ` in ${fields.location}` : "";
  return `${fields.title}${where}, photo ${position}`;
}

/**
 * Stores the new images (alt text from the `newAlt` fields, in file order). The first file that
 * is not an image stops the whole submission, so nothing half-saved reaches the project.
 */
async function storeUploads(
  body: MultipartBody,
  fields: ProjectFields,
  offset: number,
): Promise<{ ok: true; images: ProjectImage[] } | { ok: false; status: number; message: string }> {
  const files: UploadedFile[] = body.files.filter((file) => file.field === "images");
  const alts = body.fields.getAll("newAlt");
  const media = createMediaStore(getDb());
  const images: ProjectImage[] = [];
  for (const [index, file] of files.entries()) {
    try {
      const stored = await media.save(file.bytes);
      images.push({
        kind: "upload",
        id: stored.id,
        width: stored.width,
        height: stored.height,
        alt: altOf(alts[index], defaultAlt(fields, offset + index + 1)),
      });
    } catch (error) {
      if (!(error instanceof UnsupportedImageError)) throw error;
      return {
        ok: false,
        status: 415,
        message: `${file.filename} was not accepted: ${error.message} Nothing was saved; upload ${IMAGE_TYPE_NAMES} photos.`,
      };
    }
  }
  return { ok: true, images };
}

/** The project's current images minus the ones ticked for removal, with their edited alt text. */
function keptImages(fields: URLSearchParams, current: ProjectImage[]): ProjectImage[] {
  const removed = new Set(fields.getAll("remove"));
  return current
    .filter((image) => !removed.has(imageRef(image)))
    .map((image) => ({ ...image, alt: altOf(fields.get(`alt:${imageRef(image)}`), image.alt) }));
}
