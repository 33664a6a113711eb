import { I18nextProvider } from "react-i18next";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, isRouteErrorResponse, useMatches } from "react-router";
import clientAssets from "virtual:client-assets";
import type { Route } from "./+types/root";
import { ErrorPage } from "#app/components/layout/error-page.tsx";
import { handleLeadAction } from "#app/features/leads/capture/action.server.ts";
import { ScrollToTop } from "#app/components/layout/scroll-to-top.tsx";
import { SiteShell } from "#app/components/layout/site-shell.tsx";
import { IslandScripts } from "#app/islands/island-scripts.tsx";
import { i18nFor } from "#app/i18n/i18n.ts";
import { LOCALE_TAGS } from "#app/i18n/locale.ts";
import { useLocale } from "#app/i18n/use-locale.ts";
import { useNonce } from "#app/utils/nonce.ts";
import "#app/app.css";

/**
 * Public pages are finished HTML with islands: the stylesheet inline and one small script that
 * hydrates the interactive parts; React Router never loads in the browser. Routes whose handle
 * says `clientApp` (the admin) hydrate as a whole, as does everything in development.
 */
function useIslandAssets() {
  const clientApp = useMatches().some((match) => (match.handle as { clientApp?: boolean } | undefined)?.clientApp);
  return clientApp ? null : clientAssets;
}

/**
 * A page that waits on work (a rendering's status page: handle `refreshWithoutScript`, loader data
 * `refreshSeconds`) reloads itself without JavaScript; with it, its island asks instead, and a
 * `noscript` refresh is never parsed.
 */
function NoScriptRefresh() {
  const seconds = useMatches()
    .filter((match) => (match.handle as { refreshWithoutScript?: boolean } | undefined)?.refreshWithoutScript)
    .map((match) => (match.loaderData as { refreshSeconds?: number | null } | undefined)?.refreshSeconds)
    .find((value) => typeof value === "number");
  return seconds ? (
    <noscript>
      <meta httpEquiv="refresh" content={String(seconds)} />
    </noscript>
  ) : null;
}

/** Routes whose handle says `ownShell` (the admin) draw their own frame instead of the public one. */
function useOwnShell() {
  return useMatches().some((match) => (match.handle as { ownShell?: boolean } | undefined)?.ownShell);
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const islands = useIslandAssets();
  const ownShell = useOwnShell();
  // The page's language is its path's (decision 032); the shell and every page read it from here.
  const locale = useLocale();
  return (
    <html lang={LOCALE_TAGS[locale]}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <meta name="theme-color" content="#0b2540" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <NoScriptRefresh />
        {islands ? <style dangerouslySetInnerHTML={{ __html: islands.css }} /> : <Links />}
      </head>
      <body>
        <I18nextProvider i18n={i18nFor(locale)}>{ownShell ? children : <SiteShell>{children}</SiteShell>}</I18nextProvider>
        {islands ? (
          <IslandScripts loader={islands.loader} />
        ) : (
          <>
            <ScrollRestoration nonce={nonce} />
            {/* After ScrollRestoration on purpose: see scroll-to-top.tsx for how the two share the work. */}
            <ScrollToTop />
            <Scripts nonce={nonce} />
          </>
        )}
      </body>
    </html>
  );
}

/** `POST /` is the hosted-form handler's address: lead forms posted there land here. */
export async function action({ request, context }: Route.ActionArgs) {
  return handleLeadAction(request, context);
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return <ErrorPage kind={notFound ? "not-found" : "server-error"} />;
}
