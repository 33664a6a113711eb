import { Loader2 } from "lucide-react";
import { Form, Link, useNavigation } from "react-router";
import { MANAGEMENT_PATH } from "#app/config/admin-paths.ts";
import { CsrfInput } from "#app/features/auth/csrf.tsx";
import type { ProjectImage } from "#app/features/portfolio/project.ts";
import type { ProjectFieldName, ProjectFormValues } from "#app/features/portfolio/admin/schema.ts";
import { ExistingImagesEditor } from "#app/features/portfolio/admin/components/existing-images-editor.tsx";
import { TextArea, TextInput } from "#app/features/portfolio/admin/components/form-fields.tsx";
import { NewImagesPicker } from "#app/features/portfolio/admin/components/new-images-picker.tsx";

export interface FormFailure {
  message: string;
  fieldErrors?: Partial<Record<ProjectFieldName, string>>;
  values?: ProjectFormValues;
}

type Props =
  | { mode: "create"; failure?: FormFailure }
  | { mode: "update"; failure?: FormFailure; projectId: string; values: ProjectFormValues; images: ProjectImage[] };

/**
 * The Add New Project form and the Edit Project panel's form: the same fields, posted as
 * multipart/form-data. The CSRF field comes first: the server checks it before reading images.
 */
export function ProjectForm(props: Props) {
  const navigation = useNavigation();
  const formId = props.mode === "create" ? "new-project" : "edit-project";
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") === props.mode;
  const values = props.failure?.values ?? (props.mode === "update" ? props.values : undefined);
  const errors = props.failure?.fieldErrors ?? {};
  const field = (name: ProjectFieldName) => ({
    id: `${formId}-${name}`,
    name,
    defaultValue: values?.[name] ?? "",
    error: errors[name],
  });

  return (
    <Form method="post" encType="multipart/form-data" className="space-y-5" aria-describedby={props.failure ? `${formId}-failure` : undefined}>
      <CsrfInput />
      <input type="hidden" name="intent" value={props.mode} />
      {props.mode === "update" ? <input type="hidden" name="id" value={props.projectId} /> : null}

      {props.failure ? (
        <p id={`${formId}-failure`} role="alert" className="rounded-lg bg-red-50 p-3 text-sm font-medium text-red-800 ring-1 ring-red-700/30">
          {props.failure.message}
        </p>
      ) : null}

      <TextInput {...field("title")} label="Title" required maxLength={120} autoComplete="off" />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextInput {...field("location")} label="Location" maxLength={120} placeholder="Pearland, TX" />
        <TextInput {...field("category")} label="Category" maxLength={80} placeholder="Custom Pool & Spa" />
        <TextInput {...field("size")} label="Size" maxLength={80} placeholder="~15,000 gal" />
        <TextInput {...field("subtitle")} label="Subtitle" maxLength={160} hint="Optional; shown under the title." />
      </div>
      <TextArea {...field("description")} label="Description" maxLength={2000} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextArea {...field("features")} label="Features" hint="One per line." rows={5} />
        <TextArea {...field("benefits")} label="Benefits" hint="One per line." rows={5} />
      </div>

      {props.mode === "update" ? (
        <fieldset className="space-y-3">
          <legend className="text-sm font-semibold text-ink">Current images</legend>
          <ExistingImagesEditor formId={formId} images={props.images} />
        </fieldset>
      ) : null}
      <NewImagesPicker id={`${formId}-images`} label={props.mode === "create" ? "Images" : "Upload New Images"} disabled={saving} />

      <div className="flex flex-wrap gap-3 pt-2">
        <button
          type="submit"
          disabled={saving}
          className="inline-flex min-h-12 items-center justify-center gap-2 rounded-full bg-pool-700 px-6 py-3 font-semibold text-white transition-colors hover:bg-pool-800 disabled:cursor-wait disabled:opacity-80"
        >
          {saving ? <Loader2 aria-hidden="true" className="size-5 animate-spin motion-reduce:animate-none" /> : null}
          {saving ? "Saving..." : props.mode === "create" ? "Add Project" : "Save Changes"}
        </button>
        {props.mode === "update" ? (
          <Link
            to={MANAGEMENT_PATH}
            preventScrollReset
            className="inline-flex min-h-12 items-center justify-center rounded-full border-2 border-pool-700 px-6 py-3 font-semibold text-pool-700 hover:bg-pool-50"
          >
            Cancel
          </Link>
        ) : null}
      </div>
    </Form>
  );
}
