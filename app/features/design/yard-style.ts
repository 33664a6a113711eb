import { optionList } from "#app/utils/option-list.ts";

/**
 * "Your yard, roughly" (issue 40, point 6): what the house, fence and planting behind the pool
 * look like. It prices nothing; the live view, the path-traced renderings and the portfolio's
 * pictures all draw the yard from this one value, so no two projects share one stock yard.
 * Option words live in the designer catalogs, like the pool's options.
 */
export const houseStyleOptions = optionList("stucco", "brick", "siding");

export const houseColorOptions = optionList("cream", "white", "tan", "gray");

export const fenceOptions = optionList("wood", "iron", "masonry");

export const plantingOptions = optionList("tropical", "native", "minimal");

export type HouseStyle = (typeof houseStyleOptions)[number]["value"];
export type HouseColor = (typeof houseColorOptions)[number]["value"];
export type Fence = (typeof fenceOptions)[number]["value"];
export type Planting = (typeof plantingOptions)[number]["value"];

export interface YardStyle {
  house: HouseStyle;
  houseColor: HouseColor;
  fence: Fence;
  planting: Planting;
}

/** The yard drawn until the visitor says otherwise: a cream stucco house, a wood fence, native planting. */
export const defaultYardStyle: YardStyle = {
  house: "stucco",
  houseColor: "cream",
  fence: "wood",
  planting: "native",
};

/** The yard's fields: the design's query keys for them, in the form's order. */
export const yardFields = ["house", "houseColor", "fence", "planting"] as const satisfies readonly (keyof YardStyle)[];
export type YardField = (typeof yardFields)[number];

/** Each yard field's options. */
export const yardOptions = {
  house: houseStyleOptions,
  houseColor: houseColorOptions,
  fence: fenceOptions,
  planting: plantingOptions,
} as const satisfies Record<YardField, readonly { value: string }[]>;
