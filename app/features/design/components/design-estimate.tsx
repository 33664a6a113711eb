import type { ReactNode } from "react";
import { fill } from "#app/i18n/catalog.ts";
import { Part } from "#app/modules/ssr/parts.tsx";
import { formatMoney, formatRange, type Estimate } from "#app/features/design/estimate.ts";
import type { DesignerText } from "#app/features/design/designer-words.ts";

type EstimateText = DesignerText<"estimate">;

/** The price range in large type, with the estimated monthly payment and its assumptions (not live: see PriceAnnouncement). */
export function EstimateSummary({ estimate, text, financePath, id = "estimate" }: { estimate: Estimate; text: EstimateText; financePath: string; id?: string }) {
  const { locale, words } = text;
  const t = words.estimate;
  return (
    <div>
      <p className="text-sm font-semibold tracking-wide text-pool-700 uppercase" id={`${id}-label`}>
        {t.label}
      </p>
      <p className="mt-1 text-3xl font-bold tracking-tight text-navy-900 tabular sm:text-4xl" data-estimate-range>
        {formatRange(estimate.low, estimate.high, locale)}
      </p>
      <p className="mt-2 text-ink tabular">
        {monthlyText(estimate, text)}{" "}
        <a href={financePath} className="inline-flex min-h-11 items-center font-semibold text-pool-700 underline underline-offset-4">
          {t.financing}
        </a>
      </p>
      <Part name="ballpark" deps={[]}>
        <p className="mt-3 rounded-lg bg-sand-50 px-3 py-2 text-sm text-muted">{t.ballpark}</p>
      </Part>
    </div>
  );
}

/** "About $470–540 a month, assuming …": English writes the high figure without its dollar sign. */
export function monthlyText({ monthly }: Estimate, { locale, words }: EstimateText): string {
  const high = formatMoney(monthly.high, locale);
  return fill(words.estimate.monthly, {
    low: formatMoney(monthly.low, locale),
    high: locale === "en" ? high.slice(1) : high,
    years: monthly.termYears,
    apr: monthly.apr,
  });
}

/**
 * The price range and the quote link in a compact bar that stays at the bottom of a phone's
 * screen, above the site's own bottom bar, while the visitor works through the options: it is
 * the options form's last child, and `position: sticky` keeps it in view as long as the form is
 * (no script needed). Not a live region: PriceAnnouncement speaks a new range once.
 * Hidden from the large breakpoint, where the price sits beside the options.
 */
export function EstimateBar({ estimate, formId, text, quotePath }: { estimate: Estimate; formId: string; text: EstimateText; quotePath: string }) {
  const t = text.words.estimate;
  return (
    <div
      data-estimate-bar
      className="sticky bottom-[calc(4rem+1px+env(safe-area-inset-bottom))] z-20 -mx-3 flex forced-colors:border-2 items-center justify-between gap-2 rounded-xl bg-navy-900 py-2 pr-2 pl-3.5 text-white shadow-[0_8px_24px_-8px_rgb(11_37_64/0.6)] lg:hidden"
    >
      <p className="min-w-0">
        <span className="block text-xs font-semibold tracking-wide text-pool-100 uppercase">{t.bar}</span>
        <span className="block text-[0.9375rem] font-bold tabular">{formatRange(estimate.low, estimate.high, text.locale)}</span>
      </p>
      <RequestQuoteButton formId={formId} action={quotePath} className="inline-flex min-h-11 shrink-0 items-center rounded-full bg-white px-3.5 text-sm font-semibold text-navy-900 hover:bg-pool-50">
        {t.requestQuoteShort}
        <span className="sr-only">{t.requestQuoteRest}</span>
      </RequestQuoteButton>
    </div>
  );
}

/** Every line of the estimate: what it is, how it was counted, its low and high figure. */
export function EstimateLines({ estimate, text }: { estimate: Estimate; text: EstimateText }) {
  const { locale } = text;
  const t = text.words.estimate;
  return (
    // Below 24rem the table's three columns at text-sm are wider than the panel's (a long design's
    // "$143,000" twice beside its labels: 278–281 px in 248 at 320 px); a size smaller keeps them in.
    <table className="w-full text-left text-xs min-[24rem]:text-sm">
      <Part name="lines-head" deps={[]}>
        <caption className="sr-only">{t.linesHeading}</caption>
        <thead>
          <tr className="border-b border-slate-300 text-muted">
            <th scope="col" className="py-2 pr-2 font-semibold">
              {t.item}
            </th>
            <th scope="col" className="py-2 pl-2 text-right font-semibold">
              {t.low}
            </th>
            <th scope="col" className="py-2 pl-2 text-right font-semibold">
              {t.high}
            </th>
          </tr>
        </thead>
      </Part>
      <tbody>
        {estimate.lines.map((line) => (
          <tr key={line.label} className="border-b border-slate-200 align-top">
            <th scope="row" className="py-2 pr-2 font-normal text-ink">
              <span className="block font-semibold">{line.label}</span>
              {line.detail ? <span className="block text-muted tabular">{line.detail}</span> : null}
            </th>
            <td className="py-2 pl-2 text-right tabular">{formatMoney(line.low, locale)}</td>
            <td className="py-2 pl-2 text-right tabular">{formatMoney(line.high, locale)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr className="font-semibold text-navy-900">
          <th scope="row" className="py-2 pr-2">
            {t.total}
          </th>
          <td className="py-2 pl-2 text-right tabular">{formatMoney(estimate.low, locale)}</td>
          <td className="py-2 pl-2 text-right tabular">{formatMoney(estimate.high, locale)}</td>
        </tr>
      </tfoot>
    </table>
  );
}

/**
 * "Request a quote": a submit button of the options form sent to the quote page in the page's
 * language (`/get-quote` or its Spanish twin once there is one), so it carries the
 * form's current values with or without JavaScript (a link would carry the design as last
 * rendered, losing changes not yet applied without JavaScript). The quote page turns the fields
 * into the design it attaches.
 */
export function RequestQuoteButton({ formId, action, className, children }: { formId: string; action: string; className: string; children: ReactNode }) {
  return (
    <button type="submit" form={formId} formAction={action} formMethod="get" className={className}>
      {children}
    </button>
  );
}

export function EstimateExclusions({ text }: { text: EstimateText }) {
  const t = text.words.estimate;
  return (
    <div className="mt-5 rounded-lg bg-sand-50 p-4" data-estimate-exclusions>
      <h3 className="font-semibold text-navy-900">{t.exclusionsHeading}</h3>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-ink">
        {Object.values(t.exclusions).map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <p className="mt-2 text-sm text-muted">{t.exclusionsNote}</p>
    </div>
  );
}
