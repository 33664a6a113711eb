import { Mail } from "lucide-react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { HoneypotField } from "#app/components/ui/form-fields.tsx";
import { DesignEmailField } from "#app/features/design/components/design-email-field.tsx";
import { Part } from "#app/modules/ssr/parts.tsx";
import { saveDesignFields as fields, savedDesignSentText, type SaveDesignErrors, type SaveDesignReply } from "#app/features/design/save-design-form.ts";
import type { DesignerText } from "#app/features/design/designer-words.ts";

const FORM_ID = "save-design";

export interface SaveDesignFormProps {
  /** The design's `/design` query: the only per-design value; the form holds nothing per response. */
  designQuery: string;
  /** A refused no-JavaScript post, shown again with its values and errors. */
  refused?: { email?: string; remind?: boolean; errors?: SaveDesignErrors; message?: string };
  /** Whether a script answers the press inline (the designer once hydrated); else the browser posts it. */
  inline: boolean;
  text: DesignerText<"save">;
  /** Where it posts: `/design/save` or its Spanish twin (the saved design's language is the path's). */
  action: string;
}

/**
 * "E-mail me this design". Without JavaScript a plain POST, one press, answered by a page that
 * keeps the design. With it the same POST by `fetch` (JSON back): the success replaces the form
 * and takes focus, a refused address is tied to its field and focused, a refusal of the whole
 * post is announced.
 */
export function SaveDesignForm({ designQuery, refused, inline, text, action }: SaveDesignFormProps) {
  const t = text.words.save;
  const [errors, setErrors] = useState<SaveDesignErrors>(refused?.errors ?? {});
  const [message, setMessage] = useState(refused?.message ?? "");
  const [sent, setSent] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const doneRef = useRef<HTMLParagraphElement>(null);

  // The success replaces the form that had focus: focus moves to it, and its role announces it.
  useEffect(() => {
    if (sent) doneRef.current?.focus();
  }, [sent]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    if (!inline) return;
    event.preventDefault();
    if (pending) return;
    const form = event.currentTarget;
    setPending(true);
    setMessage("");
    try {
      const response = await fetch(action, {
        method: "POST",
        headers: { Accept: "application/json" },
        body: new URLSearchParams(new FormData(form) as unknown as Record<string, string>),
      });
      const reply = (await response.json()) as SaveDesignReply;
      if (reply.ok) {
        setErrors({});
        setSent(savedDesignSentText(reply.email, reply.remind, text));
        return;
      }
      setErrors(reply.errors ?? {});
      setMessage(reply.errors?.design ?? reply.message ?? "");
      const email = form.elements.namedItem(fields.email);
      if (reply.errors?.email && email instanceof HTMLInputElement) requestAnimationFrame(() => email.focus());
    } catch {
      setMessage(t.unavailable);
    } finally {
      setPending(false);
    }
  }

  return (
    <section aria-labelledby={`${FORM_ID}-heading`} className="mt-5 border-t border-slate-200 pt-5" data-testid="save-design" data-enhanced={inline ? "" : undefined}>
      <Part name="save-heading" deps={[]}>
        <h2 id={`${FORM_ID}-heading`} className="flex items-center gap-2 text-lg font-semibold text-navy-900">
          <Mail aria-hidden="true" className="size-5 text-pool-700" />
          {t.heading}
        </h2>
      </Part>
      {sent ? (
        <p ref={doneRef} tabIndex={-1} role="status" className="mt-3 rounded-lg bg-pool-50 px-3 py-2 text-ink focus:outline-3 focus:outline-pool-500">
          {sent}
        </p>
      ) : (
        <form method="post" action={action} noValidate onSubmit={(event) => void submit(event)} className="mt-2 grid gap-3">
          <p className="text-sm text-muted">{t.intro}</p>
          <input type="hidden" name={fields.design} value={designQuery} />
          <Part name="save-fields" deps={[refused?.email, refused?.remind, errors.email, message, pending]}>
            <DesignEmailField
              formId={FORM_ID}
              label={t.email}
              defaultValue={refused?.email}
              // The no-JavaScript answer to a refused address puts the visitor back in its field.
              autoFocus={refused?.errors?.email !== undefined}
              error={errors.email}
            />
            <label className="flex min-h-11 cursor-pointer items-center gap-3 text-ink">
              <input type="checkbox" name={fields.remind} value="on" defaultChecked={refused?.remind} className="size-5 rounded border-slate-400 accent-pool-700" />
              {t.remind}
            </label>
            <HoneypotField label={t.honeypot} name={fields.honeypot} />
            <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800 empty:hidden">
              {message}
            </p>
            <Button type="submit" aria-disabled={pending || undefined} variant="navy" size="md" shape="pill" full>
              {pending ? t.sending : t.submit}
            </Button>
          </Part>
        </form>
      )}
    </section>
  );
}
