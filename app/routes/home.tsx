import { handleLeadAction } from "~/features/leads/action.server";
import type { Route } from "./+types/home";

export default function Home() { return <h1 className="text-3xl">Home</h1>; }

export async function action({ request }: Route.ActionArgs) {
  return handleLeadAction(request);
}
