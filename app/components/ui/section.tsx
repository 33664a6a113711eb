import { useId } from "react";

/** A titled card of an admin page (the lead page, team, account, templates). */
export function Section({ title, children }: { title: string; children: React.ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-2xl bg-white p-5 shadow-card ring-1 ring-navy-900/5 sm:p-6">
      <h2 id={id} className="text-lg font-bold text-navy-900">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

/** Labelled values as a description list; long values (URLs, addresses) wrap. */
export function FieldList({ fields }: { fields: { label: string; value: string }[] }) {
  if (fields.length === 0) return <p className="text-muted">Nothing else was filled in.</p>;
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[minmax(8rem,auto)_1fr]">
      {fields.map((field) => (
        <div key={field.label} className="contents">
          <dt className="text-sm font-semibold text-muted">{field.label}</dt>
          <dd className="-mt-2 break-words text-ink sm:mt-0">{field.value}</dd>
        </div>
      ))}
    </dl>
  );
}
