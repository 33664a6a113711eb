import type { MiddlewareFunction, RouterContextProvider } from "react-router";
import { handleLeadAction } from "#app/features/leads/capture/action.server.ts";
import { leadGuard } from "#app/features/leads/capture/lead-guard.server.ts";

/**
 * The server exports of a page whose lead form posts to the page itself (home, contact, get a
 * quote), re-exported by each as `middleware` and `action` beside `headers = leadPageHeaders`:
 * one wiring, so the pages cannot drift apart.
 */

/** Limits and the script (JavaScript) path of every lead POST that reaches the page. */
export const leadPageMiddleware: MiddlewareFunction<Response>[] = [leadGuard];

/** Native (no-JavaScript) form posts land here; the lead pipeline validates and stores them. */
export async function leadPageAction({ request, context }: { request: Request; context: Readonly<RouterContextProvider> }) {
  return handleLeadAction(request, context);
}
