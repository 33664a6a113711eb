import { business } from "#app/config/business.ts";

const stat = (index: number) => business.stats[index]?.label ?? "";

/** The About page. */
export const about = {
  metaTitle: "About Us",
  metaDescription:
    "Since {{year}}, {{name}} has designed, built and cared for pools in Pearland, Alvin, Friendswood, Houston and Fort Bend County. Meet the team and our approach.",
  badge: "Established {{year}}",
  title: "Houston pool builders who stay for the long haul",
  consultation: "Schedule a Consultation",
  work: "View Our Work",
  /** The English labels are the business facts' own, in their order. */
  stats: { pools: stat(0), years: stat(1), satisfaction: stat(2), team: stat(3) },
  intro:
    "{{name}} is a family-run design, construction and service company based in {{city}}. We build pools the way we would want our own built: engineered for Gulf Coast soil, finished with care, and backed by a team that answers the phone years after the last inspection.",
  storyHeading: "Our Story",
  story1:
    "We started in {{year}} with one crew, one truck and a simple frustration: too many pools in the Houston area were cracking within a few years because they were built as if the ground never moved. Our founders had spent their careers in concrete and pool construction, and they knew the clay under our yards swells after every wet spring and shrinks in every dry August.",
  story2:
    "So we built differently. Every pool gets a soil-appropriate steel schedule, drainage planned before the first shovel, and equipment set above the yard's low point for hurricane season. Homeowners noticed, and referrals did the rest.",
  story3:
    "Today our designers, builders and service technicians bring {{experience}}. We still walk every backyard in person, still show every design in 3-D before you sign, and still look after many of the pools we built in our first year.",
  areasHeading: "Service Areas",
  areasIntro: "We design, build and service pools across the south and southwest of Greater Houston.",
  surrounding: "Surrounding areas",
  areasNote:
    "Not sure whether we cover your neighborhood? If you are within about an hour of our {{city}} office, the answer is almost certainly yes. Give us a call.",
} as const;
