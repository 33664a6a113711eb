import { buttonClass } from "#app/components/ui/button-style.ts";
import { designFacts } from "#app/features/design/description.ts";
import { formatMoney, formatRange } from "#app/features/design/estimate.ts";
import { designPath } from "#app/features/design/query.ts";
import type { QuoteDesign } from "#app/features/design/quote-design.ts";
import { DesignPlan } from "#app/features/design/components/design-plan.tsx";
import { designerText } from "#app/features/design/designer-text.ts";
import { EstimateLines } from "#app/features/design/components/design-estimate.tsx";

/**
 * A quote request's design as the inbox shows it: the plan, the options, and the estimate as
 * the visitor saw it when sending the request (prices may have changed since).
 */
export function DesignDetails({ value }: { value: QuoteDesign }) {
  const { design, description, estimate } = value;
  // The owner's page: English, like the stored estimate's lines.
  const english = designerText("en");
  return (
    <div className="grid gap-5">
      <div className="rounded-xl bg-sand-50 p-3 ring-1 ring-slate-200">
        <DesignPlan design={design} description={description} text={english} id="lead-plan" />
      </div>
      <p className="text-ink">{description}</p>
      <p>
        <a
          href={`${designPath(design)}#design-3d`}
          className={buttonClass({ size: "md" })}
        >
          Open this design in 3-D
        </a>
      </p>
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[minmax(8rem,auto)_1fr]">
        {designFacts(design, english).map((fact) => (
          <div key={fact.label} className="contents">
            <dt className="text-sm font-semibold text-muted">{fact.label}</dt>
            <dd className="-mt-1 text-ink sm:mt-0">{fact.value}</dd>
          </div>
        ))}
      </dl>
      <div>
        <h3 className="font-semibold text-navy-900">Estimate at the time of the request</h3>
        <p className="mt-1 text-2xl font-bold text-navy-900 tabular">{formatRange(estimate.low, estimate.high)}</p>
        <p className="text-sm text-muted tabular">
          About {formatMoney(estimate.monthly.low)}–{formatMoney(estimate.monthly.high).slice(1)} a month over{" "}
          {estimate.monthly.termYears} years at {estimate.monthly.apr}% APR; price table version {value.pricingVersion}.
        </p>
        <div className="mt-3 overflow-x-auto">
          <EstimateLines estimate={estimate} text={english} />
        </div>
      </div>
    </div>
  );
}
