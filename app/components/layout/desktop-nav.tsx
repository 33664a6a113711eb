import { ChevronDown } from "lucide-react";
import { currentPage, isServicesSection, useNavigation, type NavLinkItem } from "#app/components/layout/navigation.ts";
import { useT } from "#app/i18n/use-locale.ts";

const linkClass =
  "flex min-h-11 items-center rounded-lg px-2.5 text-[0.95rem] font-medium whitespace-nowrap xl:px-3 text-ink transition-colors hover:bg-pool-50 hover:text-pool-700 aria-[current=page]:text-pool-700 aria-[current=page]:underline aria-[current=page]:decoration-aqua-400 aria-[current=page]:decoration-2 aria-[current=page]:underline-offset-8 data-section:text-pool-700";

/**
 * The large-screen navigation, from the xl breakpoint: below 1280 px its links, the wordmark and
 * the calls to action do not fit in one row (tests/e2e/reflow.test.ts), and the menu button takes
 * their place. "Services" is a real link to the overview (it works without JavaScript); the
 * chevron beside it opens the dropdown of service pages.
 */
export function DesktopNav({ pathname }: { pathname: string }) {
  const { primaryNav, servicesHref, servicesMenu } = useNavigation();
  const t = useT("common");
  return (
    <nav aria-label={t("mainNav")} className="hidden xl:block">
      <ul className="flex items-center xl:gap-1">
        {primaryNav.map((item) =>
          item.href === servicesHref ? (
            <ServicesDropdown key={item.href} label={item.label} href={servicesHref} menu={servicesMenu} pathname={pathname} />
          ) : (
            <li key={item.href}>
              <a href={item.href} aria-current={currentPage(pathname, item.href)} className={linkClass}>
                {item.label}
              </a>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}

function ServicesDropdown({ label, href, menu, pathname }: { label: string; href: string; menu: NavLinkItem[]; pathname: string }) {
  const t = useT("common");
  const inSection = isServicesSection(pathname, menu);
  return (
    <li className="relative flex items-center">
      <a
        href={href}
        aria-current={currentPage(pathname, href, true)}
        data-section={inSection || undefined}
        className={`${linkClass} pr-1`}
      >
        {label}
      </a>
      {/* A native <details> menu; header-behaviour.ts adds Escape, outside press and focus-out. */}
      <details data-menu data-dismissible data-close-on-focus-out className="group">
        <summary
          aria-controls="services-menu"
          aria-label={t("servicesMenu", { label })}
          className="flex size-11 cursor-pointer list-none items-center justify-center rounded-lg text-ink transition-colors hover:bg-pool-50 hover:text-pool-700 [&::-webkit-details-marker]:hidden"
        >
          <ChevronDown className="size-4 transition-transform group-open:rotate-180" aria-hidden="true" />
        </summary>
        <div
          id="services-menu"
          className="absolute top-full left-0 z-10 mt-2 w-72 rounded-2xl border border-sand-200 bg-white p-2 shadow-card"
        >
          <ul>
            {menu.map((item) => (
              <li key={item.href}>
                <a
                  href={item.href}
                  aria-current={currentPage(pathname, item.href, true)}
                  className="flex min-h-11 items-center rounded-xl px-3 text-[0.95rem] text-ink transition-colors hover:bg-pool-50 hover:text-pool-700 aria-[current=page]:bg-pool-50 aria-[current=page]:font-semibold aria-[current=page]:text-pool-700"
                >
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </details>
    </li>
  );
}
