import { formTokenResponse } from "#app/features/leads/capture/submission.server.ts";

export function loader() {
  return formTokenResponse();
}
