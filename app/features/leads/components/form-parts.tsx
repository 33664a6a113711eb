import { CheckCircle2, AlertCircle } from "lucide-react";
import type { ReactNode } from "react";
import type { FieldErrors, FormName } from "#app/features/leads/form/schema.ts";
import { successMessage } from "#app/features/leads/form/messages.ts";
import { useServedFormToken } from "#app/features/leads/spam/served-form-token.ts";
import type { useLeadForm } from "#app/features/leads/components/use-lead-form.ts";

/**
 * The `<form>` of every lead form: a native POST to its own page (works without JavaScript),
 * enhanced by `useLeadForm`, with the form-level status and the hidden fields every lead sends.
 */
export function LeadForm({
  formName,
  id,
  action,
  children,
  formKey,
  formRef,
  onSubmit,
  onFocus,
  sent,
  notice,
  errors,
  token,
  carried,
}: ReturnType<typeof useLeadForm> & { formName: FormName; id: string; action: string; children: ReactNode }) {
  return (
    <form
      key={formKey}
      ref={formRef}
      id={id}
      method="post"
      action={action}
      noValidate
      onSubmit={onSubmit}
      onFocus={onFocus}
      className="scroll-mt-24"
    >
      <FormStatus formName={formName} sent={sent} notice={notice} errors={errors} />
      <LeadHiddenFields formName={formName} token={token} carried={carried} />
      {children}
    </form>
  );
}

/** Hidden fields every lead form sends: its name, the signed form token and the honeypot. */
export function LeadHiddenFields({
  formName,
  token,
  carried,
}: {
  formName: FormName;
  token: string;
  carried?: { page?: string; landing?: string };
}) {
  // A re-rendered form keeps the token it was sent with; otherwise the one the server served.
  const served = useServedFormToken();
  return (
    <>
      <input type="hidden" name="form-name" value={formName} />
      <input type="hidden" name="form-token" defaultValue={token || served} />
      {carried?.page ? <input type="hidden" name="page" value={carried.page} /> : null}
      {carried?.landing ? <input type="hidden" name="landing" value={carried.landing} /> : null}
      {/* The honeypot: hidden from people and assistive technology, filled in by naive bots. */}
      <p hidden>
        <label>
          Don&apos;t fill this out if you&apos;re human: <input type="text" name="bot-field" tabIndex={-1} autoComplete="off" />
        </label>
      </p>
    </>
  );
}

/**
 * Form-level messages: the confirmation after a no-JavaScript send, the server's notice
 * (confirm once more, rate limit), and a summary that announces field errors when they appear.
 */
export function FormStatus({
  formName,
  sent,
  notice,
  errors,
}: {
  formName: FormName;
  sent: boolean;
  notice?: string;
  errors: FieldErrors;
}) {
  const errorCount = Object.keys(errors).length;
  const success = successMessage(formName);
  return (
    <>
      <div role="status" className="empty:hidden">
        {sent ? (
          <Banner tone="success" icon={<CheckCircle2 aria-hidden="true" className="size-5 shrink-0" />}>
            <strong className="font-semibold">{success.title}</strong>
            {success.description ? <span className="block">{success.description}</span> : null}
          </Banner>
        ) : null}
      </div>
      <div role="alert" className="empty:hidden">
        {notice || errorCount > 0 ? (
          <Banner tone="error" icon={<AlertCircle aria-hidden="true" className="size-5 shrink-0" />}>
            {notice ??
              (errorCount === 1
                ? "Please correct the field marked below."
                : `Please correct the ${errorCount} fields marked below.`)}
          </Banner>
        ) : null}
      </div>
    </>
  );
}

function Banner({ tone, icon, children }: { tone: "success" | "error"; icon: ReactNode; children: ReactNode }) {
  const colours =
    tone === "success" ? "border-aqua-700/30 bg-aqua-100 text-ink" : "border-red-700/30 bg-red-50 text-red-800";
  return (
    <div className={`mb-5 flex gap-3 rounded-lg border px-4 py-3 text-sm ${colours}`}>
      {icon}
      <p>{children}</p>
    </div>
  );
}

export function SubmitButton({ pending, idleLabel, pendingLabel }: { pending: boolean; idleLabel: string; pendingLabel: string }) {
  return (
    <button
      type="submit"
      disabled={pending}
      aria-disabled={pending}
      className="inline-flex min-h-12 w-full items-center justify-center rounded-lg bg-pool-700 px-6 py-3 text-base font-semibold text-white shadow-sm transition-colors hover:bg-pool-800 disabled:cursor-wait disabled:opacity-80"
    >
      {pending ? pendingLabel : idleLabel}
    </button>
  );
}
