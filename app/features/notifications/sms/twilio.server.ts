import type { SmsProvider } from "#app/features/notifications/sms/sms-provider.server.ts";

const SEND_TIMEOUT_MS = 15_000;

/**
 * Twilio's Messages REST API by plain HTTPS (no SDK): a form POST to
 * /2010-04-01/Accounts/{AccountSid}/Messages.json with Basic auth (SID and token).
 */
export function twilioProvider({ accountSid, authToken, from, apiUrl }: { accountSid: string; authToken: string; from: string; apiUrl: string }): SmsProvider {
  const url = new URL(`/2010-04-01/Accounts/${accountSid}/Messages.json`, apiUrl);
  const authorization = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString("base64")}`;
  return {
    async send({ to, body }) {
      const fields = new URLSearchParams({ To: to, Body: body });
      // A Messaging Service SID picks the sender itself.
      fields.set(from.startsWith("MG") ? "MessagingServiceSid" : "From", from);
      const response = await fetch(url, {
        method: "POST",
        headers: { Authorization: authorization, "Content-Type": "application/x-www-form-urlencoded", Accept: "application/json" },
        body: fields,
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      });
      if (response.ok) {
        await response.body?.cancel();
        return;
      }
      const detail = (await response.json().catch(() => null)) as { code?: number; message?: string } | null;
      throw new Error(`Twilio answered ${response.status}${detail?.message ? `: ${detail.message}` : ""}${detail?.code ? ` (code ${detail.code})` : ""}`);
    },
  };
}
