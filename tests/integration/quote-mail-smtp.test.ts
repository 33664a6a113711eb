import { simpleParser, type ParsedMail } from "mailparser";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { business } from "#app/config/business.ts";
import { estimateDesign, formatBallpark, formatRange } from "#app/features/design/estimate.ts";
import { describeDesign, describeYard } from "#app/features/design/description.ts";
import { defaultDesign, type Design } from "#app/features/design/model.ts";
import { defaultPricing } from "#app/features/design/pricing.ts";
import { designQuery } from "#app/features/design/query.ts";
import { createAdminAndLogin, type SignedInAdmin } from "#tests/support/admin.ts";
import { serverWithSmtpSink } from "#tests/support/mail-server.ts";
import { nextToken, post, storedRows, validForms } from "#tests/integration/leads-helpers.ts";
import { designerText } from "#app/features/design/designer-text.ts";

/**
 * The quote path's three e-mails as a mail server receives them (issue 21, points 9–10):
 * multipart/alternative with HTML and text, built for mail clients (tables, inline styles, no
 * external asset), the design with its plan as an inline PNG, and a reply threaded with the
 * confirmation.
 */

// The visitor's yard ("Your yard", issue 40) rides with the design: the e-mails say it, priced nothing.
const design: Design = { ...defaultDesign, shape: "freeform", spa: "raised", yard: { house: "brick", houseColor: "white", fence: "iron", planting: "tropical" } };
const estimate = estimateDesign(design, defaultPricing, designerText("en"));
const visitor = "pat.pearland@example.com";
const notes = "Please call after 5; the gate code is 4321.";

/** What every HTML part must be to show in mail clients as it does here. */
function expectMailClientSafe(html: string) {
  expect(html).toMatch(/<table/);
  expect(html).toContain('name="color-scheme" content="light dark"');
  expect(html, "no script").not.toMatch(/<script/i);
  expect(html, "no external stylesheet").not.toMatch(/<link/i);
  for (const [, src] of html.matchAll(/<img[^>]*src="([^"]*)"/g)) expect(src, "images travel with the mail").toMatch(/^cid:/);
  expect(html, "no class-only styling: inline styles carry the look").toMatch(/style="[^"]+"/);
}

async function planAttachment(mail: ParsedMail) {
  const [plan] = mail.attachments;
  expect(plan?.contentType).toBe("image/png");
  expect(mail.html).toContain(`cid:${plan!.cid}`);
  const meta = await sharp(plan!.content).metadata();
  expect(meta.format).toBe("png");
  expect(meta.width).toBe(1120);
}

describe("the quote path's e-mails", () => {
  const run = serverWithSmtpSink({ MAIL_FROM: "Website <web@bayoucrest.example>" });
  const inbox = run.mail.inbox;
  let admin: SignedInAdmin;
  const received = (address: string) => Promise.all(run.mail.to(address).map((mail) => simpleParser(mail.raw, { keepCidLinks: true })));

  beforeAll(async () => {
    admin = await createAdminAndLogin(run.server);
    const response = await post(run.server.url, {
      ...validForms["get-quote"],
      name: "Pat <Pearland>",
      contactMethod: "phone",
      email: visitor,
      address: "2210 Magnolia Pkwy, Pearland, TX 77584",
      notes,
      design: designQuery(design),
      "form-token": await nextToken(run.server.url),
    });
    expect(response.status).toBe(200);
    // The notification and the confirmation.
    for (const deadline = Date.now() + 15_000; inbox.length < 2 && Date.now() < deadline; ) await new Promise((resolve) => setTimeout(resolve, 100));
  }, 90_000);

  it("tells the owner what to triage by in the subject, with both parts, the design and its plan", async () => {
    const [mail] = await received("office@bayoucrest.example");
    expect(mail!.subject).toBe(`Quote: 16 × 32 freeform + spa, Pearland, ${formatBallpark(estimate.low, estimate.high)}`);
    expect(inbox.find((raw) => raw.to.includes("office@bayoucrest.example"))!.raw).toMatch(/^Content-Type: multipart\/alternative;/m);
    expect(mail!.text).toContain(describeDesign(design, designerText("en")));
    expect(mail!.text).toContain(describeYard(design.yard, designerText("en")));
    expect(mail!.text).toContain(notes);
    expect(mail!.html).toContain(formatRange(estimate.low, estimate.high));
    // The visitor's own words are escaped in the HTML part, never markup.
    expect(mail!.html).toContain("Pat &lt;Pearland&gt;");
    expectMailClientSafe(mail!.html as string);
    await planAttachment(mail!);
  });

  it("confirms with the design (summary, ballpark and its caveat, plan, a link back) and none of the visitor's own words", async () => {
    const [mail] = await received(visitor);
    expect(inbox.find((raw) => raw.to.includes(visitor))!.raw).toMatch(/^Content-Type: multipart\/alternative;/m);
    expect(mail!.text).toContain(describeDesign(design, designerText("en")));
    expect(mail!.text).toContain("Drawn in a yard with a white brick house, a wrought-iron fence and tropical planting (not priced).");
    expect(mail!.text).toContain(`Ballpark: ${formatRange(estimate.low, estimate.high)}`);
    expect(mail!.text).toContain("A ballpark, not a quote");
    expect(mail!.text).toContain("subject to credit approval");
    expect(mail!.html).toContain(`href="http://127.0.0.1:${run.server.port}/design?${designQuery(design).replaceAll("&", "&amp;")}"`);
    expect(mail!.text).toContain("Pool size: 16 × 32 ft freeform");
    for (const own of ["Pat", "Magnolia", "gate code"]) {
      expect(mail!.text, own).not.toContain(own);
      expect(mail!.html, own).not.toContain(own);
    }
    expectMailClientSafe(mail!.html as string);
    await planAttachment(mail!);
    const { visitorMail } = await storedRows(run.server.dataDir);
    expect(mail!.messageId).toBe(visitorMail.find((row) => row.kind === "confirmation")!.message_id);
  });

  it("threads a reply from the inbox with the confirmation, signed with the business's details and quoting the request", async () => {
    const { quotes } = await storedRows(run.server.dataDir);
    const lead = `${run.server.url}/admin/leads/quote/${quotes.find((row) => row.email === visitor)!.id}`;
    const sent = await fetch(lead, {
      method: "POST",
      redirect: "manual",
      headers: { Cookie: admin.cookie, "Content-Type": "application/x-www-form-urlencoded", Origin: run.server.url },
      body: new URLSearchParams({ csrf: admin.csrfToken, intent: "reply", subject: "Your pool design", body: "Hi Pat,\r\n\r\nWe can visit on Tuesday." }),
    });
    expect(sent.status).toBe(302);
    await expect.poll(async () => (await received(visitor)).length, { timeout: 15_000 }).toBe(2);
    const [confirmation, reply] = await received(visitor);
    expect(reply!.inReplyTo).toBe(confirmation!.messageId);
    expect([reply!.references].flat()).toEqual([confirmation!.messageId]);
    expect(reply!.messageId).not.toBe(confirmation!.messageId);
    for (const part of [reply!.text!, reply!.html as string]) {
      expect(part).toContain("We can visit on Tuesday.");
      expect(part).toContain(business.phone.display);
      expect(part).toContain(business.address.street);
      expect(part).toContain(business.hoursLines[0]!.hours);
      expect(part).toContain(notes);
    }
    expect(reply!.text).toMatch(/you wrote to us:\n+> Quote request: New Pool Installation, 16 × 32 ft freeform/);
    expectMailClientSafe(reply!.html as string);
  });
});
