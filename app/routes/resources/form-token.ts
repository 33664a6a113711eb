import { formTokenResponse } from "#app/features/leads/spam/issued-tokens.server.ts";

export function loader() {
  return formTokenResponse();
}
