/** The Contact page (its form's words are in `leads`). */
export const contact = {
  metaTitle: "Contact Us",
  metaDescription: "Call {{phone}}, e-mail or send {{name}} a message. {{emergency}}; office in {{city}}, serving {{areas}}.",
  badge: "Contact",
  title: "Get in Touch",
  intro:
    "Planning a new pool, need a repair, or ready for weekly service? Call, e-mail or send us a message and a member of our team will get back to you.",
  infoHeading: "Contact Information",
  phone: "Phone",
  email: "E-mail",
  replyPromise: "We reply {{promise}}",
  office: "Office and Showroom",
  serving: "Serving {{areas}}",
  hours: "Business Hours",
  whyHeading: "Why Choose Us",
  reasons: {
    licensed: "Licensed and insured professionals",
    team: "A team with {{experience}}",
    estimates: "Free estimates and a 3-D reality view of your design",
    engineered: "Pools engineered for Gulf Coast clay and storms",
  },
  messageHeading: "Send Us a Message",
  messageIntro:
    "Questions about a project, a repair or service? Write to us and we will get back to you by e-mail or phone.",
} as const;
