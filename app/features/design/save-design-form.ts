import type { DesignerText } from "#app/features/design/designer-words.ts";
import { fill } from "#app/i18n/catalog.ts";
import { designMailFields } from "#app/features/design/design-mail-form.ts";

/**
 * "E-mail me this design": the form's fields and where it posts, shared by the designer's form
 * (with and without JavaScript), its confirmation page and the server; its words are the
 * designer catalog's `save`. A Spanish page posts to the Spanish twin of the path (route-table.ts),
 * so the saved design's language is its path's.
 */
export const SAVE_DESIGN_PATH = "/design/save";
export const UNSUBSCRIBE_PATH = "/design/unsubscribe";

export const saveDesignFields = {
  ...designMailFields,
  remind: "remind",
  /** Accepted when a client sends one (a page that had a token), never required: /design carries none. */
  formToken: "form-token",
} as const;

export type SaveDesignErrors = Partial<Record<"email" | "design", string>>;

/** The JSON answer to the designer's script, and the data the confirmation page is rendered from. */
export type SaveDesignReply =
  | { ok: true; email: string; remind: boolean; designQuery: string }
  | { ok: false; errors?: SaveDesignErrors; message?: string; email?: string; remind?: boolean; designQuery?: string };

/** What the visitor reads once it is on its way (the inline status and the confirmation page). */
export function savedDesignSentText(email: string, remind: boolean, { words }: DesignerText<"save">): string {
  return fill(words.save.sent, { email }) + (remind ? words.save.sentRemind : "");
}
