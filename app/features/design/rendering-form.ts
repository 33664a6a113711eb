import { localizedPath } from "#app/i18n/route-table.ts";
import type { Locale } from "#app/i18n/locale.ts";
import { designMailFields } from "#app/features/design/design-mail-form.ts";

/**
 * "Get a photoreal rendering" (decision 040): the form's fields and where it posts, shared by the
 * designer's form and the server. A Spanish page posts to the Spanish twin (route-table.ts), so
 * the request's e-mails and status page are in the language of the page it came from.
 */
export const RENDERING_PATH = "/design/rendering";

export const renderingFields = {
  ...designMailFields,
  /** "day" or "dusk". */
  time: "time",
} as const;

export type RenderingErrors = Partial<Record<"email" | "time" | "design", string>>;

/** A request's status page: its secret is the last segment, the same in both languages. */
export function renderingPagePath(token: string, locale: Locale): string {
  return localizedPath(`${RENDERING_PATH}/${token}`, locale);
}

/** The finished picture (one address for both languages). */
export function renderingImagePath(token: string): string {
  return `${RENDERING_PATH}/${token}/image.jpg`;
}

/** The page's state as its script reads it. */
export function renderingStatusPath(token: string): string {
  return `${RENDERING_PATH}/${token}/status.json`;
}

/** A status page's secret as the server issues it (newRenderToken: 18 bytes, base64url). */
export const RENDER_TOKEN_PATTERN = /^[A-Za-z0-9_-]{24}$/;

export interface RenderingState {
  status: "queued" | "running" | "done" | "failed";
  position: number | null;
  /** Whole percent. */
  percent: number;
}
