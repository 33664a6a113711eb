/** First tab stop of every page: jumps past the navigation to the page's main content. */
export function SkipLink({ targetId }: { targetId: string }) {
  return (
    <a
      href={`#${targetId}`}
      className="sr-only z-50 rounded-full bg-navy-900 px-5 py-3 font-semibold text-white shadow-card focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
    >
      Skip to main content
    </a>
  );
}
