import { rowTotal, type ChartData } from "#app/features/dashboard/chart-data.ts";

/**
 * Series colours: each at least 3:1 against white (WCAG non-text contrast), told apart by hue and
 * lightness; the legend names them and the data table holds every number.
 */
export const seriesColours = ["#12355a", "#1a8fd0", "#0c7167", "#b45309", "#7c3aed", "#64748b"];

/**
 * A chart's surroundings: heading, legend, and the numbers behind it as a real table in a
 * disclosure. The SVG itself (`children`) is one image named by its title and description.
 */
export function ChartFrame({ chart, children }: { chart: ChartData; children: React.ReactNode }) {
  const showTotal = chart.keys.length > 1;
  return (
    <section aria-labelledby={`${chart.id}-heading`} className="rounded-2xl bg-white p-4 shadow-card sm:p-6">
      <h3 id={`${chart.id}-heading`} className="text-lg font-semibold text-navy-900">
        {chart.title}
      </h3>
      {chart.keys.length > 1 ? (
        <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink">
          {chart.keys.map((key, index) => (
            <li key={key} className="flex items-center gap-1.5">
              <span aria-hidden="true" className="size-3 shrink-0 rounded-sm" style={{ backgroundColor: seriesColours[index % seriesColours.length] }} />
              {key}
            </li>
          ))}
        </ul>
      ) : null}
      <div className="mt-3">{children}</div>
      <details className="mt-3">
        <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-pool-700">Show the numbers</summary>
        <div className="mt-2 overflow-x-auto">
          <table className="w-full text-left text-sm tabular">
            <caption className="sr-only">{chart.title}</caption>
            <thead>
              <tr className="border-b border-sand-200">
                <th scope="col" className="py-1.5 pr-3 font-semibold">
                  {chart.rowHeading}
                </th>
                {chart.keys.map((key) => (
                  <th key={key} scope="col" className="px-2 py-1.5 text-right font-semibold">
                    {key}
                  </th>
                ))}
                {showTotal ? (
                  <th scope="col" className="py-1.5 pl-2 text-right font-semibold">
                    Total
                  </th>
                ) : null}
              </tr>
            </thead>
            <tbody>
              {chart.rows.map((row) => (
                <tr key={row.label} className="border-b border-sand-100">
                  <th scope="row" className="py-1.5 pr-3 font-normal">
                    {row.label}
                  </th>
                  {chart.keys.map((key) => (
                    <td key={key} className="px-2 py-1.5 text-right">
                      {(row.values[key] ?? 0).toLocaleString("en-US")}
                    </td>
                  ))}
                  {showTotal ? <td className="py-1.5 pl-2 text-right font-semibold">{rowTotal(row).toLocaleString("en-US")}</td> : null}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </section>
  );
}

/** The accessible name and description of a chart's SVG. */
export function ChartLabel({ chart }: { chart: ChartData }) {
  return (
    <>
      <title id={`${chart.id}-title`}>{chart.title}</title>
      <desc id={`${chart.id}-desc`}>{chart.description}</desc>
    </>
  );
}

export function chartImageProps(chart: ChartData) {
  return { role: "img", "aria-labelledby": `${chart.id}-title ${chart.id}-desc` } as const;
}
