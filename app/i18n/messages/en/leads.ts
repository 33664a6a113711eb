/**
 * The lead forms' words: labels, validation messages, the confirmation and toasts. The form
 * islands get this namespace in the page's language as a prop, never the catalog itself.
 */
export const leads = {
  fields: {
    name: "Full Name",
    firstName: "First Name",
    lastName: "Last Name",
    email: "Email",
    phone: "Phone",
    subject: "Subject",
    message: "Message",
    location: "Location",
    locationPlaceholder: "City or neighborhood",
    serviceType: "Service Type",
    serviceTypePlaceholder: "Select a service",
    timeline: "Timeline",
    timelinePlaceholder: "Select a timeline",
    projectPlaceholder: "Tell us about your project",
  },
  /**
   * The words of each choice (its values: lead-records/options.ts), the seed site's labels kept
   * exactly. The forms show them; the e-mails and the inbox name a stored choice with them.
   */
  options: {
    serviceType: {
      new: "New Pool Construction",
      renovation: "Pool Renovation",
      service: "Pool Service & Maintenance",
      repair: "Repairs & Upgrades",
      spa: "Custom Spa Design",
    },
    consultationTimeline: {
      immediate: "ASAP - Emergency Service",
      "1-3months": "1-3 Months",
      "3-6months": "3-6 Months",
      "6-12months": "6-12 Months",
      planning: "Just planning ahead",
    },
  },
  contactSubmit: "Send Message",
  consultationSubmit: "Request Free Consultation & Quote",
  sending: "Sending...",
  respondPromise: "We'll respond {{promise}}",
  honeypot: "Don't fill this out if you're human:",
  validation: {
    tooLong: "Please keep this under {{max}} characters.",
    singleLine: "Please remove line breaks and special characters.",
    option: "Please choose one of the listed options.",
    email: "Please enter a valid email address, like name@example.com.",
    phone: "Please enter a valid phone number with area code, like 281-555-0123.",
    firstName: "Please enter your first name.",
    lastName: "Please enter your last name.",
    emailRequired: "Please enter your email address.",
    project: "Please tell us a little about your project.",
    fullName: "Please enter your full name.",
    message: "Please enter your message.",
    contactMethod: "Please choose how we should contact you.",
    quoteName: "Please enter your name.",
    phoneRequired: "Please enter your phone number.",
    designUnreadable: "The design attached to this request could not be read. Please open it again from the designer.",
  },
  status: {
    fixOne: "Please correct the field marked below.",
    fixMany: "Please correct the {{count}} fields marked below.",
    unreadable: "The form could not be read.",
    rateLimited: "Too many requests in a short time. Please call us at {{phone}} or try again later.",
    confirm: "Almost done: please check your details and press the button again to send them.",
    unavailable: "We could not save your request just now. Please try again in a minute, or call us at {{phone}}.",
  },
  success: {
    consultation: "Message sent successfully!",
    contact: "Message sent successfully!",
    "get-quote": "Quote request submitted successfully!",
  },
  /** The toasts' own controls (sonner's), for assistive technology. */
  toast: {
    close: "Close toast",
    region: "Notifications",
  },
  failure: {
    title: "Error sending message",
    description: "Please try again or call us directly",
    reply: "Form submission failed: {{status}} {{text}}...",
    exception: "An error occurred during form submission.",
  },
  confirmation: {
    reference: "Your reference:",
    next: "What happens next",
    reply: "We reply within {{hours}} hours during business hours ({{schedule}}).",
    emailWithReference: "If you gave us your e-mail address, a confirmation with this reference is on its way.",
    email: "If you gave us your e-mail address, a confirmation is on its way.",
    sooner: "Need us sooner? Call",
    mention: " and mention your reference",
    again: "Send another request",
    pickTime: "Pick a time for your free site visit",
  },
} as const;
