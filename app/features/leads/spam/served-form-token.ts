import { createContext as createReactContext, useContext } from "react";
import { createContext } from "react-router";

/**
 * The signed form token the server puts into a page's lead forms, so a visitor without
 * JavaScript sends a form with one press. Per-request renders carry a fresh token; the shared
 * rendered copies of public pages carry `FORM_TOKEN_PLACEHOLDER`, which the server replaces with a
 * fresh token in every response. Empty where no server provides one (`npm run dev`).
 */
export const FORM_TOKEN_PLACEHOLDER = "form-token-placeholder-3b9d6e0c";

export const servedFormTokenContext = createContext<string>("");

const ServedFormToken = createReactContext("");
export const ServedFormTokenProvider = ServedFormToken.Provider;

export function useServedFormToken(): string {
  return useContext(ServedFormToken);
}
