import { Form, data, redirect, useNavigation } from "react-router";
import { z } from "zod";
import { getDb } from "#app/db/db.server.ts";
import { requireAdmin } from "#app/features/auth/guard.server.ts";
import { CsrfInput } from "#app/features/auth/csrf.tsx";
import { describeDesign } from "#app/features/design/description.ts";
import { estimateDesign, formatRange } from "#app/features/design/estimate.ts";
import { defaultDesign } from "#app/features/design/model.ts";
import { loadPricing, savePricing } from "#app/features/design/pricing-store.server.ts";
import { defaultPricing, priceItems, pricingSchema, type PriceItem } from "#app/features/design/pricing.ts";
import { parseForm } from "#app/modules/http/parse-form.server.ts";
import { inputClass } from "#app/components/ui/input.tsx";
import { formatLocal } from "#app/utils/time-zone.ts";
import type { Route } from "./+types/pricing";
import { adminHeaders, adminMeta } from "#app/routes/admin/admin-page.ts";
import { buttonClass } from "#app/components/ui/button-style.ts";
import { designerText } from "#app/features/design/designer-text.ts";

export const meta: Route.MetaFunction = () => adminMeta("Designer prices", "/admin/pricing");
export const headers: Route.HeadersFunction = () => adminHeaders;

const STALE = "Someone saved the prices while you were editing. Reload the page to see their figures, then make your change again.";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request, "pricing");
  const stored = await loadPricing(getDb());
  const saved = new URL(request.url).searchParams.get("done") === "saved";
  return {
    pricing: stored.pricing,
    version: stored.version,
    updated: stored.updatedAt && stored.version > 0 ? `${formatLocal(stored.updatedAt)} by ${stored.updatedBy}` : null,
    saved,
  };
}

/** The form's fields (`<key>.low`, `<key>.high`, `apr`, `termYears`) read as a price table. */
const pricingForm = z.preprocess((fields) => {
  const values = fields as Record<string, string | undefined>;
  const number = (name: string) => {
    const raw = values[name];
    return raw !== undefined && raw.trim() !== "" ? Number(raw.replace(/[$,\s]/g, "")) : Number.NaN;
  };
  return {
    prices: Object.fromEntries(priceItems.map(({ key }) => [key, { low: number(`${key}.low`), high: number(`${key}.high`) }])),
    financing: { apr: number("apr"), termYears: number("termYears") },
  };
}, pricingSchema);

/** A price table's issue path to the form field it concerns. */
function fieldOf(path: readonly PropertyKey[]): string {
  if (path[0] === "financing") return String(path[1]);
  return `${String(path[1])}.${String(path[2] ?? "high")}`;
}

export async function action({ request }: Route.ActionArgs) {
  const { user } = await requireAdmin(request, "pricing");
  const submission = await parseForm(request, pricingForm, { field: fieldOf });
  const { values } = submission;
  if (!submission.success) {
    return data({ errors: submission.errors, values, message: "Please correct the highlighted figures." }, { status: 400, headers: adminHeaders });
  }
  const result = await savePricing(getDb(), submission.data, {
    expectedVersion: Number(values.version),
    actor: { id: user.id, email: user.email },
  });
  if (result.status === "stale") {
    return data({ errors: {}, values, message: STALE }, { status: 409, headers: adminHeaders });
  }
  throw redirect("/admin/pricing?done=saved");
}


function groups(): [string, PriceItem[]][] {
  const byGroup = new Map<string, PriceItem[]>();
  for (const entry of priceItems) byGroup.set(entry.group, [...(byGroup.get(entry.group) ?? []), entry]);
  return [...byGroup];
}

const unitLabels: Record<PriceItem["unit"], string> = {
  "sq ft": "per sq ft",
  ft: "per ft",
  "sq ft per ft": "per sq ft per ft",
  each: "each",
  item: "per item",
};

function Amount({ name, label, value, error }: { name: string; label: string; value: string; error?: string }) {
  return (
    <div>
      <label htmlFor={`price-${name}`} className="sr-only">
        {label}
      </label>
      <input
        id={`price-${name}`}
        name={name}
        inputMode="decimal"
        defaultValue={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `price-${name}-error` : undefined}
        className={`${inputClass} text-right tabular`}
      />
      {error ? (
        <p id={`price-${name}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export default function PricingPage({ loaderData, actionData }: Route.ComponentProps) {
  const { pricing, version, updated, saved } = loaderData;
  const errors: Record<string, string> = actionData?.errors ?? {};
  const values: Record<string, string> | undefined = actionData?.values;
  const pending = useNavigation().state === "submitting";
  const field = (name: string, label: string, fallback: number) => ({
    name,
    label,
    value: values?.[name] ?? String(fallback),
    error: errors[name],
  });
  const sample = estimateDesign(defaultDesign, pricing, designerText("en"));

  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-bold text-navy-900">Designer prices</h1>
      <p className="mt-2 max-w-3xl text-ink">
        The figures behind the price range on <a href="/design" className="font-semibold text-pool-700 underline underline-offset-4">Design Your Pool</a>, in
        dollars, low and high. A change applies to the next page a visitor opens. Every save is recorded in the audit log.
      </p>
      <p className="mt-2 text-sm text-muted">
        {updated ? `Last changed ${updated}.` : "These are the built-in Houston defaults; nothing has been changed yet."} With
        these prices, the designer's starting design ({describeDesign(defaultDesign, designerText("en")).replace(/\.$/, "").replace(/^A/, "a")}) comes to{" "}
        <strong className="text-navy-900 tabular">{formatRange(sample.low, sample.high)}</strong>.
      </p>

      <div role="status" className="empty:hidden">
        {saved && !actionData ? <p className="mt-5 rounded-lg bg-aqua-100 p-4 text-ink ring-1 ring-aqua-700/30">Prices saved.</p> : null}
      </div>
      {actionData?.message ? (
        <p role="alert" className="mt-5 rounded-lg bg-red-50 p-4 font-medium text-red-800 ring-1 ring-red-700/20">
          {actionData.message}
        </p>
      ) : null}

      <Form method="post" className="mt-6 grid gap-6">
        <CsrfInput />
        <input type="hidden" name="version" value={version} />
        {groups().map(([group, entries]) => (
          <section key={group} aria-labelledby={`group-${entries[0]!.key}`} className="rounded-2xl bg-white p-5 shadow-card ring-1 ring-navy-900/5 sm:p-6">
            <h2 id={`group-${entries[0]!.key}`} className="text-lg font-bold text-navy-900">
              {group}
            </h2>
            <table className="mt-3 w-full text-left">
              <thead>
                <tr className="text-sm text-muted">
                  <th scope="col" className="py-2 pr-3 font-semibold">
                    Item
                  </th>
                  <th scope="col" className="w-32 py-2 pr-2 text-right font-semibold sm:w-40">
                    Low ($)
                  </th>
                  <th scope="col" className="w-32 py-2 text-right font-semibold sm:w-40">
                    High ($)
                  </th>
                </tr>
              </thead>
              <tbody>
                {entries.map((entry) => {
                  const current = pricing.prices[entry.key] ?? entry.default;
                  return (
                    <tr key={entry.key} className="border-t border-slate-200 align-top">
                      <th scope="row" className="py-2 pr-3 font-normal text-ink">
                        <span className="block font-semibold">{entry.label}</span>
                        <span className="block text-sm text-muted">
                          {unitLabels[entry.unit]} · default ${entry.default.low}–{entry.default.high}
                        </span>
                      </th>
                      <td className="py-2 pr-2">
                        <Amount {...field(`${entry.key}.low`, `${entry.label}, low`, current.low)} />
                      </td>
                      <td className="py-2">
                        <Amount {...field(`${entry.key}.high`, `${entry.label}, high`, current.high)} />
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </section>
        ))}

        <section aria-labelledby="financing-heading" className="rounded-2xl bg-white p-5 shadow-card ring-1 ring-navy-900/5 sm:p-6">
          <h2 id="financing-heading" className="text-lg font-bold text-navy-900">
            Monthly payment assumptions
          </h2>
          <div className="mt-3 grid gap-4 sm:grid-cols-2">
            <div>
              <p className="mb-1.5 text-sm font-semibold text-ink" aria-hidden="true">
                APR (%) · default {defaultPricing.financing.apr}
              </p>
              <Amount {...field("apr", "APR in percent", pricing.financing.apr)} />
            </div>
            <div>
              <p className="mb-1.5 text-sm font-semibold text-ink" aria-hidden="true">
                Term (years) · default {defaultPricing.financing.termYears}
              </p>
              <Amount {...field("termYears", "Term in years", pricing.financing.termYears)} />
            </div>
          </div>
        </section>

        <div>
          <button
            type="submit"
            disabled={pending}
            className={buttonClass()}
          >
            {pending ? "Saving…" : "Save prices"}
          </button>
        </div>
      </Form>
    </div>
  );
}
