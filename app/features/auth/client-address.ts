import { createContext } from "react-router";

/**
 * The client's network address, set by the production server for every request (the socket's
 * address, or X-Forwarded-For behind a trusted proxy). Keyed sign-in limits read it.
 */
export const clientAddressContext = createContext<string>("unknown");
