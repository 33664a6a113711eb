import { business } from "#app/config/business.ts";

/** What a template may say in braces; filled in when the template is picked for a lead. */
export const placeholders = ["{first name}", "{name}", "{reference}", "{phone}", "{company}"] as const;

export function fillTemplate(text: string, lead: { name: string; reference: string }): string {
  const values: Record<(typeof placeholders)[number], string> = {
    "{first name}": lead.name.split(" ")[0] || lead.name,
    "{name}": lead.name,
    "{reference}": lead.reference,
    "{phone}": business.phone.display,
    "{company}": business.name,
  };
  return text.replace(/\{(first name|name|reference|phone|company)\}/g, (match) => values[match as keyof typeof values]);
}
