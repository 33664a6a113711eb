import { createContext as createReactContext, useContext } from "react";
import { createContext } from "react-router";

/**
 * The per-request CSP nonce. The server puts it into the router context; entry.server reads it
 * from there and hands it to React through NonceProvider. Page copies (rendered once, sent to
 * everyone) have no nonce: the server admits their inline scripts by hash instead.
 */
export const nonceContext = createContext<string>("");

const NonceReactContext = createReactContext<string | undefined>(undefined);
export const NonceProvider = NonceReactContext.Provider;

export function useNonce(): string | undefined {
  return useContext(NonceReactContext);
}
