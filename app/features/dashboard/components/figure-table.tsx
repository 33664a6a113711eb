/**
 * A table of figures: each row's label (a week, a page) under `rowHeading`, then one
 * right-aligned cell per column. Wide tables scroll sideways on a phone, so the region takes
 * focus and a keyboard can scroll it.
 */
export function FigureTable({
  caption,
  rowHeading,
  headings,
  rows,
  empty,
  note,
}: {
  caption: string;
  rowHeading: string;
  headings: string[];
  rows: { label: string; cells: string[] }[];
  /** Said under the table when it has no rows. */
  empty?: string;
  note: string;
}) {
  return (
    <div role="region" aria-label={caption} tabIndex={0} className="overflow-x-auto rounded-2xl bg-white p-4 shadow-card sm:p-6">
      <table className="w-full text-left text-sm tabular">
        <caption className="mb-2 text-left text-lg font-semibold text-navy-900">{caption}</caption>
        <thead>
          <tr className="border-b border-sand-200">
            {[rowHeading, ...headings].map((heading, index) => (
              <th key={heading} scope="col" className={`py-2 font-semibold ${index === 0 ? "pr-3" : "px-2 text-right"}`}>
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label} className="border-b border-sand-100">
              <th scope="row" className="py-2 pr-3 font-normal [overflow-wrap:anywhere]">
                {row.label}
              </th>
              {row.cells.map((value, index) => (
                <td key={index} className="px-2 py-2 text-right">
                  {value}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {rows.length === 0 && empty ? <p className="mt-2 text-muted">{empty}</p> : null}
      <p className="mt-3 text-sm text-muted">{note}</p>
    </div>
  );
}
