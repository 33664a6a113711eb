import { createHash } from "node:crypto";
import type { LeadSource } from "#app/db/schema.ts";
import type { LeadRecord } from "#app/features/lead-records/repository.server.ts";
import type { FormName, ParsedLead } from "#app/features/leads/form/schema.ts";

export const leadSource: Record<FormName, LeadSource> = {
  consultation: "home-consultation",
  contact: "contact-page",
  "get-quote": "get-quote",
};

/** A validated form as the row it becomes (the home form's row shape: docs/product.md, "Lead forms"). */
export function toLeadRecord(lead: ParsedLead): LeadRecord {
  if (lead.formName === "consultation") {
    const form = lead.data;
    return {
      table: "contact_submissions",
      values: {
        source: leadSource.consultation,
        name: `${form.firstName} ${form.lastName}`.trim(),
        email: form.email,
        phone: form.phone ?? null,
        subject: [form.serviceType, form.timeline].filter(Boolean).join(" - ") || null,
        message: [
          `Location: ${form.location ?? ""}`,
          `Service Type: ${form.serviceType ?? ""}`,
          `Timeline: ${form.timeline ?? ""}`,
          "",
          form.message,
        ].join("\n"),
        firstName: form.firstName,
        lastName: form.lastName,
        location: form.location ?? null,
        serviceType: form.serviceType ?? null,
        timeline: form.timeline ?? null,
      },
    };
  }
  if (lead.formName === "contact") {
    const form = lead.data;
    return {
      table: "contact_submissions",
      values: {
        source: leadSource.contact,
        name: form.name,
        email: form.email,
        phone: form.phone ?? null,
        subject: form.subject ?? null,
        message: form.message,
        firstName: null,
        lastName: null,
        location: null,
        serviceType: null,
        timeline: null,
      },
    };
  }
  const form = lead.data;
  return {
    table: "quote_requests",
    values: {
      source: leadSource["get-quote"],
      contactMethod: form.contactMethod,
      name: form.name,
      email: form.email ?? null,
      phone: form.phone ?? null,
      preferredCallbackTime: form.preferredCallbackTime ?? null,
      address: form.address ?? null,
      projectType: form.projectType ?? null,
      poolSize: form.poolSize ?? null,
      timeline: form.timeline ?? null,
      features: form.features,
      notes: form.notes ?? null,
    },
  };
}

/** Same form, same values → same fingerprint: how a repeated submission is recognised. */
export function fingerprintOf(record: LeadRecord): string {
  const entries = Object.entries(record.values).sort(([a], [b]) => a.localeCompare(b));
  return createHash("sha256").update(JSON.stringify([record.table, entries])).digest("base64url");
}
