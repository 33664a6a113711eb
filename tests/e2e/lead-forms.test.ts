import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { business } from "#app/config/business.ts";
import { browserAvailable, launchBrowser, newPage, waitForIslands, watchPageProblems } from "#tests/support/browser.ts";
import { startServer, type RunningServer } from "#tests/support/server.ts";
import { storedRows, testServerEnv } from "#tests/integration/leads-helpers.ts";

/**
 * Each lead form, submitted in a real browser with JavaScript on and with it off, for every
 * contact method; then the stored row is read back from the server's database and compared
 * column by column.
 */

const consultation = {
  firstName: "Ana",
  lastName: "Delgado",
  email: "ana@example.com",
  phone: "(281) 555-0101",
  location: "Pearland",
  serviceType: "renovation",
  timeline: "3-6months",
  message: "Resurface and add a spa.",
};

const contact = {
  name: "Ben Okafor",
  email: "ben@example.com",
  phone: "713-555-0199",
  subject: "Leak",
  message: "Water level drops an inch a day.",
};

const quoteProject = {
  projectType: "renovation",
  poolSize: "medium",
  address: "12 Palm Ct, Friendswood, TX",
  timeline: "1-3months",
  notes: "Weekends preferred.",
};
const quoteFeatures = ["Waterfall/Water Features", "Automation System"];

type Method = "phone" | "email" | "callback";
const quoteContact: Record<Method, Record<string, string>> = {
  phone: { name: "Cara Phone", phone: "832-555-0101" },
  email: { name: "Cara Email", email: "cara@example.com" },
  callback: { name: "Cara Callback", phone: "832-555-0102", preferredCallbackTime: "morning" },
};

const capture = (page: string, utm: Partial<Record<"utm_source" | "utm_campaign", string>> = {}) => ({
  spam_reason: null,
  possible_spam: null,
  page,
  referrer: null,
  utm_source: utm.utm_source ?? null,
  utm_medium: null,
  utm_campaign: utm.utm_campaign ?? null,
  utm_term: null,
  utm_content: null,
  // Each test opens the form's page first: the visit lands there.
  landing_page: page,
});

/** The stored row of the quote form filled with quoteProject, quoteFeatures and `method`'s contact, sent from /get-quote. */
const quoteRow = (method: Method, name: string) => ({
  source: "get-quote",
  locale: "en",
  status: "new",
  contact_method: method,
  name,
  email: quoteContact[method].email ?? null,
  phone: quoteContact[method].phone ?? null,
  preferred_callback_time: quoteContact[method].preferredCallbackTime ?? null,
  address: quoteProject.address,
  project_type: quoteProject.projectType,
  pool_size: quoteProject.poolSize,
  timeline: quoteProject.timeline,
  features: quoteFeatures,
  notes: quoteProject.notes,
  design: null,
  ...capture("/get-quote"),
});

function withoutGenerated<T extends { id: unknown; created_at: unknown; fingerprint?: unknown; assigned_to?: unknown; first_response_at?: unknown }>(
  row: T | undefined,
) {
  expect(row).toBeDefined();
  const { id: _id, created_at: createdAt, fingerprint, assigned_to: assignedTo, first_response_at: firstResponse, ...rest } = row!;
  expect(assignedTo, "a new lead is assigned to nobody").toBeNull();
  expect(firstResponse, "a new lead has had no response").toBeNull();
  expect(String(createdAt)).not.toBe("");
  expect(fingerprint).toEqual(expect.any(String));
  return rest;
}

/**
 * No minimum fill time here, so no test waits for a token to age: this file is about the forms in
 * the browser; the too-fast rule has its own test (tests/integration/leads-http.test.ts).
 */
const formsEnv = { ...testServerEnv, LEADS_MIN_FILL_MS: "0" };

async function fill(page: Page, formId: string, fields: Record<string, string>) {
  for (const [name, value] of Object.entries(fields)) {
    const control = page.locator(`#${formId} [name="${name}"]:not([type="hidden"])`);
    if ((await control.evaluate((element) => element.tagName)) === "SELECT") await control.selectOption(value);
    else await control.fill(value);
  }
}

async function fillQuoteStepOne(page: Page) {
  await fill(page, "quote-form", quoteProject);
  for (const feature of quoteFeatures) await page.locator(`#quote-form input[name="features"][value="${feature}"]`).check();
}

/**
 * Holds POSTs to `/` until the test has seen the in-flight state; the returned function lets them
 * through.
 */
async function holdSubmissions(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname === "/",
    async (route) => {
      if (route.request().method() === "POST") await released;
      await route.continue();
    },
  );
  return release;
}


/** Picks a contact method the way a visitor does: by tapping its card. */
async function chooseContactMethod(page: Page, method: string) {
  await page.locator(`label:has(input[name="contactMethod"][value="${method}"])`).click();
  await expect.poll(() => page.locator(`input[name="contactMethod"][value="${method}"]`).isChecked()).toBe(true);
}

describe.runIf(browserAvailable())("lead forms in the browser", () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startServer({ env: formsEnv });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  describe("with JavaScript", () => {
    it("sends the home consultation form, shows the reference in place of the form (no toast beside it), stores the consultation row with UTM", async () => {
      const page = await newPage(browser, "mobile");
      const problems = watchPageProblems(page);
      await page.goto(`${server.url}/?utm_source=google&utm_campaign=spring`);
      await waitForIslands(page);
      await page.locator('#consultation-form [name="firstName"]').focus();
      await fill(page, "consultation-form", consultation);
      const release = await holdSubmissions(page);
      await page.getByRole("button", { name: "Request Free Consultation & Quote" }).click();
      await expect.poll(() => page.locator("#consultation-form button[type=submit]").textContent()).toBe("Sending...");
      release();
      await page.getByText("Message sent successfully!").first().waitFor();
      const confirmation = page.locator("#consultation-form[role=status]");
      // Said once: the confirmation in place of the form, no toast beside it.
      await page.waitForLoadState("networkidle");
      expect(await page.getByText("Message sent successfully!").count()).toBe(1);
      expect(await page.locator("[data-sonner-toast]").count()).toBe(0);
      expect(await confirmation.textContent()).toMatch(/Your reference: C-\d{4}-\d{4}.*What happens next/);
      expect(await page.evaluate(() => document.activeElement?.id), "focus moves to the confirmation").toBe("consultation-form");
      expect(await page.locator('#consultation-form [name="firstName"]').count(), "the form is replaced").toBe(0);
      const { contacts } = await storedRows(server.dataDir);
      expect(withoutGenerated(contacts.find((row) => row.email === consultation.email && row.source === "home-consultation"))).toEqual({
        source: "home-consultation",
        status: "new",
        locale: "en",
        name: "Ana Delgado",
        email: consultation.email,
        phone: consultation.phone,
        subject: "renovation - 3-6months",
        message: "Location: Pearland\nService Type: renovation\nTimeline: 3-6months\n\nResurface and add a spa.",
        first_name: "Ana",
        last_name: "Delgado",
        location: "Pearland",
        service_type: "renovation",
        timeline: "3-6months",
        ...capture("/", { utm_source: "google", utm_campaign: "spring" }),
      });
      expect(problems.errors).toEqual([]);
      await page.context().close();
    });

    it("sends the contact form with Sending... while in flight, then offers a fresh form after the confirmation", async () => {
      const page = await newPage(browser, "desktop");
      await page.goto(`${server.url}/contact`);
      await waitForIslands(page);
      await page.locator('#contact-form [name="name"]').focus();
      await fill(page, "contact-form", contact);
      const release = await holdSubmissions(page);
      await page.getByRole("button", { name: "Send Message" }).click();
      const button = page.locator("#contact-form button[type=submit]");
      await expect.poll(() => button.textContent()).toBe("Sending...");
      expect(await button.isDisabled()).toBe(true);
      release();
      await page.getByText("Message sent successfully!").first().waitFor();
      expect(await page.locator("#contact-form[role=status]").textContent()).toMatch(/Your reference: C-\d{4}-\d{4}/);
      await page.getByRole("link", { name: "Send another request" }).click();
      await waitForIslands(page);
      for (const name of Object.keys(contact)) {
        expect(await page.locator(`#contact-form [name="${name}"]`).inputValue()).toBe("");
      }
      const { contacts } = await storedRows(server.dataDir);
      expect(withoutGenerated(contacts.find((row) => row.name === contact.name && row.source === "contact-page"))).toEqual({
        source: "contact-page",
        status: "new",
        locale: "en",
        ...contact,
        first_name: null,
        last_name: null,
        location: null,
        service_type: null,
        timeline: null,
        ...capture("/contact"),
      });
      await page.context().close();
    });

    for (const method of ["phone", "email", "callback"] as const) {
      it(`sends the two-step quote form by ${method}, shows the reference, then starts again at step 1 and the phone method`, async () => {
        const page = await newPage(browser, method === "email" ? "mobile" : "desktop");
        await page.goto(`${server.url}/get-quote`);
        await waitForIslands(page);
        await page.locator('#quote-form [name="projectType"]').focus();
        await fillQuoteStepOne(page);
        await page.getByRole("button", { name: "Next: Your Contact Info" }).click();
        await chooseContactMethod(page, method);
        await fill(page, "quote-form", quoteContact[method]);
        const release = await holdSubmissions(page);
        await page.getByRole("button", { name: "Submit Quote Request" }).click();
        await expect.poll(() => page.locator("#quote-form button[type=submit]").textContent()).toBe("Submitting...");
        release();
        await page.getByText("Quote request submitted successfully!").first().waitFor();
        expect(await page.locator("#quote-form[role=status]").textContent()).toMatch(/Your reference: Q-\d{4}-\d{4}/);
        await page.getByRole("link", { name: "Send another request" }).click();
        await waitForIslands(page);
        await page.getByRole("button", { name: "Next: Your Contact Info" }).waitFor();
        expect(await page.locator('input[name="contactMethod"][value="phone"]').isChecked()).toBe(true);
        const { quotes } = await storedRows(server.dataDir);
        const row = quotes.find((quote) => quote.name === quoteContact[method].name);
        expect({ ...withoutGenerated(row), features: JSON.parse(String(row!.features)) }).toEqual(quoteRow(method, quoteContact[method].name!));
        await page.context().close();
      });
    }

    it("shows every required-field and format error next to its field and focuses the first", async () => {
      const page = await newPage(browser, "desktop");
      await page.goto(`${server.url}/`);
      await waitForIslands(page);
      await fill(page, "consultation-form", { email: "ana@", phone: "12" });
      await page.getByRole("button", { name: "Request Free Consultation & Quote" }).click();
      for (const [field, text] of [
        ["firstName", "Please enter your first name."],
        ["lastName", "Please enter your last name."],
        ["email", "Please enter a valid email address, like name@example.com."],
        ["phone", "Please enter a valid phone number with area code, like 281-555-0123."],
        ["message", "Please tell us a little about your project."],
      ] as const) {
        const input = page.locator(`#consultation-form [name="${field}"]`);
        expect(await input.getAttribute("aria-invalid")).toBe("true");
        const describedBy = (await input.getAttribute("aria-describedby"))!;
        expect(await page.locator(`#${describedBy}`).textContent()).toBe(text);
      }
      expect(await page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("firstName");
      await page.getByText("Please correct the 5 fields marked below.").waitFor();

      await page.goto(`${server.url}/contact`);

      await waitForIslands(page);
      await page.getByRole("button", { name: "Send Message" }).click();
      await page.getByText("Please enter your full name.").waitFor();
      await page.getByText("Please enter your email address.").waitFor();
      await page.getByText("Please enter your message.").waitFor();
      expect(await page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("name");

      for (const [method, missing] of [
        ["phone", "Please enter your phone number."],
        ["email", "Please enter your email address."],
        ["callback", "Please enter your phone number."],
      ] as const) {
        await page.goto(`${server.url}/get-quote`);
        await waitForIslands(page);
        await page.getByRole("button", { name: "Next: Your Contact Info" }).click();
        await chooseContactMethod(page, method);
        await page.getByRole("button", { name: "Submit Quote Request" }).click();
        await page.getByText("Please enter your name.").waitFor();
        await page.getByText(missing).waitFor();
      }
      await page.context().close();
    });

    it("shows the failure toast with the status and the phone number when rate limited", async () => {
      const limited = await startServer({ env: { ...formsEnv, RATE_LIMIT_MAX: "1" } });
      const page = await newPage(browser, "desktop");
      try {
        for (const attempt of [1, 2]) {
          await page.goto(`${limited.url}/contact`);
          await waitForIslands(page);
          await page.locator('#contact-form [name="name"]').focus();
          await fill(page, "contact-form", { ...contact, name: `Limited ${attempt}` });
          await page.getByRole("button", { name: "Send Message" }).click();
        }
        await page.getByText(`Form submission failed: 429 Too many requests in a short time. Please call us at ${business.phone.display}`).waitFor();
        expect(await page.locator('#contact-form [name="name"]').inputValue()).toBe("Limited 2");
      } finally {
        await page.context().close();
        await limited.stop();
      }
    });
  });

  describe("without JavaScript", () => {
    async function noScriptPage() {
      const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 812 } });
      return context.newPage();
    }

    /**
     * One press sends: the form's pixel set the form-proof cookie (decision 042).
     */
    async function submitOnce(page: Page, formId: string, button: string) {
      await page.locator(`#${formId}`).getByRole("button", { name: button }).click();
      await page.waitForURL(/[?&]sent=/);
      expect(await page.getByText("press the button again").count()).toBe(0);
    }

    it("sends the home consultation form natively and confirms on the page", async () => {
      const page = await noScriptPage();
      await page.goto(`${server.url}/?utm_source=flyer`);
      await fill(page, "consultation-form", { ...consultation, email: "ana.nojs@example.com" });
      await submitOnce(page, "consultation-form", "Request Free Consultation & Quote");
      await page.getByText("Message sent successfully!").waitFor();
      // The request's signed link to book its site visit rides along (issue 42).
      expect(new URL(page.url()).search).toMatch(/^\?sent=consultation&ref=C-\d{4}-\d{4}&book=c\d+\.\d{10}\.[A-Za-z0-9_-]{43}$/);
      const reference = new URL(page.url()).searchParams.get("ref")!;
      expect(await page.locator("#consultation-form[role=status]").textContent()).toContain(`Your reference: ${reference}`);
      expect(await page.locator("#consultation-form[role=status]").textContent()).toContain("What happens next");
      const { contacts } = await storedRows(server.dataDir);
      expect(withoutGenerated(contacts.find((row) => row.email === "ana.nojs@example.com"))).toMatchObject({
        source: "home-consultation",
        name: "Ana Delgado",
        subject: "renovation - 3-6months",
        service_type: "renovation",
        ...capture("/", { utm_source: "flyer" }),
      });
      await page.context().close();
    });

    it("keeps the line breaks of every multi-line field, which a browser without JavaScript sends as CRLF", async () => {
      const text = "First line\nSecond line\n\nAfter a blank line";
      const page = await noScriptPage();
      await page.goto(`${server.url}/`);
      await fill(page, "consultation-form", { ...consultation, email: "lines.home@example.com", message: text });
      await submitOnce(page, "consultation-form", "Request Free Consultation & Quote");
      await page.getByText("Message sent successfully!").waitFor();

      await page.goto(`${server.url}/contact`);
      await fill(page, "contact-form", { ...contact, email: "lines.contact@example.com", message: text });
      await submitOnce(page, "contact-form", "Send Message");
      await page.getByText("Message sent successfully!").waitFor();

      await page.goto(`${server.url}/get-quote`);
      await chooseContactMethod(page, "phone");
      await fillQuoteStepOne(page);
      await fill(page, "quote-form", { ...quoteContact.phone, name: "Lines NoScript", notes: text });
      await submitOnce(page, "quote-form", "Submit Quote Request");
      await page.getByText("Quote request submitted successfully!").waitFor();

      const { contacts, quotes } = await storedRows(server.dataDir);
      expect(contacts.find((row) => row.email === "lines.contact@example.com")?.message).toBe(text);
      expect(contacts.find((row) => row.email === "lines.home@example.com")?.message).toContain(text);
      expect(quotes.find((row) => row.name === "Lines NoScript")?.notes).toBe(text);
      await page.context().close();
    });

    it("sends the contact form natively", async () => {
      const page = await noScriptPage();
      await page.goto(`${server.url}/contact`);
      await fill(page, "contact-form", { ...contact, name: "Ben NoScript" });
      await submitOnce(page, "contact-form", "Send Message");
      await page.getByText("Message sent successfully!").waitFor();
      const { contacts } = await storedRows(server.dataDir);
      expect(withoutGenerated(contacts.find((row) => row.name === "Ben NoScript"))).toEqual({
        source: "contact-page",
        status: "new",
        locale: "en",
        ...contact,
        name: "Ben NoScript",
        first_name: null,
        last_name: null,
        location: null,
        service_type: null,
        timeline: null,
        ...capture("/contact"),
      });
      await page.context().close();
    });

    for (const method of ["phone", "email", "callback"] as const) {
      it(`sends the quote form natively by ${method}, every step on one page`, async () => {
        const page = await noScriptPage();
        await page.goto(`${server.url}/get-quote`);
        await chooseContactMethod(page, method);
        await fillQuoteStepOne(page);
        const name = `${quoteContact[method].name} NoScript`;
        await fill(page, "quote-form", { ...quoteContact[method], name });
        await submitOnce(page, "quote-form", "Submit Quote Request");
        await page.getByText("Quote request submitted successfully!").waitFor();
        const { quotes } = await storedRows(server.dataDir);
        const row = quotes.find((quote) => quote.name === name);
        const reference = new URL(page.url()).searchParams.get("ref")!;
        expect(reference.endsWith(`-${String(row!.id).padStart(4, "0")}`), reference).toBe(true);
        expect(await page.locator("#quote-form[role=status]").textContent()).toContain(`Your reference: ${reference}`);
        expect({ ...withoutGenerated(row), features: JSON.parse(String(row!.features)) }).toEqual(quoteRow(method, name));
        await page.context().close();
      });
    }

    it("re-renders errors next to the fields with the visitor's values kept", async () => {
      const page = await noScriptPage();
      await page.goto(`${server.url}/get-quote`);
      await chooseContactMethod(page, "email");
      await fill(page, "quote-form", { name: "Dana", notes: "Keep <this> & that", email: "dana@" });
      await page.locator("#quote-form").getByRole("button", { name: "Submit Quote Request" }).click();
      await page.getByText("Please enter a valid email address, like name@example.com.").waitFor();
      expect(await page.locator('#quote-form [name="name"]').inputValue()).toBe("Dana");
      expect(await page.locator('#quote-form [name="notes"]').inputValue()).toBe("Keep <this> & that");
      expect(await page.locator('input[name="contactMethod"][value="email"]').isChecked()).toBe(true);
      await page.context().close();
    });
  });
});
