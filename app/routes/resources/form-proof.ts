import type { Route } from "./+types/form-proof";
import { formProofResponse } from "#app/features/leads/capture/submission.server.ts";

export function loader({ request }: Route.LoaderArgs) {
  return formProofResponse(request);
}
