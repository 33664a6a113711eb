import { Form, Link, useNavigation } from "react-router";
import { ConfirmDialog, DialogCancel } from "#app/components/ui/confirm-dialog.tsx";
import { useHydrated } from "#app/components/ui/use-hydrated.ts";
import { MANAGEMENT_PATH } from "#app/config/admin-paths.ts";
import { CsrfInput } from "#app/features/auth/csrf.tsx";
import { projectPath } from "#app/features/portfolio/project.ts";
import { DeleteIcon, actionButtonClass } from "#app/features/portfolio/admin/components/project-actions.tsx";

function DeleteFields({ id }: { id: string }) {
  return (
    <>
      <CsrfInput />
      <input type="hidden" name="intent" value="delete" />
      <input type="hidden" name="id" value={id} />
    </>
  );
}

/**
 * Delete asks first. With JavaScript, a native alert dialog; before hydration (or without scripts)
 * the button is a link to the server-rendered confirmation panel below.
 */
export function DeleteProjectButton({ id, title }: { id: string; title: string }) {
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const deleting = navigation.state === "submitting" && navigation.formData?.get("intent") === "delete";
  if (!hydrated) {
    return (
      <Link to={`?delete=${encodeURIComponent(id)}`} className={actionButtonClass.danger} aria-label={`Delete ${title}`}>
        <DeleteIcon />
        Delete
      </Link>
    );
  }
  return (
    <ConfirmDialog
      trigger={
        <>
          <DeleteIcon />
          Delete
        </>
      }
      triggerLabel={`Delete ${title}`}
      triggerClassName={actionButtonClass.danger}
      title={`Delete ${title}?`}
      description={`The project and its page ${projectPath(id)} are removed from the site. This cannot be undone.`}
    >
      <Form method="post" encType="multipart/form-data" preventScrollReset className="mt-6 flex flex-wrap justify-end gap-3">
        <DeleteFields id={id} />
        <input type="hidden" name="confirm" value="yes" />
        <DialogCancel className={actionButtonClass.outline} />
        <button type="submit" disabled={deleting} className={actionButtonClass.dangerSolid}>
          <DeleteIcon />
          {deleting ? "Deleting..." : "Delete Project"}
        </button>
      </Form>
    </ConfirmDialog>
  );
}

/** The no-JavaScript confirmation: a panel with a required confirmation box. */
export function DeleteConfirmationPanel({ id, title }: { id: string; title: string }) {
  return (
    <section aria-labelledby="confirm-delete-heading" className="rounded-2xl bg-white p-6 shadow-card ring-2 ring-red-700/40 sm:p-8">
      <h2 id="confirm-delete-heading" className="text-xl font-bold text-navy-900">
        Delete {title}?
      </h2>
      <p className="mt-3 text-muted">The project and its page {projectPath(id)} are removed from the site. This cannot be undone.</p>
      <Form method="post" encType="multipart/form-data" className="mt-6 space-y-4">
        <DeleteFields id={id} />
        <label className="flex min-h-11 items-center gap-3 font-medium text-ink">
          <input type="checkbox" name="confirm" value="yes" required className="size-5 accent-red-700" />
          Yes, delete this project
        </label>
        <div className="flex flex-wrap gap-3">
          <button type="submit" className={actionButtonClass.dangerSolid}>
            <DeleteIcon />
            Delete Project
          </button>
          <Link to={MANAGEMENT_PATH} className={actionButtonClass.outline}>
            Cancel
          </Link>
        </div>
      </Form>
    </section>
  );
}
