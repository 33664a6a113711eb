import { z } from "zod/mini";
import {
  copingOptions,
  deckOptions,
  featureOptions,
  finishOptions,
  lightingOptions,
  shapeOptions,
  shelfOptions,
  spaOptions,
  type Option,
} from "#app/features/design/model.ts";
import { designerText } from "#app/features/design/designer-text.ts";

/**
 * The price table behind the design estimate: every figure the estimate uses, low and high,
 * in US dollars. These are the defaults; the owner's edits (`/admin/pricing`) are stored in the
 * database and win. Calibrated to Greater Houston: a 16 × 32 ft gunite pool with a concrete
 * deck comes to about $65,000–$80,000, gunite shells run $50–80 per square foot by shape, an
 * attached spa adds $8,000–$20,000, and a typical equipped pool lands near $75,000.
 */

export interface PriceRange {
  low: number;
  high: number;
}

export type PriceUnit = "sq ft" | "ft" | "sq ft per ft" | "each" | "item";

export interface PriceItem {
  key: string;
  group: string;
  label: string;
  unit: PriceUnit;
  default: PriceRange;
}

function item(key: string, group: string, label: string, unit: PriceUnit, low: number, high: number): PriceItem {
  return { key, group, label, unit, default: { low, high } };
}

/** The owner's price table names an option as the English designer does (the catalog's words). */
const optionWords = designerText("en").words.options;

function perOption<T extends string>(
  prefix: string,
  group: string,
  options: readonly Option<T>[],
  labels: Record<T, string>,
  unit: PriceUnit,
  ranges: Partial<Record<T, readonly [number, number]>>,
): PriceItem[] {
  return options.flatMap((option) => {
    const range = ranges[option.value];
    return range ? [item(`${prefix}.${option.value}`, group, labels[option.value], unit, range[0], range[1])] : [];
  });
}

export const priceItems: readonly PriceItem[] = [
  // Excavation, steel, gunite shell and plumbing, by how hard the shape is to form.
  ...perOption("shell", "Pool shell, per square foot of water", shapeOptions, optionWords.shape, "sq ft", {
    rectangle: [50, 58],
    lap: [50, 58],
    roman: [55, 67],
    "l-shape": [57, 70],
    kidney: [60, 73],
    freeform: [65, 80],
  }),
  item("perimeter", "Walls and waterline tile", "Per foot of waterline", "ft", 95, 112),
  item("depth", "Depth", "Per square foot of water, per foot of average depth past 3.5 ft", "sq ft per ft", 6, 8),
  ...perOption("finish", "Interior finish, per square foot of floor and walls", finishOptions, optionWords.finish, "sq ft", {
    "white-plaster": [5, 7],
    "quartz-aqua": [7, 9.5],
    "pebble-blue": [9, 13],
    "pebble-midnight": [9.5, 13.5],
    "glass-bead": [14, 20],
  }),
  ...perOption("coping", "Coping, per foot of waterline", copingOptions, optionWords.coping, "ft", {
    concrete: [28, 38],
    brick: [45, 60],
    travertine: [55, 75],
    limestone: [60, 80],
  }),
  ...perOption("deck", "Deck, per square foot", deckOptions, optionWords.deck, "sq ft", {
    "broom-concrete": [8, 11],
    "stamped-concrete": [13, 18],
    travertine: [20, 28],
    porcelain: [24, 32],
    flagstone: [22, 30],
  }),
  ...perOption("shelf", "Sun shelf", shelfOptions, optionWords.shelf, "item", {
    small: [2500, 3500],
    medium: [3500, 5000],
    large: [5000, 7000],
  }),
  ...perOption("spa", "Spa", spaOptions, optionWords.spa, "item", {
    raised: [12000, 20000],
    flush: [8000, 15000],
    detached: [15000, 24000],
  }),
  ...perOption("feature", "Water features", featureOptions, optionWords.features, "item", {
    "sheer-descent": [2000, 3500],
    "rock-waterfall": [6000, 12000],
    scuppers: [2500, 4000],
    "deck-jets": [2000, 3200],
  }),
  ...perOption("light", "LED lights, each (one per 250 sq ft of water, at least two)", lightingOptions, optionWords.lighting, "each", {
    white: [900, 1300],
    blue: [1100, 1500],
    aqua: [1100, 1500],
    violet: [1100, 1500],
    amber: [1100, 1500],
    "color-changing": [1400, 2000],
  }),
  item("fire-bowl", "Fire bowls", "Each, with its gas line", "each", 1600, 2600),
  item("cover", "Automatic safety cover", "Per square foot of water", "sq ft", 22, 32),
  item("equipment", "Equipment package", "Pump, filter, heater, sanitizer and automation", "item", 8500, 10500),
  item("permits", "Design, engineering and permits", "Plans, engineering, city permits and start-up", "item", 3000, 3500),
];

export type PriceKey = string;
export type PriceTable = Record<PriceKey, PriceRange>;

export const defaultPricing: Pricing = {
  prices: Object.fromEntries(priceItems.map((entry) => [entry.key, entry.default])),
  financing: { apr: 8.99, termYears: 15 },
};

export const MAX_PRICE = 1_000_000;

export const pricingMessages = {
  amount: `Please enter an amount in dollars between 0 and ${MAX_PRICE.toLocaleString("en-US")}.`,
  order: "The low figure cannot be more than the high figure.",
  apr: "Please enter an APR between 0 and 30 percent.",
  term: "Please enter a term between 1 and 30 years.",
} as const;

const amount = z.number(pricingMessages.amount).check(
  z.refine((value) => Number.isFinite(value) && value >= 0 && value <= MAX_PRICE, pricingMessages.amount),
);

const rangeSchema = z.object({ low: amount, high: amount }).check(
  z.refine((range) => range.low <= range.high, { message: pricingMessages.order, path: ["high"] }),
);

/** A complete price table: every known item, nothing else. */
export const pricingSchema = z.object({
  prices: z.object(Object.fromEntries(priceItems.map((entry) => [entry.key, rangeSchema]))),
  financing: z.object({
    /** Annual percentage rate, in percent. */
    apr: z.number(pricingMessages.apr).check(z.refine((v) => v >= 0 && v <= 30, pricingMessages.apr)),
    termYears: z.int(pricingMessages.term).check(z.refine((v) => v >= 1 && v <= 30, pricingMessages.term)),
  }),
});

export type Pricing = z.output<typeof pricingSchema>;
export type Financing = Pricing["financing"];

/** Stored prices over the defaults: an item added since the owner's last edit takes its default. */
export function mergePricing(stored: unknown): Pricing {
  const candidate = stored as Partial<Pricing> | null;
  const merged = {
    prices: { ...defaultPricing.prices, ...(candidate?.prices ?? {}) },
    financing: { ...defaultPricing.financing, ...(candidate?.financing ?? {}) },
  };
  const known = Object.fromEntries(priceItems.map((entry) => [entry.key, merged.prices[entry.key]]));
  const result = pricingSchema.safeParse({ ...merged, prices: known });
  return result.success ? result.data : defaultPricing;
}
