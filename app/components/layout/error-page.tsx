import { business } from "~/config/business";

/** Placeholder branded error page; the layout work replaces it. */
export function ErrorPage({ kind }: { kind: "not-found" | "server-error" }) {
  return (
    <div>
      <h1>{kind === "not-found" ? "Page not found" : "Something went wrong"}</h1>
      <a href={business.phone.href}>{business.phone.display}</a>
    </div>
  );
}
