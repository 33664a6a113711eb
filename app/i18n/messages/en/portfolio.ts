/** `/portfolio`, the project pages and the project cards wherever they show (service pages too). */
export const portfolio = {
  metaTitle: "Our Portfolio",
  metaDescription: "Custom pools, spas and backyard retreats {{shortName}} has built in {{areas}}. See each project's design, size and features.",
  title: "Our Portfolio",
  intro: "Every pool here was designed for one family's yard and built by our own crews across {{areas}}.",
  ctaTitle: "Picture one of these in your backyard",
  ctaText: "Shape your own pool in the designer, ask for a free quote, or talk it through with us on the phone.",
  design: "Design Your Pool",
  quote: "Get a Free Quote",
  card: {
    view: "View project",
    designLikeThis: "Design one like this",
  },
  project: {
    metaDescription: "{{subtitle}}. {{category}}, {{size}}, built by {{name}}.",
    badge: "Featured Project",
    back: "Back to Our Portfolio",
    overview: "Project Overview",
    location: "Location",
    category: "Category",
    size: "Size",
    service: "Service",
    wantOne: "Want One Like This?",
    ready: "Ready to Start Your Project?",
    designIntro: "Start from this pool in our designer, change anything, and see the price range for your version:",
    /** When the design's sentence exists only in another language than the page's: the intro alone. */
    noDesignIntro: "Tell us about your backyard. Estimates and 3-D design previews are free.",
    features: "Key Features",
    benefits: "Benefits",
    related: "Related Projects",
  },
  /** The gallery island's words, filled in the browser: `{{n}}` and `{{count}}` stay placeholders. */
  gallery: {
    label: "{{title}}: project images",
    slide: "Image {{n}} of {{count}}",
    previous: "Previous image",
    next: "Next image",
    scrollHint: "{{count}} images: scroll sideways to see them all",
  },
} as const;
