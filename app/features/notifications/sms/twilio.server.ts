import type { SmsProvider } from "#app/features/notifications/sms/sms-provider.server.ts";
import { outboundRequest } from "#app/modules/http/outbound.server.ts";

/** Twilio answers in well under a second; a hang costs this, in the SMS lane only. */
const SEND_TIMEOUT_MS = 10_000;

/**
 * Twilio's Messages REST API by plain HTTPS (no SDK) through the guarded outbound client: a form
 * POST to /2010-04-01/Accounts/{AccountSid}/Messages.json with Basic auth (SID and token).
 */
export function twilioProvider({ accountSid, authToken, from, apiUrl, allowLoopbackHttp }: {
  accountSid: string;
  authToken: string;
  from: string;
  apiUrl: string;
  /** OUTBOUND_ALLOW_LOOPBACK_HTTP: the tests' stand-in for Twilio. */
  allowLoopbackHttp: boolean;
}): SmsProvider {
  const url = new URL(`/2010-04-01/Accounts/${accountSid}/Messages.json`, apiUrl);
  const authorization = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString("base64")}`;
  return {
    async send({ to, body }) {
      const fields = new URLSearchParams({ To: to, Body: body });
      // A Messaging Service SID picks the sender itself.
      fields.set(from.startsWith("MG") ? "MessagingServiceSid" : "From", from);
      const response = await outboundRequest(url, {
        method: "POST",
        headers: { Authorization: authorization, "Content-Type": "application/x-www-form-urlencoded", Accept: "application/json" },
        body: fields.toString(),
        timeoutMs: SEND_TIMEOUT_MS,
        allowLoopbackHttp,
      });
      if (response.status >= 200 && response.status < 300) return;
      const detail = parseJson(response.body.toString("utf8"));
      throw new Error(`Twilio answered ${response.status}${detail?.message ? `: ${detail.message}` : ""}${detail?.code ? ` (code ${detail.code})` : ""}`);
    },
  };
}

function parseJson(text: string): { code?: number; message?: string } | null {
  try {
    return JSON.parse(text) as { code?: number; message?: string };
  } catch {
    return null;
  }
}
