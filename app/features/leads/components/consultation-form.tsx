/** Placeholder until the lead-capture work lands. */
export function ConsultationForm() {
  return null;
}
