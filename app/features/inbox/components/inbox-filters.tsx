import { Search } from "lucide-react";
import { Form, Link } from "react-router";
import { controlClass } from "~/features/leads/components/fields";
import { assignedOptions, leadStatusOptions, leadTypeOptions, spamOptions, type InboxFilters } from "../filters";

const labelClass = "block text-sm font-semibold text-ink";

/**
 * The inbox filters: a plain GET form, so the filtered list is a URL that works without
 * JavaScript and can be bookmarked. `key` resets the fields when the URL changes.
 */
export function InboxFilterForm({ filters }: { filters: InboxFilters }) {
  return (
    <Form
      method="get"
      key={JSON.stringify(filters)}
      role="search"
      aria-label="Filter leads"
      className="grid grid-cols-2 gap-x-3 gap-y-4 rounded-2xl bg-white p-4 shadow-card ring-1 ring-navy-900/5 sm:gap-x-4 sm:p-6 lg:grid-cols-7"
    >
      <div className="col-span-2 lg:col-span-7">
        <label htmlFor="inbox-q" className={labelClass}>
          Search
        </label>
        <input
          id="inbox-q"
          name="q"
          type="search"
          defaultValue={filters.q ?? ""}
          maxLength={200}
          aria-describedby="inbox-q-hint"
          className={controlClass}
        />
        <p id="inbox-q-hint" className="mt-1 text-sm text-muted">
          Name, e-mail, phone, message, notes or reference (Q-2611-0042).
        </p>
      </div>
      <Select id="inbox-type" name="type" label="Type" value={filters.type ?? ""} options={leadTypeOptions} all="All types" />
      <Select id="inbox-status" name="status" label="Status" value={filters.status ?? ""} options={leadStatusOptions} all="Any status" />
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
      <Select id="inbox-assigned" name="assigned" label="Assigned" value={filters.assigned ?? ""} options={assignedOptions} all="Anyone" />
      <Select id="inbox-spam" name="spam" label="Spam" value={filters.spam} options={spamOptions} className="col-span-2 sm:col-span-1" />
      <div className="col-span-2 flex items-end gap-2 sm:col-span-1">
        <button
          type="submit"
          className="inline-flex min-h-11 flex-1 items-center justify-center gap-2 rounded-lg bg-pool-700 px-4 font-semibold text-white hover:bg-pool-800"
        >
          <Search aria-hidden="true" className="size-4" />
          Apply
        </button>
        <Link
          to="/admin/leads"
          className="inline-flex min-h-11 items-center justify-center rounded-lg px-3 font-semibold text-pool-700 underline-offset-4 hover:underline"
        >
          Clear
        </Link>
      </div>
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
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
