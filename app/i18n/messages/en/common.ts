import { business } from "#app/config/business.ts";
import { site } from "#app/config/site.ts";

const area = (index: number) => business.serviceAreas[index] ?? "";

/** The site shell (header, menus, bottom bar, footer), the language switch and shared words. */
export const common = {
  skipLink: "Skip to main content",
  brandHome: "{{name}}, home",
  mainNav: "Main",
  servicesMenu: "{{label}} menu",
  openMenu: "Open menu",
  closeMenu: "Close menu",
  freeQuote: "Free Quote",
  callNow: "Call Now",
  call: "Call",
  newTab: " (opens in a new tab)",
  nav: {
    home: "Home",
    about: "About",
    services: "Services",
    allServices: "All Services",
    portfolio: "Portfolio",
    contact: "Contact",
    design: "Design Your Pool",
    getQuote: "Get Quote",
  },
  services: {
    "custom-pools-spas": "Custom Pools & Spas",
    "upgrades-repairs": "Upgrades & Repairs",
    "pool-servicing": "Pool Servicing",
    "modern-pool-designs": "Modern Pool Designs",
    "hot-tub-integration": "Hot Tub Integration",
    "professional-installation": "Professional Installation",
  },
  bottomBar: {
    label: "Quick actions",
    home: "Home",
    quote: "Quote",
    finance: "Finance",
    call: "Call",
    email: "Email",
  },
  footer: {
    aboutHeading: "About {{name}}",
    blurb:
      "Custom pools, spas and pool care for {{areas}}. Licensed and insured, with free estimates and a 3-D view of your design before we dig.",
    servicesHeading: "Services",
    workHeading: "Our Work",
    contactHeading: "Contact",
    applyFinancing: "Apply for financing",
    rights: "© {{year}} {{name}}. All rights reserved.",
    portfolio: "Our Portfolio",
    delgado: "Delgado Family Project",
    castillo: "Castillo Family Project",
    prescott: "Prescott Family Project",
    design: "Design Your Pool",
    quote: "Get a Free Quote",
    about: "About Us",
    contact: "Contact",
    warranty: "Warranty",
    privacy: "Privacy Policy",
    terms: "Terms of Service",
    sitemap: "Sitemap",
    credit: business.developerCredit.label,
  },
  /** The link to this page in the other language, written in that language. */
  languageSwitch: {
    label: "Español",
    short: "ES",
  },
  /** Business facts said in words: the figures come from config/business.ts. */
  serviceAreasSummary: business.serviceAreasSummary,
  /** The service areas' names, in the order of `business.serviceAreas`. */
  serviceAreas: { pearland: area(0), alvin: area(1), friendswood: area(2), houston: area(3), fortBend: area(4) },
  experienceClaim: business.experienceClaim,
  /**
   * The caption on a picture rendered from a design (decision 031): until the owner uploads
   * photos of the job it says it is a rendering; beside those photos, it is the design shown.
   */
  imageLabel: {
    rendering: "Design rendering",
    presented: "The design we presented",
  },
  closed: "Closed",
  /** What assistive technology calls a carousel and its slides (`aria-roledescription`), and a breadcrumb trail. */
  roles: { carousel: "carousel", slide: "slide", breadcrumb: "Breadcrumb" },
  officeDays: "{{first}}-{{last}}",
  replyPromise: "within {{hours}} hours during office hours",
  phoneAvailability: "Office {{days}}; {{availability}} emergency line for existing clients",
  emergencyService: "Emergency service {{availability}} for existing clients",
  /** The home page's title and the site's description (JSON-LD): config/site.ts's own in English. */
  site: { defaultTitle: site.defaultTitle, defaultDescription: site.defaultDescription },
} as const;
