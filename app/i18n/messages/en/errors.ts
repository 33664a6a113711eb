/** The branded 404 and 500 pages, and the short page of a refused design render (server/design-render-limit.ts). */
export const errors = {
  "not-found": {
    title: "Page not found",
    heading: "We couldn't find that page",
    text: "The page may have moved, or the address may have a typo. These will get you back on track, or call us and we'll point you the right way.",
  },
  "server-error": {
    title: "Something went wrong",
    heading: "Something went wrong on our side",
    text: "We're sorry: this page didn't load. Please try again in a moment. If you'd rather not wait, call us and we'll help right away.",
  },
  "too-many-designs": {
    title: "Too many new designs",
    heading: "Too many new designs in a short time",
    text: "Please try again in {{seconds}} s, or call us at {{phone}} and we'll price your pool with you.",
  },
  helpfulLinks: "Helpful links",
  home: "Home",
  services: "Our Services",
  portfolio: "Our Portfolio",
  quote: "Get a Free Quote",
} as const;
