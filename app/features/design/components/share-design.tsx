import { Link2, Share2 } from "lucide-react";
import { useSyncExternalStore } from "react";
import { useHydrated } from "#app/components/ui/use-hydrated.ts";
import { Part } from "#app/modules/ssr/parts.tsx";
import { designQuery } from "#app/features/design/query.ts";
import type { Design } from "#app/features/design/model.ts";
import type { DesignerText } from "#app/features/design/designer-words.ts";
import { shareLink, shareOutcome } from "#app/utils/share-link.ts";

/**
 * Sends the design to someone: the system share sheet where there is one (phones), else the
 * link copied. Without JavaScript it is the design's own link, to long-press or copy; with it,
 * a tap on that link shares before the island has hydrated too (share-link.ts). The link is the
 * design alone: none of the visitor's other choices or campaign tags ride along.
 */
export function ShareDesign({ design, path: pagePath, text }: { design: Design; path: string; text: DesignerText<"share"> }) {
  const t = text.words.share;
  const hydrated = useHydrated();
  const outcome = useSyncExternalStore(shareOutcome.subscribe, shareOutcome.current, shareOutcome.initial);
  const said = outcome === "copied" ? t.copied : outcome === "failed" ? t.copyFailed : "";
  // Rendered from the first paint on, so a tap before hydration is announced in a region already there.
  const status = (
    <p role="status" className="mt-2 text-center text-sm text-muted empty:hidden">
      {said}
    </p>
  );
  // The designer's page in its own language, with the design.
  const path = `${pagePath}?${designQuery(design)}`;
  const className =
    "mt-3 inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-full border-2 border-pool-700 px-5 font-semibold text-pool-700 hover:bg-pool-50";
  if (!hydrated) {
    return (
      <>
        <a href={path} className={className} data-share-link={t.shareTitle}>
          <Part name="share-link" deps={[]}>
            <Link2 aria-hidden="true" className="size-5" />
            {t.link}
          </Part>
        </a>
        {status}
      </>
    );
  }
  const canShare = typeof navigator.share === "function";
  return (
    <>
      <button type="button" onClick={() => void shareLink(new URL(path, window.location.origin).href, t.shareTitle)} className={className}>
        {canShare ? <Share2 aria-hidden="true" className="size-5" /> : <Link2 aria-hidden="true" className="size-5" />}
        {canShare ? t.share : t.copy}
      </button>
      {status}
    </>
  );
}
