/**
 * Every picture of the site's demo imagery: which design it shows (a launch project's, from
 * app/content/project-designs.ts), from which viewpoint (./viewpoints.ts), at which time of day
 * and size. The pictures are rendered by the designer's 3-D view (./render-stills.ts), and each
 * one's hash of these inputs (`renderHash`) is what the manifest records and a test checks.
 */
import { createHash } from "node:crypto";
import { launchProjectDesigns, launchProjectYards } from "#app/content/project-designs.ts";
import { launchProjectLooks } from "#scripts/images/project-looks.ts";
import { defaultYardStyle } from "#app/features/design/yard-style.ts";
import { describeDesign } from "#app/features/design/description.ts";
import type { Design } from "#app/features/design/model.ts";
import { parseDesignQuery } from "#app/features/design/query.ts";
import type { TimeOfDay } from "#app/features/design/three/render-messages.ts";
import type { Shot } from "#app/features/design/three/viewer.ts";
import type { YardExtras } from "#app/features/design/three/yard.ts";
import { launchProjects } from "#app/features/portfolio/seed-projects.ts";
import { shotFor, type Viewpoint } from "#scripts/images/viewpoints.ts";
import { designerText } from "#app/features/design/designer-text.ts";

/**
 * Bump by hand when the 3-D view's look changes (app/features/design/three/): the hash cannot
 * see the renderer's code, so this is what makes `npm run images` draw every picture again.
 */
export const RENDERER_VERSION = 4;

/**
 * Which renderer draws the pictures: "blender" (Cycles, path-traced in each project's own yard;
 * decision 039) or "webgl" (the live 3-D view in headless Chromium; decision 031). A run renders
 * every picture not yet drawn by it (covers first) and writes the manifest after each one, so the
 * about 59 pictures (1.5–3 minutes each) can be replaced over several runs; the manifest records
 * each picture's renderer. `--renderer=` overrides this for one run.
 */
export const PICTURE_RENDERER: PictureRenderer = "blender";
export type PictureRenderer = "blender" | "webgl";
/**
 * Bump when the path-traced look changes (scripts/render/*.py), as RENDERER_VERSION for the live
 * view. Pictures drawn at an older version stay, labelled so in the manifest, until redrawn.
 */
export const BLENDER_RENDERER_VERSION = 9;

/**
 * Pixels of every still, 3:2. Software WebGL's time grows with the pixels, and these pictures
 * are never shown wider than a 1200 px variant serves (docs/decisions/031).
 */
export const STILL = { width: 1200, height: 800 } as const;

export interface PictureSpec {
  key: string;
  /** The launch project whose design the picture shows. */
  project: string;
  /** The design's query string, as the project stores it. */
  query: string;
  design: Design;
  /** What the project's yard has beyond the pool (its pergola). */
  yard: YardExtras;
  /** The project's house, fence, planting and open land (path-traced pictures only). */
  look: (typeof launchProjectLooks)[string];
  viewpoint: Viewpoint;
  shot: Shot;
  time: TimeOfDay;
  alt: string;
  altEs?: string;
}

type Take = [Viewpoint, TimeOfDay];

/**
 * Each project's pictures in carousel order, chosen to show what its alt text (seed-projects.ts)
 * names. Dusk pictures weigh about half a daytime one (less lit grass and stone): the covers the
 * home page and the portfolio grid load first mix both, to stay within the pages' image bytes.
 */
const PROJECT_TAKES: Record<string, Take[]> = {
  "hartley-family-project": [["patio", "day"], [{ detail: "spa" }, "dusk"]],
  "delgado-family-project": [
    ["porch", "day"],
    [{ detail: "spa" }, "day"],
    [{ detail: "fire-bowls" }, "dusk"],
    ["aerial", "day"],
    [{ detail: "spa", side: -1 }, "dusk"],
    ["across", "day"],
    ["aerial", "dusk"],
    ["far", "day"],
  ],
  "whitaker-family-project": [["patio", "day"], ["across", "day"], [{ detail: "spa" }, "dusk"], ["aerial", "day"]],
  "nguyen-family-project": [["patio", "dusk"], [{ detail: "spa" }, "day"], [{ detail: "rock-waterfall" }, "day"]],
  "brennan-family-project": [["patio", "day"], ["across", "dusk"], [{ detail: "rock-waterfall" }, "day"]],
  "okafor-family-project": [["patio", "day"], ["across", "day"], ["far", "dusk"]],
  "castillo-family-project": [
    ["patio", "dusk"],
    [{ detail: "spa" }, "day"],
    [{ detail: "scuppers" }, "dusk"],
    ["aerial", "day"],
    [{ detail: "spa", side: -1 }, "dusk"],
  ],
  "mercer-family-project": [["porch", "dusk"], ["across", "day"]],
  "prescott-family-project": [["patio", "day"], [{ detail: "pergola" }, "day"], ["across", "dusk"], ["aerial", "day"], ["far", "dusk"]],
  "serene-escape-project": [["patio", "day"], [{ detail: "spa" }, "dusk"], [{ detail: "rock-waterfall" }, "day"]],
  "modern-retreat-project": [["aerial", "day"], ["across", "day"], [{ detail: "sheer-descent" }, "dusk"]],
  "coastal-oasis-project": [["patio", "day"], ["across", "dusk"], ["far", "day"]],
  "ramirez-family-project": [["porch", "day"], ["across", "dusk"], ["far", "day"]],
  "sullivan-family-project": [["porch", "day"], ["across", "day"], ["far", "dusk"]],
};

/** The site's other pictures, each a launch project's design seen its best way. */
const SITE_PICTURES: { key: string; project: string; take: Take }[] = [
  { key: "hero-home", project: "hartley-family-project", take: ["patio", "dusk"] },
  { key: "about-story", project: "brennan-family-project", take: ["aerial", "day"] },
  { key: "cta-backyard", project: "delgado-family-project", take: ["patio", "dusk"] },
  { key: "service-custom-pools-spas", project: "nguyen-family-project", take: [{ detail: "rock-waterfall" }, "dusk"] },
  { key: "service-upgrades-repairs", project: "mercer-family-project", take: ["patio", "day"] },
  { key: "service-pool-servicing", project: "okafor-family-project", take: ["porch", "day"] },
  { key: "service-modern-pool-designs", project: "modern-retreat-project", take: ["patio", "dusk"] },
  { key: "service-hot-tub-integration", project: "castillo-family-project", take: [{ detail: "spa" }, "dusk"] },
  { key: "service-professional-installation", project: "whitaker-family-project", take: ["porch", "day"] },
];

const VIEW_WORDS: Record<string, string> = {
  patio: "from the patio",
  porch: "from the back porch",
  across: "down the pool's length",
  far: "from the back of the yard",
  aerial: "from above",
};

const VIEW_WORDS_ES: Record<string, string> = {
  patio: "desde el patio",
  porch: "desde el porche trasero",
  across: "a lo largo de la alberca",
  far: "desde el fondo del patio",
  aerial: "desde arriba",
};
const DETAIL_WORDS_ES: Record<string, string> = {
  "rock-waterfall": "la cascada de piedra",
  spa: "el spa",
  pergola: "la pérgola",
};

function viewWordsEs(viewpoint: Viewpoint): string {
  return typeof viewpoint === "string" ? VIEW_WORDS_ES[viewpoint]! : `de cerca, ${DETAIL_WORDS_ES[viewpoint.detail] ?? viewpoint.detail}`;
}

function viewWords(viewpoint: Viewpoint): string {
  return typeof viewpoint === "string" ? VIEW_WORDS[viewpoint]! : `close up on the ${viewpoint.detail.replace("-", " ")}`;
}

function designOf(project: string): { query: string; design: Design; yard: YardExtras; look: PictureSpec["look"] } {
  const query = launchProjectDesigns[project];
  if (!query) throw new Error(`no design for ${project} in app/content/project-designs.ts`);
  return { query, design: parseDesignQuery(new URLSearchParams(query)).design, yard: launchProjectYards[project] ?? {}, look: launchProjectLooks[project] ?? { style: defaultYardStyle } };
}

export function pictureSpecs(): PictureSpec[] {
  const specs: PictureSpec[] = [];
  const add = (key: string, project: string, [viewpoint, time]: Take, alt: string, altEs?: string) => {
    const { query, design, yard, look } = designOf(project);
    specs.push({ key, project, query, design, yard, look, viewpoint, shot: shotFor(design, viewpoint, yard), time, alt, ...(altEs ? { altEs } : {}) });
  };
  for (const { key, project, take } of SITE_PICTURES) {
    const { design } = designOf(project);
    add(
      key,
      project,
      take,
      `Rendering ${viewWords(take[0])} at ${take[1] === "day" ? "midday" : "dusk"}: ${describeDesign(design, designerText("en"))}`,
      `Imagen ${viewWordsEs(take[0])} ${take[1] === "day" ? "al mediodía" : "al atardecer"}: ${describeDesign(design, designerText("es"))}`,
    );
  }
  for (const project of launchProjects) {
    const takes = PROJECT_TAKES[project.id];
    if (!takes || takes.length !== project.images.length) throw new Error(`${project.id}: one take per image is needed`);
    project.images.forEach((image, n) => {
      if (image.kind !== "generated") throw new Error(`${project.id}: image ${n + 1} is not generated`);
      add(image.key, project.id, takes[n]!, image.alt);
    });
  }
  return specs;
}

/** What drew a picture, as its manifest entry records it: the live view, or Cycles at a look version. */
export type DrawnBy = "webgl" | `blender-${number}`;

/** What this code draws with `renderer`. */
export const drawerOf = (renderer: PictureRenderer): DrawnBy => (renderer === "webgl" ? "webgl" : `blender-${BLENDER_RENDERER_VERSION}`);

/** What drew a committed picture; entries from before the look's version was recorded ("blender") were drawn at 4. */
export function drawnBy(entry: { renderer?: string }): DrawnBy {
  if (entry.renderer === "blender") return "blender-4";
  return entry.renderer?.startsWith("blender-") ? (entry.renderer as DrawnBy) : "webgl";
}

/**
 * What a picture is drawn from: a changed hash means the committed picture is stale. A picture
 * drawn at an older look (`blender-4` when the code draws `blender-5`) keeps its hash, so it stays
 * valid, and says so, until `npm run images` draws it again.
 */
export function renderHash(spec: PictureSpec, encoder: string, drawer: DrawnBy = drawerOf(PICTURE_RENDERER)): string {
  const common = { encoder, query: spec.query, yard: spec.yard, viewpoint: spec.viewpoint, shot: spec.shot, time: spec.time, size: STILL };
  // The WebGL hash keeps its inputs as they were, so its committed pictures stay current.
  const inputs = drawer === "webgl" ? { renderer: RENDERER_VERSION, ...common } : { renderer: drawer, ...common, look: spec.look };
  return createHash("sha256").update(JSON.stringify(inputs)).digest("hex").slice(0, 16);
}
