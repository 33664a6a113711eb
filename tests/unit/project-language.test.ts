// cspell:dictionaries es-es
import { describe, expect, it } from "vitest";
import { launchProjectsEs } from "#app/features/portfolio/launch-projects-es.ts";
import type { Project } from "#app/features/portfolio/project.ts";
import { projectInLanguage } from "#app/features/portfolio/project-language.server.ts";
import { launchProjects } from "#app/features/portfolio/seed-projects.ts";

/** A launch project as the store holds it on first start. */
function stored(id: string, changes: Partial<Project> = {}): Project {
  const seed = launchProjects.find((project) => project.id === id)!;
  const at = new Date("2026-11-01T00:00:00Z");
  return { ...seed, design: null, spanish: null, createdAt: at, updatedAt: at, firstPublishedAt: at, ...changes };
}

describe("a project's words in Spanish (decision 032)", () => {
  it("every launch project has its Spanish words, one for each English line and picture", () => {
    for (const project of launchProjects) {
      const spanish = launchProjectsEs[project.id];
      expect(spanish, project.id).toBeDefined();
      expect(spanish!.features.length, project.id).toBe(project.features.length);
      expect(spanish!.benefits.length, project.id).toBe(project.benefits.length);
      expect(spanish!.imageAlts.length, project.id).toBe(project.images.length);
    }
  });

  it("a launch project as seeded reads wholly in Spanish, its place in Spanish too", () => {
    const shown = projectInLanguage(stored("whitaker-family-project"), "es");
    expect(shown.title).toBe("La alberca de la familia Whitaker");
    expect(shown.location).toBe("Condado de Fort Bend, TX");
    expect(shown.images[0]!.alt).toBe(launchProjectsEs["whitaker-family-project"]!.imageAlts[0]);
    expect(shown.english).toBeUndefined();
  });

  it("a field the owner rewrote shows the owner's English, named so the page marks it", () => {
    const shown = projectInLanguage(stored("hartley-family-project", { description: "Rewritten by the owner." }), "es");
    expect(shown.description).toBe("Rewritten by the owner.");
    expect(shown.title).toBe("La alberca de la familia Hartley");
    expect(shown.english).toEqual(["description"]);
  });

  it("a new project and an uploaded photo stay English, every part named", () => {
    const upload = { kind: "upload" as const, id: "abc", alt: "Our new pool", width: 1600, height: 1200 };
    const shown = projectInLanguage(stored("hartley-family-project", { id: "new-project", images: [upload] }), "es");
    expect(shown.title).toBe("The Hartley Family Pool");
    expect(shown.english).toEqual(["title", "subtitle", "description", "category", "size", "features", "benefits", "alt:abc"]);
  });

  it("the owner's Spanish comes first, field by field; a field left blank shows the English, named (issue 37)", () => {
    const shown = projectInLanguage(
      stored("hartley-family-project", {
        id: "new-project",
        title: "The Lopez Pool",
        spanish: { title: "La alberca de los López", features: ["Cascada de piedra", "Luces LED"], subtitle: "" },
      }),
      "es",
    );
    expect(shown.title).toBe("La alberca de los López");
    expect(shown.features).toEqual(["Cascada de piedra", "Luces LED"]);
    expect(shown.english?.filter((part) => !part.startsWith("alt:"))).toEqual(["subtitle", "description", "category", "size", "benefits"]);
    // Over a launch project's translation too.
    expect(projectInLanguage(stored("hartley-family-project", { spanish: { title: "Los Hartley" } }), "es").title).toBe("Los Hartley");
  });

  it("a project with a design still reads wholly in Spanish: the design's sentence is the designer's, in Spanish", () => {
    const seed = launchProjects.find((project) => project.id === "hartley-family-project")!;
    expect(seed.design).toBeTruthy();
    expect(projectInLanguage(stored("hartley-family-project", { design: seed.design! }), "es").english).toBeUndefined();
  });

  it("English pages get the project as stored", () => {
    const project = stored("hartley-family-project");
    expect(projectInLanguage(project, "en")).toBe(project);
  });
});
