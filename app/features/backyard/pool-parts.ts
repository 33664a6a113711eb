/**
 * The parts of the 3-D view's scene that are the pool, by their geometry keys' names
 * (`key("treads", …)` in ../design/three/pool-*.ts and its neighbours); the rest is the yard,
 * which the visitor's own photo replaces. A unit test builds every kind of pool and checks each
 * name here is still one a builder makes: a renamed part would otherwise drop out of the photo.
 */
export const POOL_PARTS: ReadonlySet<string> = new Set([
  "shell", "water", "coping", "coping-nose", "treads", "nosings", "splash", "spa-wall-under", "spa-wall", "spa-coping", "spa-seat", "spa-floor",
  "spa-water", "spa-spill", "churn", "deck", "sheer-wall", "sheer", "rock", "falls", "scupper", "scupper-cap", "scupper-spill", "jet", "pedestal",
  "basin", "fire", "halo", "cover",
]);
