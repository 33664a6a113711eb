import { launchProjectsEs } from "#app/features/portfolio/launch-projects-es.ts";
import { businessWords } from "#app/i18n/business-words.ts";
import type { Locale } from "#app/i18n/locale.ts";
import type { Project } from "#app/features/portfolio/project.ts";
import { launchProjects } from "#app/features/portfolio/seed-projects.ts";
import { altPart, PROJECT_TEXT_FIELDS, type EnglishPart } from "#app/features/portfolio/project-language.ts";

/** A project as a page in one language shows it, with the parts that stay in English named. */
export type ProjectInLanguage = Project & { english?: EnglishPart[] };

const launchEnglish = new Map(launchProjects.map((project) => [project.id, project]));

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** "Fort Bend County, TX" reads "Condado de Fort Bend, TX": a project's place is a service area. */
function placeIn(location: string, locale: Locale): string {
  const names = businessWords(locale).serviceAreas;
  return businessWords("en").serviceAreas.reduce((text, area, index) => text.replace(area, names[index] ?? area), location);
}

/**
 * A project's words on a Spanish page, field by field: the owner's Spanish (the admin's "In
 * Spanish" fields, issue 37); else a launch project's translation (launch-projects-es.ts), while
 * the stored English still says what was translated; else the English, named in `english` so the
 * page marks it `lang="en"`. An uploaded photo's alt text stays English, marked the same way.
 */
export function projectInLanguage(project: Project, locale: Locale): ProjectInLanguage {
  if (locale === "en") return project;
  const source = launchEnglish.get(project.id);
  const spanish = launchProjectsEs[project.id];
  const english: EnglishPart[] = [];
  const translated = { ...project, location: placeIn(project.location, locale) };
  for (const field of PROJECT_TEXT_FIELDS) {
    const owners = project.spanish?.[field];
    if (owners !== undefined && owners.length > 0) Object.assign(translated, { [field]: owners });
    else if (source && spanish && same(project[field], source[field])) Object.assign(translated, { [field]: spanish[field] });
    else english.push(field);
  }
  translated.images = project.images.map((image) => {
    const index = source?.images.findIndex((seed) => seed.kind === image.kind && same(seed, image)) ?? -1;
    const alt = index >= 0 ? spanish?.imageAlts[index] : undefined;
    if (alt) return { ...image, alt };
    english.push(altPart(image));
    return image;
  });
  return english.length > 0 ? { ...translated, english } : translated;
}
