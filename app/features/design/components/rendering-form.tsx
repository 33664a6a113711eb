import { Camera } from "lucide-react";
import { Button } from "#app/components/ui/button.tsx";
import { HoneypotField } from "#app/components/ui/form-fields.tsx";
import { DesignEmailField } from "#app/features/design/components/design-email-field.tsx";
import type { DesignerText } from "#app/features/design/designer-words.ts";
import { renderingFields as fields, type RenderingErrors } from "#app/features/design/rendering-form.ts";

const FORM_ID = "rendering";

export interface RenderingFormProps {
  /** The design's `/design` query. */
  designQuery: string;
  /** A refused post, shown again with its values and errors. */
  refused?: { email?: string; time?: string; errors?: RenderingErrors; message?: string };
  text: DesignerText<"rendering">;
  /** `/design/rendering` or its Spanish twin: the request's language is the path's. */
  action: string;
}

/**
 * "Get a photoreal rendering" (decision 040): the address and day or dusk. A plain POST with or
 * without JavaScript: its answer is the request's status page (a redirect), which then updates
 * itself.
 */
export function RenderingForm({ designQuery, refused, text, action }: RenderingFormProps) {
  const t = text.words.rendering;
  const errors = refused?.errors ?? {};
  const time = refused?.time === "dusk" ? "dusk" : "day";
  return (
    <section aria-labelledby={`${FORM_ID}-heading`} className="mt-5 border-t border-slate-200 pt-5" data-testid="rendering-request">
      <h2 id={`${FORM_ID}-heading`} className="flex items-center gap-2 text-lg font-semibold text-navy-900">
        <Camera aria-hidden="true" className="size-5 text-pool-700" />
        {t.heading}
      </h2>
      <form method="post" action={action} noValidate className="mt-2 grid gap-3">
        <p className="text-sm text-muted">{t.intro}</p>
        <input type="hidden" name={fields.design} value={designQuery} />
        <DesignEmailField formId={FORM_ID} label={t.email} defaultValue={refused?.email} autoFocus={errors.email !== undefined} error={errors.email} />
        <fieldset aria-describedby={errors.time ? `${FORM_ID}-time-error` : undefined}>
          <legend className="mb-1 font-medium text-ink">{t.time}</legend>
          <div className="flex flex-wrap gap-x-6">
            {(["day", "dusk"] as const).map((value) => (
              <label key={value} className="flex min-h-11 cursor-pointer items-center gap-3 text-ink">
                <input type="radio" name={fields.time} value={value} defaultChecked={time === value} className="size-5 accent-pool-700" />
                {t[value]}
              </label>
            ))}
          </div>
          {errors.time ? (
            <p id={`${FORM_ID}-time-error`} className="mt-1.5 text-sm font-medium text-red-700">
              {errors.time}
            </p>
          ) : null}
        </fieldset>
        <HoneypotField label={t.honeypot} name={fields.honeypot} />
        {refused?.message || errors.design ? (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
            {errors.design ?? refused?.message}
          </p>
        ) : null}
        <Button type="submit" size="md" shape="pill" full>
          {t.submit}
        </Button>
      </form>
    </section>
  );
}
