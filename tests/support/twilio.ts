import { createServer, type Server } from "node:http";
import { afterAll, beforeAll } from "vitest";
import { freePort } from "#tests/support/server.ts";

export interface TwilioSink {
  /** The Body of every text received, in order. */
  readonly texts: string[];
  /** The environment that points a server's owner texts at this sink (read it in hooks). */
  readonly env: Record<string, string>;
}

/**
 * A stand-in for Twilio's Messages API: listening on a free 127.0.0.1 port before the file's first
 * test and closed after its last; it accepts every text (201, queued) and keeps its Body.
 */
export function twilioSink(): TwilioSink {
  const texts: string[] = [];
  let port = 0;
  let api: Server | undefined;
  beforeAll(async () => {
    port = await freePort();
    api = createServer((request, response) => {
      let body = "";
      request.on("data", (chunk) => (body += chunk));
      request.on("end", () => {
        texts.push(new URLSearchParams(body).get("Body") ?? "");
        response.writeHead(201, { "Content-Type": "application/json" }).end(JSON.stringify({ sid: "SM1", status: "queued" }));
      });
    });
    await new Promise<void>((resolve) => api!.listen(port, "127.0.0.1", resolve));
  });
  afterAll(async () => {
    await new Promise((resolve) => api?.close(resolve));
  });
  return {
    texts,
    get env() {
      return {
        OUTBOUND_ALLOW_LOOPBACK_HTTP: "true",
        TWILIO_ACCOUNT_SID: `AC${"0123456789abcdef".repeat(2)}`,
        TWILIO_AUTH_TOKEN: "test-auth-token-0123456789",
        TWILIO_FROM: "+17135550100",
        SMS_NOTIFY_TO: "+18325550199",
        TWILIO_API_URL: `http://127.0.0.1:${port}`,
      };
    },
  };
}
