import { handleLeadAction } from "~/features/leads/action.server";
import type { Route } from "./+types/contact";

export default function Contact() {
  return <h1>Contact</h1>;
}

export async function action({ request }: Route.ActionArgs) {
  return handleLeadAction(request);
}
