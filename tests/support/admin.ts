import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import path from "node:path";
import type { Page } from "playwright-core";

export interface AdminTarget {
  /** The server's base URL, e.g. http://127.0.0.1:4123. */
  url: string;
  /** The server's DATA_DIR (SQLite); the account is created there with the admin CLI. */
  dataDir: string;
}

export interface SignedInAdmin {
  email: string;
  password: string;
  /** `Cookie` header value for HTTP requests as this admin. */
  cookie: string;
  /** The session's CSRF token, for the `csrf` field of admin form posts. */
  csrfToken: string;
}

const root = path.resolve(import.meta.dirname, "../..");

/**
 * Creates a fresh admin account with `npm run admin -- create-user` (the real CLI, password on
 * stdin) in the server's data dir, then signs in: through the login form in `page` when given
 * (the page ends on the dashboard, its context holds the cookie), otherwise over HTTP.
 */
export async function createAdminAndLogin(
  server: AdminTarget,
  page?: Page,
  { role = "owner" }: { role?: "owner" | "staff" } = {},
): Promise<SignedInAdmin> {
  const email = `${role}-${randomBytes(4).toString("hex")}@example.com`;
  const password = `pw-${randomBytes(12).toString("base64url")}`;
  await createAdminUser(server.dataDir, email, password, role);
  if (page) {
    await page.goto(`${server.url}/admin/login`);
    await page.getByLabel("E-mail address").fill(email);
    await page.getByLabel("Password").fill(password);
    await Promise.all([page.waitForURL(`${server.url}/admin`), page.getByRole("button", { name: "Sign in" }).click()]);
    const cookies = await page.context().cookies(server.url);
    const cookie = cookies.map((c) => `${c.name}=${c.value}`).join("; ");
    return { email, password, cookie, csrfToken: await csrfTokenOf(server.url, cookie) };
  }
  const cookie = await signInOverHttp(server.url, email, password);
  return { email, password, cookie, csrfToken: await csrfTokenOf(server.url, cookie) };
}

export function createAdminUser(dataDir: string, email: string, password: string, role: "owner" | "staff" = "owner"): Promise<void> {
  return new Promise((resolve, reject) => {
    const args = ["scripts/admin.ts", "create-user", email, ...(role === "staff" ? ["--staff"] : [])];
    const child = spawn(process.execPath, args, {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" },
      stdio: ["pipe", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("error", reject);
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`admin create-user failed (${code}): ${output}`))));
    child.stdin.end(`${password}\n`);
  });
}

/** Posts the login form like a browser on the same origin; returns the session cookie. */
export async function signInOverHttp(baseUrl: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${baseUrl}/admin/login`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: baseUrl },
    body: new URLSearchParams({ email, password }),
  });
  const setCookie = response.headers.get("Set-Cookie");
  if (response.status !== 302 || !setCookie) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return setCookie.split(";")[0]!;
}

/** Reads the CSRF token the admin pages put into their forms. */
export async function csrfTokenOf(baseUrl: string, cookie: string): Promise<string> {
  const html = await (await fetch(`${baseUrl}/admin/leads`, { headers: { Cookie: cookie } })).text();
  const token = /name="csrf" value="([^"]+)"/.exec(html)?.[1];
  if (!token) throw new Error("no CSRF token on /admin/leads");
  return token;
}
