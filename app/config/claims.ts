import { business } from "#app/config/business.ts";

/**
 * The sentences that state response times, opening days and years in business, built from the
 * business facts so that no two pages can say them differently.
 */

const WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;

/** "within 2 hours during office hours" */
export const replyPromise = `within ${business.responsePromises.replyHours} hours during office hours`;

/** The first and last day the office opens in the week: "Monday-Saturday". */
export const officeDays: string = (() => {
  const open = WEEKDAYS.filter((_, index) => business.hours[(index + 1) as keyof typeof business.hours] !== null);
  return open.length === 1 ? open[0]! : `${open[0]}-${open.at(-1)}`;
})();

/** "Office Monday-Saturday; 24/7 emergency line for existing clients" */
export const phoneAvailability = `Office ${officeDays}; ${business.emergencyLine.availability} emergency line for ${business.emergencyLine.audience}`;

/** "Emergency service 24/7 for existing clients" */
export const emergencyService = `Emergency service ${business.emergencyLine.availability} for ${business.emergencyLine.audience}`;
