import { business } from "#app/config/business.ts";
import { localizedPath } from "#app/i18n/route-table.ts";
import { useLocale, useT } from "#app/i18n/use-locale.ts";

/** The wordmark: the pool-wave mark (same drawing as the favicon) and the company name. */
export function BrandLogo({ tone = "dark" }: { tone?: "dark" | "light" }) {
  const t = useT("common");
  return (
    <a
      href={localizedPath("/", useLocale())}
      className="flex min-h-11 items-center gap-2.5 rounded-lg"
      aria-label={t("brandHome", { name: business.name })}
    >
      <svg viewBox="0 0 64 64" className="size-10 shrink-0" aria-hidden="true">
        <rect width="64" height="64" rx="14" fill="#0b2540" />
        <path d="M10 38c6-5 10-5 16 0s10 5 16 0 10-5 12-2v14H10z" fill="#3fcfc1" />
        <path
          d="M10 30c6-5 10-5 16 0s10 5 16 0 10-5 12-2"
          fill="none"
          stroke="#7fd3ff"
          strokeWidth="4"
          strokeLinecap="round"
        />
        <circle cx="44" cy="18" r="6" fill="#f5efe4" />
      </svg>
      <span
        className={`text-[1.05rem] leading-tight font-semibold tracking-tight lg:text-base xl:text-[1.05rem] ${tone === "light" ? "text-white" : "text-navy-900"}`}
      >
        {business.name}
      </span>
    </a>
  );
}
