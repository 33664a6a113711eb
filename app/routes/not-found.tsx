import { data } from "react-router";

/** Any unmatched URL: answer 404 and let the root error boundary render the branded page. */
export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return null;
}
