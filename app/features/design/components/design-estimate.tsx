import type { ReactNode } from "react";
import { estimateExclusions, formatMoney, formatRange, type Estimate } from "#app/features/design/estimate.ts";

/** The price range in large type, with the estimated monthly payment and its assumptions (not live: see PriceAnnouncement). */
export function EstimateSummary({ estimate, id = "estimate" }: { estimate: Estimate; id?: string }) {
  const { monthly } = estimate;
  return (
    <div>
      <p className="text-sm font-semibold tracking-wide text-pool-700 uppercase" id={`${id}-label`}>
        Estimated price range
      </p>
      <p className="mt-1 text-3xl font-bold tracking-tight text-navy-900 tabular sm:text-4xl" data-estimate-range>
        {formatRange(estimate.low, estimate.high)}
      </p>
      <p className="mt-2 text-ink tabular">
        About {formatMoney(monthly.low)}–{formatMoney(monthly.high).slice(1)} a month, assuming {monthly.termYears} years at{" "}
        {monthly.apr}% APR with nothing down, subject to credit approval.{" "}
        <a href="/finance" className="inline-flex min-h-11 items-center font-semibold text-pool-700 underline underline-offset-4">
          Financing options
        </a>
      </p>
      <p className="mt-3 rounded-lg bg-sand-50 px-3 py-2 text-sm text-muted">
        A ballpark, not a quote: your site, soil, access and permits decide the final price. A designer confirms it after a
        free site visit.
      </p>
    </div>
  );
}

/**
 * The price range and the quote link in a compact bar that stays at the bottom of a phone's
 * screen, above the site's own bottom bar, while the visitor works through the options: it is
 * the options form's last child, and `position: sticky` keeps it in view as long as the form is
 * (no script needed). Not a live region: PriceAnnouncement speaks a new range once.
 * Hidden from the large breakpoint, where the price sits beside the options.
 */
export function EstimateBar({ estimate, formId }: { estimate: Estimate; formId: string }) {
  return (
    <div
      data-estimate-bar
      className="sticky bottom-[calc(4rem+1px+env(safe-area-inset-bottom))] z-20 -mx-3 flex forced-colors:border-2 items-center justify-between gap-2 rounded-xl bg-navy-900 py-2 pr-2 pl-3.5 text-white shadow-[0_8px_24px_-8px_rgb(11_37_64/0.6)] lg:hidden"
    >
      <p className="min-w-0">
        <span className="block text-xs font-semibold tracking-wide text-pool-100 uppercase">Estimate</span>
        <span className="block text-[0.9375rem] font-bold tabular">{formatRange(estimate.low, estimate.high)}</span>
      </p>
      <RequestQuoteButton formId={formId} className="inline-flex min-h-11 shrink-0 items-center rounded-full bg-white px-3.5 text-sm font-semibold text-navy-900 hover:bg-pool-50">
        Request a quote<span className="sr-only"> for this design</span>
      </RequestQuoteButton>
    </div>
  );
}

/** Every line of the estimate: what it is, how it was counted, its low and high figure. */
export function EstimateLines({ estimate }: { estimate: Estimate }) {
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">How the estimate adds up</caption>
      <thead>
        <tr className="border-b border-slate-300 text-muted">
          <th scope="col" className="py-2 pr-3 font-semibold">
            Item
          </th>
          <th scope="col" className="py-2 pl-3 text-right font-semibold">
            Low
          </th>
          <th scope="col" className="py-2 pl-3 text-right font-semibold">
            High
          </th>
        </tr>
      </thead>
      <tbody>
        {estimate.lines.map((line) => (
          <tr key={line.label} className="border-b border-slate-200 align-top">
            <th scope="row" className="py-2 pr-3 font-normal text-ink">
              <span className="block font-semibold">{line.label}</span>
              {line.detail ? <span className="block text-muted tabular">{line.detail}</span> : null}
            </th>
            <td className="py-2 pl-3 text-right tabular">{formatMoney(line.low)}</td>
            <td className="py-2 pl-3 text-right tabular">{formatMoney(line.high)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr className="font-semibold text-navy-900">
          <th scope="row" className="py-2 pr-3">
            Total, rounded
          </th>
          <td className="py-2 pl-3 text-right tabular">{formatMoney(estimate.low)}</td>
          <td className="py-2 pl-3 text-right tabular">{formatMoney(estimate.high)}</td>
        </tr>
      </tfoot>
    </table>
  );
}

const REQUEST_QUOTE_ACTION = "/get-quote";

/**
 * "Request a quote": a submit button of the options form sent to `/get-quote`, so it carries the
 * form's current values with or without JavaScript (a link would carry the design as last
 * rendered, losing changes not yet applied without JavaScript). The quote page turns the fields
 * into the design it attaches.
 */
export function RequestQuoteButton({ formId, className, children }: { formId: string; className: string; children: ReactNode }) {
  return (
    <button type="submit" form={formId} formAction={REQUEST_QUOTE_ACTION} formMethod="get" className={className}>
      {children}
    </button>
  );
}

export function EstimateExclusions() {
  return (
    <div className="mt-5 rounded-lg bg-sand-50 p-4" data-estimate-exclusions>
      <h3 className="font-semibold text-navy-900">Not in any estimate</h3>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-ink">
        {estimateExclusions.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <p className="mt-2 text-sm text-muted">They depend on your lot and your city; the designer prices them after the site visit.</p>
    </div>
  );
}
