import { createContext, useContext } from "react";

/**
 * The signed form token the server puts into a page's lead forms, so a visitor without
 * JavaScript sends a form with one press. Per-request renders carry a fresh token; the shared
 * rendered copies of public pages carry `FORM_TOKEN_PLACEHOLDER`, which the server replaces with a
 * fresh token in every response. Empty where no server provides one (`npm run dev`). The server
 * side (router context) is in served-form-token.server.ts; this module stays free of the router,
 * which public pages never load.
 */
export const FORM_TOKEN_PLACEHOLDER = "form-token-placeholder-3b9d6e0c";

const ServedFormToken = createContext("");
export const ServedFormTokenProvider = ServedFormToken.Provider;

export function useServedFormToken(): string {
  return useContext(ServedFormToken);
}
