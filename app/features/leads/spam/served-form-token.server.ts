import { createContext } from "react-router";

/** The form token for this render (see served-form-token.ts), set by the server per request. */
export const servedFormTokenContext = createContext<string>("");
