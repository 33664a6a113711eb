import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDb } from "#app/db/client.server.ts";
import { createAdminAndLogin, createAdminUser, signInOverHttp, type SignedInAdmin } from "#tests/support/admin.ts";
import { startServer, type RunningServer } from "#tests/support/server.ts";

const BOOT_EMAIL = "owner@bayou.example";
const BOOT_PASSWORD = "first-start-password";

let server: RunningServer;
let proxied: RunningServer;
let admin: SignedInAdmin;

beforeAll(async () => {
  [server, proxied] = await Promise.all([
    startServer({ env: { ADMIN_EMAIL: BOOT_EMAIL, ADMIN_PASSWORD: BOOT_PASSWORD } }),
    startServer({ env: { TRUST_PROXY: "true" } }),
  ]);
  admin = await createAdminAndLogin(server);
}, 120_000);
afterAll(async () => {
  await Promise.all([server?.stop(), proxied?.stop()]);
});

function form(fields: Record<string, string>) {
  return new URLSearchParams(fields);
}

async function login(base: string, email: string, password: string, headers: Record<string, string> = {}) {
  return fetch(`${base}/admin/login`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: headers.Origin ?? base, ...headers },
    body: form({ email, password }),
  });
}

async function errorText(response: Response): Promise<string> {
  const html = await response.text();
  return /role="alert"[^>]*>.*?<span>([^<]+)<\/span>/s.exec(html)?.[1] ?? "";
}

describe("admin pages and actions without a session", () => {
  it("redirects every admin page to the sign-in page, remembering where to return", async () => {
    for (const path of ["/admin", "/admin/leads?status=new", "/admin/leads/contact/1", "/portfolio-management"]) {
      const response = await fetch(`${server.url}${path}`, { redirect: "manual" });
      expect(response.status, path).toBe(302);
      const location = new URL(response.headers.get("Location")!, server.url);
      expect(location.pathname).toBe("/admin/login");
      expect(location.searchParams.get("redirectTo")).toBe(path);
    }
  });

  it("answers every action and the CSV export with 401", async () => {
    const posts = ["/admin/leads", "/admin/leads/contact/1", "/admin/logout", "/portfolio-management"];
    for (const path of posts) {
      const response = await fetch(`${server.url}${path}`, {
        method: "POST",
        redirect: "manual",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url },
        body: form({ intent: "status", status: "won" }),
      });
      expect(response.status, path).toBe(401);
    }
    const csv = await fetch(`${server.url}/admin/leads.csv`, { redirect: "manual" });
    expect(csv.status).toBe(401);
    expect(await csv.json()).toEqual({ error: expect.stringMatching(/sign in/i) });
  });
});

describe("sign-in", () => {
  it("creates the first admin from ADMIN_EMAIL and ADMIN_PASSWORD", async () => {
    const response = await login(server.url, BOOT_EMAIL, BOOT_PASSWORD);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/admin");
  });

  it("sets an HttpOnly, SameSite=Lax, Path=/ cookie, not Secure over plain HTTP", async () => {
    const cookie = (await login(server.url, admin.email, admin.password)).headers.get("Set-Cookie")!;
    expect(cookie).toMatch(/^bc_admin=[A-Za-z0-9_-]{43};/);
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("SameSite=Lax");
    expect(cookie).toContain("Path=/");
    expect(cookie).not.toContain("Secure");
  });

  it("sets a Secure __Host- cookie behind an HTTPS proxy (TRUST_PROXY) and honours it", async () => {
    const email = "proxied@example.com";
    await createAdminUser(proxied.dataDir, email, "proxied-password-1");
    const origin = `https://127.0.0.1:${proxied.port}`;
    const https = { "X-Forwarded-Proto": "https", Origin: origin };
    const response = await login(proxied.url, email, "proxied-password-1", https);
    expect(response.status).toBe(302);
    const cookie = response.headers.get("Set-Cookie")!;
    expect(cookie).toMatch(/^__Host-bc_admin=/);
    expect(cookie).toMatch(/; Secure/);
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("Path=/");
    const page = await fetch(`${proxied.url}/admin/leads`, {
      redirect: "manual",
      headers: { Cookie: cookie.split(";")[0]!, "X-Forwarded-Proto": "https" },
    });
    expect(page.status).toBe(200);
  });

  it("says the same for an unknown e-mail and a wrong password", async () => {
    const unknown = await login(server.url, "nobody@example.com", "some-password-123");
    const wrong = await login(server.url, BOOT_EMAIL, "not-the-password");
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    const [a, b] = [await errorText(unknown), await errorText(wrong)];
    expect(a).toBe("The e-mail address or password is incorrect.");
    expect(b).toBe(a);
  });

  it("pauses one address's tries on an account after 5, without extending the pause or locking the account", async () => {
    const email = "limited@example.com";
    await createAdminUser(server.dataDir, email, "limited-password-1");
    for (let i = 0; i < 5; i++) expect((await login(server.url, email, "wrong-password!")).status).toBe(401);
    const refused = await login(server.url, email, "limited-password-1");
    expect(refused.status).toBe(429);
    expect(await errorText(refused)).toMatch(/Too many sign-in attempts from this connection.*wait \d+ minutes?/);
    const retryAfter = Number(refused.headers.get("Retry-After"));
    expect(retryAfter).toBeGreaterThan(0);
    // Blocked tries do not move the end of the pause.
    for (let i = 0; i < 5; i++) await login(server.url, email, "wrong-password!");
    const later = await login(server.url, email, "limited-password-1");
    expect(Number(later.headers.get("Retry-After"))).toBeLessThanOrEqual(retryAfter);
    // Other accounts from the same address are not affected.
    expect((await login(server.url, admin.email, admin.password)).status).toBe(302);
  });

  it("lets the owner in after wrong passwords from many addresses: a slowdown, never a lock", async () => {
    const email = "owner-under-attack@example.com";
    await createAdminUser(proxied.dataDir, email, "owner-password-1");
    // Six wrong passwords from six addresses (our proxy appends the real one at the right).
    for (let i = 0; i < 6; i++) {
      const headers = { "X-Forwarded-For": `10.0.0.${i}, 198.51.100.${i}` };
      expect((await login(proxied.url, email, "wrong-password!", headers)).status).toBe(401);
    }
    expect((await login(proxied.url, email, "owner-password-1", { "X-Forwarded-For": "192.0.2.10" })).status).toBe(302);
  });

  it("slows a spread-out guessing run, while a browser that signed in before gets straight through", async () => {
    const email = "device@example.com";
    await createAdminUser(proxied.dataDir, email, "device-password-1");
    const first = await login(proxied.url, email, "device-password-1", { "X-Forwarded-For": "192.0.2.20" });
    expect(first.status).toBe(302);
    const device = first.headers.getSetCookie().find((cookie) => cookie.startsWith("bc_device="))!.split(";")[0]!;
    expect(first.headers.getSetCookie().find((cookie) => cookie.startsWith("bc_device="))).toMatch(/HttpOnly/i);
    // 16 guesses from 16 addresses: past the account's slowdown threshold.
    await Promise.all(
      Array.from({ length: 16 }, (_, i) => login(proxied.url, email, "wrong-password!", { "X-Forwarded-For": `203.0.113.${i}` })),
    );
    const timed = async (headers: Record<string, string>) => {
      const started = performance.now();
      const response = await login(proxied.url, email, "device-password-1", headers);
      return { status: response.status, ms: performance.now() - started };
    };
    const stranger = await timed({ "X-Forwarded-For": "192.0.2.30" });
    expect(stranger.status).toBe(302);
    expect(stranger.ms).toBeGreaterThan(1000);
    const known = await timed({ "X-Forwarded-For": "192.0.2.31", Cookie: device });
    expect(known.status).toBe(302);
    expect(known.ms).toBeLessThan(stranger.ms - 800);
  });

  it("pauses a client address after 20 attempts across accounts; the address is the one our proxy appended", async () => {
    for (let i = 0; i < 20; i++) {
      // The client writes whatever it likes on the left; the proxy appends 203.0.113.77.
      const headers = { "X-Forwarded-For": `10.1.${i}.1, 203.0.113.77` };
      expect((await login(proxied.url, `guess-${i}@example.com`, "wrong-password!", headers)).status).toBe(401);
    }
    const refused = await login(proxied.url, "proxied@example.com", "proxied-password-1", { "X-Forwarded-For": "10.9.9.9, 203.0.113.77" });
    expect(refused.status).toBe(429);
    expect(await errorText(refused)).toMatch(/Too many sign-in attempts/);
    const elsewhere = await login(proxied.url, "proxied@example.com", "proxied-password-1", { "X-Forwarded-For": "198.51.100.2" });
    expect(elsewhere.status).toBe(302);
  });

  it("reads at most a few KB of a sign-in body, streamed or declared, before refusing it", async () => {
    const big = "email=a%40b.c&password=" + "x".repeat(64 * 1024);
    const declared = await fetch(`${server.url}/admin/login`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url },
      body: big,
    });
    expect(declared.status).toBe(413);
    const streamed = await fetch(`${server.url}/admin/login`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url },
      body: new Blob([big]).stream(),
      duplex: "half",
    } as RequestInit);
    expect(streamed.status).toBe(413);
  });

  it("sends only admin pages as the place to return to", async () => {
    const response = await fetch(`${server.url}/admin/login?redirectTo=//evil.example/x`, { headers: { Cookie: admin.cookie }, redirect: "manual" });
    expect(response.headers.get("Location")).toBe("/admin");
  });

  it("marks admin pages no-store and noindex", async () => {
    for (const path of ["/admin/login", "/admin/leads"]) {
      const response = await fetch(`${server.url}${path}`, { headers: { Cookie: admin.cookie } });
      expect(response.headers.get("Cache-Control"), path).toBe("no-store");
      expect(response.headers.get("X-Robots-Tag"), path).toContain("noindex");
      expect(await response.text()).toContain('<meta name="robots" content="noindex"/>');
    }
  });
});

describe("sessions", () => {
  it("rotates the session at sign-in: the old cookie stops working", async () => {
    const first = await signInOverHttp(server.url, admin.email, admin.password);
    const again = await fetch(`${server.url}/admin/login`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url, Cookie: first },
      body: form({ email: admin.email, password: admin.password }),
    });
    const second = again.headers.get("Set-Cookie")!.split(";")[0]!;
    expect(second).not.toBe(first);
    expect((await fetch(`${server.url}/admin/leads`, { headers: { Cookie: first }, redirect: "manual" })).status).toBe(302);
    expect((await fetch(`${server.url}/admin/leads`, { headers: { Cookie: second }, redirect: "manual" })).status).toBe(200);
  });

  it("ends after inactivity", async () => {
    const cookie = await signInOverHttp(server.url, admin.email, admin.password);
    const handle = openDb({ dataDir: server.dataDir });
    try {
      // Every other test's sessions are older; only this one's expiry is moved into the past.
      const newest = await handle.db.selectFrom("admin_sessions").select("id_hash").orderBy("created_at", "desc").executeTakeFirstOrThrow();
      await handle.db
        .updateTable("admin_sessions")
        .set({ idle_expires_at: new Date(Date.now() - 1000).toISOString() })
        .where("id_hash", "=", newest.id_hash)
        .execute();
    } finally {
      await handle.close();
    }
    expect((await fetch(`${server.url}/admin/leads`, { headers: { Cookie: cookie }, redirect: "manual" })).status).toBe(302);
  });

  it("signs out: the session is deleted and the cookie cleared", async () => {
    const signedIn = await createAdminAndLogin(server);
    const response = await fetch(`${server.url}/admin/logout`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url, Cookie: signedIn.cookie },
      body: form({ csrf: signedIn.csrfToken }),
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/admin/login?signedOut=1");
    expect(response.headers.get("Set-Cookie")).toMatch(/^bc_admin=; .*Max-Age=0/);
    expect((await fetch(`${server.url}/admin/leads`, { headers: { Cookie: signedIn.cookie }, redirect: "manual" })).status).toBe(302);
  });
});

describe("cross-site request forgery", () => {
  async function post(path: string, headers: Record<string, string>, fields: Record<string, string>) {
    return fetch(`${server.url}${path}`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: admin.cookie, ...headers },
      body: form(fields),
    });
  }

  it("refuses a cross-site POST that carries a valid session cookie", async () => {
    const evil = { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" };
    const withToken = { intent: "release", kind: "contact", id: "1", csrf: admin.csrfToken };
    // A UI route: React Router's own origin check answers first.
    expect([400, 403]).toContain((await post("/admin/leads", evil, withToken)).status);
    // A resource route: our origin check.
    expect((await post("/admin/logout", evil, { csrf: admin.csrfToken })).status).toBe(403);
    // No Origin, but the browser says cross-site.
    expect((await post("/admin/logout", { "Sec-Fetch-Site": "cross-site" }, { csrf: admin.csrfToken })).status).toBe(403);
    // The session survived all of it.
    expect((await fetch(`${server.url}/admin/leads`, { headers: { Cookie: admin.cookie }, redirect: "manual" })).status).toBe(200);
  });

  it("refuses a same-origin POST without the session's CSRF token", async () => {
    const same = { Origin: server.url };
    expect((await post("/admin/logout", same, {})).status).toBe(403);
    expect((await post("/admin/logout", same, { csrf: "x".repeat(43) })).status).toBe(403);
    expect((await post("/admin/leads/contact/1", same, { intent: "status", status: "won" })).status).toBe(403);
    expect((await fetch(`${server.url}/admin/leads`, { headers: { Cookie: admin.cookie }, redirect: "manual" })).status).toBe(200);
  });
});
