import { business } from "#app/config/business.ts";
import { describeYard, designSize } from "#app/features/design/description.ts";
import { designerText } from "#app/features/design/designer-text.ts";
import { lowerFirst } from "#app/features/design/designer-words.ts";
import { formatMoney, formatRange } from "#app/features/design/estimate.ts";
import type { EmailCopy } from "#app/features/notifications/email-copy/shape.ts";
import { optionWords } from "#app/i18n/option-words.ts";
import { officeDayAndTime } from "#app/utils/time-zone.ts";

const dueFormat = officeDayAndTime("en-US");
const sentFormat = new Intl.DateTimeFormat("en-US", { timeZone: business.timeZone, dateStyle: "long", timeStyle: "short" });
const dayFormat = new Intl.DateTimeFormat("en-US", { timeZone: business.timeZone, weekday: "long", month: "long", day: "numeric" });

/** The designer's words: the design's size, the plan's title and the estimate's exclusions, said as on the site. */
const designer = designerText("en");

export const en: EmailCopy = {
  tag: "en-US",
  money: formatMoney,
  moneyRange: formatRange,
  replyBy: (due) => dueFormat.format(due),
  day: (date) => dayFormat.format(date),
  hours: business.hoursLines.map((line) => `${line.days} ${line.hours}`).join(" · "),
  whyThisMail: "You receive this e-mail because this address was entered on our website. If it was not you, you can ignore it.",
  confirmation: {
    what: { quote: "quote request", consultation: "consultation request", message: "message" },
    subject: (what, reference) => `We received your ${what} (${reference}) - ${business.name}`,
    preview: (reference, due) => `Your reference is ${reference}. We reply by ${due} at the latest.`,
    heading: (what) => `Thank you for your ${what}`,
    reference: ["We have it, under reference ", "."],
    nextHeading: "What happens next",
    next: (due, reference) =>
      `A member of our team will reply within ${business.responsePromises.replyHours} hours during business hours, by ${due} at the latest. ` +
      `We'll go through your project with you and, if it helps, arrange a visit to your backyard. Need us sooner? Call ${business.phone.display} and mention ${reference}.`,
    pickTime: "Pick a time for your free site visit",
    askedHeading: "What you asked for",
    labels: { projectType: "Project type", poolSize: "Pool size", timeline: "Timeline", features: "Features", reachYou: "How we'll reach you", service: "Service" },
    callback: (time) => `Callback, ${time ?? "any time"}`,
  },
  design: {
    heading: "Your design",
    savedHeading: "Your saved design",
    linkLabel: "Open your design",
    describe: (design) => `${design.description} ${describeYard(design.design.yard, designer)}`,
    size: (design) => designSize(design.design, designer),
    planAlt: (description) => `${designer.words.plan.title}: ${description}`,
    ballpark: (range) => `Ballpark: ${range}`,
    monthly: (low, high, years, apr) => ` (about ${formatMoney(low)}–${formatMoney(high).slice(1)} a month over ${years} years at ${apr}% APR, subject to credit approval)`,
    notQuote: (exclusions) =>
      `A ballpark, not a quote: your site, soil, access and permits decide the final price. A designer confirms it after a free site visit. Not in any estimate: ${exclusions}.`,
    exclusions: Object.values(designer.words.estimate.exclusions).map(lowerFirst),
  },
  savedDesign: {
    subject: `Your pool design - ${business.name}`,
    preview: (description) => `${description}. Ballpark and a link that reopens it.`,
    heading: "Your pool design",
    intro: "Here is the pool you designed on our website, to come back to whenever you like. The link opens it just as you left it.",
    reminderNotice: (date) => `We will remind you of this design once, around ${date}, unless you ask us for a quote first.`,
    noReminder: "No reminder, thanks",
  },
  rendering: {
    subject: `Your pool rendering - ${business.name}`,
    preview: "Your pool, rendered like a photograph.",
    heading: "Your pool rendering",
    intro: (time) => `Here is your design rendered ${time}, with real light, water and materials. Open it full size, or download it from its page.`,
    imageAlt: (description) => `Photoreal rendering: ${description}`,
    open: "See it full size",
    failedSubject: `Your pool rendering could not be made - ${business.name}`,
    failedHeading: "We could not make your rendering",
    failed: (phone) => `Our renderer failed on your design several times. Our team has been told. Please ask for it again later, or call us at ${phone} and a designer will send you one.`,
    backToDesign: "Open your design",
    time: { day: "by day", dusk: "at dusk, with its lights on" },
  },
  reminder: {
    subject: `Your pool design is waiting - ${business.name}`,
    preview: "Your pool design is where you left it.",
    heading: "Still thinking about your pool?",
    intro: "A few days ago you saved this design on our website. It is where you left it, with its ballpark.",
    onlyOne: "This is the only reminder we send for this design.",
    unsubscribe: "Unsubscribe",
    unsubscribeAfter: " to stop any reminder still waiting for this address.",
  },
  reply: {
    wroteIntro: (sentAt) => `On ${sentFormat.format(sentAt)}, you wrote to us:`,
    quoteRequest: (wants) => `Quote request: ${wants}`,
  },
  askForQuote: {
    heading: "When you are ready",
    text: (hours, phone) => `Send it to us as a quote request and a designer replies within ${hours} business hours. Or call ${phone}.`,
    button: "Request a quote for this design",
  },
  options: optionWords("en"),
};
