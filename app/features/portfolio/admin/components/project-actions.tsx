import { buttonClass } from "#app/components/ui/button-style.ts";
import { Eye, EyeOff, Link2, Pencil, Trash2 } from "lucide-react";
import { Form, Link, useNavigation } from "react-router";
import { CsrfInput } from "#app/features/auth/csrf.tsx";
import type { ProjectStatus } from "#app/features/portfolio/project.ts";
import type { Intent } from "#app/features/portfolio/admin/schema.ts";

/** A project row's actions: small pills. */
export const actionButtonClass = {
  primary: buttonClass({ size: "sm" }),
  outline: buttonClass({ variant: "outline", size: "sm" }),
  danger: buttonClass({ variant: "danger", size: "sm" }),
  dangerSolid: buttonClass({ variant: "danger-solid", size: "sm" }),
} as const;

const STATUS_ACTIONS: Record<ProjectStatus, { intent: Intent; label: string; tone: "primary" | "outline" }[]> = {
  draft: [
    { intent: "publish", label: "Publish", tone: "primary" },
    { intent: "unlist", label: "Unlist", tone: "outline" },
  ],
  unlisted: [
    { intent: "publish", label: "Publish", tone: "primary" },
    { intent: "unpublish", label: "Unpublish", tone: "outline" },
  ],
  published: [
    { intent: "unpublish", label: "Unpublish", tone: "outline" },
    { intent: "unlist", label: "Unlist", tone: "outline" },
  ],
};

const ICONS = { publish: Eye, unpublish: EyeOff, unlist: Link2 } as Record<Intent, typeof Eye>;

/** Edit, the status changes that apply to the project's current status, and (passed in) Delete. */
export function ProjectActions({
  id,
  title,
  status,
  deleteControl,
}: {
  id: string;
  title: string;
  status: ProjectStatus;
  deleteControl: React.ReactNode;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("id") === id;
  return (
    <div className="flex flex-wrap gap-2">
      <Link to={`?edit=${encodeURIComponent(id)}`} className={actionButtonClass.outline} aria-label={`Edit ${title}`}>
        <Pencil aria-hidden="true" className="size-4" />
        Edit
      </Link>
      {STATUS_ACTIONS[status].map((action) => {
        const Icon = ICONS[action.intent];
        return (
          <Form key={action.intent} method="post" encType="multipart/form-data" preventScrollReset>
            <CsrfInput />
            <input type="hidden" name="intent" value={action.intent} />
            <input type="hidden" name="id" value={id} />
            <button type="submit" disabled={busy} className={actionButtonClass[action.tone]} aria-label={`${action.label} ${title}`}>
              <Icon aria-hidden="true" className="size-4" />
              {action.label}
            </button>
          </Form>
        );
      })}
      {deleteControl}
    </div>
  );
}

export function DeleteIcon() {
  return <Trash2 aria-hidden="true" className="size-4" />;
}
