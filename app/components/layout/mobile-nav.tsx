import { buttonClass } from "#app/components/ui/button-style.ts";
import { ChevronDown, Menu, Phone, X } from "lucide-react";
import { business } from "#app/config/business.ts";
import { currentPage, useNavigation, type NavLinkItem } from "#app/components/layout/navigation.ts";
import { useT } from "#app/i18n/use-locale.ts";

const itemClass =
  "flex min-h-12 w-full items-center rounded-xl px-4 text-base font-medium text-ink transition-colors hover:bg-pool-50 aria-[current=page]:bg-pool-50 aria-[current=page]:text-pool-700";

/**
 * The small-screen menu: a toggle in the bar opening a panel with the same links, Services as
 * an expandable submenu. Both are <details> so they also open without JavaScript.
 */
export function MobileNav({ pathname }: { pathname: string }) {
  const { primaryNav, quoteHref, servicesHref, servicesMenu } = useNavigation();
  const t = useT("common");
  return (
    <details data-menu data-dismissible data-label-open={t("closeMenu")} data-label-closed={t("openMenu")} className="group xl:hidden">
      <summary
        aria-controls="mobile-menu"
        aria-label={t("openMenu")}
        className="flex size-11 cursor-pointer list-none items-center justify-center rounded-xl text-navy-900 transition-colors hover:bg-pool-50 [&::-webkit-details-marker]:hidden"
      >
        <Menu className="size-6 group-open:hidden" aria-hidden="true" />
        <X className="hidden size-6 group-open:block" aria-hidden="true" />
      </summary>
      <div
        id="mobile-menu"
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto overscroll-contain border-t border-sand-200 bg-white px-4 pt-3 pb-[calc(1.5rem+env(safe-area-inset-bottom))] shadow-card"
      >
        <nav aria-label={t("mainNav")}>
          <ul className="space-y-1">
            {primaryNav.map((item) => (
              <li key={item.href}>
                {item.href === servicesHref ? (
                  <ServicesSubmenu label={item.label} menu={servicesMenu} pathname={pathname} />
                ) : (
                  <a href={item.href} aria-current={currentPage(pathname, item.href)} className={itemClass}>
                    {item.label}
                  </a>
                )}
              </li>
            ))}
          </ul>
        </nav>
        <div className="mt-4 grid gap-3 border-t border-sand-200 pt-4 sm:grid-cols-2">
          <a
            href={quoteHref}
            className={buttonClass()}
          >
            {t("freeQuote")}
          </a>
          <a
            href={business.phone.href}
            className="flex min-h-12 items-center justify-center gap-2 rounded-full border border-navy-900 px-5 font-semibold text-navy-900 transition-colors hover:bg-navy-900 hover:text-white"
          >
            <Phone className="size-4" aria-hidden="true" />
            {`${t("callNow")} `}<span className="tabular">{business.phone.display}</span>
          </a>
        </div>
      </div>
    </details>
  );
}

function ServicesSubmenu({ label, menu, pathname }: { label: string; menu: NavLinkItem[]; pathname: string }) {
  return (
    <details data-menu className="group/submenu">
      <summary
        aria-controls="mobile-services-menu"
        className={`${itemClass} cursor-pointer list-none justify-between [&::-webkit-details-marker]:hidden`}
      >
        {label}
        <ChevronDown className="size-5 transition-transform group-open/submenu:rotate-180" aria-hidden="true" />
      </summary>
      <ul id="mobile-services-menu" className="mt-1 ml-4 space-y-1 border-l-2 border-aqua-300 pl-2">
        {menu.map((item) => (
          <li key={item.href}>
            <a href={item.href} aria-current={currentPage(pathname, item.href, true)} className={itemClass}>
              {item.label}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
