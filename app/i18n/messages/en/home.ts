import { serviceCards } from "#app/content/service-cards.ts";
import { testimonials } from "#app/content/testimonials.ts";
import { perService, type ServiceSlug } from "#app/content/service-slugs.ts";

const quote = (index: number) => testimonials[index]?.text ?? "";
const card = (slug: ServiceSlug) => ({ title: serviceCards[slug].cardTitle, description: serviceCards[slug].description });

/** The home page: hero, services, featured projects, testimonials, closing call and contact. */
export const home = {
  hero: {
    heading: "Custom pools built for Houston backyards",
    typicalPrice: "Most of our pools:",
    design: "Design your pool",
    callNow: "Call now:",
    text: "We design, build and care for pools and spas engineered for Gulf Coast clay, summer storms and long swim seasons, and we show you every detail in 3-D before we break ground.",
    perks: {
      estimates: "Free estimates",
      reality: "3-D reality view",
      consultations: "Personal consultations",
      designs: "Custom designs",
    },
    consultation: "Free Consultation",
    portfolio: "View Our Portfolio",
  },
  services: {
    title: "Pool Services for Every Stage",
    intro:
      "From a first sketch to weekly care, one local team designs, builds, upgrades and looks after pools across Greater Houston.",
    getQuote: "Get Quote",
    getQuoteFor: " for {{title}}",
    /** The English cards are the service content's own (content/service-cards.ts). */
    cards: perService(card),
  },
  offer: {
    heading: "See your pool before we break ground",
    text: "Every project starts with a free estimate and a personal consultation in your backyard, then a 3-D reality view of the design so you can change the shape, finishes and spa placement on screen.",
    estimates: "Free estimates",
    consultation: "Personal consultation",
    reality: "3-D reality view",
    link: "Free Consultation & 3-D View",
  },
  featured: {
    title: "Our Featured Projects",
    intro: "Recent backyards we designed and built in Houston, Pearland and Friendswood.",
    viewAll: "View All Projects",
    details: "View Details",
  },
  testimonials: {
    title: "Client Testimonials",
    intro: "Homeowners from Pearland to Fort Bend County on building, renovating and caring for their pools with us.",
    region: "Client testimonials",
    previous: "Previous testimonial",
    next: "Next testimonial",
    slide: "{{index}} of {{count}}",
    stars: "{{rating}} out of 5 stars",
    /** The English quotes are the clients' own words (content/testimonials.ts), in their order. */
    quotes: { q1: quote(0), q2: quote(1), q3: quote(2), q4: quote(3), q5: quote(4) },
  },
  cta: {
    title: "Start Your Pool Project Today",
    text: "Book a free consultation before the spring rush. Permits and HOA reviews take time, and the best build slots go early.",
    contact: "Contact Us Today",
    estimate: "Free Estimate",
  },
  contact: {
    badge: "Premium Pool Services & Custom Design",
    heading: "Get In Touch With Our Team",
    text: "Tell us about your backyard and what you have in mind. A designer, not a call center, will get back to you.",
    formHeading: "Request Your Free Consultation",
    assistance: "Immediate Assistance",
    promiseHeading: "Our Promise",
    promise:
      "Licensed and insured crews with {{experience}}, written estimates with no hidden line items, and a pool built to the design you approved in 3-D.",
    financingHeading: "Financing Available",
    financing: "Spread the cost of a new pool or renovation with one of our two pool financing partners.",
    financingLink: "Apply for Financing",
  },
} as const;
