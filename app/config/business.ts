/**
 * Every business fact of the site (docs/product.md, "Business facts"). Re-branding the site for another pool
 * company means editing this file alone; nothing else hard-codes these values.
 */

export type DayHours = { open: string; close: string } | null;

export const business = {
  name: "Bayou Crest Pools & Spas",
  shortName: "Bayou Crest",
  phone: { display: "(713) 555-0148", href: "tel:+17135550148", e164: "+17135550148" },
  email: "hello@bayoucrestpools.example",
  address: {
    street: "4800 Bayou Crest Blvd, Suite 120",
    city: "Houston",
    region: "TX",
    postalCode: "77057",
    country: "US",
    geo: { latitude: 29.7436, longitude: -95.4857 },
  },
  serviceAreas: ["Pearland", "Alvin", "Friendswood", "Houston", "Fort Bend County"],
  serviceAreasSummary: "Pearland, Alvin, Friendswood, Houston, Fort Bend County and surrounding areas",
  /** Opening hours by ISO weekday (1 = Monday … 7 = Sunday), 24-hour local times. */
  timeZone: "America/Chicago",
  hours: {
    1: { open: "08:00", close: "18:00" },
    2: { open: "08:00", close: "18:00" },
    3: { open: "08:00", close: "18:00" },
    4: { open: "08:00", close: "18:00" },
    5: { open: "08:00", close: "18:00" },
    6: { open: "09:00", close: "16:00" },
    7: null,
  } satisfies Record<1 | 2 | 3 | 4 | 5 | 6 | 7, DayHours>,
  hoursLines: [
    { days: "Monday-Friday", hours: "8:00 AM-6:00 PM" },
    { days: "Saturday", hours: "9:00 AM-4:00 PM" },
    { days: "Sunday", hours: "Closed" },
  ],
  /** The company's founding year; "years in business" counts from it. */
  established: 2013,
  stats: [
    { value: "500+", label: "Pools Built" },
    { value: "10+", label: "Years in Business" },
    { value: "98%", label: "Client Satisfaction" },
    { value: "15+", label: "Expert Team" },
  ],
  /** The people's experience, older than the company: always said as the team's, never the firm's. */
  experienceClaim: "25+ years of combined team experience",
  priceRange: "$$$",
  responsePromises: {
    /** Forms and e-mails are answered within this many hours, counted in office hours. */
    replyHours: 2,
  },
  /** Outside office hours only this line answers, and only for pools we built or service. */
  emergencyLine: { availability: "24/7", audience: "existing clients" },
  /** What backs the "Licensed & Insured" badge (demo values). */
  credentials: {
    licence: "Registered residential pool contractor, City of Houston, no. RPC-104388",
    insurance: "$2,000,000 general liability and workers' compensation; certificates on request",
  },
  /** The written warranty on every pool we build (demo terms); its page is /warranty. */
  warranty: {
    summary: "Every pool we build comes with a written warranty, transferable once to the next owner of the home.",
    coverage: [
      { part: "Structural shell (steel and shotcrete)", term: "Lifetime, for as long as you own the home" },
      { part: "Plumbing lines we installed, against leaks", term: "5 years" },
      { part: "Interior finish (plaster, pebble, quartz)", term: "3 years" },
      { part: "Tile and coping, against cracking and loosening", term: "3 years" },
      { part: "Workmanship on everything we install", term: "2 years" },
      { part: "Equipment (pumps, heaters, filters, automation)", term: "The manufacturer's warranty, registered and claimed by us" },
    ],
    conditions: [
      "The pool is kept chemically balanced and filled; our service plan or a written log shows it.",
      "Repairs to covered items are made by us; work by others on those items ends their cover.",
      "Ground movement from flooding, tree roots or later construction nearby is not covered.",
      "Claims start with a call or an e-mail; we inspect within five business days and put our findings in writing.",
    ],
  },
  financing: [
    {
      name: "Lone Star Pool Finance",
      applyUrl: "https://apply.lonestarpoolfinance.example/bayou-crest",
      points: [
        "Quick approval",
        "Competitive interest rates",
        "Flexible payment terms",
        "Pool construction specialists",
      ],
    },
    {
      name: "Clearview Home Lending",
      applyUrl: "https://www.clearviewhomelending.example/pools",
      points: [
        "Fast online application",
        "Multiple financing options",
        "Digital payment solutions",
        "Contractor partnership benefits",
      ],
    },
  ],
  social: [
    { name: "Facebook", url: "https://www.facebook.com/bayoucrestpools.example" },
    { name: "Instagram", url: "https://www.instagram.com/bayoucrestpools.example" },
  ],
  developerCredit: { label: "Website by Bayou Crest Digital", url: "https://bayoucrestdigital.example" },
} as const;

export type Business = typeof business;
