import { FileText, House, Mail, Phone, Wallet, type LucideIcon } from "lucide-react";
import { Link, useLocation } from "react-router";
import { isCurrentSection, useNavigation, type BottomBarIcon } from "#app/components/layout/navigation.ts";
import { useT } from "#app/i18n/use-locale.ts";

const icons: Record<BottomBarIcon, LucideIcon> = {
  home: House,
  quote: FileText,
  finance: Wallet,
  call: Phone,
  email: Mail,
};

const itemClass =
  "flex min-h-14 flex-col items-center justify-center gap-0.5 px-1 text-xs font-medium text-muted transition-colors hover:text-pool-700 aria-[current=page]:text-pool-700";

/**
 * Call, Quote and the other calls to action within a thumb's reach on phones. Hidden from the large
 * breakpoint, where the header carries them. SiteShell pads the page by its height.
 */
export function MobileBottomBar() {
  const { pathname } = useLocation();
  const { bottomBarItems } = useNavigation();
  const t = useT("common");
  return (
    <nav
      aria-label={t("bottomBar.label")}
      className="fixed inset-x-0 bottom-0 z-30 border-t border-sand-200 bg-white/95 pb-[env(safe-area-inset-bottom)] shadow-[0_-6px_20px_-12px_rgb(11_37_64/0.25)] backdrop-blur-md lg:hidden"
    >
      <ul className="grid grid-cols-5">
        {bottomBarItems.map((item) => {
          const Icon = icons[item.icon];
          const content = (
            <>
              <Icon className="size-5" aria-hidden="true" />
              {item.label}
            </>
          );
          const current = item.internal && isCurrentSection(pathname, item.href);
          return (
            <li key={item.label} className="relative">
              {item.internal ? (
                <Link to={item.href} aria-current={current ? "page" : undefined} className={itemClass}>
                  {current && <span className="absolute inset-x-4 top-0 h-0.5 rounded-full bg-pool-700" aria-hidden="true" />}
                  {content}
                </Link>
              ) : (
                <a href={item.href} className={itemClass}>
                  {content}
                </a>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
