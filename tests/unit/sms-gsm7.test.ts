// cspell:ignore José Peña Müller Lucía Treviño
import { describe, expect, it } from "vitest";
import { formatBallpark } from "#app/features/design/estimate.ts";
import { quoteHeadline } from "#app/features/notifications/lead-headline.ts";
import { PREFERS_SPANISH } from "#app/features/lead-records/lead-language.ts";
import { isGsm7, smsSegments, toGsm7 } from "#app/features/notifications/sms/gsm7.ts";
import { leadSmsText } from "#app/features/notifications/sms/sms-text.ts";

/** The owner's texts in GSM-7, one segment (issue 37, point 14). */
describe("GSM-7 text messages", () => {
  const url = "https://www.bayoucrestpools.com/admin/leads/quote/12345";

  it("makes the site's typographic marks plain and keeps GSM-7 letters", () => {
    expect(toGsm7("16 × 32, $85k–115k · Prefers Spanish")).toBe("16 x 32, $85k-115k - Prefers Spanish");
    expect(toGsm7("José Peña, Müller, Ærø")).toBe("José Peña, Müller, Ærø");
    expect(toGsm7("Lucía Treviño “O’Neil”…")).toBe("Lucia Treviño \"O'Neil\"...");
    expect(toGsm7("Pool 🏊")).toBe("Pool ?");
  });

  it("counts segments as a carrier does: 160 GSM-7, 70 UCS-2", () => {
    expect(smsSegments("a".repeat(160))).toBe(1);
    expect(smsSegments("a".repeat(161))).toBe(2);
    expect(smsSegments(`${"a".repeat(69)}×`)).toBe(1);
    expect(smsSegments(`${"a".repeat(70)}×`)).toBe(2);
    expect(smsSegments(`${"a".repeat(159)}€`), "an extension character takes two").toBe(2);
  });

  it("texts every kind of lead headline, in both languages' alerts, as one GSM-7 segment", () => {
    const design = {
      design: { width: 16, length: 32, shape: "freeform", spa: "raised", shelf: "large" },
      estimate: { low: 85_000, high: 115_000 },
    } as unknown as Parameters<typeof quoteHeadline>[0]["design"];
    const headlines = [
      quoteHeadline({ design, projectType: null, poolSize: null, address: "2210 Magnolia Pkwy, Pearland, TX 77584" }),
      quoteHeadline({ design: null, projectType: "new-pool", poolSize: "large", address: "12 Palm Ct, Friendswood, TX" }),
      "Consultation request, Pearland",
      "Message",
    ];
    for (const headline of [...headlines, ...headlines.map((text) => `${text} · ${PREFERS_SPANISH}`)]) {
      const text = leadSmsText({ title: headline, url });
      expect(isGsm7(text), text).toBe(true);
      expect(smsSegments(text), text).toBe(1);
      expect(text.endsWith(`\n${url}`)).toBe(true);
    }
    expect(leadSmsText({ title: headlines[0]!, url }).split("\n")[0]).toBe(`Quote: 16 x 32 freeform + spa + sun shelf, Pearland, ${formatBallpark(85_000, 115_000).replace("–", "-")}`);
  });

  it("shortens a headline too long for one segment, never the link", () => {
    const text = leadSmsText({ title: `Quote: ${"very long words ".repeat(20)}`, url });
    expect(smsSegments(text)).toBe(1);
    expect(text).toMatch(/\.\.\.\nhttps:\/\/www\.bayoucrestpools\.com\/admin\/leads\/quote\/12345$/);
  });
});
