import { Links, Meta, Outlet, Scripts, ScrollRestoration, isRouteErrorResponse } from "react-router";
import type { Route } from "./+types/root";
import { ErrorPage } from "./components/layout/error-page";
import { handleLeadAction } from "./features/leads/action.server";
import { ScrollToTop } from "./components/layout/scroll-to-top";
import { SiteShell } from "./components/layout/site-shell";
import { useNonce } from "./utils/nonce";
import "./app.css";

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  return (
    <html lang="en-US">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <meta name="theme-color" content="#0b2540" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
      </head>
      <body>
        <SiteShell>{children}</SiteShell>
        <ScrollRestoration nonce={nonce} />
        {/* After ScrollRestoration on purpose: see scroll-to-top.tsx for how the two share the work. */}
        <ScrollToTop />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/** `POST /` is the seed's hosted-form handler: lead forms posted there land here. */
export async function action({ request }: Route.ActionArgs) {
  return handleLeadAction(request);
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return <ErrorPage kind={notFound ? "not-found" : "server-error"} />;
}
