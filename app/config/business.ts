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
  established: 2013,
  stats: [
    { value: "500+", label: "Pools Built" },
    { value: "10+", label: "Years Experience" },
    { value: "98%", label: "Client Satisfaction" },
    { value: "15+", label: "Expert Team" },
  ],
  experienceClaim: "25+ years of combined team experience",
  priceRange: "$$$",
  responsePromises: {
    consultationForm: "We'll respond within 2 hours during business hours",
    replyHours: 2,
    email: "Response within 24 hours",
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
