import { business } from "#app/config/business.ts";

/** The Get a Free Quote page and its two-step form (the labels shared with the other forms are in `leads`). */
export const quote = {
  metaTitle: "Get a Free Quote",
  metaDescription:
    "Request a free quote from {{name}}: tell us about your pool project in two short steps and choose a call, an e-mail or a callback at a time that suits you.",
  badge: "Free estimates, no obligation",
  title: "Get Your Free Pool Quote",
  intro:
    "Tell us about your project and how you would like us to reach you. A designer reviews every request and comes back with next steps, usually a site visit and a 3-D reality view of your design.",
  formLabel: "Quote request",
  connectHeading: "Connect With Us",
  connectIntro: "Prefer to talk it through first? Reach the same team directly.",
  callHeading: "Direct Call",
  callText: "Speak with a designer about your project today.",
  emailHeading: "E-mail Inquiry",
  emailText: "Send plans, photos or questions at any time.",
  showroomHeading: "Visit Our Showroom",
  showroomText: "See tile, coping and finish samples in person.",
  trustLabel: "Why homeowners trust us",
  badges: {
    licensed: "Licensed & Insured",
    rated: "5-Star Rated",
    emergency: "{{availability}} Emergency Line",
    warranty: "Warranty Protected",
  },
  license: "License:",
  insurance: "Insurance:",
  /** The credentials' wording is the business facts' own in English. */
  credentials: { license: business.credentials.licence, insurance: business.credentials.insurance },
  form: {
    step: "Step {{step}} of 2",
    projectHeading: "Project Details",
    projectType: "Project Type",
    projectTypePlaceholder: "Select project type",
    poolSize: "Pool Size",
    poolSizePlaceholder: "Select pool size",
    yourDesign: " (your design)",
    features: "Desired Features",
    address: "Property Address",
    timeline: "Timeline",
    timelinePlaceholder: "Select a timeline",
    notes: "Additional Notes",
    optional: " (optional)",
    next: "Next: Your Contact Info",
    contactHeading: "Contact Info",
    methodLegend: "How would you like us to contact you?",
    name: "Full Name",
    phone: "Phone Number",
    phoneHint: "Required for a phone call or a callback.",
    email: "Email Address",
    emailHintNoScript: "Required if you prefer email; it also gets you a confirmation with your reference.",
    emailHint: "For a confirmation with your reference.",
    callbackTime: "Preferred Callback Time",
    callbackTimePlaceholder: "Select a time",
    callbackHint: "For a scheduled callback.",
    back: "Back",
    submit: "Submit Quote Request",
    submitting: "Submitting...",
    methods: {
      phone: { label: "Phone Call", detail: "We call you back" },
      email: { label: "Email", detail: "We reply by email" },
      callback: { label: "Schedule Callback", detail: "At a time you choose" },
    },
    panel: {
      phone: {
        title: "Speak With a Pool Expert",
        text: "Call now for immediate help with your project, or send the form and we'll call you.",
      },
      email: { title: "Prefer Email?", text: "Write to us any time. We reply {{promise}}." },
      callback: {
        title: "Schedule a Callback",
        text: "Pick the time of day that suits you and a pool specialist will call you back.",
      },
    },
    /** The visitor's yard photo, from "See it in your yard" on /design (issue 41), if this browser keeps one. */
    yard: {
      send: "Send the photo of my yard with the pool placed in it",
      help: "The photo, the rectangle you marked, where you placed the pool and what you painted in front of it go with your request. Details stored in the photo file, such as its location, are removed.",
      sending: "Sending the photo…",
      sent: "The photo will go with your request.",
      failed: "The photo could not be sent. Send the request without it, or try again.",
      tooMany: "Too many photos were sent from this connection just now. Send the request without it, or try again in a few minutes.",
      alt: "Your yard with the pool placed in it",
    },
    design: {
      about: "About your design",
      attached: "Your design is attached",
      sent: "The design sent with your request",
      ballpark: "Ballpark: ",
      change: "Change the design",
      open: "Open the designer",
    },
    /**
     * The words of each choice (its values: lead-records/options.ts), the seed site's labels kept
     * exactly. The form shows them; the e-mails and the inbox name a stored choice with them.
     */
    options: {
      projectType: {
        "new-pool": "New Pool Installation",
        renovation: "Pool Renovation",
        maintenance: "Pool Maintenance",
        repair: "Pool Repair",
      },
      poolSize: { small: "10x20 ft", medium: "15x30 ft", large: "20x40 ft", custom: "Custom Size" },
      timeline: {
        immediate: "As soon as possible",
        "1-3months": "1-3 months",
        "3-6months": "3-6 months",
        "6+months": "6+ months",
        researching: "Just researching",
      },
      callbackTime: {
        morning: "Morning (9AM-12PM)",
        afternoon: "Afternoon (12PM-5PM)",
        evening: "Evening (5PM-8PM)",
      },
      /** How the visitor chose to be reached, as the team and the visitor read it afterwards. */
      contactMethod: { phone: "Phone call", email: "E-mail", callback: "Callback" },
      /**
       * By position in `featureOptions` (lead-records/options.ts), whose English names are also
       * the values the form sends: tests/unit/option-words.test.ts holds these to them.
       */
      features: { f1: "Hot Tub Integration", f2: "Waterfall/Water Features", f3: "LED Lighting", f4: "Custom Decking", f5: "Automation System" },
    },
  },
} as const;
