import { createContext, useContext } from "react";

/**
 * The signed form token the server puts into a lead form rendered per request (a re-rendered
 * form, a quote from a design), so a visitor without JavaScript sends it with one press. The kept
 * page copies are the same bytes for everyone and carry none: their forms' proof is the cookie
 * the form's pixel (`FORM_PROOF_PATH`) sets (decision 029). Empty where no server provides one.
 * The server side (router context) is in served-form-token.server.ts; this module stays free of
 * the router, which public pages never load.
 */
const ServedFormToken = createContext("");
export const ServedFormTokenProvider = ServedFormToken.Provider;

export function useServedFormToken(): string {
  return useContext(ServedFormToken);
}

/** The lead form's 1 × 1 image whose answer sets the form-proof cookie (submission.server.ts). */
export const FORM_PROOF_PATH = "/form-proof";
