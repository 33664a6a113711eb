/** Figures as a description list: each a label and a value, optionally with a line under it. */
export function FigureList({ figures }: { figures: { label: string; value: string | number; note?: string }[] }) {
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {figures.map((figure) => (
        <div key={figure.label} className="rounded-2xl bg-white p-4 shadow-card ring-1 ring-navy-900/5">
          <dt className="text-sm font-semibold text-muted">{figure.label}</dt>
          <dd className="mt-1 text-2xl font-bold text-navy-900 tabular">
            {typeof figure.value === "number" ? figure.value.toLocaleString("en-US") : figure.value}
          </dd>
          {figure.note ? <dd className="mt-1 text-sm text-muted">{figure.note}</dd> : null}
        </div>
      ))}
    </dl>
  );
}
