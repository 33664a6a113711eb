import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll } from "vitest";
import { freePort } from "#tests/support/server.ts";

export interface Mail {
  to: string[];
  raw: string;
}

/** A real SMTP server in the test process: accepts everything, keeps what it received. */
export function startSmtp(port: number, inbox: Mail[]): Promise<SMTPServer> {
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      let raw = "";
      stream.setEncoding("utf8");
      stream.on("data", (chunk: string) => (raw += chunk));
      stream.on("end", () => {
        inbox.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw });
        callback();
      });
    },
  });
  return new Promise((resolve, reject) => {
    smtp.once("error", reject);
    smtp.listen(port, "127.0.0.1", () => resolve(smtp));
  });
}

export function stopSmtp(smtp: SMTPServer): Promise<void> {
  return new Promise((resolve) => smtp.close(() => resolve()));
}

export interface SmtpSink {
  /** Every message received, in order. */
  readonly inbox: Mail[];
  /** The messages addressed to `address`. */
  to(address: string): Mail[];
  /** `smtp://127.0.0.1:<port>`, for a server's SMTP_URL; read it in hooks and tests. */
  readonly url: string;
  /** Closes the sink: a mail outage until `start()`. */
  stop(): Promise<void>;
  /** Listens again on the same port (after `stop()`). */
  start(): Promise<void>;
}

/**
 * A file's (or `describe` block's) SMTP sink: listening on a free port before its first test and
 * closed after its last; hooks the caller registers later run after the start and before the close.
 */
export function smtpSink(): SmtpSink {
  const inbox: Mail[] = [];
  let port = 0;
  let smtp: SMTPServer | undefined;
  const sink: SmtpSink = {
    inbox,
    to: (address) => inbox.filter((mail) => mail.to.includes(address)),
    get url() {
      return `smtp://127.0.0.1:${port}`;
    },
    async stop() {
      if (smtp) await stopSmtp(smtp);
      smtp = undefined;
    },
    async start() {
      smtp = await startSmtp(port, inbox);
    },
  };
  beforeAll(async () => {
    port = await freePort();
    await sink.start();
  });
  afterAll(() => sink.stop());
  return sink;
}

/** A message's text with quoted-printable soft line breaks and escapes undone. */
export function mailText(raw: string): string {
  return raw
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}
