import { useEffect } from "react";
import { Link, useNavigate } from "react-router";
import { useHydrated } from "#app/components/ui/use-hydrated.ts";
import { toast } from "#app/components/ui/toast.ts";

export interface FlashNoticeText {
  title: string;
  description?: string;
  /** Where the change can be followed up, e.g. a lead that has just left the list. */
  link?: { href: string; label: string };
}

/**
 * The admin's confirmation of the change just made (app/utils/flash.server.ts carries it across
 * the redirect): a toast once the page's script runs, a status line until then and without
 * JavaScript. `className` places the line; it takes no room while empty.
 */
export function FlashNotice({ notice, className = "" }: { notice: FlashNoticeText | null; className?: string }) {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  useEffect(() => {
    if (!notice) return;
    const { title, description, link } = notice;
    toast.success(title, {
      description,
      action: link ? { label: link.label, onClick: () => void navigate(link.href) } : undefined,
    });
  }, [notice, navigate]);
  return (
    <div role="status" className={`empty:hidden ${className}`}>
      {notice && !hydrated ? (
        <p className="rounded-lg bg-aqua-100 p-4 text-ink ring-1 ring-aqua-700/30">
          <strong className="font-semibold">{`${notice.title}.`}</strong>
          {notice.description ? ` ${notice.description}` : null}
          {notice.link ? (
            <>
              {" "}
              <Link to={notice.link.href} className="font-semibold text-pool-800 underline underline-offset-4">
                {notice.link.label}
              </Link>
            </>
          ) : null}
        </p>
      ) : null}
    </div>
  );
}
