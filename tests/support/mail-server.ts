import { afterAll, beforeAll } from "vitest";
import { startServer, type RunningServer } from "#tests/support/server.ts";
import { smtpSink, type SmtpSink } from "#tests/support/smtp.ts";
import { testServerEnv } from "#tests/integration/leads-helpers.ts";

/** Where the test servers send the business's lead notifications. */
export const OFFICE = "office@bayoucrest.example";

/**
 * An SMTP sink and a production server of the file's own that mails through it (leads notified to
 * OFFICE), started before its first test and stopped after its last, the server first; hooks the
 * caller registers later run after the start and before the stop. `env` (or a function giving it,
 * called at the start) adds to or overrides the server's. Read `.server` inside tests and hooks.
 */
export function serverWithSmtpSink(env: Record<string, string> | (() => Record<string, string>) = {}): { readonly mail: SmtpSink; server: RunningServer } {
  const running = { mail: smtpSink() } as { mail: SmtpSink; server: RunningServer };
  beforeAll(async () => {
    const extra = typeof env === "function" ? env() : env;
    running.server = await startServer({ env: { ...testServerEnv, SMTP_URL: running.mail.url, LEADS_NOTIFY_TO: OFFICE, ...extra } });
  });
  afterAll(async () => {
    await running.server?.stop();
  });
  return running;
}
