/**
 * What the designer's two forms that mail the design ("E-mail me this design", "Get a photoreal
 * rendering") have in common: the address, the design and the honeypot, read and checked alike.
 */
export const designMailFields = {
  email: "email",
  /** The design's `/design` query: the design as drawn, no free text. */
  design: "design",
  /** Left empty by people; a filled one is a bot (the lead forms' honeypot name). */
  honeypot: "bot-field",
} as const;

/** The address (trimmed) and the design posted, and both cut to their limits for the refused form shown again. */
export function readDesignMail(params: URLSearchParams) {
  const email = (params.get(designMailFields.email) ?? "").trim();
  const query = params.get(designMailFields.design) ?? "";
  return { email, query, echo: { email: email.slice(0, 254), designQuery: query.slice(0, 2000) } };
}
