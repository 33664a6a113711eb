import { business } from "#app/config/business.ts";

/** The lead a template is filled in for. */
export interface TemplateLead {
  name: string;
  email: string | null;
  phone: string | null;
  reference: string;
}

/**
 * What a template may say in braces, filled in when the template is picked for a lead: the
 * lead's own details under plain names, the company's under names that say so (issue 37: a
 * `{phone}` that meant the company's number told a customer "I will call you at" our number).
 */
export const placeholders = [
  { token: "{first name}", meaning: "the lead's first name", value: (lead: TemplateLead) => lead.name.split(" ")[0] || lead.name },
  { token: "{name}", meaning: "the lead's full name", value: (lead: TemplateLead) => lead.name },
  { token: "{email}", meaning: "the lead's e-mail address", value: (lead: TemplateLead) => lead.email },
  { token: "{phone}", meaning: "the lead's phone number", value: (lead: TemplateLead) => lead.phone },
  { token: "{reference}", meaning: "the lead's reference", value: (lead: TemplateLead) => lead.reference },
  { token: "{companyName}", meaning: `the company's name, ${business.name}`, value: () => business.name },
  { token: "{companyPhone}", meaning: `the company's phone number, ${business.phone.display}`, value: () => business.phone.display },
] as const;

const byToken = new Map<string, (lead: TemplateLead) => string | null>(placeholders.map((placeholder) => [placeholder.token, placeholder.value]));
const TOKEN = new RegExp(placeholders.map((placeholder) => placeholder.token.replace(/[{}]/g, "\\$&")).join("|"), "g");

/** The template with the lead's details; a detail the lead did not give stays a placeholder, for the writer to see. */
export function fillTemplate(text: string, lead: TemplateLead): string {
  return text.replace(TOKEN, (token) => byToken.get(token)?.(lead) ?? token);
}

/** The first placeholder left in a reply (a detail the lead did not give), or null. */
export function unfilledPlaceholder(text: string): string | null {
  return new RegExp(TOKEN.source).exec(text)?.[0] ?? null;
}
