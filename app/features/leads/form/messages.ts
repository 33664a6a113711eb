import { replyPromise } from "#app/config/claims.ts";
import type { FormName } from "#app/features/leads/form/schema.ts";

/** Toast titles and descriptions; the reply promise is the one every page states. */
export const toastMessages = {
  consultation: {
    success: { title: "Message sent successfully!", description: `We'll get back to you ${replyPromise}` },
    failure: { title: "Error sending message", description: "Please try again or call us directly" },
  },
  contact: {
    success: { title: "Message sent successfully!" },
  },
  "get-quote": {
    success: { title: "Quote request submitted successfully!" },
  },
  failedReply: (status: number, text: string) => `Form submission failed: ${status} ${text.slice(0, 100)}...`,
  exception: "An error occurred during form submission.",
} as const;

export function successMessage(formName: FormName): { title: string; description?: string } {
  return toastMessages[formName].success;
}
