import type { NewProject, ProjectStatus } from "./project.ts";

/**
 * The 14 launch projects (DECISIONS §2), in grid order. They seed the portfolio store on first
 * start; from then on the admin manages them like any other project.
 */

interface SeedEntry {
  id: string;
  status: ProjectStatus;
  title: string;
  subtitle: string;
  description: string;
  location: string;
  category: string;
  size: string;
  features: string[];
  benefits: string[];
  /** Alt text per image, in carousel order; image n gets the illustration `project-<id>-<n>`. */
  imageAlts: string[];
  featuredOnHome?: number;
}

const entries: SeedEntry[] = [
  {
    id: "hartley-family-project",
    status: "published",
    title: "The Hartley Family Pool",
    subtitle: "A clean-lined pool with a wide sun shelf and a cool-touch travertine deck",
    description:
      "The Hartleys wanted the feel of a boutique hotel pool without giving up their whole Pearland yard. We set a crisp rectangle along the back fence, added a sun shelf deep enough for loungers and little swimmers, and wrapped it in travertine that stays comfortable underfoot in August.",
    location: "Pearland, TX",
    category: "Luxury Pool",
    size: "~15,000 gal",
    features: [
      "Rectangular gunite pool with a 10 ft sun shelf",
      "Cool-touch travertine deck and coping",
      "Deep-blue glass tile waterline",
      "Twin sheer-descent water features",
      "Color-changing LED pool lighting",
      "Variable-speed pump with cartridge filtration",
    ],
    benefits: [
      "A resort-style finish on a standard suburban lot",
      "A deck that stays comfortable barefoot in the summer heat",
      "Lower power bills from variable-speed equipment",
      "A shallow shelf where young children can splash safely",
    ],
    imageAlts: [
      "The Hartley pool: a rectangular pool with a sun shelf and a travertine deck in daylight",
      "Sheer-descent water features spilling into the Hartley pool under evening lighting",
    ],
    featuredOnHome: 2,
  },
  {
    id: "delgado-family-project",
    status: "published",
    title: "The Delgado Family Resort Pool",
    subtitle: "A freeform lagoon with a rock grotto, a slide and a swim-up spa",
    description:
      "The Delgados asked for a backyard their grandchildren would not want to leave. Every curve of this lagoon pool was drawn for their Pearland lot: a boulder grotto with a slide on top, a spa you can swim up to, and a beach entry that turns into a shallow play zone.",
    location: "Pearland, TX",
    category: "Resort-Style Pool",
    size: "Custom Design",
    features: [
      "Freeform lagoon pool shaped to the lot",
      "Natural boulder grotto with a built-in slide",
      "Swim-up raised spa with spillover",
      "Zero-depth beach entry with pebble finish",
      "Cascading rock waterfall",
      "Smartphone-controlled lighting, heat and jets",
    ],
    benefits: [
      "Entertainment for every age in one backyard",
      "A spa that stays part of the pool party",
      "Easy, gradual entry for grandparents and toddlers",
      "One app for lights, heater and water features",
      "A landmark backyard that adds lasting home value",
    ],
    imageAlts: [
      "The Delgado lagoon pool seen from the back porch, with the rock grotto on the far side",
      "A slide running down the boulder grotto into the Delgado pool",
      "The swim-up spa spilling into the lagoon pool",
      "The zero-depth beach entry with a pebble finish",
      "Water cascading over the rock waterfall",
      "The Delgado pool lit in blue and teal at dusk",
      "Lounge chairs on the deck beside the shallow play zone",
      "An aerial view of the lagoon pool, spa and surrounding landscaping",
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
      "The Whitaker infinity-edge pool meeting the open pasture beyond",
      "Water flowing over the vanishing edge into the catch basin",
      "The slim spa at the house end of the Whitaker pool",
      "The infinity pool and porcelain deck at sunset",
    ],
  },
  {
    id: "nguyen-family-project",
    status: "published",
    title: "The Nguyen Family Pool & Spa",
    subtitle: "A custom pool with a raised spillover spa for a city lot in Houston",
    description:
      "The Nguyens had a narrow inner-loop yard and a long wish list. We fitted a geometric pool and a raised spa into it, with a bench seat along the long wall and a shade sail over the deck, so the space works for morning laps and evening soaks alike.",
    location: "Houston, TX",
    category: "Custom Pool & Spa",
    size: "~16,000 gal",
    features: [
      "Geometric pool sized for a narrow city lot",
      "Raised spa with a stacked-stone spillover",
      "Full-length bench seat along the pool wall",
      "Shade sail over the lounge deck",
      "Saltwater chlorination",
      "Automated heating and spa jets",
    ],
    benefits: [
      "A full pool and spa on a lot most builders called too small",
      "Softer, gentler water from the salt system",
      "A hot soak ready at the touch of a button",
      "Shade that keeps the deck usable on summer afternoons",
    ],
    imageAlts: [
      "The Nguyen pool and raised spa filling a narrow Houston backyard",
      "Water spilling from the stacked-stone spa into the pool",
      "The Nguyen pool and spa lit up in the evening",
    ],
    featuredOnHome: 1,
  },
  {
    id: "brennan-family-project",
    status: "published",
    title: "The Brennan Family Backyard Oasis",
    subtitle: "A freeform pool, outdoor kitchen and fire pit under mature live oaks",
    description:
      "The Brennans wanted a backyard to live in, not just swim in. Around a freeform pool shaped to spare two old live oaks in Friendswood, we built an outdoor kitchen, a sunken fire-pit lounge and a flagstone path that ties it all together.",
    location: "Friendswood, TX",
    category: "Backyard Oasis",
    size: "~22,000 gal",
    features: [
      "Freeform pool shaped around two mature live oaks",
      "Covered outdoor kitchen with a grill and bar seating",
      "Sunken fire-pit lounge",
      "Flagstone paths and coping",
      "Bubblers on the tanning ledge",
      "Landscape and path lighting on a timer",
    ],
    benefits: [
      "Cooking, swimming and gathering in one connected space",
      "Shade from trees that took decades to grow",
      "A backyard that works in every season",
      "Safe, well-lit paths after dark",
    ],
    imageAlts: [
      "The Brennan freeform pool beneath spreading live oaks",
      "The covered outdoor kitchen beside the Brennan pool",
      "The sunken fire-pit lounge glowing next to the pool at night",
    ],
    featuredOnHome: 3,
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
      "The Okafor family pool with a wide beach entry",
      "The shallow volleyball zone of the Okafor pool",
      "The automatic safety cover partly drawn over the pool",
    ],
  },
  {
    id: "castillo-family-project",
    status: "published",
    title: "The Castillo Family Pool",
    subtitle: "A Mediterranean-inspired pool with a loggia, fountains and a hot tub",
    description:
      "The Castillo home has a Spanish-style facade, so we carried its arches, terracotta tones and tile work out to the pool. A covered loggia frames one end, three bronze scuppers feed the water, and a hot tub tucked beside the loggia stays warm on cool Houston evenings.",
    location: "Houston, TX",
    category: "Luxury Pool",
    size: "~19,000 gal",
    features: [
      "Roman-end pool with hand-painted tile accents",
      "Covered loggia with ceiling fans",
      "Three bronze scupper fountains",
      "Eight-jet hot tub beside the loggia",
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
      "The Castillo Roman-end pool framed by the covered loggia",
      "Bronze scuppers arcing water into the Castillo pool",
      "The hot tub tucked beside the loggia",
      "Hand-painted tile accents along the waterline",
      "The Castillo pool and loggia lit in warm white at night",
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
      "The renovated Mercer pool with its new pebble finish",
      "The new sun shelf at the reshaped end of the Mercer pool",
    ],
  },
  {
    id: "prescott-family-project",
    status: "published",
    title: "The Prescott Family Lap Pool & Spa",
    subtitle: "A 60 ft lap pool and a glass-tiled spa designed around daily training",
    description:
      "Dr. Prescott swims every morning, so this Houston project started with a true 60 ft lap lane. Everything else was designed around it: a glass-tiled spa for recovery, a covered cabana with an outdoor shower, and a quiet garden that screens the pool from the street.",
    location: "Houston, TX",
    category: "Modern Pool Design",
    size: "Custom Design",
    features: [
      "60 ft lap lane with lane-line tile",
      "Glass-tiled spa with hydrotherapy jets",
      "Covered cabana with an outdoor shower",
      "Automatic cover on the lap lane",
      "Heat pump for steady water temperature",
      "Privacy garden with native plantings",
    ],
    benefits: [
      "Serious training without leaving home",
      "Hydrotherapy steps away from the workout",
      "Comfortable water temperature every morning",
      "A private, quiet yard in the middle of the city",
      "Low-water landscaping that thrives in Houston's climate",
    ],
    imageAlts: [
      "The Prescott 60 ft lap pool running the length of the yard",
      "The glass-tiled spa at the end of the lap lane",
      "The covered cabana beside the Prescott pool",
      "The privacy garden screening the lap pool",
      "The lap pool and spa lit at dusk",
    ],
  },
  {
    id: "serene-escape-project",
    status: "unlisted",
    title: "Serene Escape",
    subtitle: "A quiet garden pool with a bubbler shelf and soft landscape lighting",
    description:
      "This Pearland retreat was designed for stillness. A simple pool with a bubbler shelf sits among ornamental grasses and crape myrtles, and low, warm lighting turns the garden into an evening escape.",
    location: "Pearland, TX",
    category: "Backyard Oasis",
    size: "~16,000 gal",
    features: [
      "Soft-edged pool set into the garden",
      "Tanning shelf with three bubblers",
      "Ornamental grasses and crape myrtles",
      "Warm low-voltage landscape lighting",
      "Limestone coping",
    ],
    benefits: [
      "A calm place to unwind at the end of the day",
      "The gentle sound of moving water without a loud waterfall",
      "A garden that looks good in every season",
      "Lighting that sets a mood without glare",
    ],
    imageAlts: [
      "The Serene Escape pool set among ornamental grasses",
      "Bubblers on the tanning shelf of the Serene Escape pool",
      "The garden pool under warm evening lighting",
    ],
  },
  {
    id: "modern-retreat-project",
    status: "unlisted",
    title: "Modern Retreat",
    subtitle: "A compact architectural pool for a Houston townhome courtyard",
    description:
      "A walled courtyard behind a Houston townhome became a modern retreat. The compact pool has a raised edge for sitting, a sheer-descent wall for sound, and a concrete deck that matches the house's clean architecture.",
    location: "Houston, TX",
    category: "Modern Pool Design",
    size: "~10,000 gal",
    features: [
      "Compact rectangular pool with a raised seating edge",
      "Sheer-descent water wall",
      "Smooth-finish concrete deck",
      "Built-in bench with a planter",
      "LED strip lighting under the coping",
    ],
    benefits: [
      "A real pool in a courtyard-sized space",
      "Water sound that masks street noise",
      "Clean lines that match the home's architecture",
      "Little upkeep thanks to hardscape and compact size",
    ],
    imageAlts: [
      "The Modern Retreat pool filling a walled townhome courtyard",
      "The sheer-descent water wall of the Modern Retreat pool",
      "LED strip lighting glowing under the coping at night",
    ],
  },
  {
    id: "coastal-oasis-project",
    status: "unlisted",
    title: "Coastal Oasis",
    subtitle: "A beach-inspired lagoon pool with a zero-entry shore and palms",
    description:
      "Inspired by the Gulf Coast, this Friendswood pool starts as a sandy-toned shore and deepens into a lagoon. Palms, a shell-toned pebble finish and a shaded cabana give it the feel of a beach day at home.",
    location: "Friendswood, TX",
    category: "Resort-Style Pool",
    size: "~25,000 gal",
    features: [
      "Zero-entry shore in a sand-toned finish",
      "Lagoon-shaped pool with a deep swimming end",
      "Shell-toned pebble interior",
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
      "The Coastal Oasis lagoon pool with a sand-toned zero-entry shore",
      "Palms and the shaded cabana beside the Coastal Oasis pool",
      "The lagoon pool glowing at dusk",
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
      "The Ramirez pool and hot tub beside the covered patio",
      "Water spilling from the hot tub into the Ramirez pool",
      "The pool and hot tub lit up on an evening in Alvin",
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
      "The Sullivan saltwater pool beside a cedar pergola",
      "The small spa attached to the Sullivan pool",
      "The pool and pergola in the evening light",
    ],
  },
];

export const launchProjects: NewProject[] = entries.map(({ imageAlts, featuredOnHome, ...entry }, index) => ({
  ...entry,
  sortOrder: index + 1,
  featuredOnHome: featuredOnHome ?? null,
  images: imageAlts.map((alt, n) => ({ kind: "generated", key: `project-${entry.id}-${n + 1}`, alt })),
}));
