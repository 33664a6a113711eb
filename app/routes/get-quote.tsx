import { handleLeadAction } from "~/features/leads/action.server";
import type { Route } from "./+types/get-quote";

export default function GetQuote() {
  return <h1>GetQuote</h1>;
}

export async function action({ request }: Route.ActionArgs) {
  return handleLeadAction(request);
}
