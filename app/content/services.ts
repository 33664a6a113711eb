import { type ServiceCard, serviceCards } from "#app/content/service-cards.ts";
import { type ServiceSlug, serviceSlugs } from "#app/content/service-slugs.ts";

export interface ServiceProse {
  heading: string;
  paragraphs: string[];
}

/**
 * One service offering: the card on the home and services pages and the landing page at
 * `/<slug>` are all rendered from this record, so they never disagree. The long copy lives
 * here; the card fields come from `service-cards.ts`, all the home page loads.
 */
export interface Service extends ServiceCard {
  /** Meta description of the landing page. */
  summary: string;
  intro: [string, string, string, string];
  features: string[];
  benefits: string[];
  prose: [ServiceProse, ServiceProse, ServiceProse];
}

const services: Record<ServiceSlug, Service> = {
  "custom-pools-spas": {
    ...serviceCards["custom-pools-spas"],
    summary:
      "Custom gunite pools and spas designed for Greater Houston backyards: engineered for expansive clay, shown in 3-D before we dig, with a free estimate.",
    intro: [
      "No two backyards in Pearland, Friendswood or west Houston are alike, so we never start from a catalog shape. We start with a site visit: where the afternoon sun lands, where the yard drains after a summer downpour, and how far the pool can sit from the house, fence and easements.",
      "From that visit we draw a pool and spa sized for how you will use them: a shallow lounging shelf for the kids, a deep end for the cannonball crowd, lap length for early swims, or a raised spa with a spillway you can hear from the patio.",
      "You see the design as a 3-D reality view before anything is signed, so the tile line, coping color and spa height are decisions you make on screen rather than on the job site.",
      "Every shell is engineered for the expansive clay that swells and shrinks under Houston yards, with steel schedules and drainage chosen for your soil report rather than a one-size rule.",
    ],
    features: [
      "On-site design consultation and sun and drainage study",
      "3-D reality view of the pool, spa and deck before you sign",
      "Gunite shells with steel schedules engineered for expansive clay",
      "Attached or raised spas with spillways and dedicated heaters",
      "Tanning ledges, benches, swim-outs and beach entries",
      "Salt chlorination, variable-speed pumps and LED lighting options",
      "Permit drawings and HOA submittal packages prepared for you",
      "Plaster, pebble and glass-bead interior finishes",
    ],
    benefits: [
      "A pool shaped around your yard instead of a template",
      "No surprises: you approve the 3-D design and a written scope",
      "A shell built to resist cracking as Gulf Coast soil moves",
      "Lower running costs from efficient, right-sized equipment",
      "One team from drawings to first swim, with one point of contact",
      "A backyard that adds everyday enjoyment and resale appeal",
    ],
    prose: [
      {
        heading: "Designed for the way Houston lives outdoors",
        paragraphs: [
          "Our swimming season runs from late March well into October, and the hottest afternoons are brutal on bare concrete. We plan shade sails, pergolas and cool-deck finishes alongside the water so the space is usable at three in the afternoon in August, not only at dusk.",
          "Families often ask for a spa they can use in January too. We size heaters and plumbing so the spa heats quickly on the handful of cold nights we get, and we can split controls so the pool stays at a sensible temperature while the spa runs hot.",
        ],
      },
      {
        heading: "Engineering you never have to think about",
        paragraphs: [
          "Houston's clay can swell several inches after a wet spring and shrink apart in a dry summer. A pool that ignores that movement cracks at the coping and pulls away from the deck. We base the steel, shell thickness and deck joints on the soil conditions at your address, and we add hydrostatic relief where the water table runs high.",
          "Equipment pads are set above the yard's low point and wired with proper bonding and GFCI protection, so a tropical storm that floods the lawn does not take the pump and heater with it.",
        ],
      },
      {
        heading: "From first sketch to first swim",
        paragraphs: [
          "A typical custom pool takes eight to fourteen weeks from permit to plaster, depending on size, HOA review and weather. We give you a schedule at signing and update it as inspections pass, so you always know what happens next.",
          "The first step costs nothing: book a free consultation and we will walk the yard with you, talk budget honestly and come back with a 3-D design and a written estimate.",
        ],
      },
    ],
  },
  "upgrades-repairs": {
    ...serviceCards["upgrades-repairs"],
    summary:
      "Pool resurfacing, leak detection, equipment replacement and automation upgrades across Greater Houston, with clear written quotes and competitive rates.",
    intro: [
      "Many Houston pools built in the 1990s and 2000s still have a sound shell under rough plaster, cloudy tile and a pump that hums like a window unit. In most cases a renovation gives you a pool that looks and runs like new for a fraction of the cost of a rebuild.",
      "We start by finding out what is actually wrong. Pressure tests, dye tests and an equipment check tell us whether a falling water level is evaporation in the July heat or a leak in a return line.",
      "Then we give you a written quote with options: fix only what is failing, or combine repairs with the upgrades you have been putting off, such as salt chlorination, LED lighting or a new tile line.",
      "Work is scheduled around the weather and your calendar, and we leave the yard clean at the end of each day.",
    ],
    features: [
      "Leak detection with pressure and dye testing",
      "Plaster, pebble and quartz resurfacing",
      "Waterline tile and coping replacement",
      "Pump, filter and heater replacement with efficient models",
      "Salt chlorination conversions",
      "LED lighting and smartphone automation retrofits",
      "Deck repair, resurfacing and expansion-joint replacement",
      "Storm damage assessment and repair after hurricanes",
    ],
    benefits: [
      "A pool that looks new without the cost of a rebuild",
      "Lower water, chemical and electricity bills",
      "Problems diagnosed before money is spent on parts",
      "Written quotes with options at competitive rates",
      "Safer surfaces, lighting and bonded equipment",
      "Fewer breakdowns in the middle of swim season",
    ],
    prose: [
      {
        heading: "Repairs that fix the cause, not the symptom",
        paragraphs: [
          "A cracked deck usually means the soil under it moved; patching the crack without dealing with the drainage just moves the problem a few feet. We look at grading, downspouts and expansion joints before recommending a repair, and explain the trade-offs in plain terms.",
          "For leaks, we pressure-test each line and dye-test fittings, lights and skimmer throats. You get a short report with what we found and what it will cost to fix.",
        ],
      },
      {
        heading: "Upgrades that pay for themselves",
        paragraphs: [
          "A variable-speed pump can cut a pool's electricity use dramatically compared with an old single-speed motor, and many Texas utilities have offered rebates for them. Salt systems make chlorine on site and spare you the weekly jug runs. LED lights use a fraction of the power of old incandescent fixtures and add color for evenings outside.",
          "Automation lets you check water temperature, run the spa heater or switch lights from your phone, which is especially handy when an early freeze warning means you need the pump running overnight.",
        ],
      },
      {
        heading: "After the storm",
        paragraphs: [
          "Hurricane season brings debris, sand, flooded equipment and contaminated water. We triage storm calls first, drain and clean where needed, test equipment for water damage and document everything with photos for your insurance claim.",
          "Ask for a free quote on any repair or upgrade and we will come out, diagnose the pool and give you clear options before any work begins.",
        ],
      },
    ],
  },
  "pool-servicing": {
    ...serviceCards["pool-servicing"],
    summary:
      "Weekly and bi-weekly pool cleaning and maintenance in Greater Houston: water chemistry, filter care, equipment checks and storm clean-ups by one dependable technician.",
    intro: [
      "Houston's heat, humidity and afternoon thunderstorms can turn clear water green in a few days. A regular service plan keeps chemistry balanced and catches small problems before they become expensive ones.",
      "Choose weekly service for full care during the long swim season, or bi-weekly visits for pools that see lighter use or owners who handle skimming between visits.",
      "Every visit follows the same checklist: test and balance the water, brush walls and steps, skim and vacuum, empty baskets, check the pump, filter, heater and salt cell, and leave a short visit report.",
      "You have one regular technician who knows your pool, your gate code and your dog's name, backed by an office that answers the phone.",
    ],
    features: [
      "Weekly or bi-weekly scheduled visits",
      "Water testing and chemical balancing every visit",
      "Brushing, skimming, vacuuming and basket cleaning",
      "Filter cleaning and salt cell inspection",
      "Equipment checks with a written visit report",
      "Freeze-watch and storm clean-up visits on request",
      "Green-to-clean recovery for neglected pools",
      "Seasonal opening and spa care",
    ],
    benefits: [
      "Clear, balanced water all season",
      "Longer life for pumps, heaters and salt cells",
      "Problems spotted early, while they are cheap to fix",
      "Your weekends spent swimming, not scrubbing",
      "One dependable technician who knows your pool",
      "A simple monthly price with no surprise add-ons",
    ],
    prose: [
      {
        heading: "Weekly or bi-weekly: which is right for you?",
        paragraphs: [
          "Weekly service suits most Houston pools from spring through fall, when heat and heavy use burn through chlorine fast and oak pollen and leaves fill the baskets. It is also the right choice for salt pools, whose cells need regular inspection.",
          "Bi-weekly service works well for screened pools, pools with automatic cleaners, or cooler months when algae grows more slowly. You can switch between the two as the seasons change.",
        ],
      },
      {
        heading: "Chemistry that respects your pool's surfaces",
        paragraphs: [
          "Balanced water is about more than chlorine. We track pH, alkalinity, calcium hardness, stabilizer and salt levels so the water does not etch plaster, scale tile or corrode heater parts. Readings are logged at every visit, so trends show up before damage does.",
          "After heavy rain, which can dilute chemicals and wash in fertilizer and debris, we rebalance at the next visit or come out sooner on request.",
        ],
      },
      {
        heading: "Ready for hurricanes and hard freezes",
        paragraphs: [
          "Before a named storm we can lower the water level slightly, secure loose equipment and shut down power at the right time; afterwards we clear debris and get the system running again. When a hard freeze is forecast, we make sure pumps circulate and vulnerable pipes are protected.",
          "Request a quote for weekly or bi-weekly service and we will visit, inspect the pool and equipment, and give you a fixed monthly price.",
        ],
      },
    ],
  },
  "modern-pool-designs": {
    ...serviceCards["modern-pool-designs"],
    summary:
      "Contemporary pool design in Greater Houston: geometric shapes, vanishing edges, sun shelves, fire features and architectural lighting, priced to your design.",
    intro: [
      "Modern design is about restraint: a crisp rectangle, a single material carried from house to water, and details that make the surface look effortless. Getting that right takes precise engineering behind the scenes.",
      "We design contemporary pools that suit the newer homes of west Houston and the remodeled bungalows inside the Loop alike, with clean geometry, large-format coping and carefully placed lighting.",
      "Infinity edges, perimeter overflow, sheer descents, fire bowls and floating steps are all possible, and we show each one in a 3-D reality view so you can see how it reads from the kitchen window.",
      "Because every modern design is one of a kind, pricing follows the design: you get a detailed, itemized proposal once the concept is set.",
    ],
    features: [
      "Geometric and architectural pool shapes",
      "Infinity, vanishing and perimeter-overflow edges",
      "Large sun shelves with in-pool loungers",
      "Fire bowls, sheer descents and scupper water features",
      "Large-format porcelain and natural stone coping",
      "Architectural LED lighting and smart controls",
      "Glass tile and dark interior finishes",
      "Compact plunge pools for small city lots",
    ],
    benefits: [
      "A pool that matches the architecture of your home",
      "Clean lines that stay clean with low-maintenance materials",
      "Dramatic evening views from lighting and fire features",
      "Smart use of space on compact lots",
      "An itemized proposal priced to your exact design",
      "A distinctive backyard buyers remember",
    ],
    prose: [
      {
        heading: "Simple to look at, precise to build",
        paragraphs: [
          "A perfectly level overflow edge has no room for error: a few millimeters off and the water sheets unevenly. We survey, form and set weirs with laser levels and build catch basins sized for the pump flow, so the edge runs evenly in calm weather and does not overflow in a downpour.",
          "Dark interior finishes look striking but heat up under the Texas sun; we pair them with the right chemistry and, where needed, a chiller or aeration feature to keep summer water refreshing.",
        ],
      },
      {
        heading: "Materials chosen for heat and humidity",
        paragraphs: [
          "Large-format porcelain pavers stay cooler underfoot than many stones and resist mildew in our humid climate. We specify slip-resistant finishes and stainless or powder-coated fixtures that hold up to salt water.",
          "Lighting is planned as part of the architecture, not added at the end: low-glare fixtures wash walls and steps, while color scenes can be set from your phone.",
        ],
      },
      {
        heading: "Start with a design consultation",
        paragraphs: [
          "Bring inspiration photos, your architect's plans or just a sense of the look you want. We will walk the site, discuss budget openly and prepare a 3-D concept.",
          "Book a free consultation to see your modern pool in 3-D and receive custom pricing for your design.",
        ],
      },
    ],
  },
  "hot-tub-integration": {
    ...serviceCards["hot-tub-integration"],
    summary:
      "Hot tub and spa integration for new and existing pools in Greater Houston: custom spillways, hydrotherapy jets, fast heaters and automation, from $25K.",
    intro: [
      "A spa turns a summer pool into a year-round retreat. On a cool January evening in Houston, a hot spa under the stars is one of the best reasons to step outside.",
      "We integrate spas into new pool projects and add them to existing pools, matching the plaster, tile and coping so the addition looks like it was always there.",
      "Raised spas with spillways, flush spas level with the pool, and stand-alone spas near the house are all options, each planned for plumbing runs, heater capacity and the view from your seat.",
      "Hot tub integration projects start from $25K, and every quote is itemized so you can see exactly what the spa, equipment and finishes cost.",
    ],
    features: [
      "Raised, flush and stand-alone spa designs",
      "Spillways and sheer descents into the pool",
      "Hydrotherapy jets with adjustable air controls",
      "Gas heaters or heat pumps sized for quick warm-up",
      "Matching tile, coping and interior finishes",
      "Smartphone controls to heat the spa on your way home",
      "Separate pool and spa temperature control",
      "Safety covers and code-compliant barriers",
    ],
    benefits: [
      "A backyard you use twelve months a year",
      "Relief for sore muscles and a place to unwind",
      "A seamless look that matches your existing pool",
      "Quick heating when you want it, efficient idling when you do not",
      "Higher appeal for future buyers",
      "An itemized price starting from $25K",
    ],
    prose: [
      {
        heading: "Adding a spa to an existing pool",
        paragraphs: [
          "Most existing pools can take a spa. We check the shell, the route for new plumbing and the capacity of your electrical service and gas line, then design a spa that shares filtration with the pool while heating independently.",
          "Finishes are matched or deliberately contrasted, and where the old plaster is near the end of its life we can resurface the pool at the same time so the whole project finishes together.",
        ],
      },
      {
        heading: "Heat that suits Houston's mild winters",
        paragraphs: [
          "Our winters are short but can bring sudden hard freezes. We size heaters for a fast warm-up on cold nights and add freeze protection to the automation so the spa and pool circulate automatically when temperatures drop.",
          "Heat pumps suit owners who keep the spa warm daily; gas heaters suit owners who heat on demand. We explain the running costs of each before you choose.",
        ],
      },
      {
        heading: "Plan your spa with us",
        paragraphs: [
          "We will visit, measure, check utilities and show you the spa in a 3-D reality view alongside your pool and patio.",
          "Request a free quote and receive an itemized proposal for your hot tub integration.",
        ],
      },
    ],
  },
  "professional-installation": {
    ...serviceCards["professional-installation"],
    summary:
      "Professional pool installation across Greater Houston by licensed, insured crews: permits, HOA approvals, excavation, steel, plumbing, electrical and final clean-up included.",
    intro: [
      "Installation is where a good design becomes a good pool, or an expensive headache. Our own supervisors manage every stage, from the permit and HOA submittal to the first start-up.",
      "Installation is included with every pool we design: there is no separate contractor to find, and no gap between what was drawn and what gets built.",
      "We protect your property during construction with access plans for the excavator, protection for sprinklers and driveways, and daily clean-up.",
      "You receive a written schedule, photo updates at each milestone and a walkthrough at start-up, when we show you how everything works.",
    ],
    features: [
      "Permit applications and HOA approval packages",
      "Utility locates, layout and excavation",
      "Steel, plumbing and electrical to code and inspected",
      "Gunite application and curing",
      "Tile, coping, decking and interior finish installation",
      "Equipment start-up, chemical start-up and owner walkthrough",
      "Site protection and daily clean-up",
      "Milestone photo updates and a written schedule",
    ],
    benefits: [
      "Installation included: one contract, one accountable team",
      "Inspections passed the first time",
      "Your yard, driveway and neighbors respected",
      "Always knowing what happens next and when",
      "Work backed by written warranties",
      "A finished pool that matches the approved design",
    ],
    prose: [
      {
        heading: "Permits and HOA approvals handled for you",
        paragraphs: [
          "Most Houston-area cities and many homeowners' associations require drawings, setbacks, barrier details and drainage plans before a pool can be built. We prepare the package, submit it and answer reviewers' questions, so approval does not become your part-time job.",
          "We also check deed restrictions and easements early, before you fall in love with a design that cannot be built.",
        ],
      },
      {
        heading: "Building through Gulf Coast weather",
        paragraphs: [
          "Spring and summer storms can fill an open excavation overnight. We plan dig dates around the forecast, keep pumps on site and protect fresh gunite from heavy rain and heat while it cures.",
          "During hurricane season we secure materials and equipment ahead of named storms and re-inspect the site before work resumes.",
        ],
      },
      {
        heading: "A start-up you can rely on",
        paragraphs: [
          "Once the interior finish is in, we fill, start up the equipment and carefully balance the new water through the curing period. Then we walk you through the controls, the salt system and routine care.",
          "Book a free consultation and we will explain our installation process and timeline for your project.",
        ],
      },
    ],
  },
};

/** The six services, in the order of `serviceSlugs`. */
export const serviceList: Service[] = serviceSlugs.map((slug) => services[slug]);

export function isServiceSlug(value: string): value is ServiceSlug {
  return (serviceSlugs as readonly string[]).includes(value);
}

export function getService(slug: string): Service | undefined {
  return isServiceSlug(slug) ? services[slug] : undefined;
}
