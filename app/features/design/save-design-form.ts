/**
 * "E-mail me this design": the form's fields, where it posts, and what it says, shared by the
 * designer's form (with and without JavaScript), its confirmation page and the server.
 */
export const SAVE_DESIGN_PATH = "/design/save";
export const UNSUBSCRIBE_PATH = "/design/unsubscribe";

export const saveDesignFields = {
  email: "email",
  remind: "remind",
  /** The design's `/design` query: the design as drawn, no free text. */
  design: "design",
  /** Left empty by people; a filled one is a bot (the lead forms' honeypot name). */
  honeypot: "bot-field",
  /** Accepted when a client sends one (a page that had a token), never required: /design carries none. */
  formToken: "form-token",
} as const;

export type SaveDesignErrors = Partial<Record<"email" | "design", string>>;

/** The JSON answer to the designer's script, and the data the confirmation page is rendered from. */
export type SaveDesignReply =
  | { ok: true; email: string; remind: boolean; designQuery: string }
  | { ok: false; errors?: SaveDesignErrors; message?: string; email?: string; remind?: boolean; designQuery?: string };

export const saveDesignMessages = {
  emailMissing: "Enter your e-mail address.",
  emailInvalid: "Enter an e-mail address like name@example.com.",
  tooManyForAddress: "We have already sent this address 3 e-mails today. Please try again tomorrow, or use the link to this design.",
  rateLimited: "Too many designs sent in a short time. Please try again in a few minutes, or use the link to this design.",
  unavailable: "We could not send your design just now. Please try again in a minute, or use the link to this design.",
  mailOff: "We cannot send e-mail from the website at the moment. Please use the link to this design instead.",
} as const;

/** What the visitor reads once it is on its way (the inline status and the confirmation page). */
export function savedDesignSentText(email: string, remind: boolean): string {
  return `Your design is on its way to ${email}.${remind ? " We will remind you once in a few days, unless you ask for a quote first." : ""}`;
}
