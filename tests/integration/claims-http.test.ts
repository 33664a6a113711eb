import { describe, expect, inject, it } from "vitest";
import { business } from "#app/config/business.ts";
import { english } from "#app/i18n/resources.ts";
import { notFoundPath, sitePagePaths } from "#tests/support/routes.ts";
import { pageText } from "#tests/support/page-html.ts";

const baseUrl = inject("baseUrl");

/** The text around a match, where the words that qualify a claim ("emergency", "team") sit. */
function around(text: string, index: number, length: number, reach = 80): string {
  return text.slice(Math.max(0, index - reach), index + length + reach);
}

const yearsInBusiness = new Date().getFullYear() - business.established;
const teamYears = Number(/(\d+)\+? years/.exec(business.experienceClaim)?.[1]);
const closedDays = Object.values(business.hours).filter((day) => day === null).length;

/** Every statement of response time, opening days or years in business that disagrees with the business facts. */
function disagreements(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(/\bwithin (\d+) (hours?|business hours?)\b/gi)) {
    if (Number(match[1]) !== business.responsePromises.replyHours) found.push(`response time: "${match[0]}"`);
  }
  for (const match of text.matchAll(/\b(?:respond|reply|replies|response|get back to you)\b[^.!?]{0,60}?\bwithin (\d+) (days?|business days?|minutes?)\b/gi)) {
    found.push(`response time: "${match[0]}"`);
  }
  for (const match of text.matchAll(/\b(?:7|seven) days a week\b|\bopen (?:every day|daily)\b|\b24\/7\b|\baround the clock\b/gi)) {
    // Only the emergency line is always open; the office closes on some days.
    const emergency = /emergenc/i.test(around(text, match.index, match[0].length, 40));
    if (closedDays > 0 && !emergency) found.push(`opening days: "${around(text, match.index, match[0].length, 30).trim()}"`);
  }
  // A stat shows its label before its value: "Years in Business 10+". Checked, then taken out,
  // so the value before it ("Pools Built 500+") is not read as a number of years.
  const stats = /\byears? (experience|in business) (\d+)\+?/gi;
  for (const match of text.matchAll(stats)) {
    if (match[1]!.toLowerCase() === "experience" || Number(match[2]) > yearsInBusiness) found.push(`years: "${match[0]}"`);
  }
  const prose = text.replace(stats, " | ");
  for (const match of prose.matchAll(/\b(\d+)\+? years?(?: of)?(?: [\w-]+){0,2} (experience|in business)\b/gi)) {
    const years = Number(match[1]);
    const context = around(prose, match.index, match[0].length, 20);
    if (match[2]!.toLowerCase() === "experience") {
      if (!/team/i.test(context) || years !== teamYears) found.push(`experience: "${context.trim()}"`);
    } else if (years > yearsInBusiness) {
      found.push(`years in business: "${match[0]}"`);
    }
  }
  for (const match of text.matchAll(/\b(?:established|founded|since|started in|est\.) (?:in )?((?:19|20)\d\d)\b/gi)) {
    if (Number(match[1]) !== business.established) found.push(`founding year: "${match[0]}"`);
  }
  return found;
}

describe("claims on every page agree with the business facts", () => {
  it("finds no disagreeing statement of response time, opening days or years in business", async () => {
    const paths = [...(await sitePagePaths(baseUrl)), notFoundPath];
    expect(paths.length).toBeGreaterThan(20);
    const problems: Record<string, string[]> = {};
    for (const path of paths) {
      const found = disagreements(pageText(await (await fetch(`${baseUrl}${path}`)).text()));
      if (found.length > 0) problems[path] = found;
    }
    // The toasts and confirmations shown after a form is sent are page text too.
    const toasts = JSON.stringify(english.leads);
    const found = disagreements(toasts);
    if (found.length > 0) problems["form toasts"] = found;
    expect(problems).toEqual({});
  });

  it("catches the statements that used to disagree", () => {
    expect(disagreements("Call (713) 555-0148. Available 7 days a week")).toHaveLength(1);
    expect(disagreements("We'll get back to you within 24 hours")).toHaveLength(1);
    expect(disagreements("Licensed & Insured 5-Star Rated 24/7 Support Warranty Protected")).toHaveLength(1);
    expect(disagreements("Pools Built 500+ Years Experience 10+ Client Satisfaction 98%")).toHaveLength(1);
    expect(disagreements("Available 24/7 for emergencies. A team with 25+ years of combined team experience.")).toEqual([]);
  });
});
