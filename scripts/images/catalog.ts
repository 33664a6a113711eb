/** The image keys: one picture per portfolio project image and per service, with alt text. */
import { launchProjects } from "#app/features/portfolio/seed-projects.ts";
import { makeRng } from "#scripts/images/random.ts";
import { DECK_LABEL, LED_COLORS, SHAPE_LABEL, TIME_LABEL, randomDesign, randomView, type Design, type Scene, type View } from "#scripts/images/scene.ts";

/** The portfolio's launch projects are the one source of ids and image counts. */
const PROJECTS = launchProjects.map((project) => ({
  id: project.id,
  title: project.title,
  location: project.location,
  images: project.images.length,
}));


/** A few project designs are pinned so the featured and footer projects show their best side. */
const PROJECT_DESIGNS: Record<string, Partial<Design>> = {
  "nguyen-family-project": { shape: "freeform", spa: "round", rocks: true },
  "hartley-family-project": { shape: "geometric", spa: "square", fireBowls: true, sheerWall: true },
  "brennan-family-project": { shape: "kidney", palms: 3, rocks: true, pergola: true },
  "delgado-family-project": { shape: "l-shape", spa: "square", pergola: true, fireBowls: true },
  "modern-retreat-project": { shape: "rectangle", sheerWall: true, fireBowls: true, deck: "porcelain", palms: 0 },
  "coastal-oasis-project": { shape: "freeform", palms: 3, deck: "travertine", finish: "aqua" },
  "prescott-family-project": { shape: "lap", pergola: true, deck: "wood" },
  "castillo-family-project": { shape: "rectangle", spa: "round", umbrella: true },
  "serene-escape-project": { shape: "kidney", spa: "round", rocks: true },
};

const PROJECT_VIEWS: readonly Partial<View>[] = [
  {},
  { focus: "spa", dist: 10.5, height: 5.5 },
  { focus: "feature", dist: 11.5, height: 6.5 },
  { dist: 20, height: 12 },
  { focus: "spa", dist: 12, height: 7 },
  { dist: 14, height: 5.2 },
  { focus: "feature", dist: 13, height: 9 },
  { dist: 17, height: 8 },
];

function describe(design: Design, view: View): string {
  const features: string[] = [];
  if (design.spa) features.push(`a raised ${design.spa === "round" ? "round" : "square"} spillover spa`);
  if (design.rocks) features.push("a natural rock waterfall");
  if (design.sheerWall) features.push("a sheer-descent water wall");
  if (design.fireBowls) features.push("fire bowls");
  if (design.pergola) features.push("a shaded pergola lounge");
  if (design.palms > 0) features.push("palms");
  const list = features.length > 1 ? `${features.slice(0, -1).join(", ")} and ${features.at(-1)}` : (features[0] ?? "");
  const lighting = view.time === "dusk" || view.time === "night" ? `, glowing with ${LED_COLORS[design.led] ?? "colored"} LED lights` : "";
  return `${SHAPE_LABEL[design.shape]} pool${list ? ` with ${list}` : ""} on a ${DECK_LABEL[design.deck]} deck ${TIME_LABEL[view.time]}${lighting}`;
}

export function imageSpecs(): { key: string; scene: Scene; alt: string }[] {
  const specs: { key: string; scene: Scene; alt: string }[] = [];
  const add = (key: string, design: Partial<Design>, view: Partial<View>, alt: (d: Design, v: View) => string) => {
    const rng = makeRng(key);
    const d = randomDesign(rng, design);
    const v = randomView(rng, view);
    if (d.pergola) v.yaw = Math.abs(v.yaw) * (d.mirror ? -1 : 1);
    specs.push({ key, scene: { design: d, view: v }, alt: alt(d, v) });
  };
  const illustration = (d: Design, v: View) => `Illustration of a ${describe(d, v)}`;

  add(
    "hero-home",
    { shape: "freeform", spa: "round", rocks: true, pergola: false, fireBowls: true, palms: 3, finish: "aqua", led: "#5ef2ff", deck: "travertine", loungers: 3, umbrella: false },
    { time: "dusk", yaw: -18, dist: 16.5, height: 7, fov: 58, lift: 0.6, shift: 0.27 },
    (d, v) => `Illustration of a backyard resort at dusk: a ${describe(d, v)}`,
  );
  add("about-story", { shape: "kidney", palms: 2, umbrella: true, loungers: 3, spa: null, rocks: true }, { time: "golden", yaw: 24 }, illustration);
  add("cta-backyard", { shape: "geometric", pergola: true, fireBowls: true, spa: "square", led: "#b497ff" }, { time: "dusk", yaw: -26 }, illustration);

  add("service-custom-pools-spas", { shape: "freeform", spa: "round", rocks: true, palms: 2 }, { time: "golden", yaw: 20 }, (d, v) => `Illustration of a custom ${describe(d, v)}`);
  add(
    "service-upgrades-repairs",
    { shape: "rectangle", renovation: true, spa: null, pergola: false, fireBowls: false, umbrella: false, deck: "pavers" },
    { time: "midday", yaw: 22, lift: 0 },
    (d, v) => `Illustration of a pool upgrade in progress: a ${describe(d, v)}, one side of the deck lifted to its sand bed and a pallet of new pavers ready`,
  );
  add(
    "service-pool-servicing",
    { shape: "kidney", service: true, pergola: false, spa: null, finish: "aqua", rocks: false, fireBowls: false, umbrella: false },
    { time: "midday", yaw: -20 },
    (d, v) => `Illustration of a freshly serviced ${describe(d, v)}, a robotic cleaner on the pool floor and the pump, filter and heater on their equipment pad`,
  );
  add(
    "service-modern-pool-designs",
    { shape: "rectangle", sheerWall: true, fireBowls: true, deck: "porcelain", palms: 0, pergola: true, spa: "square", finish: "midnight", led: "#5aa9ff" },
    { time: "dusk", yaw: 16 },
    (d, v) => `Illustration of a modern ${describe(d, v)}`,
  );
  add(
    "service-hot-tub-integration",
    { shape: "freeform", spa: "round", led: "#b497ff", rocks: false, pergola: false },
    { time: "night", focus: "spa", dist: 8.5, height: 3.2, yaw: -14, shift: 0.16, fov: 60 },
    (d, v) => `Illustration of a raised spa integrated with a ${describe(d, v)}`,
  );
  add(
    "service-professional-installation",
    { shape: "freeform", construction: true, spa: null, rocks: false, pergola: false, fireBowls: false, palms: 0, sheerWall: false, umbrella: false },
    { time: "midday", yaw: 18 },
    (d) => `Illustration of a ${SHAPE_LABEL[d.shape]} pool under construction: the excavated shell with its steel rebar grid, stakes and string line marking the deck, and a pallet of materials`,
  );

  for (const project of PROJECTS) {
    const designRng = makeRng(project.id);
    const design = randomDesign(designRng, PROJECT_DESIGNS[project.id]);
    const times = (["midday", "golden", "dusk", "night"] as const).slice();
    // A seeded rotation of the times of day so neighbouring slots differ.
    const offset = designRng.int(0, 3);
    for (let n = 1; n <= project.images; n++) {
      const key = `project-${project.id}-${n}`;
      const rng = makeRng(key);
      const baseView = PROJECT_VIEWS[(n - 1) % PROJECT_VIEWS.length]!;
      const time = times[(n - 1 + offset) % 4]!;
      // The camera stays on the side away from a pergola, which would otherwise fill the foreground.
      const side = design.pergola ? (design.mirror ? -1 : 1) : n % 2 ? 1 : -1;
      const view = randomView(rng, { ...baseView, time, yaw: side * rng.range(n % 2 ? 8 : 22, n % 2 ? 22 : 36) });
      if (view.focus === "spa" && !design.spa) view.focus = "feature";
      const alt = `${project.title} in ${project.location} (view ${n} of ${project.images}): illustration of a ${describe(design, view)}`;
      specs.push({ key, scene: { design, view }, alt });
    }
  }
  return specs;
}
