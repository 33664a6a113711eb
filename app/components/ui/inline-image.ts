import { createContext } from "react";

/**
 * The bytes of a small image file as a `data:` URL, by the image's URL (undefined when it is not
 * one the server can read, or too large). Provided by the server's render only
 * (`app/utils/inline-image.server.ts`); null in the browser.
 */
export type InlineImage = (url: string) => string | undefined;

export const InlineImageContext = createContext<InlineImage | null>(null);
