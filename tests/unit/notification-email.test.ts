import { describe, expect, it } from "vitest";
import { absoluteUrl } from "#app/config/site.ts";
import { notificationEmail } from "#app/features/notifications/email.server.tsx";
import { leadCapture } from "#tests/support/lead-capture.ts";
import type { ContactSubmission, QuoteRequest } from "#app/features/lead-records/repository.server.ts";

const capture = leadCapture({ page: "/get-quote" });

const quote: QuoteRequest = {
  ...capture,
  id: 41,
  createdAt: new Date("2026-07-04T18:30:00Z"),
  source: "get-quote",
  status: "new",
  contactMethod: "phone",
  name: "Cara Nguyen",
  email: null,
  phone: "713-555-0100",
  preferredCallbackTime: null,
  address: null,
  projectType: null,
  poolSize: null,
  timeline: null,
  features: [],
  notes: null,
  design: null,
};

const message: ContactSubmission = {
  ...capture,
  id: 7,
  createdAt: new Date("2026-01-04T18:30:00Z"),
  source: "contact-page",
  status: "new",
  name: "Ben Okafor",
  email: "ben@example.com",
  phone: null,
  subject: null,
  message: "Our plaster is rough.",
  firstName: null,
  lastName: null,
  location: null,
  serviceType: null,
  timeline: null,
};

describe("the office's notification e-mail", () => {
  it("gives the time on the office's clock, daylight saving included, not UTC", async () => {
    const summer = (await notificationEmail({ table: "quote_requests", row: quote })).text;
    expect(summer).toContain("Received Saturday, July 4, 2026 at 1:30 PM CDT (Houston time)");
    const winter = (await notificationEmail({ table: "contact_submissions", row: message })).text;
    expect(winter).toContain("Received Sunday, January 4, 2026 at 12:30 PM CST (Houston time)");
    expect(summer + winter).not.toMatch(/\d{4}-\d\d-\d\dT\d\d:\d\d/);
  });

  it("links straight to the lead's page in the admin", async () => {
    expect((await notificationEmail({ table: "quote_requests", row: quote })).text).toContain(absoluteUrl("/admin/leads/quote/41"));
    expect((await notificationEmail({ table: "contact_submissions", row: message })).text).toContain(absoluteUrl("/admin/leads/contact/7"));
  });
});
