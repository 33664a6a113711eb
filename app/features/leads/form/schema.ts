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
  values,
} from "#app/features/lead-records/options.ts";
import type { Option } from "#app/components/ui/form-fields.tsx";
import { limits, type FieldErrors, type FormName } from "#app/features/leads/form/form-shape.ts";
import { EMAIL_ADDRESS } from "#app/utils/email-address.ts";

export type { FieldErrors, FormName };

/**
 * One schema per form, shared by the browser (instant feedback) and the server (which trusts
 * nothing the browser says). zod/mini keeps the client bundle small. Input is the normalised
 * field record of `form-fields.ts`: trimmed strings, blanks removed.
 */

const PHONE_CHARACTERS = /^\+?[0-9 ().-]+$/;
// Control characters other than tab and newline never come from a keyboard; newlines are only
// legitimate in the free-text fields (they would also split e-mail headers).
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f]/;
const LINE_BREAK = /[\r\n\t]/;

const messages = {
  tooLong: (max: number) => `Please keep this under ${max} characters.`,
  singleLine: "Please remove line breaks and special characters.",
  option: "Please choose one of the listed options.",
  email: "Please enter a valid email address, like name@example.com.",
  phone: "Please enter a valid phone number with area code, like 281-555-0123.",
} as const;

function singleLine(max: number, required?: string) {
  return z.string(required).check(
    ...(required ? [z.minLength(1, required)] : []),
    z.maxLength(max, messages.tooLong(max)),
    z.refine((value) => !LINE_BREAK.test(value) && !CONTROL.test(value), messages.singleLine),
  );
}

function freeText(max: number, required?: string) {
  return z.string(required).check(
    ...(required ? [z.minLength(1, required)] : []),
    z.maxLength(max, messages.tooLong(max)),
    z.refine((value) => !CONTROL.test(value), messages.singleLine),
  );
}

function email(required?: string) {
  return z.string(required).check(
    ...(required ? [z.minLength(1, required)] : []),
    z.maxLength(limits.email, messages.tooLong(limits.email)),
    z.regex(EMAIL_ADDRESS, messages.email),
  );
}

export function isValidPhone(value: string): boolean {
  const digits = value.replace(/\D/g, "").length;
  return PHONE_CHARACTERS.test(value) && digits >= 10 && digits <= 15;
}

function phone(required?: string) {
  return z.string(required).check(
    ...(required ? [z.minLength(1, required)] : []),
    z.maxLength(limits.phone, messages.tooLong(limits.phone)),
    z.refine(isValidPhone, messages.phone),
  );
}

function choice<const T extends readonly Option[]>(options: T) {
  return z.enum(values(options), messages.option);
}

export const consultationSchema = z.object({
  firstName: singleLine(limits.personName, "Please enter your first name."),
  lastName: singleLine(limits.personName, "Please enter your last name."),
  email: email("Please enter your email address."),
  phone: z.optional(phone()),
  location: z.optional(singleLine(limits.location)),
  serviceType: z.optional(choice(serviceTypeOptions)),
  timeline: z.optional(choice(consultationTimelineOptions)),
  message: freeText(limits.message, "Please tell us a little about your project."),
});

export const contactSchema = z.object({
  name: singleLine(limits.fullName, "Please enter your full name."),
  email: email("Please enter your email address."),
  phone: z.optional(phone()),
  subject: z.optional(singleLine(limits.subject)),
  message: freeText(limits.message, "Please enter your message."),
});

export const quoteSchema = z
  .object({
    contactMethod: z.enum(contactMethods, "Please choose how we should contact you."),
    name: singleLine(limits.fullName, "Please enter your name."),
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
  })
  .check(
    z.superRefine((quote, ctx) => {
      // The chosen contact method decides which way of reaching the visitor is required.
      if (quote.contactMethod === "email" && !quote.email) {
        ctx.issues.push({ code: "custom", path: ["email"], message: "Please enter your email address.", input: quote.email });
      }
      if (quote.contactMethod !== "email" && !quote.phone) {
        ctx.issues.push({ code: "custom", path: ["phone"], message: "Please enter your phone number.", input: quote.phone });
      }
    }, {
      // Run even when other fields failed, so every missing field is reported at once.
      when: (payload) => typeof payload.value === "object" && payload.value !== null,
    }),
  );

export type ConsultationInput = z.infer<typeof consultationSchema>;
export type ContactInput = z.infer<typeof contactSchema>;
export type QuoteInput = z.infer<typeof quoteSchema>;

export type ParsedLead =
  | { formName: "consultation"; data: ConsultationInput }
  | { formName: "contact"; data: ContactInput }
  | { formName: "get-quote"; data: QuoteInput };

export type ParseResult = { success: true; lead: ParsedLead } | { success: false; errors: FieldErrors };

export function parseLead(formName: FormName, fields: Record<string, string | string[] | undefined>): ParseResult {
  const result =
    formName === "consultation"
      ? consultationSchema.safeParse(fields)
      : formName === "contact"
        ? contactSchema.safeParse(fields)
        : quoteSchema.safeParse(fields);
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

