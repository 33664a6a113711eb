import type { NewProject } from "#app/features/portfolio/project.ts";
import { launchProjectDesigns } from "#app/content/project-designs.ts";
import { readStoredDesign } from "#app/features/portfolio/project-design.ts";

/**
 * The 14 launch projects (docs/product.md, "Portfolio"), in grid order. They seed the portfolio store on first
 * start; from then on the admin manages them like any other project.
 */

/** A project as written here: its place comes from the list's order, its images from `imageAlts`. */
type SeedEntry = Omit<NewProject, "sortOrder" | "images" | "featuredOnHome"> & {
  /** Alt text per image, in carousel order; image n gets the picture `project-<id>-<n>`, rendered from the project's design (scripts/images/catalog.ts). */
  imageAlts: string[];
  featuredOnHome?: boolean;
};

const entries: SeedEntry[] = [
  {
    id: "hartley-family-project",
    status: "published",
    title: "The Hartley Family Pool",
    subtitle: "A clean-lined geometric pool and spa with a sheer-descent wall and fire bowls",
    description:
      "The Hartleys wanted the feel of a boutique hotel pool without giving up their whole Pearland yard. We set a crisp geometric pool along the back fence, raised a square spa at one corner, and framed the far side with a sheer-descent wall flanked by fire bowls.",
    location: "Pearland, TX",
    category: "Luxury Pool",
    size: "~15,000 gal",
    features: [
      "Geometric gunite pool with a 10 ft sun shelf",
      "Raised square spa with a spillover edge",
      "Sheer-descent water wall between two fire bowls",
      "Cool-touch deck and coping",
      "Color-changing LED pool lighting",
      "Variable-speed pump with cartridge filtration",
    ],
    benefits: [
      "A resort-style pool and spa on a standard suburban lot",
      "A deck that stays comfortable barefoot in the summer heat",
      "Lower power bills from variable-speed equipment",
      "A shallow shelf where young children can splash safely",
    ],
    imageAlts: [
      "The Hartley pool: a geometric pool with a raised square spa, seen from the patio",
      "A closer view of the Hartley spa spilling over into the pool",
    ],
    featuredOnHome: true,
  },
  {
    id: "delgado-family-project",
    status: "published",
    title: "The Delgado Family Resort Pool",
    subtitle: "An L-shaped pool with a raised spa, a pergola lounge and fire bowls",
    description:
      "The Delgados asked for a backyard their grandchildren would not want to leave. This L-shaped pool was drawn for their Pearland lot: a long leg for swimming, a shallow leg for play, a raised spa where the two meet, and a pergola lounge with fire bowls for the grown-ups.",
    location: "Pearland, TX",
    category: "Resort-Style Pool",
    size: "Custom Design",
    features: [
      "L-shaped pool with separate swimming and play legs",
      "Raised square spa with a spillover edge",
      "Shaded pergola lounge beside the water",
      "Pair of gas fire bowls on the pool edge",
      "Pebble interior finish",
      "Smartphone-controlled lighting, heat and jets",
    ],
    benefits: [
      "Entertainment for every age in one backyard",
      "A spa that stays part of the pool party",
      "Shade for grandparents while the children swim",
      "One app for lights, heater and water features",
      "A landmark backyard that adds lasting home value",
    ],
    imageAlts: [
      "The Delgado L-shaped pool seen from the back porch",
      "The raised square spa where the two legs of the Delgado pool meet",
      "Fire bowls on the edge of the Delgado pool",
      "A high view over the whole Delgado pool, spa and pergola",
      "Another angle on the Delgado spa and its spillover",
      "A low, wide view across the Delgado pool deck",
      "The pergola lounge and fire bowls seen from above the pool",
      "The full length of the Delgado pool from the far corner of the yard",
    ],
  },
  {
    id: "whitaker-family-project",
    status: "published",
    title: "The Whitaker Family Pool",
    subtitle: "An infinity-edge pool that looks out over open Fort Bend County pasture",
    description:
      "The Whitaker property slopes gently toward open land, and we used that fall to build a vanishing edge that seems to pour into the view. A catch basin below the edge, a slim spa at the house end and a porcelain deck keep the lines calm and modern.",
    location: "Fort Bend County, TX",
    category: "Infinity-Edge Pool",
    size: "~18,000 gal",
    features: [
      "32 ft vanishing edge with a hidden catch basin",
      "Slim spa with a matching spillway",
      "Large-format porcelain deck",
      "Dark quartz interior finish",
      "In-floor cleaning system",
      "Natural-gas heater for year-round swimming",
    ],
    benefits: [
      "An uninterrupted view from the patio to the horizon",
      "A sloped lot turned into the yard's best feature",
      "Less time skimming and brushing with in-floor cleaning",
      "A swim season that lasts well into winter",
    ],
    imageAlts: [
      "The Whitaker pool seen from the patio",
      "A closer view across the Whitaker pool toward the open land beyond",
      "The water features along the far side of the Whitaker pool",
      "A high view over the Whitaker pool and deck",
    ],
  },
  {
    id: "nguyen-family-project",
    status: "published",
    title: "The Nguyen Family Pool & Spa",
    subtitle: "A freeform pool with a round spillover spa and a rock waterfall on a Houston city lot",
    description:
      "The Nguyens had a narrow inner-loop yard and a long wish list. We curved a freeform pool through it, raised a round spa at one end and built a natural rock waterfall on the other, so the space works for a morning swim and an evening soak alike.",
    location: "Houston, TX",
    category: "Custom Pool & Spa",
    size: "~16,000 gal",
    features: [
      "Freeform pool sized for a narrow city lot",
      "Raised round spa with a spillover edge",
      "Natural rock waterfall",
      "Full-length bench seat along the pool wall",
      "Saltwater chlorination",
      "Automated heating and spa jets",
    ],
    benefits: [
      "A full pool and spa on a lot most builders called too small",
      "Softer, gentler water from the salt system",
      "A hot soak ready at the touch of a button",
      "The sound of falling water over the city noise",
    ],
    imageAlts: [
      "The Nguyen freeform pool and round spa filling a narrow Houston backyard",
      "Water spilling from the round spa into the Nguyen pool",
      "The rock waterfall at the far end of the Nguyen pool",
    ],
    featuredOnHome: true,
  },
  {
    id: "brennan-family-project",
    status: "published",
    title: "The Brennan Family Backyard Oasis",
    subtitle: "A kidney pool with a rock waterfall, palms and a pergola lounge",
    description:
      "The Brennans wanted a backyard to live in, not just swim in. Around a kidney-shaped pool in Friendswood we built a rock waterfall, planted palms for a touch of the tropics, and added a pergola lounge and outdoor kitchen so the whole family can spend the day outside.",
    location: "Friendswood, TX",
    category: "Backyard Oasis",
    size: "~22,000 gal",
    features: [
      "Kidney-shaped pool with a natural rock waterfall",
      "Pergola lounge with ceiling fans",
      "Outdoor kitchen with a grill and bar seating",
      "Palms and tropical plantings",
      "Bubblers on the tanning ledge",
      "Landscape and path lighting on a timer",
    ],
    benefits: [
      "Cooking, swimming and gathering in one connected space",
      "Shade on the hottest afternoons under the pergola",
      "A backyard that works in every season",
      "Safe, well-lit paths after dark",
    ],
    imageAlts: [
      "The Brennan kidney pool with palms and the pergola lounge",
      "A closer view of the Brennan pool from beside the pergola",
      "The rock waterfall spilling into the Brennan pool",
    ],
    featuredOnHome: true,
  },
  {
    id: "okafor-family-project",
    status: "published",
    title: "The Okafor Family Pool",
    subtitle: "A play-friendly pool with a beach entry, a volleyball zone and a safety cover",
    description:
      "With four children and plenty of cousins, the Okafors needed a pool built for play and built for peace of mind. A wide beach entry, a level volleyball zone and an automatic safety cover make the Pearland yard the neighborhood's favorite, and the easiest to close up at night.",
    location: "Pearland, TX",
    category: "Family Pool",
    size: "~17,000 gal",
    features: [
      "Wide beach entry with a textured finish",
      "Level 4 ft volleyball and games zone",
      "Automatic safety cover",
      "Slip-resistant pavers around the pool",
      "Built-in steps with handrails",
      "Energy-efficient LED lighting",
    ],
    benefits: [
      "Room for the whole family to play at once",
      "The pool closed and secured with one key turn",
      "Less heat loss and evaporation under the cover",
      "Sure footing for wet feet",
    ],
    imageAlts: [
      "The Okafor family pool seen from the back patio",
      "A closer view across the shallow end of the Okafor pool",
      "The Okafor pool and deck from the far side of the yard",
    ],
  },
  {
    id: "castillo-family-project",
    status: "published",
    title: "The Castillo Family Pool",
    subtitle: "A Mediterranean-inspired pool with a loggia, fountains and a hot tub",
    description:
      "The Castillo home has a Spanish-style facade, so we carried its arches, terracotta tones and tile work out to the pool. A covered loggia frames one end, three bronze scuppers feed the water, and a raised round hot tub stays warm on cool Houston evenings.",
    location: "Houston, TX",
    category: "Luxury Pool",
    size: "~19,000 gal",
    features: [
      "Rectangular pool with hand-painted tile accents",
      "Covered loggia with ceiling fans",
      "Three bronze scupper fountains",
      "Raised round hot tub with eight jets",
      "Terracotta-toned pavers",
      "Warm-white lighting in pool and garden",
    ],
    benefits: [
      "A pool that looks as if it was built with the house",
      "Shaded seating steps from the water",
      "The soothing sound of moving water across the yard",
      "A warm soak any night of the year",
      "Materials chosen to weather gracefully",
    ],
    imageAlts: [
      "The Castillo rectangular pool with its round hot tub, seen from the house",
      "The raised round hot tub beside the Castillo pool",
      "The water features along the Castillo pool",
      "A high view over the Castillo pool and garden",
      "The Castillo hot tub from the opposite corner of the pool",
    ],
  },
  {
    id: "mercer-family-project",
    status: "published",
    title: "The Mercer Family Pool Renovation",
    subtitle: "A tired 1990s pool rebuilt with a new shape, finish and equipment",
    description:
      "The Mercers' pool in Alvin had cracked plaster, a failing pump and a dated kidney shape. We kept the sound shell, reshaped one end into a sun shelf, resurfaced it in pebble, replaced every piece of equipment and added automation they run from their phones.",
    location: "Alvin, TX",
    category: "Pool Renovation",
    size: "~22,000 gal",
    features: [
      "Reshaped end with a new sun shelf",
      "Pebble interior in place of cracked plaster",
      "New tile and coping throughout",
      "Variable-speed pump and new filter",
      "Pool automation with phone control",
      "Re-leveled concrete deck",
    ],
    benefits: [
      "A like-new pool at a fraction of the cost of a new build",
      "A finish that lasts decades longer than plaster",
      "Lower energy use from modern equipment",
      "Every pool function in one app",
    ],
    imageAlts: [
      "The renovated Mercer pool seen from the back porch",
      "A closer view across the renovated Mercer pool",
    ],
  },
  {
    id: "prescott-family-project",
    status: "published",
    title: "The Prescott Family Lap Pool",
    subtitle: "A 60 ft lap pool on a wood deck, designed around daily training",
    description:
      "Dr. Prescott swims every morning, so this Houston project started with a true 60 ft lap lane. Everything else was designed around it: a warm wood deck, a pergola with an outdoor shower for shade between sets, and a quiet garden that screens the pool from the street.",
    location: "Houston, TX",
    category: "Modern Pool Design",
    size: "Custom Design",
    features: [
      "60 ft lap lane with lane-line tile",
      "Ipe wood deck along the full lane",
      "Pergola with an outdoor shower",
      "Automatic cover on the lap lane",
      "Heat pump for steady water temperature",
      "Privacy garden with native plantings",
    ],
    benefits: [
      "Serious training without leaving home",
      "Shade and a rinse steps away from the water",
      "Comfortable water temperature every morning",
      "A private, quiet yard in the middle of the city",
      "Low-water landscaping that thrives in Houston's climate",
    ],
    imageAlts: [
      "The Prescott 60 ft lap pool running the length of the yard",
      "The wood deck and pergola beside the Prescott lap pool",
      "A view down the lap lane from the pergola side",
      "A high view over the Prescott lap pool and garden",
      "The Prescott lap pool from the far end of the lane",
    ],
  },
  {
    id: "serene-escape-project",
    status: "unlisted",
    title: "Serene Escape",
    subtitle: "A kidney-shaped garden pool with a round spa and a gentle rock waterfall",
    description:
      "This Pearland retreat was designed for stillness. A kidney-shaped pool with a round spa and a low rock waterfall sits among ornamental grasses and crape myrtles, and warm lighting turns the garden into an evening escape.",
    location: "Pearland, TX",
    category: "Backyard Oasis",
    size: "~16,000 gal",
    features: [
      "Kidney-shaped pool set into the garden",
      "Raised round spa with a spillover",
      "Low natural rock waterfall",
      "Ornamental grasses and crape myrtles",
      "Warm low-voltage landscape lighting",
      "Limestone coping",
    ],
    benefits: [
      "A calm place to unwind at the end of the day",
      "The gentle sound of moving water",
      "A garden that looks good in every season",
      "Lighting that sets a mood without glare",
    ],
    imageAlts: [
      "The Serene Escape kidney pool set into the garden",
      "The round spa of the Serene Escape pool",
      "The low rock waterfall at the edge of the Serene Escape pool",
    ],
  },
  {
    id: "modern-retreat-project",
    status: "unlisted",
    title: "Modern Retreat",
    subtitle: "A compact architectural pool for a Houston townhome courtyard",
    description:
      "A walled courtyard behind a Houston townhome became a modern retreat. The compact pool has a sheer-descent wall for sound, fire bowls for evenings outside, and a porcelain deck that matches the house's clean architecture.",
    location: "Houston, TX",
    category: "Modern Pool Design",
    size: "~10,000 gal",
    features: [
      "Compact rectangular pool with a raised seating edge",
      "Sheer-descent water wall",
      "Large-format porcelain deck",
      "Pair of fire bowls on the pool edge",
      "LED strip lighting under the coping",
    ],
    benefits: [
      "A real pool in a courtyard-sized space",
      "Water sound that masks street noise",
      "Clean lines that match the home's architecture",
      "Little upkeep thanks to hardscape and compact size",
    ],
    imageAlts: [
      "The Modern Retreat pool filling a townhome courtyard",
      "A closer view across the Modern Retreat pool",
      "The sheer-descent water wall and fire bowls of the Modern Retreat pool",
    ],
  },
  {
    id: "coastal-oasis-project",
    status: "unlisted",
    title: "Coastal Oasis",
    subtitle: "A beach-inspired lagoon pool with a zero-entry shore and palms",
    description:
      "Inspired by the Gulf Coast, this Friendswood pool starts as a shallow shore and deepens into a lagoon. Palms, an aqua pebble finish and a travertine deck give it the feel of a beach day at home.",
    location: "Friendswood, TX",
    category: "Resort-Style Pool",
    size: "~25,000 gal",
    features: [
      "Zero-entry shore",
      "Freeform lagoon pool with a deep swimming end",
      "Aqua pebble interior and travertine deck",
      "Palm and tropical plantings",
      "Shaded cabana with a ceiling fan",
      "Salt chlorination",
    ],
    benefits: [
      "Beach-style wading for all ages",
      "Room to swim laps and to lounge",
      "A tropical look that holds up to Texas summers",
      "Gentler water for skin and eyes",
    ],
    imageAlts: [
      "The Coastal Oasis lagoon pool with palms and a travertine deck",
      "A closer view across the Coastal Oasis pool",
      "Palms along the edge of the Coastal Oasis pool",
    ],
  },
  {
    id: "ramirez-family-project",
    status: "unlisted",
    title: "The Ramirez Family Pool & Hot Tub",
    subtitle: "A country-lot pool with an integrated hot tub and a covered patio",
    description:
      "On an acre in Alvin, the Ramirez family wanted a pool close to the house and a hot tub they would use all year. We joined the two with a shared spillway, roofed the patio between pool and kitchen door, and kept the yard open for the kids.",
    location: "Alvin, TX",
    category: "Hot Tub Integration",
    size: "~20,000 gal",
    features: [
      "Pool and eight-person hot tub joined by a spillway",
      "Covered patio with a ceiling fan and lighting",
      "Stamped-concrete deck",
      "Hot tub with its own heater and jets",
      "Pool fence with self-closing gates",
    ],
    benefits: [
      "A hot tub the family uses in every season",
      "Shade and shelter steps from the back door",
      "A secure pool area on an open country lot",
      "An easy-care deck that handles heavy use",
    ],
    imageAlts: [
      "The Ramirez pool seen from the covered patio",
      "A closer view across the Ramirez pool",
      "The Ramirez pool from the far side of the yard",
    ],
  },
  {
    id: "sullivan-family-project",
    status: "unlisted",
    title: "The Sullivan Family Pool",
    subtitle: "A saltwater pool and spa with a shaded pergola in the Houston Heights",
    description:
      "The Sullivans' Heights bungalow called for a pool that felt at home among porch swings and old trees. A saltwater pool and a small spa sit beside a cedar pergola, with brick coping that echoes the house and a lawn strip left for the dog.",
    location: "Houston, TX",
    category: "Custom Pool & Spa",
    size: "~15,000 gal",
    features: [
      "Saltwater pool with a small attached spa",
      "Cedar pergola over the lounge area",
      "Brick coping to match the bungalow",
      "Pebble interior in a soft blue",
      "Variable-speed pump and automation",
    ],
    benefits: [
      "A pool that suits the character of a historic neighborhood",
      "Shade for afternoon lounging",
      "Gentle saltwater with less chemical handling",
      "Efficient equipment that keeps running costs low",
    ],
    imageAlts: [
      "The Sullivan saltwater pool seen from the back of the house",
      "A closer view across the Sullivan pool",
      "The Sullivan pool from the far corner of the yard",
    ],
  },
];

export const launchProjects: NewProject[] = entries.map(({ imageAlts, featuredOnHome, ...entry }, index) => ({
  ...entry,
  sortOrder: index + 1,
  featuredOnHome: featuredOnHome ?? false,
  images: imageAlts.map((alt, n) => ({ kind: "generated", key: `project-${entry.id}-${n + 1}`, alt })),
  design: readStoredDesign(launchProjectDesigns[entry.id] ?? null),
}));
