import { createServer, type Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { estimateDesign, formatBallpark } from "#app/features/design/estimate.ts";
import { defaultDesign, type Design } from "#app/features/design/model.ts";
import { defaultPricing } from "#app/features/design/pricing.ts";
import { designQuery } from "#app/features/design/query.ts";
import { createAdminAndLogin } from "#tests/support/admin.ts";
import { freePort, startServer, type RunningServer } from "#tests/support/server.ts";
import { nextToken, post, storedRows, testServerEnv, validForms } from "#tests/integration/leads-helpers.ts";
import { designerText } from "#app/features/design/designer-text.ts";

/**
 * SMS to the owner (issue 24, point 2) through a stand-in for Twilio's Messages API: the request
 * as Twilio reads it (Basic auth, To, From, Body), and a retry after a 5xx.
 */

const SID = `AC${"0123456789abcdef".repeat(2)}`;
const TOKEN = "test-auth-token-0123456789";
const design: Design = { ...defaultDesign, shape: "freeform", spa: "raised" };
const estimate = estimateDesign(design, defaultPricing, designerText("en"));

interface Received {
  path: string;
  authorization: string | undefined;
  fields: URLSearchParams;
}

describe("SMS to the owner", () => {
  const received: Received[] = [];
  let api: Server;
  let server: RunningServer;

  beforeAll(async () => {
    const port = await freePort();
    api = createServer((request, response) => {
      let body = "";
      request.on("data", (chunk) => (body += chunk));
      request.on("end", () => {
        received.push({ path: request.url ?? "", authorization: request.headers.authorization, fields: new URLSearchParams(body) });
        // The first try meets an outage; the second is accepted.
        if (received.length === 1) response.writeHead(503, { "Content-Type": "application/json" }).end(JSON.stringify({ code: 20500, message: "Service unavailable" }));
        else response.writeHead(201, { "Content-Type": "application/json" }).end(JSON.stringify({ sid: "SM1", status: "queued" }));
      });
    });
    await new Promise<void>((resolve) => api.listen(port, "127.0.0.1", resolve));
    server = await startServer({
      env: { ...testServerEnv, OUTBOUND_ALLOW_LOOPBACK_HTTP: "true", TWILIO_ACCOUNT_SID: SID, TWILIO_AUTH_TOKEN: TOKEN, TWILIO_FROM: "+17135550100", SMS_NOTIFY_TO: "+18325550199", TWILIO_API_URL: `http://127.0.0.1:${port}` },
    });
  }, 90_000);
  afterAll(async () => {
    await server?.stop();
    await new Promise((resolve) => api.close(resolve));
  });

  it("texts the owner a new lead's headline and link, retrying after a 5xx", async () => {
    const response = await post(server.url, {
      ...validForms["get-quote"],
      address: "2210 Magnolia Pkwy, Pearland, TX 77584",
      design: designQuery(design),
      "form-token": await nextToken(server.url),
    });
    expect(response.status).toBe(200);
    await expect.poll(() => received.length, { timeout: 10_000 }).toBe(2);
    for (const request of received) {
      expect(request.path).toBe(`/2010-04-01/Accounts/${SID}/Messages.json`);
      expect(request.authorization).toBe(`Basic ${Buffer.from(`${SID}:${TOKEN}`).toString("base64")}`);
      expect(request.fields.get("To")).toBe("+18325550199");
      expect(request.fields.get("From")).toBe("+17135550100");
    }
    const [headline, link] = received[1]!.fields.get("Body")!.split("\n");
    // Plain GSM-7 characters (issue 37, point 14): "×" and "–" would send it as two UCS-2 segments.
    expect(headline).toBe(`Quote: 16 x 32 freeform + spa, Pearland, ${formatBallpark(estimate.low, estimate.high).replace("–", "-")}`);
    expect(link).toMatch(new RegExp(`^${server.url}/admin/leads/quote/\\d+$`));
    expect(received[1]!.fields.get("Body")).not.toContain("Cara");
    await expect
      .poll(async () => (await storedRows(server.dataDir)).sms[0], { timeout: 5000 })
      .toMatchObject({ status: "sent", attempts: 2 });
    // The outbox claims only pending rows and counts every claim in `attempts`: a sent row with
    // two attempts is the proof no third text goes out (no sleep waiting for one that never comes).
    expect(received).toHaveLength(2);
  });

  it("says in the admin where leads are texted", async () => {
    const admin = await createAdminAndLogin(server);
    const html = await (await fetch(`${server.url}/admin/account`, { headers: { Cookie: admin.cookie } })).text();
    expect(html).toContain("Each new lead is texted to +18325550199");
  });

  it("says in the admin that nothing is texted when SMS is not set up, and sends nothing", async () => {
    const bare = await startServer({ env: testServerEnv });
    try {
      const admin = await createAdminAndLogin(bare);
      const html = await (await fetch(`${bare.url}/admin/account`, { headers: { Cookie: admin.cookie } })).text();
      expect(html).toContain("Text messages are not set up, so no lead is texted.");
      const response = await post(bare.url, { ...validForms["get-quote"], "form-token": await nextToken(bare.url) });
      expect(response.status).toBe(200);
      expect((await storedRows(bare.dataDir)).sms).toEqual([]);
    } finally {
      await bare.stop();
    }
  }, 90_000);

  it("refuses to start with SMS half set up, naming what is missing", async () => {
    await expect(startServer({ env: { ...testServerEnv, OUTBOUND_ALLOW_LOOPBACK_HTTP: "true", TWILIO_ACCOUNT_SID: SID } })).rejects.toThrow(/TWILIO_AUTH_TOKEN is needed too/);
  }, 90_000);
});
