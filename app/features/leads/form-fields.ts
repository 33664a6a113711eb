import { featureOptions } from "./options.ts";
import type { FormName } from "./schema.ts";

/**
 * Turns submitted key/value pairs (a FormData in the browser, URLSearchParams on the server)
 * into the record the schemas read. Shared so both sides see the same input.
 *
 * - Values are trimmed; blanks are dropped (an empty optional field is "not given").
 * - Line breaks become LF: a browser without JavaScript sends a textarea's as CRLF, others may
 *   send CR. The single-line fields' schemas still refuse any line break.
 * - `features` may arrive as one text joined by ", " (the script's hosted-form payload) or as repeated checkbox
 *   values (the no-JavaScript form); both become one de-duplicated list. Collecting stops at the
 *   first value that is not an option, or one past the number of options (the schema then
 *   refuses the list), so a body of thousands of values costs no more than a normal one.
 * - Any other field sent twice is ambiguous, so it is reported rather than guessed at.
 */

/** Hidden fields that travel with every form but are not part of the lead itself. */
export const metaFields = ["form-name", "bot-field", "form-token", "page", "referrer", "landing"] as const;

export interface FormFields {
  fields: Record<string, string | string[]>;
  meta: Partial<Record<(typeof metaFields)[number], string>>;
  duplicates: string[];
}

export function readFormFields(entries: Iterable<[string, unknown]>): FormFields {
  const fields: Record<string, string | string[]> = {};
  const meta: FormFields["meta"] = {};
  const seen = new Set<string>();
  const duplicates = new Set<string>();
  const features = new Set<string>();
  for (const [key, raw] of entries) {
    if (typeof raw !== "string") continue;
    if (key === "features") {
      collectFeatures(raw, features);
      continue;
    }
    if (seen.has(key)) duplicates.add(key);
    seen.add(key);
    if ((metaFields as readonly string[]).includes(key)) {
      meta[key as keyof FormFields["meta"]] = raw;
      continue;
    }
    const value = raw.replace(/\r\n?/g, "\n").trim();
    if (value) fields[key] = value;
  }
  fields.features = [...features];
  return { fields, meta, duplicates: [...duplicates] };
}

const knownFeatures = new Set<string>(featureOptions);

/** Adds the comma-separated values of `raw` to `into`, scanning no further than needed. */
function collectFeatures(raw: string, into: Set<string>) {
  let start = 0;
  while (into.size <= featureOptions.length) {
    const comma = raw.indexOf(",", start);
    const value = raw.slice(start, comma === -1 ? undefined : comma).trim();
    if (value) {
      into.add(value);
      if (!knownFeatures.has(value)) return;
    }
    if (comma === -1) return;
    start = comma + 1;
  }
}

export const formPage: Record<FormName, string> = {
  consultation: "/",
  contact: "/contact",
  "get-quote": "/get-quote",
};

/** Element id of each form, the target of the no-JavaScript confirmation redirect. */
export const formAnchor: Record<FormName, string> = {
  consultation: "consultation-form",
  contact: "contact-form",
  "get-quote": "quote-form",
};

/**
 * The urlencoded body the browser sends for a form, in the hosted-form handler's payload shape: for the quote
 * form `features` is one text joined by ", ", and `preferredCallbackTime` is sent only for the
 * callback method and only when chosen (docs/product.md, "Lead forms").
 */
export function submissionBody(formName: FormName, entries: Iterable<[string, unknown]>): URLSearchParams {
  const body = new URLSearchParams();
  const features: string[] = [];
  for (const [key, value] of entries) {
    if (typeof value !== "string") continue;
    if (formName === "get-quote" && key === "features") features.push(value);
    else body.append(key, value);
  }
  if (formName === "get-quote") {
    body.set("features", features.join(", "));
    if (body.get("contactMethod") !== "callback" || !body.get("preferredCallbackTime")) {
      body.delete("preferredCallbackTime");
    }
  }
  return body;
}
