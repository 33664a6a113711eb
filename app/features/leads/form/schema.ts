import { z } from "zod/mini";
import {
  callbackTimeOptions,
  consultationTimelineOptions,
  contactMethods,
  featureOptions,
  poolSizeOptions,
  projectTypeOptions,
  quoteTimelineOptions,
  serviceTypeOptions,
} from "#app/features/lead-records/options.ts";
import { optionValues } from "#app/utils/option-list.ts";
import { limits, type FieldErrors, type FormName } from "#app/features/leads/form/form-shape.ts";
import { EMAIL_ADDRESS } from "#app/utils/email-address.ts";
import { fill } from "#app/i18n/catalog.ts";
import type { Messages } from "#app/i18n/resources.ts";

export type { FieldErrors, FormName };

/**
 * One schema per form, shared by the browser (instant feedback) and the server (which trusts
 * nothing the browser says). zod/mini keeps the client bundle small. Input is the normalised
 * field record of `form-fields.ts`: trimmed strings, blanks removed. The messages are the page's
 * language's (`leads.validation`), handed in: the browser's copy comes with the island's props.
 */

export type ValidationMessages = Messages<"leads">["validation"];

const PHONE_CHARACTERS = /^\+?[0-9 ().-]+$/;
// Control characters other than tab and newline never come from a keyboard; newlines are only
// legitimate in the free-text fields (they would also split e-mail headers).
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f]/;
const LINE_BREAK = /[\r\n\t]/;

export function isValidPhone(value: string): boolean {
  const digits = value.replace(/\D/g, "").length;
  return PHONE_CHARACTERS.test(value) && digits >= 10 && digits <= 15;
}

/** The schemas with their messages in one language; built once per language and kept. */
function buildSchemas(messages: ValidationMessages) {
  const tooLong = (max: number) => fill(messages.tooLong, { max });

  function singleLine(max: number, required?: string) {
    return z.string(required).check(
      ...(required ? [z.minLength(1, required)] : []),
      z.maxLength(max, tooLong(max)),
      z.refine((value) => !LINE_BREAK.test(value) && !CONTROL.test(value), messages.singleLine),
    );
  }

  function freeText(max: number, required?: string) {
    return z.string(required).check(
      ...(required ? [z.minLength(1, required)] : []),
      z.maxLength(max, tooLong(max)),
      z.refine((value) => !CONTROL.test(value), messages.singleLine),
    );
  }

  function email(required?: string) {
    return z.string(required).check(
      ...(required ? [z.minLength(1, required)] : []),
      z.maxLength(limits.email, tooLong(limits.email)),
      z.regex(EMAIL_ADDRESS, messages.email),
    );
  }

  function phone(required?: string) {
    return z.string(required).check(
      ...(required ? [z.minLength(1, required)] : []),
      z.maxLength(limits.phone, tooLong(limits.phone)),
      z.refine(isValidPhone, messages.phone),
    );
  }

  function choice<const T extends readonly { value: string }[]>(options: T) {
    return z.enum(optionValues(options), messages.option);
  }

  const consultationSchema = z.object({
    firstName: singleLine(limits.personName, messages.firstName),
    lastName: singleLine(limits.personName, messages.lastName),
    email: email(messages.emailRequired),
    phone: z.optional(phone()),
    location: z.optional(singleLine(limits.location)),
    serviceType: z.optional(choice(serviceTypeOptions)),
    timeline: z.optional(choice(consultationTimelineOptions)),
    message: freeText(limits.message, messages.project),
  });

  const contactSchema = z.object({
    name: singleLine(limits.fullName, messages.fullName),
    email: email(messages.emailRequired),
    phone: z.optional(phone()),
    subject: z.optional(singleLine(limits.subject)),
    message: freeText(limits.message, messages.message),
  });

  const quoteSchema = z
    .object({
      contactMethod: z.enum(contactMethods, messages.contactMethod),
      name: singleLine(limits.fullName, messages.quoteName),
      email: z.optional(email()),
      phone: z.optional(phone()),
      preferredCallbackTime: z.optional(choice(callbackTimeOptions)),
      address: z.optional(singleLine(limits.address)),
      projectType: z.optional(choice(projectTypeOptions)),
      poolSize: z.optional(choice(poolSizeOptions)),
      timeline: z.optional(choice(quoteTimelineOptions)),
      features: z.array(z.enum(featureOptions, messages.option)).check(z.maxLength(featureOptions.length, messages.option)),
      notes: z.optional(freeText(limits.notes)),
      /** The `/design` query of the design the request was made from; read by the server. */
      design: z.optional(singleLine(limits.design)),
      /** The yard photo sent beforehand (POST /yard-photo) when the visitor ticked the box: its id. */
      yardPhoto: z.optional(z.string().check(z.regex(/^[a-f0-9]{32}$/, messages.option))),
    })
    .check(
      z.superRefine((quote, ctx) => {
        // The chosen contact method decides which way of reaching the visitor is required.
        if (quote.contactMethod === "email" && !quote.email) {
          ctx.issues.push({ code: "custom", path: ["email"], message: messages.emailRequired, input: quote.email });
        }
        if (quote.contactMethod !== "email" && !quote.phone) {
          ctx.issues.push({ code: "custom", path: ["phone"], message: messages.phoneRequired, input: quote.phone });
        }
      }, {
        // Run even when other fields failed, so every missing field is reported at once.
        when: (payload) => typeof payload.value === "object" && payload.value !== null,
      }),
    );

  return { consultation: consultationSchema, contact: contactSchema, "get-quote": quoteSchema };
}

type Schemas = ReturnType<typeof buildSchemas>;
const built = new WeakMap<ValidationMessages, Schemas>();

function schemasFor(messages: ValidationMessages): Schemas {
  let schemas = built.get(messages);
  if (!schemas) built.set(messages, (schemas = buildSchemas(messages)));
  return schemas;
}

export type ConsultationInput = z.infer<Schemas["consultation"]>;
export type ContactInput = z.infer<Schemas["contact"]>;
export type QuoteInput = z.infer<Schemas["get-quote"]>;

export type ParsedLead =
  | { formName: "consultation"; data: ConsultationInput }
  | { formName: "contact"; data: ContactInput }
  | { formName: "get-quote"; data: QuoteInput };

export type ParseResult = { success: true; lead: ParsedLead } | { success: false; errors: FieldErrors };

export function parseLead(
  formName: FormName,
  fields: Record<string, string | string[] | undefined>,
  messages: ValidationMessages,
): ParseResult {
  const schemas = schemasFor(messages);
  const result =
    formName === "consultation"
      ? schemas.consultation.safeParse(fields)
      : formName === "contact"
        ? schemas.contact.safeParse(fields)
        : schemas["get-quote"].safeParse(fields);
  if (!result.success) {
    const errors: FieldErrors = {};
    for (const issue of result.error.issues) {
      errors[String(issue.path[0] ?? "form")] ??= issue.message;
    }
    return { success: false, errors };
  }
  if (formName === "get-quote") {
    const quote = result.data as QuoteInput;
    // The callback time belongs to the callback method only.
    if (quote.contactMethod !== "callback") delete quote.preferredCallbackTime;
  }
  return { success: true, lead: { formName, data: result.data } as ParsedLead };
}

