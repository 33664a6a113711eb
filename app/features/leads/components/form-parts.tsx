import { CheckCircle2, AlertCircle } from "lucide-react";
import { useEffect, useRef, type ReactNode } from "react";
import { business } from "#app/config/business.ts";
import type { FieldErrors, FormName } from "#app/features/leads/form/schema.ts";
import type { LeadFormWords } from "#app/features/leads/components/lead-form-state.ts";
import { fill } from "#app/i18n/catalog.ts";
import { successTitle } from "#app/features/leads/form/messages.ts";
import { FORM_PROOF_PATH, useServedFormToken } from "#app/features/leads/spam/served-form-token.ts";
import type { useLeadForm } from "#app/features/leads/components/use-lead-form.ts";
import { wideSubmitClass } from "#app/components/ui/button.tsx";
import { HoneypotField } from "#app/components/ui/form-fields.tsx";
import { localizedPath } from "#app/i18n/route-table.ts";

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
  sentHere,
  sendAnother,
  reference,
  bookToken,
  notice,
  errors,
  token,
  carried,
  words,
  sentDetail,
}: ReturnType<typeof useLeadForm> & {
  formName: FormName;
  id: string;
  action: string;
  children: ReactNode;
  /** What the request carried beyond its fields (the quote's design), shown in the confirmation. */
  sentDetail?: ReactNode;
}) {
  if (sent) {
    return (
      <SentConfirmation formName={formName} id={id} again={action} reference={reference} bookToken={bookToken} focus={sentHere} onAgain={sentHere ? sendAnother : undefined} words={words}>
        {sentDetail}
      </SentConfirmation>
    );
  }
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
      <FormStatus notice={notice} errors={errors} copy={words.copy} />
      <LeadHiddenFields formName={formName} token={token} carried={carried} honeypotLabel={words.copy.honeypot} />
      {children}
    </form>
  );
}

/**
 * Hidden fields every lead form sends: its name, the signed form token and the honeypot, and the
 * pixel that sets the form-proof cookie. The pixel is lazy: without JavaScript a browser loads it
 * with the page (lazy loading needs scripting); with JavaScript, whose forms fetch their own
 * token, only when the form nears the viewport. Positioned out of the flow, it moves nothing.
 */
export function LeadHiddenFields({
  formName,
  token,
  carried,
  honeypotLabel,
}: {
  formName: FormName;
  token: string;
  carried?: { page?: string; landing?: string };
  honeypotLabel: string;
}) {
  // A re-rendered form keeps the token it was sent with; otherwise the one the server served.
  const served = useServedFormToken();
  return (
    <>
      <input type="hidden" name="form-name" value={formName} />
      <input type="hidden" name="form-token" defaultValue={token || served} />
      <img src={FORM_PROOF_PATH} alt="" width={1} height={1} loading="lazy" decoding="async" className="pointer-events-none absolute size-px opacity-0" />
      {carried?.page ? <input type="hidden" name="page" value={carried.page} /> : null}
      {carried?.landing ? <input type="hidden" name="landing" value={carried.landing} /> : null}
      <HoneypotField label={honeypotLabel} />
    </>
  );
}

/**
 * What the visitor sees once the form is sent, with or without JavaScript, in place of the form:
 * the reference their confirmation e-mail also carries, what happens next, and the phone number.
 */
function SentConfirmation({
  formName,
  id,
  again,
  reference,
  bookToken,
  focus,
  onAgain,
  words,
  children,
}: {
  /** The signed link that books this request's site visit without asking its fields again. */
  bookToken?: string;
  words: LeadFormWords;
  children?: ReactNode;
  formName: FormName;
  id: string;
  again: string;
  reference?: string;
  focus: boolean;
  /** Sent from this page: the same URL would not reload it, so the form is reset here instead. */
  onAgain?: () => void;
}) {
  const { copy } = words;
  const hours = words.hoursLines.map((line) => `${line.days} ${line.hours}`).join(", ");
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focus) panel.current?.focus();
  }, [focus]);
  return (
    <div id={id} ref={panel} tabIndex={-1} role="status" className="scroll-mt-24 rounded-xl bg-aqua-100 p-5 text-ink ring-1 ring-aqua-700/30 outline-none sm:p-6">
      <p className="flex items-start gap-3 text-lg font-semibold text-navy-900">
        <CheckCircle2 aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-pool-700" />
        {successTitle(formName, words)}
      </p>
      {reference ? (
        <p className="mt-3">
          {`${copy.confirmation.reference} `}<strong className="font-semibold tabular">{reference}</strong>
        </p>
      ) : null}
      {children}
      <p className="mt-4 font-semibold">{copy.confirmation.next}</p>
      <ul className="mt-2 list-disc space-y-1.5 pl-5">
        <li>{fill(copy.confirmation.reply, { hours: business.responsePromises.replyHours, schedule: hours })}</li>
        <li>{reference ? copy.confirmation.emailWithReference : copy.confirmation.email}</li>
        <li>
          {copy.confirmation.sooner}{" "}
          <a href={business.phone.href} className="font-semibold text-pool-800 underline underline-offset-4">
            {business.phone.display}
          </a>
          {reference ? copy.confirmation.mention : ""}.
        </li>
      </ul>
      <p className="mt-4">
        <a href={`${localizedPath("/book", words.locale)}${bookToken ? `?lead=${encodeURIComponent(bookToken)}` : ""}`} className="inline-flex min-h-11 items-center font-semibold text-pool-800 underline underline-offset-4">
          {copy.confirmation.pickTime}
        </a>
      </p>
      <p className="mt-2">
        <a
          href={`${again}#${id}`}
          onClick={
            onAgain &&
            ((event) => {
              event.preventDefault();
              onAgain();
            })
          }
          className="inline-flex min-h-11 items-center font-semibold text-pool-800 underline underline-offset-4">
          {copy.confirmation.again}
        </a>
      </p>
    </div>
  );
}

/** Form-level messages: the server's notice (confirm once more, rate limit) and a summary that announces field errors. */
export function FormStatus({ notice, errors, copy }: { notice?: string; errors: FieldErrors; copy: LeadFormWords["copy"] }) {
  const errorCount = Object.keys(errors).length;
  return (
    <div role="alert" className="empty:hidden">
      {notice || errorCount > 0 ? (
        <Banner tone="error" icon={<AlertCircle aria-hidden="true" className="size-5 shrink-0" />}>
          {notice ??
            (errorCount === 1 ? copy.status.fixOne : fill(copy.status.fixMany, { count: errorCount }))}
        </Banner>
      ) : null}
    </div>
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
      className={wideSubmitClass}
    >
      {pending ? pendingLabel : idleLabel}
    </button>
  );
}
