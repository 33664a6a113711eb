import { useT } from "#app/i18n/use-locale.ts";

/** First tab stop of every page: jumps past the navigation to the page's main content. */
export function SkipLink({ targetId }: { targetId: string }) {
  const t = useT("common");
  return (
    <a
      href={`#${targetId}`}
      // Parked above the viewport rather than visually hidden, so it keeps its size when shown.
      className="fixed top-3 left-3 z-50 -translate-y-24 rounded-full bg-navy-900 px-5 py-3 font-semibold text-white shadow-card focus:translate-y-0"
    >
      {t("skipLink")}
    </a>
  );
}
