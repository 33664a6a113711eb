/**
 * What each stored lead field is called wherever a person reads it: the notification e-mail, the
 * inbox and the CSV export.
 */
export const fieldLabels = {
  name: "Name",
  email: "Email",
  phone: "Phone",
  contactMethod: "Preferred contact",
  preferredCallbackTime: "Callback time",
  address: "Address",
  projectType: "Project type",
  poolSize: "Pool size",
  timeline: "Timeline",
  features: "Features",
  notes: "Notes",
  subject: "Subject",
  location: "Location",
  serviceType: "Service type",
  message: "Message",
  page: "Sent from page",
  landingPage: "Landing page",
  referrer: "Referrer",
  possibleSpam: "Possible spam",
  spamReason: "Spam reason",
  status: "Status",
} as const;
