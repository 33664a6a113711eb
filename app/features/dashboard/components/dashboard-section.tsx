import type { ReactNode } from "react";

/** A part of the dashboard under its own heading, named by it (`<name>-heading`): a white card, or figures laid out on the page (`className`). */
export function DashboardSection({ name, title, className, children }: { name: string; title: ReactNode; className: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${name}-heading`} className={className}>
      <h2 id={`${name}-heading`} className="text-xl font-bold text-navy-900">
        {title}
      </h2>
      {children}
    </section>
  );
}
