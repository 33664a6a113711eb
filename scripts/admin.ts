/**
 * Admin accounts from the command line, against the database the server uses (DATA_DIR or
 * DATABASE_URL):
 *
 *   npm run admin -- create-user <email> [--staff]
 *   npm run admin -- reset-password <email>
 *
 * The password is asked for on a terminal (not echoed, typed twice) or read from the first line
 * of standard input when it is piped: `printf '%s\n' "$PASSWORD" | npm run admin -- create-user …`.
 */
import { openDb } from "#app/db/client.server.ts";
import { AccountError, createAdminUser, resetPassword } from "#app/features/auth/accounts.server.ts";
import { passwordProblem } from "#app/features/auth/passwords.server.ts";
import { getEnv } from "#app/utils/env.server.ts";
import { keepCreatedFilesPrivate } from "#app/utils/private-files.server.ts";

keepCreatedFilesPrivate();

const usage = `Usage:
  npm run admin -- create-user <email> [--staff]    (an owner account unless --staff)
  npm run admin -- reset-password <email>    (also signs the account out everywhere)`;

const [command, email, option] = process.argv.slice(2);
const validOption = option === undefined || (command === "create-user" && option === "--staff");
if ((command !== "create-user" && command !== "reset-password") || !email || !validOption) {
  console.error(usage);
  process.exit(2);
}

const password = process.stdin.isTTY ? await promptTwice() : await readFirstLine();
const problem = passwordProblem(password);
if (problem) {
  console.error(problem);
  process.exit(1);
}

const env = getEnv();
const handle = openDb({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
try {
  await handle.migrate();
  const user =
    command === "create-user"
      ? await createAdminUser(handle.db, email, password, option === "--staff" ? "staff" : "owner")
      : await resetPassword(handle.db, email, password);
  console.log(command === "create-user" ? `Created ${user.role} account ${user.email}.` : `New password set for ${user.email}; its sessions have ended.`);
} catch (error) {
  if (!(error instanceof AccountError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
} finally {
  await handle.close();
}

async function promptTwice(): Promise<string> {
  const first = await promptHidden("Password (at least 12 characters): ");
  const second = await promptHidden("Repeat the password: ");
  if (first !== second) {
    console.error("The passwords do not match.");
    process.exit(1);
  }
  return first;
}

/** Reads a line from the terminal in raw mode, so the password is never echoed. */
function promptHidden(question: string): Promise<string> {
  const stdin = process.stdin;
  process.stdout.write(question);
  stdin.setRawMode(true);
  stdin.resume();
  stdin.setEncoding("utf8");
  let value = "";
  return new Promise((resolve) => {
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === "\r" || char === "\n") {
          stdin.setRawMode(false);
          stdin.pause();
          stdin.off("data", onData);
          process.stdout.write("\n");
          resolve(value);
          return;
        }
        if (char === "\u0003") {
          stdin.setRawMode(false);
          process.stdout.write("\n");
          process.exit(130);
        }
        if (char === "\u007f" || char === "\b") value = value.slice(0, -1);
        else value += char;
      }
    };
    stdin.on("data", onData);
  });
}

async function readFirstLine(): Promise<string> {
  let text = "";
  for await (const chunk of process.stdin) text += String(chunk);
  return text.split(/\r?\n/)[0] ?? "";
}
