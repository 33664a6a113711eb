import type { Route } from "./+types/form-proof";
import { formProofResponse } from "#app/features/leads/spam/issued-tokens.server.ts";

export function loader({ request }: Route.LoaderArgs) {
  return formProofResponse(request);
}
