/** Placeholder until the lead-capture work lands. */
export function QuoteRequest() {
  return null;
}
