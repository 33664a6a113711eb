import { Link2, Share2 } from "lucide-react";
import { useState } from "react";
import { useHydrated } from "#app/components/ui/use-hydrated.ts";
import { designPath } from "#app/features/design/query.ts";
import type { Design } from "#app/features/design/model.ts";

/**
 * Sends the design to someone: the system share sheet where there is one (phones), else the
 * link copied. Without JavaScript it is the design's own link, to long-press or copy. The link
 * is the design alone: none of the visitor's other choices or campaign tags ride along.
 */
export function ShareDesign({ design }: { design: Design }) {
  const hydrated = useHydrated();
  const [said, setSaid] = useState("");
  const path = designPath(design);
  const className =
    "mt-3 inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-full border-2 border-pool-700 px-5 font-semibold text-pool-700 hover:bg-pool-50";
  if (!hydrated) {
    return (
      <a href={path} className={className}>
        <Link2 aria-hidden="true" className="size-5" />
        Link to this design
      </a>
    );
  }
  const canShare = typeof navigator.share === "function";
  async function share() {
    const url = new URL(path, window.location.origin).href;
    try {
      if (canShare) {
        await navigator.share({ title: "My pool design", url });
        return;
      }
      await navigator.clipboard.writeText(url);
      setSaid("Link copied. Paste it anywhere to open this design.");
    } catch (error) {
      // A closed share sheet is not a failure; a refused clipboard is said.
      if (!(error instanceof DOMException && error.name === "AbortError")) setSaid("Could not copy the link: copy it from the address bar.");
    }
  }
  return (
    <>
      <button type="button" onClick={() => void share()} className={className}>
        {canShare ? <Share2 aria-hidden="true" className="size-5" /> : <Link2 aria-hidden="true" className="size-5" />}
        {canShare ? "Share this design" : "Copy link"}
      </button>
      <p role="status" className="mt-2 text-center text-sm text-muted empty:hidden">
        {said}
      </p>
    </>
  );
}
