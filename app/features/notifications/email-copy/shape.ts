import type { QuoteDesign } from "#app/features/design/quote-design.ts";
import type { OptionWords } from "#app/i18n/option-words.ts";

/** What a visitor asked for, as their confirmation names it. */
export type RequestKind = "quote" | "consultation" | "message";

/**
 * Every word of the e-mails to a visitor, one catalogue per language (`en.ts`, `es.ts`): a key
 * missing in either is a type error. Plain data keyed per string; a string with values in it is
 * a function of them, so a value can never be left out or misplaced.
 */
export interface EmailCopy {
  /** BCP 47 tag of the mail's `lang`, and of its dates and amounts. */
  tag: "en-US" | "es-US";
  money(value: number): string;
  moneyRange(low: number, high: number): string;
  /** The reply promise's deadline: "Wednesday, November 25 at 10:15 AM". */
  replyBy(due: Date): string;
  /** The business's opening hours, for the signature. */
  hours: string;
  whyThisMail: string;
  confirmation: {
    what: Record<RequestKind, string>;
    subject(what: string, reference: string): string;
    preview(reference: string, due: string): string;
    heading(what: string): string;
    /** The sentence around the reference, which is shown in bold. */
    reference: [before: string, after: string];
    nextHeading: string;
    next(due: string, reference: string): string;
    /** The link to the booking page (issue 42): choose the free site visit's time now. */
    pickTime: string;
    askedHeading: string;
    labels: { projectType: string; poolSize: string; timeline: string; features: string; reachYou: string; service: string };
    callback(time: string | null): string;
  };
  design: {
    heading: string;
    savedHeading: string;
    linkLabel: string;
    /** The design in one sentence, the plan's text alternative. */
    describe(design: QuoteDesign): string;
    /** Its size and shape, where the form's pool size would be. */
    size(design: QuoteDesign): string;
    planAlt(description: string): string;
    ballpark(range: string): string;
    /** The monthly payment range in parentheses, after the ballpark. */
    monthly(low: number, high: number, years: number, apr: number): string;
    notQuote(exclusions: string): string;
    exclusions: readonly string[];
  };
  savedDesign: {
    subject: string;
    preview(description: string): string;
    heading: string;
    intro: string;
    reminderNotice(date: string): string;
    noReminder: string;
  };
  /** Migration 0023: a photoreal rendering, done or failed. */
  rendering: {
    subject: string;
    preview: string;
    heading: string;
    intro(time: string): string;
    imageAlt(description: string): string;
    open: string;
    failedSubject: string;
    failedHeading: string;
    failed(phone: string): string;
    backToDesign: string;
    time: { day: string; dusk: string };
  };
  reminder: {
    subject: string;
    preview: string;
    heading: string;
    intro: string;
    onlyOne: string;
    unsubscribe: string;
    unsubscribeAfter: string;
  };
  /** The chrome around a reply from the inbox (the team writes its words, in the visitor's language). */
  reply: {
    /** Above the quoted request: "On November 24, 2026 at 3:05 PM, you wrote to us:". */
    wroteIntro(sentAt: Date): string;
    quoteRequest(wants: string): string;
  };
  /** A saved design's way to a quote request. */
  askForQuote: { heading: string; text(hours: number, phone: string): string; button: string };
  /** A date without a time: "Friday, November 27". */
  day(date: Date): string;
  /** The lead forms' choices in this language, by stored value (the catalogs': i18n/option-words.ts). */
  options: OptionWords;
}
