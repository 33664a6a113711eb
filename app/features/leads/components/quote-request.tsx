import { Clock, Mail, Phone } from "lucide-react";
import { wideSubmitClass } from "#app/components/ui/button.tsx";
import { useRef, useState } from "react";
import { useHydrated } from "#app/components/ui/use-hydrated.ts";
import { EmailAddress } from "#app/components/ui/email-address.tsx";
import { business } from "#app/config/business.ts";
import type { QuoteDesignPreview } from "#app/features/design/quote-design.ts";
import { fill } from "#app/i18n/catalog.ts";
import type { Messages } from "#app/i18n/resources.ts";
import { localizedPath } from "#app/i18n/route-table.ts";
import { island } from "#app/islands/island.tsx";
import { formAnchor } from "#app/features/leads/form/form-fields.ts";
import {
  callbackTimeOptions,
  contactMethods,
  featureOptions,
  poolSizeOptions,
  projectTypeOptions,
  quoteTimelineOptions,
  type ContactMethod,
} from "#app/features/lead-records/options.ts";
import { formPage } from "#app/features/leads/form/form-fields.ts";
import { limits, type FieldErrors } from "#app/features/leads/form/form-shape.ts";
import { SelectField, TextAreaField, TextField } from "#app/components/ui/form-fields.tsx";
import { LeadForm, SubmitButton } from "#app/features/leads/components/form-parts.tsx";
import type { LeadFormState } from "#app/features/leads/components/lead-form-state.ts";
import { useLeadForm, valueOf } from "#app/features/leads/components/use-lead-form.ts";
import { mailtoHref } from "#app/utils/email-address.ts";
import { YardAttachment } from "#app/features/backyard/components/yard-attachment.tsx";
import { HoursList } from "#app/components/ui/hours-list.tsx";

const FORM_ID = formAnchor["get-quote"];
const STEP_ONE_FIELDS = ["projectType", "poolSize", "features", "address", "timeline", "notes"];

const methodIcons: Record<ContactMethod, typeof Phone> = { phone: Phone, email: Mail, callback: Clock };

/**
 * The quote form's own words in the page's language (`quote.form`), handed in by the server; the
 * attached design's words come apart, only with a design.
 */
export type QuoteFormCopy = Omit<Messages<"quote">["form"], "design">;
type DesignCopy = Messages<"quote">["form"]["design"];

/** The features' catalog keys, in the order of `featureOptions` (their English names are the values sent). */
const FEATURE_KEYS = ["f1", "f2", "f3", "f4", "f5"] as const;

function hasStepOneError(errors: FieldErrors): boolean {
  return STEP_ONE_FIELDS.some((field) => errors[field]);
}

function isContactMethod(value: string): value is ContactMethod {
  return (contactMethods as readonly string[]).includes(value);
}

/**
 * /get-quote: the two-step form, its contact-method chooser (in the contact step, where the
 * method decides which of phone and e-mail is required) and the contact panel the chooser swaps. The form comes
 * first so that on a phone its first field is on the first screen. Without JavaScript both
 * steps show at once and one native POST carries everything (docs/product.md, "Lead forms").
 */
export function QuoteRequest({
  design,
  designError,
  copy,
  designCopy,
  ...state
}: LeadFormState & { copy: QuoteFormCopy; designCopy?: DesignCopy; design?: QuoteDesignPreview; designError?: string }) {
  const hydrated = useHydrated();
  // A page re-rendered by the server (no JavaScript at submit) reopens where the visitor was.
  const { reply } = state;
  const replyMethod = valueOf(reply?.values ?? {}, "contactMethod");
  const [step, setStep] = useState<1 | 2>(() => (reply && !hasStepOneError(reply.errors ?? {}) ? 2 : 1));
  const [method, setMethod] = useState<ContactMethod>(isContactMethod(replyMethod) ? replyMethod : "phone");
  const form = useLeadForm(
    "get-quote",
    state,
    {
      onSuccess: () => {
        setStep(1);
        setMethod("phone");
      },
      // An error on a step-1 field (only possible from the server) must be visible to be fixed.
      onInvalid: (found) => {
        if (hasStepOneError(found)) setStep(1);
      },
    },
  );
  const { errors, pending } = form;
  // A design from the designer prefills the project fields until the visitor's own reply exists.
  const values = form.values.design || !design ? form.values : { ...design.prefill, ...form.values };
  const designQuery = valueOf(values, "design") || design?.query || "";
  const stepped = hydrated;
  const stepTwoHeading = useRef<HTMLHeadingElement>(null);
  const stepOneHeading = useRef<HTMLHeadingElement>(null);
  const features = Array.isArray(values.features) ? values.features : [];
  const shared = { formId: FORM_ID };
  const { locale } = state.words;
  const page = localizedPath(formPage["get-quote"], locale);
  const choices = <V extends string>(options: readonly { value: V }[], labels: Record<V, string>) =>
    options.map(({ value }) => ({ value, label: labels[value] }));

  function goTo(next: 1 | 2) {
    setStep(next);
    requestAnimationFrame(() => {
      const heading = (next === 2 ? stepTwoHeading : stepOneHeading).current;
      // The step starts at the top of the window (below the header's scroll padding): focus alone
      // would only bring the heading into view, leaving it at the bottom with its first field under the bar.
      heading?.focus({ preventScroll: true });
      heading?.scrollIntoView({ block: "start" });
    });
  }

  // Every way of reaching the visitor is asked for at once, so nothing typed is dropped by a
  // later choice; the method is a preference that decides which one is required.
  const phoneRequired = stepped && method !== "email";
  const emailRequired = stepped && method === "email";
  /** A way of reaching the visitor: required when it is the chosen method, else marked optional in the steps. */
  const reachBy = (name: "phone" | "email", required: boolean) => ({
    ...shared,
    name,
    required,
    optionalNote: stepped && !required ? copy.optional : undefined,
    maxLength: limits[name],
    defaultValue: valueOf(values, name),
    error: errors[name],
  });
  const showCallbackTime = !stepped || method === "callback";

  return (
    <div className="grid items-start gap-8 lg:grid-cols-5">
      <div className="rounded-2xl bg-white p-6 shadow-card ring-1 ring-slate-200 sm:p-8 lg:col-span-3">
        <LeadForm
          {...form}
          formName="get-quote"
          id={FORM_ID}
          // Posted back to a URL that names the design, so a re-rendered page still shows it.
          action={designQuery ? `${page}?design=${encodeURIComponent(designQuery)}` : page}
          sentDetail={
            design && designCopy ? (
              <div className="mt-4 rounded-lg bg-white/70 p-3" data-sent-design>
                <p className="font-semibold text-navy-900">{designCopy.sent}</p>
                <p className="mt-1 text-sm">{design.description}</p>
                <p className="mt-1 text-sm font-semibold text-navy-900 tabular">{designCopy.ballpark}{design.range}</p>
              </div>
            ) : undefined
          }
        >
          {designQuery ? <input type="hidden" name="design" value={designQuery} /> : null}
          {designCopy ? <AttachedDesign design={design} query={designQuery} error={errors.design ?? designError} copy={designCopy} designer={localizedPath("/design", locale)} /> : null}
          {hydrated ? <YardAttachment copy={copy.yard} /> : null}
          {stepped ? (
            <p className="mb-4 text-sm font-semibold uppercase tracking-wide text-pool-700">{fill(copy.step, { step })}</p>
          ) : null}

          <section hidden={stepped && step !== 1} aria-labelledby={`${FORM_ID}-step-1`}>
            <h2 id={`${FORM_ID}-step-1`} ref={stepOneHeading} tabIndex={-1} className="text-xl font-semibold text-navy-900">
              {copy.projectHeading}
            </h2>
            <div className="mt-5 grid gap-5 sm:grid-cols-2">
              <SelectField {...shared} name="projectType" label={copy.projectType} placeholder={copy.projectTypePlaceholder} options={choices(projectTypeOptions, copy.options.projectType)} defaultValue={valueOf(values, "projectType")} error={errors.projectType} />
              {design ? (
                // A designed pool has its own size; the listed sizes would misstate it.
                <div data-design-size>
                  <input type="hidden" name="poolSize" value="custom" />
                  <p className="text-sm font-semibold text-ink">{copy.poolSize}</p>
                  <p className="mt-1.5 flex min-h-12 items-center text-base text-ink tabular">{design.size}{copy.yourDesign}</p>
                </div>
              ) : (
                <SelectField {...shared} name="poolSize" label={copy.poolSize} placeholder={copy.poolSizePlaceholder} options={choices(poolSizeOptions, copy.options.poolSize)} defaultValue={valueOf(values, "poolSize")} error={errors.poolSize} />
              )}
              <fieldset className="sm:col-span-2" aria-describedby={errors.features ? `${FORM_ID}-features-error` : undefined}>
                <legend className="text-sm font-semibold text-ink">{copy.features}</legend>
                <div className="mt-1.5 grid gap-x-4 sm:grid-cols-2">
                  {featureOptions.map((feature, index) => (
                    <label key={feature} className="flex min-h-11 cursor-pointer items-center gap-3 text-base text-ink">
                      <input
                        type="checkbox"
                        name="features"
                        value={feature}
                        defaultChecked={features.includes(feature)}
                        className="size-5 rounded border-slate-400 accent-pool-700"
                      />
                      {copy.options.features[FEATURE_KEYS[index] ?? "f1"]}
                    </label>
                  ))}
                </div>
                {errors.features ? (
                  <p id={`${FORM_ID}-features-error`} className="mt-1.5 text-sm font-medium text-red-700">
                    {errors.features}
                  </p>
                ) : null}
              </fieldset>
              <TextField {...shared} name="address" label={copy.address} optionalNote={copy.optional} autoComplete="address-line1" maxLength={limits.address} defaultValue={valueOf(values, "address")} error={errors.address} className="sm:col-span-2" />
              <SelectField {...shared} name="timeline" label={copy.timeline} placeholder={copy.timelinePlaceholder} options={choices(quoteTimelineOptions, copy.options.timeline)} defaultValue={valueOf(values, "timeline")} error={errors.timeline} className="sm:col-span-2" />
              <TextAreaField {...shared} name="notes" label={copy.notes} optionalNote={copy.optional} rows={4} maxLength={limits.notes} defaultValue={valueOf(values, "notes")} error={errors.notes} className="sm:col-span-2" />
            </div>
            {stepped ? (
              <button
                type="button"
                onClick={() => goTo(2)}
                className={`mt-6 ${wideSubmitClass}`}
              >
                {copy.next}
              </button>
            ) : null}
          </section>

          <section hidden={stepped && step !== 2} aria-labelledby={`${FORM_ID}-step-2`} className={stepped ? "" : "mt-8 border-t border-slate-200 pt-8"}>
            <h2 id={`${FORM_ID}-step-2`} ref={stepTwoHeading} tabIndex={-1} className="text-xl font-semibold text-navy-900">
              {copy.contactHeading}
            </h2>
            <fieldset className="mt-5">
              <legend className="mb-3 font-semibold text-ink">{copy.methodLegend}</legend>
              <div className="grid gap-3 sm:grid-cols-3">
                {contactMethods.map((value) => {
                  const choice = copy.methods[value];
                  const Icon = methodIcons[value];
                  return (
                    <label
                      key={value}
                      className="relative flex min-h-16 cursor-pointer items-center gap-3 rounded-xl border-2 border-slate-200 bg-white px-4 py-3 shadow-sm transition-colors has-[:checked]:border-pool-600 has-[:checked]:bg-pool-50 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-pool-500"
                    >
                      <input
                        type="radio"
                        name="contactMethod"
                        value={value}
                        checked={method === value}
                        onChange={() => setMethod(value)}
                        className="sr-only"
                      />
                      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-pool-100 text-pool-700">
                        <Icon aria-hidden="true" className="size-5" />
                      </span>
                      <span>
                        <span className="block font-semibold text-ink">{choice.label}</span>
                        <span className="block text-sm text-muted">{choice.detail}</span>
                      </span>
                    </label>
                  );
                })}
              </div>
            </fieldset>
            <div className="mt-5 grid gap-5">
              <TextField {...shared} name="name" label={copy.name} required autoComplete="name" maxLength={limits.fullName} defaultValue={valueOf(values, "name")} error={errors.name} />
              <TextField {...reachBy("phone", phoneRequired)} type="tel" label={copy.phone} hint={stepped ? undefined : copy.phoneHint} autoComplete="tel" />
              <TextField
                {...reachBy("email", emailRequired)}
                type="email"
                label={copy.email}
                hint={!stepped ? copy.emailHintNoScript : emailRequired ? undefined : copy.emailHint}
                autoComplete="email"
              />
              {showCallbackTime ? (
                <SelectField
                  {...shared}
                  name="preferredCallbackTime"
                  label={copy.callbackTime}
                  placeholder={copy.callbackTimePlaceholder}
                  hint={stepped ? undefined : copy.callbackHint}
                  options={choices(callbackTimeOptions, copy.options.callbackTime)}
                  defaultValue={valueOf(values, "preferredCallbackTime")}
                  error={errors.preferredCallbackTime}
                />
              ) : null}
            </div>
            <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row">
              {stepped ? (
                <button
                  type="button"
                  onClick={() => goTo(1)}
                  className="inline-flex min-h-12 items-center justify-center rounded-lg border-2 border-slate-300 bg-white px-6 py-3 font-semibold text-ink hover:bg-sand-50 sm:w-40"
                >
                  {copy.back}
                </button>
              ) : null}
              <div className="flex-1">
                <SubmitButton pending={pending} idleLabel={copy.submit} pendingLabel={copy.submitting} />
              </div>
            </div>
          </section>
        </LeadForm>
      </div>
      <ContactPanel method={method} copy={copy.panel} replyPromise={state.words.replyPromise} hoursLines={state.words.hoursLines} />
    </div>
  );
}

function ContactPanel({
  method,
  copy,
  replyPromise,
  hoursLines,
}: {
  method: ContactMethod;
  copy: QuoteFormCopy["panel"];
  replyPromise: string;
  hoursLines: LeadFormState["words"]["hoursLines"];
}) {
  const content = { title: copy[method].title, text: fill(copy[method].text, { promise: replyPromise }) };
  return (
    // Not a live region: the chosen radio says what changed; the panel's ~35 words are not re-read at each choice.
    <aside className="rounded-2xl bg-navy-900 p-6 text-white shadow-card sm:p-8 lg:col-span-2">
      <h2 className="text-2xl font-semibold">{content.title}</h2>
      <p className="mt-3 text-white/90">{content.text}</p>
      <div className="mt-6 grid gap-3">
        {method === "email" ? (
          <a href={mailtoHref(business.email)} className="inline-flex min-h-11 items-center gap-3 font-semibold text-white underline-offset-4 hover:underline">
            <Mail aria-hidden="true" className="size-5" />
            <EmailAddress address={business.email} />
          </a>
        ) : (
          <a href={business.phone.href} className="inline-flex min-h-11 items-center gap-3 text-xl font-semibold text-white tabular underline-offset-4 hover:underline">
            <Phone aria-hidden="true" className="size-5" />
            {business.phone.display}
          </a>
        )}
      </div>
      <HoursList lines={hoursLines} className="mt-6 grid gap-1 border-t border-white/20 pt-5 text-sm text-white/90" lineClassName="flex justify-between gap-4" hoursClassName="tabular" />
    </aside>
  );
}

/** The design the request carries, with a way back to change it. */
function AttachedDesign({
  design,
  query,
  error,
  copy,
  designer,
}: {
  design?: QuoteDesignPreview;
  query: string;
  error?: string;
  copy: DesignCopy;
  /** The designer's page in the form's language. */
  designer: string;
}) {
  if (!query && !error) return null;
  return (
    <div className="mb-6 rounded-xl bg-pool-50 p-4 ring-1 ring-pool-200" data-attached-design>
      <p className="font-semibold text-navy-900">{error ? copy.about : copy.attached}</p>
      {error ? (
        <p id={`${FORM_ID}-design-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
      {design ? (
        <>
          <p className="mt-1 text-sm text-ink">{design.description}</p>
          <p className="mt-1 text-sm font-semibold text-navy-900 tabular">{copy.ballpark}{design.range}</p>
        </>
      ) : null}
      {query ? (
        <a href={`${designer}?${query}`} className="mt-2 inline-flex min-h-11 items-center text-sm font-semibold text-pool-700 underline underline-offset-4">
          {copy.change}
        </a>
      ) : (
        <a href={designer} className="mt-2 inline-flex min-h-11 items-center text-sm font-semibold text-pool-700 underline underline-offset-4">
          {copy.open}
        </a>
      )}
    </div>
  );
}

export const QuoteRequestIsland = island("quote-request", QuoteRequest);
