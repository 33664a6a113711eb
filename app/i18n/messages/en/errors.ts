/** The branded 404 and 500 pages. */
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
  helpfulLinks: "Helpful links",
  home: "Home",
  services: "Our Services",
  portfolio: "Our Portfolio",
  quote: "Get a Free Quote",
} as const;
