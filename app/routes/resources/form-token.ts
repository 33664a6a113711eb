import { formTokenResponse } from "~/features/leads/submission.server";

export function loader() {
  return formTokenResponse();
}
