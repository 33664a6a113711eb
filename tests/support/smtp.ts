import { SMTPServer } from "smtp-server";

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

/** A message's text with quoted-printable soft line breaks and escapes undone. */
export function mailText(raw: string): string {
  return raw
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}
