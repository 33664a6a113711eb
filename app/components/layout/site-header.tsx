import { buttonClass } from "#app/components/ui/button-style.ts";
import { Phone } from "lucide-react";
import { useEffect, useRef } from "react";
import { business } from "#app/config/business.ts";
import { BrandLogo } from "#app/components/layout/brand-logo.tsx";
import { DesktopNav } from "#app/components/layout/desktop-nav.tsx";
import { enhanceHeader } from "#app/components/layout/header-behaviour.ts";
import { LanguageSwitch } from "#app/components/layout/language-switch.tsx";
import { MobileNav } from "#app/components/layout/mobile-nav.tsx";
import { useNavigation } from "#app/components/layout/navigation.ts";
import { useT } from "#app/i18n/use-locale.ts";

/**
 * The fixed top bar on every page: wordmark, navigation, the language switch, Free Quote and Call Now. Its behaviour
 * (scrolled state, menus) is plain DOM code, header-behaviour.ts: the public pages' loader runs
 * it without React; where the whole page hydrates (admin, development) the effect below does.
 */
export function SiteHeader({ pathname }: { pathname: string }) {
  const ref = useRef<HTMLElement>(null);
  const { quoteHref } = useNavigation();
  const t = useT("common");
  useEffect(() => (ref.current ? enhanceHeader(ref.current) : undefined), []);
  return (
    <header
      ref={ref}
      data-site-header
      className="fixed inset-x-0 top-0 z-40 border-b border-sand-200 bg-white transition-[background-color,box-shadow,border-color] duration-300 data-scrolled:border-transparent data-scrolled:bg-white/85 data-scrolled:shadow-card data-scrolled:backdrop-blur-md"
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-3 px-4 sm:px-6 lg:h-20 lg:gap-2 lg:px-6 xl:px-8">
        <BrandLogo />
        <DesktopNav pathname={pathname} />
        <div className="flex items-center gap-2">
          <LanguageSwitch
            compact
            className="flex min-h-11 min-w-11 items-center justify-center gap-1.5 rounded-full px-2 text-[0.95rem] font-semibold whitespace-nowrap text-navy-900 underline-offset-4 transition-colors hover:bg-pool-50 hover:text-pool-700 hover:underline"
          />
          <a
            href={quoteHref}
            className={buttonClass({ size: "md", className: "text-[0.95rem] whitespace-nowrap shadow-sm max-sm:hidden" })}
          >
            {t("freeQuote")}
          </a>
          <a
            href={business.phone.href}
            className="hidden min-h-11 min-w-11 items-center justify-center gap-2 rounded-full border border-navy-900 px-4 text-[0.95rem] font-semibold whitespace-nowrap text-navy-900 transition-colors hover:bg-navy-900 hover:text-white sm:flex sm:px-0 md:px-4 xl:px-0 2xl:px-4"
          >
            <Phone className="size-4" aria-hidden="true" />
            {/*
             * Icon-only where the row has no room for the words: from sm to md (beside Free Quote and the
             * menu button, 640 px is 200 % zoom of a 1280 px window) and from xl to 2xl (the desktop links).
             */}
            <span className="sm:sr-only md:not-sr-only xl:sr-only 2xl:not-sr-only">{t("callNow")}</span>
          </a>
          <MobileNav pathname={pathname} />
        </div>
      </div>
    </header>
  );
}
