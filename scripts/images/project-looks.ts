import type { YardStyle } from "#app/features/design/yard-style.ts";

/**
 * How each launch project's yard looks behind its pool in its renderings (issue 39 point 5):
 * the house's cladding and colour, the fence and the planting (app/features/design/yard-style.ts),
 * and open land where its words say so — Whitaker's pasture below a vanishing edge, Ramirez's
 * open acre. Chosen from each project's words; no two projects share a yard (a unit test).
 */
export const launchProjectLooks: Record<string, { style: YardStyle; land?: { open?: boolean; vanishingEdge?: boolean } }> = {
  // A boutique-hotel pool along the back fence in Pearland: a clean masonry wall, little planting.
  "hartley-family-project": { style: { house: "brick", houseColor: "gray", fence: "masonry", planting: "minimal" } },
  "delgado-family-project": { style: { house: "stucco", houseColor: "cream", fence: "wood", planting: "native" } },
  // "Looks out over open Fort Bend County pasture": no back fence, the vanishing edge onto the view.
  "whitaker-family-project": { style: { house: "siding", houseColor: "white", fence: "iron", planting: "minimal" }, land: { open: true, vanishingEdge: true } },
  "nguyen-family-project": { style: { house: "brick", houseColor: "gray", fence: "wood", planting: "tropical" } },
  // "Planted palms for a touch of the tropics."
  "brennan-family-project": { style: { house: "stucco", houseColor: "tan", fence: "wood", planting: "tropical" } },
  "okafor-family-project": { style: { house: "brick", houseColor: "tan", fence: "wood", planting: "native" } },
  // "A pool that looks as if it was built with the house": the wall in the house's stucco.
  "castillo-family-project": { style: { house: "stucco", houseColor: "cream", fence: "masonry", planting: "tropical" } },
  "mercer-family-project": { style: { house: "siding", houseColor: "gray", fence: "wood", planting: "native" } },
  "prescott-family-project": { style: { house: "brick", houseColor: "white", fence: "iron", planting: "minimal" } },
  "serene-escape-project": { style: { house: "stucco", houseColor: "gray", fence: "wood", planting: "tropical" } },
  // "A walled courtyard behind a Houston townhome."
  "modern-retreat-project": { style: { house: "stucco", houseColor: "white", fence: "masonry", planting: "minimal" } },
  // "Palms", a beach-inspired lagoon.
  "coastal-oasis-project": { style: { house: "stucco", houseColor: "white", fence: "iron", planting: "tropical" } },
  // "An acre in Alvin", "a secure pool area on an open country lot": an iron pool fence, open land beyond.
  "ramirez-family-project": { style: { house: "siding", houseColor: "cream", fence: "iron", planting: "native" }, land: { open: true } },
  // A Heights bungalow "among porch swings and old trees".
  "sullivan-family-project": { style: { house: "siding", houseColor: "tan", fence: "wood", planting: "native" } },
};
