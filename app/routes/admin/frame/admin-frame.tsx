import { SkipLink } from "#app/components/layout/skip-link.tsx";
import { business } from "#app/config/business.ts";

const MAIN_ID = "main";

/**
 * The admin's own frame, without the public header, bottom bar or footer: a slim navy bar with
 * the company's mark, whatever `bar` adds (navigation, sign-out), and the page as `main`.
 */
export function AdminFrame({ bar, children }: { bar?: React.ReactNode; children: React.ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col bg-sand-50">
      <SkipLink targetId={MAIN_ID} />
      <header className="bg-navy-900 text-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 px-3 sm:px-6 lg:px-8">
          <a href="/" className="flex min-h-12 items-center gap-2 rounded-lg">
            <svg viewBox="0 0 64 64" className="size-8 shrink-0" aria-hidden="true">
              <rect width="64" height="64" rx="14" fill="#0b2540" stroke="#7fd3ff" strokeWidth="3" />
              <path d="M10 38c6-5 10-5 16 0s10 5 16 0 10-5 12-2v14H10z" fill="#3fcfc1" />
              <path d="M10 30c6-5 10-5 16 0s10 5 16 0 10-5 12-2" fill="none" stroke="#7fd3ff" strokeWidth="4" strokeLinecap="round" />
            </svg>
            <span className="text-xs font-semibold tracking-[0.2em] text-aqua-300 uppercase">
              <span className="sr-only">{business.name} </span>Admin
            </span>
          </a>
          {bar}
        </div>
      </header>
      <main id={MAIN_ID} tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
    </div>
  );
}
