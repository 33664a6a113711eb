import { Search, SlidersHorizontal } from "lucide-react";
import { Form, Link } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { controlClass } from "#app/components/ui/input.tsx";
import { assignedOptions, leadStatusOptions, spamOptions, type InboxFilters } from "#app/features/inbox/filters.ts";
import { leadTypeOptions } from "#app/features/lead-records/lead-kinds.ts";
import { LEADS_PATH } from "#app/config/admin-paths.ts";
import { SelectOptions } from "#app/components/ui/select-options.tsx";

const labelClass = "block text-sm font-semibold text-ink";

/**
 * The inbox filters: a plain GET form, so the filtered list is a URL that works without
 * JavaScript and can be bookmarked. `key` resets the fields when the URL changes.
 */
export function InboxFilterForm({ filters }: { filters: InboxFilters }) {
  const active = [filters.type, filters.status, filters.assigned, filters.from, filters.to, filters.spam !== "hide" ? filters.spam : null].filter(
    Boolean,
  ).length;
  return (
    <Form
      method="get"
      key={JSON.stringify(filters)}
      role="search"
      aria-label="Filter leads"
      className="rounded-2xl bg-white p-4 shadow-card ring-1 ring-navy-900/5 sm:p-6"
    >
      <label htmlFor="inbox-q" className={labelClass}>
        Search
      </label>
      <div className="flex items-start gap-2">
        <input
          id="inbox-q"
          name="q"
          type="search"
          defaultValue={filters.q ?? ""}
          maxLength={200}
          aria-describedby="inbox-q-hint"
          className={`${controlClass} min-w-0 flex-1`}
        />
        <Button className="mt-1.5">
          <Search aria-hidden="true" className="size-4" />
          Apply
        </Button>
      </div>
      <p id="inbox-q-hint" className="mt-1 text-sm text-muted">
        Name, e-mail, phone, message, notes or reference (Q-2611-0042).
      </p>
      {/* Folded on every screen: on a phone the list must start near the top. */}
      <details className="group mt-2">
        <summary className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg font-semibold text-pool-800">
          <SlidersHorizontal aria-hidden="true" className="size-4" />
          {active > 0 ? `Filters (${active} on)` : "Filters"}
        </summary>
        <div className="mt-3 grid grid-cols-2 gap-x-3 gap-y-4 sm:gap-x-4 lg:grid-cols-6">
          <Select id="inbox-type" name="type" label="Type" value={filters.type ?? ""} options={leadTypeOptions} all="All types" />
          <Select id="inbox-status" name="status" label="Status" value={filters.status ?? ""} options={leadStatusOptions} all="Any status" />
          <Select id="inbox-assigned" name="assigned" label="Assigned" value={filters.assigned ?? ""} options={assignedOptions} all="Anyone" />
          <Select id="inbox-spam" name="spam" label="Spam" value={filters.spam} options={spamOptions} />
          <div>
            <label htmlFor="inbox-from" className={labelClass}>
              From
            </label>
            <input id="inbox-from" name="from" type="date" defaultValue={filters.from ?? ""} className={controlClass} />
          </div>
          <div>
            <label htmlFor="inbox-to" className={labelClass}>
              To
            </label>
            <input id="inbox-to" name="to" type="date" defaultValue={filters.to ?? ""} className={controlClass} />
          </div>
          <div className="col-span-2 flex items-end gap-2 lg:col-span-6">
            <Button>
              Apply filters
            </Button>
            <Link
              to={LEADS_PATH}
              className="inline-flex min-h-11 items-center justify-center rounded-lg px-3 font-semibold text-pool-700 underline-offset-4 hover:underline"
            >
              Clear
            </Link>
          </div>
        </div>
      </details>
    </Form>
  );
}

function Select({
  id,
  name,
  label,
  value,
  options,
  all,
  className,
}: {
  id: string;
  name: string;
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  all?: string;
  className?: string;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <select id={id} name={name} defaultValue={value} className={controlClass}>
        {all ? <option value="">{all}</option> : null}
        <SelectOptions options={options} />
      </select>
    </div>
  );
}
