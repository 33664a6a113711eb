import { useLocation } from "react-router";
import { MobileBottomBar } from "#app/components/layout/mobile-bottom-bar.tsx";
import { SiteFooter } from "#app/components/layout/site-footer.tsx";
import { SiteHeader } from "#app/components/layout/site-header.tsx";
import { SkipLink } from "#app/components/layout/skip-link.tsx";

const MAIN_ID = "main";

/**
 * The frame of every page, error pages included. The top padding clears the fixed header; the
 * bottom padding keeps the last content above the mobile bottom bar and the iOS home indicator.
 */
export function SiteShell({ children }: { children: React.ReactNode }) {
  const { pathname } = useLocation();
  return (
    <div className="flex min-h-dvh flex-col pb-[calc(3.5rem+1px+env(safe-area-inset-bottom))] lg:pb-0">
      <SkipLink targetId={MAIN_ID} />
      <SiteHeader pathname={pathname} />
      <main id={MAIN_ID} tabIndex={-1} className="flex-1 pt-16 outline-none lg:pt-20">
        {children}
      </main>
      <SiteFooter />
      <MobileBottomBar />
    </div>
  );
}
