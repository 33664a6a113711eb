/** The field the page's time choice is sent in: the start as an ISO instant. */
export const SLOT_FIELD = "slot";

/** A start the visitor chose, or null when the field is missing or not a time. */
export function chosenStart(value: string | null | undefined): number | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{3})?Z$/.test(value)) return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : time;
}
