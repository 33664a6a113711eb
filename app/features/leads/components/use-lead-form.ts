import { useCallback, useEffect, useRef, useState, type FormEvent } from "react";
import { toast } from "#app/components/ui/toast.ts";
import { visitAttribution } from "#app/utils/attribution.ts";
import { formPage, readFormFields, submissionBody } from "#app/features/leads/form/form-fields.ts";
import { localizedPath } from "#app/i18n/route-table.ts";
import { failureMessage } from "#app/features/leads/form/messages.ts";
import { fieldOrder, type FieldErrors, type FormName } from "#app/features/leads/form/form-shape.ts";
import type * as SchemaModule from "#app/features/leads/form/schema.ts";
import type { LeadFormState } from "#app/features/leads/components/lead-form-state.ts";

/**
 * The schemas (and zod with them) are fetched when the visitor starts on a form, not with the
 * page; once here, a submit is checked synchronously, so errors show in the same frame. If they
 * cannot be fetched, the form is sent unchecked: the server validates anyway and its field
 * errors are shown the same way.
 */
let schema: typeof SchemaModule | undefined;
const loadSchema = () => import("#app/features/leads/form/schema.ts").then((module) => (schema = module));

/**
 * Everything the three lead forms share. Without JavaScript the form posts natively to its
 * route; the page comes back with errors and values or as `?sent=<form>` (`state`).
 * With JavaScript the same fields are validated with the same schema, then posted to `/` as
 * the hosted-form handler's call (`form-name` to `/`), and the reply becomes a toast; no reload.
 */
export function useLeadForm(
  formName: FormName,
  state: LeadFormState,
  { onSuccess, onInvalid }: { onSuccess?: () => void; onInvalid?: (errors: FieldErrors) => void } = {},
) {
  const serverReply = state.reply;
  // After a success with JavaScript the server-rendered reply (values, errors) is out of date.
  const [replyDismissed, setReplyDismissed] = useState(false);
  const reply = replyDismissed ? undefined : serverReply;
  const [errors, setErrors] = useState<FieldErrors>(reply?.errors ?? {});
  const [pending, setPending] = useState(false);
  const [formKey, setFormKey] = useState(0);
  /** Sent with JavaScript: the confirmation shows in place of the form, with the reference the server gave. */
  const [sentHere, setSentHere] = useState<{ reference?: string; bookToken?: string } | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const token = useRef<string | null>(null);
  const tokenRequest = useRef<Promise<string | null> | null>(null);

  const focusFirstError = useCallback(
    (found: FieldErrors) => {
      const first = fieldOrder[formName].find((field) => found[field]);
      const control = first ? formRef.current?.querySelector<HTMLElement>(`[name="${first}"]:not([type="hidden"])`) : null;
      control?.focus();
    },
    [formName],
  );

  // A page re-rendered with errors (no JavaScript at submit time) puts focus on the first one.
  useEffect(() => {
    if (serverReply?.errors) focusFirstError(serverReply.errors);
  }, [serverReply, focusFirstError]);

  /**
   * Fetches a signed render timestamp once, when the visitor starts on the form. Kept in a ref
   * and added at submit time: React owns the hidden input and would reset a value set on it.
   */
  const ensureToken = useCallback((): Promise<string | null> => {
    if (token.current) return Promise.resolve(token.current);
    tokenRequest.current ??= fetch("/form-token", { cache: "no-store", headers: { Accept: "application/json" } })
      .then((response) => (response.ok ? (response.json() as Promise<{ token: string | null }>) : { token: null }))
      .catch(() => ({ token: null }))
      .then(({ token: issued }) => {
        token.current = issued;
        if (!issued) tokenRequest.current = null;
        return issued;
      });
    return tokenRequest.current;
  }, []);

  const onSubmit = useCallback(
    async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const form = event.currentTarget;
      if (pending) return;
      const fields = readFormFields(new FormData(form).entries()).fields;
      const found = schema
        ? schema.parseLead(formName, fields, state.words.copy.validation)
        : await loadSchema().then(
            ({ parseLead }) => parseLead(formName, fields, state.words.copy.validation),
            () => undefined,
          );
      if (found && !found.success) {
        setErrors(found.errors);
        onInvalid?.(found.errors);
        // After React has rendered the messages, so aria-describedby points at them.
        requestAnimationFrame(() => focusFirstError(found.errors));
        return;
      }
      setErrors({});
      setPending(true);
      try {
        const issued = await ensureToken();
        const data = new FormData(form);
        if (issued) data.set("form-token", issued);
        for (const [key, value] of Object.entries(visitAttribution())) data.set(key, value);
        // English posts to `/` (the hosted-form handler's contract); Spanish to its own page, which names its language.
        const { locale } = state.words;
        const target = locale === "en" ? "/" : localizedPath(formPage[formName], locale);
        const response = await fetch(target, {
          method: "POST",
          headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "application/json" },
          body: submissionBody(formName, data.entries()),
        });
        const text = await response.text();
        if (response.ok) {
          // Said once: the confirmation panel takes the form's place and focus (no toast beside it).
          setReplyDismissed(true);
          setSentHere(referenceIn(text));
          setFormKey((key) => key + 1);
          // The next request starts its own clock.
          token.current = null;
          tokenRequest.current = null;
          onSuccess?.();
          return;
        }
        const serverErrors = response.status === 400 ? fieldErrorsIn(text) : undefined;
        if (serverErrors) {
          setErrors(serverErrors);
          onInvalid?.(serverErrors);
          requestAnimationFrame(() => focusFirstError(serverErrors));
          return;
        }
        console.error("Form submission failed", response.status, text);
        const failure = failureMessage(formName, state.words, { status: response.status, text });
        toast.error(failure.title, { description: failure.description }, state.words.copy.toast);
      } catch (error) {
        console.error("Form submission error", error);
        const failure = failureMessage(formName, state.words);
        toast.error(failure.title, { description: failure.description }, state.words.copy.toast);
      } finally {
        setPending(false);
      }
    },
    [ensureToken, focusFirstError, formName, onInvalid, onSuccess, pending, state.words],
  );

  return {
    /** The form's words in the page's language. */
    words: state.words,
    formRef,
    formKey,
    errors,
    pending,
    /** The visitor's entries when the server re-rendered the form. */
    values: reply?.values ?? {},
    token: reply?.token ?? "",
    /** Where the visit came from, carried through a no-JavaScript re-render. */
    carried: reply?.carried,
    /** A form-level message from the server: confirm once more, rate limit, storage trouble. */
    notice: reply?.message,
    /** The confirmation: after a no-JavaScript send (`?sent=<form>`), or after one sent from here. */
    sent: sentHere !== null || (!replyDismissed && formKey === 0 && state.sent),
    reference: sentHere ? sentHere.reference : state.reference,
    bookToken: sentHere ? sentHere.bookToken : state.bookToken,
    /** True when the confirmation replaced the form in this page (focus moves to it). */
    sentHere: sentHere !== null,
    /** Back to an empty form after a send from this page. */
    sendAnother: () => setSentHere(null),
    onSubmit,
    onFocus: () => {
      void ensureToken();
      void loadSchema();
    },
  };
}

function referenceIn(text: string): { reference?: string; bookToken?: string } {
  try {
    const body = JSON.parse(text) as { reference?: unknown; bookToken?: unknown };
    return {
      ...(typeof body.reference === "string" ? { reference: body.reference } : {}),
      ...(typeof body.bookToken === "string" ? { bookToken: body.bookToken } : {}),
    };
  } catch {
    return {};
  }
}

function fieldErrorsIn(text: string): FieldErrors | undefined {
  try {
    const body = JSON.parse(text) as { errors?: FieldErrors };
    return body.errors && Object.keys(body.errors).length > 0 ? body.errors : undefined;
  } catch {
    return undefined;
  }
}

export function valueOf(values: Record<string, string | string[]>, name: string): string {
  const value = values[name];
  return typeof value === "string" ? value : "";
}
