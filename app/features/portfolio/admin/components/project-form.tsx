import { Loader2 } from "lucide-react";
import { useCallback, useState } from "react";
import { Form, useNavigate, useNavigation } from "react-router";
import { MANAGEMENT_PATH, MANAGEMENT_UPLOAD_PATH } from "#app/config/admin-paths.ts";
import { sendWithProgress } from "#app/modules/media/send-with-progress.ts";
import { CsrfInput } from "#app/features/auth/csrf.tsx";
import type { ProjectImage } from "#app/features/portfolio/project.ts";
import type { ProjectFieldName, ProjectFormValues } from "#app/features/portfolio/admin/schema.ts";
import { ExistingImagesEditor } from "#app/features/portfolio/admin/components/existing-images-editor.tsx";
import { TextAreaField, TextField } from "#app/components/ui/form-fields.tsx";
import { NewImagesPicker } from "#app/features/portfolio/admin/components/new-images-picker.tsx";
import { UploadProgress, type Upload } from "#app/features/portfolio/admin/components/upload-progress.tsx";
import { ButtonLink } from "#app/components/ui/button-link.tsx";
import { buttonClass } from "#app/components/ui/button-style.ts";

export interface FormFailure {
  message: string;
  fieldErrors?: Partial<Record<ProjectFieldName, string>>;
  values?: ProjectFormValues;
}

type Props =
  | { mode: "create"; failure?: FormFailure }
  | { mode: "update"; failure?: FormFailure; projectId: string; values: ProjectFormValues; images: ProjectImage[] };

/** The upload endpoint's JSON answer: where the page form would have been redirected, or its failure. */
type UploadAnswer = { ok: true; location: string } | ({ ok: false } & FormFailure);

function isUploadAnswer(json: unknown): json is UploadAnswer {
  return typeof json === "object" && json !== null && "ok" in json;
}

/**
 * The Add New Project form and the Edit Project panel's form: the same fields, posted as
 * multipart/form-data. The CSRF field comes first: the server checks it before reading images.
 * Without JavaScript it is a plain form post. With it, the form is sent with XMLHttpRequest to
 * the JSON twin of the action, so a progress bar can follow the upload; on success the page goes
 * where the plain post would have been redirected (the notice cookie is set), and a refusal
 * shows where the page would have shown it. Picked files that fail the browser's checks hold the
 * submission until they are removed.
 */
/**
 * The project's words for the Spanish site (`/es/proyectos/…`), each optional: a field left blank
 * shows its English there, marked as English for readers and screen readers.
 */
function SpanishFields({ field }: { field: (name: ProjectFieldName) => { formId: string; name: ProjectFieldName; defaultValue: string; error?: string } }) {
  // The labels are the admin's (English); what is typed is Spanish (spelling, screen readers).
  const es = (name: ProjectFieldName) => ({ ...field(name), lang: "es" });
  const note = `${field("titleEs").formId}-spanish-note`;
  return (
    <fieldset className="space-y-5 rounded-xl bg-sand-50 p-4 ring-1 ring-slate-200" aria-describedby={note}>
      <legend className="px-1 text-sm font-semibold text-ink">In Spanish (optional)</legend>
      <p id={note} className="text-sm text-muted">
        Shown on the Spanish site. A field left blank shows its English there, marked as English.
      </p>
      <TextField {...es("titleEs")} label="Title in Spanish" maxLength={120} autoComplete="off" />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField {...es("categoryEs")} label="Category in Spanish" maxLength={80} placeholder="Alberca y spa a la medida" />
        <TextField {...es("sizeEs")} label="Size in Spanish" maxLength={80} placeholder="~15,000 gal" />
      </div>
      <TextField {...es("subtitleEs")} label="Subtitle in Spanish" maxLength={160} />
      <TextAreaField {...es("descriptionEs")} label="Description in Spanish" maxLength={2000} rows={4} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextAreaField {...es("featuresEs")} label="Features in Spanish" hint="One per line." rows={5} />
        <TextAreaField {...es("benefitsEs")} label="Benefits in Spanish" hint="One per line." rows={5} />
      </div>
    </fieldset>
  );
}

export function ProjectForm(props: Props) {
  const navigation = useNavigation();
  const navigate = useNavigate();
  const formId = props.mode === "create" ? "new-project" : "edit-project";
  const [upload, setUpload] = useState<Upload | null>(null);
  const [sentFailure, setSentFailure] = useState<FormFailure | null>(null);
  const [pickerProblem, setPickerProblem] = useState<string | null>(null);
  const onProblem = useCallback((problem: string | null) => setPickerProblem(problem), []);
  const saving = upload !== null || (navigation.state === "submitting" && navigation.formData?.get("intent") === props.mode);
  const failure = sentFailure ?? props.failure;
  const values = props.failure?.values ?? (props.mode === "update" ? props.values : undefined);
  const errors = failure?.fieldErrors ?? {};
  const pickerId = `${formId}-images`;
  const problemId = `${pickerId}-problem`;

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pickerProblem) {
      document.getElementById(pickerId)?.focus();
      return;
    }
    setSentFailure(null);
    setUpload({ sent: 0, total: 1, phase: "uploading" });
    try {
      const { status, json } = await sendWithProgress(MANAGEMENT_UPLOAD_PATH, new FormData(event.currentTarget), ({ sent, total }) =>
        setUpload({ sent, total, phase: sent < total ? "uploading" : "processing" }),
      );
      if (!isUploadAnswer(json)) {
        setSentFailure({ message: `The server refused the form (HTTP ${status}). Reload the page and try again.` });
      } else if (json.ok) {
        await navigate(json.location, { preventScrollReset: true });
      } else {
        setSentFailure(json);
      }
    } catch {
      setSentFailure({ message: "The form did not reach the server. Check the connection and send it again." });
    } finally {
      setUpload(null);
    }
  };
  const field = (name: ProjectFieldName) => ({
    formId,
    name,
    defaultValue: values?.[name] ?? "",
    error: errors[name],
  });

  return (
    <Form
      method="post"
      encType="multipart/form-data"
      className="space-y-5"
      aria-describedby={failure ? `${formId}-failure` : undefined}
      onSubmit={(event) => void onSubmit(event)}
    >
      <CsrfInput />
      <input type="hidden" name="intent" value={props.mode} />
      {props.mode === "update" ? <input type="hidden" name="id" value={props.projectId} /> : null}

      {failure ? (
        <p id={`${formId}-failure`} role="alert" className="rounded-lg bg-red-50 p-3 text-sm font-medium text-red-800 ring-1 ring-red-700/30">
          {failure.message}
        </p>
      ) : null}

      <TextField {...field("title")} label="Title" required maxLength={120} autoComplete="off" />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField {...field("location")} label="Location" maxLength={120} placeholder="Pearland, TX" />
        <TextField {...field("category")} label="Category" maxLength={80} placeholder="Custom Pool & Spa" />
        <TextField {...field("size")} label="Size" maxLength={80} placeholder="~15,000 gal" />
        <TextField {...field("subtitle")} label="Subtitle" maxLength={160} hint="Optional; shown under the title." />
      </div>
      <TextAreaField {...field("description")} label="Description" maxLength={2000} rows={4} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextAreaField {...field("features")} label="Features" hint="One per line." rows={5} />
        <TextAreaField {...field("benefits")} label="Benefits" hint="One per line." rows={5} />
      </div>
      <SpanishFields field={field} />

      {props.mode === "update" ? (
        <fieldset className="space-y-3">
          <legend className="text-sm font-semibold text-ink">Current images</legend>
          <ExistingImagesEditor formId={formId} images={props.images} />
        </fieldset>
      ) : null}
      <NewImagesPicker
        id={pickerId}
        label={props.mode === "create" ? "Images" : "Upload New Images"}
        disabled={saving}
        problemId={problemId}
        onProblem={onProblem}
      />

      {upload ? <UploadProgress id={`${formId}-progress`} upload={upload} /> : null}
      {pickerProblem ? (
        <p id={`${problemId}-submit`} role="alert" className="text-sm font-medium text-red-700" data-testid="submit-problem">
          {pickerProblem}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3 pt-2">
        <button
          type="submit"
          disabled={saving}
          aria-disabled={pickerProblem ? true : undefined}
          aria-describedby={pickerProblem ? `${problemId}-submit` : undefined}
          className={buttonClass()}
        >
          {saving ? <Loader2 aria-hidden="true" className="size-5 animate-spin motion-reduce:animate-none" /> : null}
          {saving ? "Saving..." : props.mode === "create" ? "Add Project" : "Save Changes"}
        </button>
        {props.mode === "update" ? (
          <ButtonLink to={MANAGEMENT_PATH} preventScrollReset variant="outline">
            Cancel
          </ButtonLink>
        ) : null}
      </div>
    </Form>
  );
}
