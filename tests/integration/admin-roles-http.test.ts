import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdminAndLogin, type SignedInAdmin } from "#tests/support/admin.ts";
import { startServer, type RunningServer } from "#tests/support/server.ts";
import { formToken, post, testServerEnv, validForms } from "#tests/integration/leads-helpers.ts";

let server: RunningServer;
let owner: SignedInAdmin;
let staff: SignedInAdmin;

beforeAll(async () => {
  server = await startServer({ env: testServerEnv });
  [owner, staff] = await Promise.all([createAdminAndLogin(server), createAdminAndLogin(server, undefined, { role: "staff" })]);
  const token = await formToken(server.url);
  expect((await post(server.url, { "bot-field": "", ...validForms["get-quote"], "form-token": token })).status).toBe(200);
}, 60_000);
afterAll(async () => {
  await server?.stop();
});

type Access = "open" | "owner";

/** Every admin route, what a request to it does, and who may make it. */
const routes: { path: string; method: "GET" | "POST"; access: Access; body?: Record<string, string>; multipart?: boolean }[] = [
  { path: "/admin", method: "GET", access: "open" },
  { path: "/admin/leads", method: "GET", access: "open" },
  { path: "/admin/leads", method: "POST", access: "open", body: { intent: "release", kind: "quote", id: "999" } },
  { path: "/admin/leads/quote/1", method: "GET", access: "open" },
  { path: "/admin/leads/quote/1", method: "POST", access: "open", body: { intent: "status", status: "new" } },
  { path: "/admin/leads/quote/1", method: "POST", access: "owner", body: { intent: "erase" } },
  { path: "/admin/leads/quote/1/data.json", method: "GET", access: "open" },
  { path: "/admin/leads/quote/1/yard/picture.jpg", method: "GET", access: "open" },
  // The owner's presentation (decision 047): staff make and send them as they handle the lead.
  { path: "/admin/leads/quote/1", method: "POST", access: "open", body: { intent: "presentation" } },
  { path: "/admin/leads/quote/1/presentation/sheet.pdf", method: "GET", access: "open" },
  { path: "/admin/leads.csv", method: "GET", access: "open" },
  { path: "/admin/leads/saved-designs", method: "GET", access: "open" },
  { path: "/admin/leads/saved-designs", method: "POST", access: "owner", body: { intent: "erase", id: "999" } },
  { path: "/admin/pricing", method: "GET", access: "owner" },
  { path: "/admin/pricing", method: "POST", access: "owner", body: {} },
  { path: "/admin/visits", method: "GET", access: "open" },
  { path: "/admin/visits", method: "POST", access: "open", body: { intent: "missed", id: "999" } },
  { path: "/admin/visits", method: "POST", access: "owner", body: { intent: "assign", id: "999", member: "1" } },
  { path: "/admin/visits", method: "POST", access: "owner", body: { intent: "hours", member: "1", visitMinutes: "90", bufferMinutes: "30", maxPerDay: "3" } },
  { path: "/admin/team", method: "GET", access: "owner" },
  { path: "/admin/team", method: "POST", access: "owner", body: { intent: "enable", id: "999" } },
  { path: "/admin/account", method: "GET", access: "open" },
  { path: "/admin/account", method: "POST", access: "open", body: { current: "wrong", next: "whatever-long-enough" } },
  { path: "/admin/templates", method: "GET", access: "owner" },
  { path: "/admin/templates", method: "POST", access: "owner", body: { intent: "save", id: "", name: "", subject: "", body: "" } },
  { path: "/portfolio-management", method: "GET", access: "owner" },
  { path: "/portfolio-management", method: "POST", access: "owner", body: { intent: "delete", id: "no-such-project" }, multipart: true },
  { path: "/portfolio-management/preview/hartley-family-project", method: "GET", access: "owner" },
  { path: "/portfolio-management/design/hartley-family-project", method: "GET", access: "owner" },
  { path: "/portfolio-management/upload", method: "POST", access: "owner", body: { intent: "delete", id: "no-such-project" }, multipart: true },
];

function request(admin: SignedInAdmin, route: (typeof routes)[number], suffix = "") {
  const headers: Record<string, string> = { Cookie: admin.cookie };
  if (route.method === "GET") return fetch(`${server.url}${route.path}${suffix}`, { headers, redirect: "manual" });
  // The CSRF token first: the portfolio manager reads it before the rest of a multipart body.
  const fields = { csrf: admin.csrfToken, ...route.body };
  let body: URLSearchParams | FormData = new URLSearchParams(fields);
  if (route.multipart) {
    body = new FormData();
    for (const [name, value] of Object.entries(fields)) body.append(name, value);
  }
  return fetch(`${server.url}${route.path}${suffix}`, { method: "POST", redirect: "manual", headers: { ...headers, Origin: server.url }, body });
}

describe("roles on every admin route", () => {
  it("lists every admin route of app/routes.ts", () => {
    const source = readFileSync(new URL("../../app/routes.ts", import.meta.url), "utf8");
    const declared = [...source.matchAll(/route\("((?:admin|portfolio-management)[^"]*)"/g)]
      .map((match) => `/${match[1]}`)
      // Sign-in and sign-out, and the installable admin's public files (push-http.test.ts).
      .filter((path) => !["/admin/login", "/admin/logout", "/admin/service-worker.js", "/admin/manifest.webmanifest", "/admin/icons/:file"].includes(path));
    const covered = new Set(
      routes.map((route) => route.path.replace(/\/quote\/1(?=\/|$)/, "/:kind/:id").replace(/\/(preview|design)\/[^/]+$/, "/$1/:id").replace(/\/yard\/[^/]+$/, "/yard/:file").replace(/\/presentation\/[^/]+$/, "/presentation/:file")),
    );
    expect(declared.filter((path) => !covered.has(path))).toEqual([]);
  });

  for (const route of routes) {
    it(`${route.method} ${route.path}: ${route.access === "owner" ? "owner only" : "owner and staff"}`, async () => {
      const asOwner = await request(owner, route);
      expect(asOwner.status, "owner").not.toBe(403);
      expect(asOwner.status, "owner").toBeLessThan(500);
      const asStaff = await request(staff, route);
      if (route.access === "owner") {
        expect(asStaff.status, "staff").toBe(403);
        // As shown: React escapes the apostrophe in text (a page without hydration data shows only that).
        expect((await asStaff.text()).replaceAll("&#x27;", "'")).toContain("for the owner's account");
        if (route.method === "GET") {
          const data = await request(staff, route, ".data");
          expect(await data.text(), "the data request gives nothing away").not.toContain(owner.email);
        }
      } else {
        expect(asStaff.status, "staff").not.toBe(403);
        expect(asStaff.status, "staff").toBeLessThan(500);
      }
    });
  }

  it("lets staff download a lead's data but not erase the lead", async () => {
    const page = await (await fetch(`${server.url}/admin/leads/quote/1`, { headers: { Cookie: staff.cookie } })).text();
    expect(page).toContain('href="/admin/leads/quote/1/data.json"');
    expect(page, "no erase form for staff").not.toContain("Erase this visitor");
    const erase = await request(staff, { path: "/admin/leads/quote/1", method: "POST", access: "owner", body: { intent: "erase", confirm: "yes" } });
    expect(erase.status).toBe(403);
    expect(await erase.text()).toContain("for the owner's account");
    expect((await fetch(`${server.url}/admin/leads/quote/1`, { headers: { Cookie: owner.cookie } })).status, "the lead is still there").toBe(200);
    const ownerPage = await (await fetch(`${server.url}/admin/leads/quote/1`, { headers: { Cookie: owner.cookie } })).text();
    expect(ownerPage).toContain("Erase this visitor");
  });

  it("shows staff only the sections they may open", async () => {
    const html = await (await fetch(`${server.url}/admin/leads`, { headers: { Cookie: staff.cookie } })).text();
    const nav = /<nav aria-label="Admin".*?<\/nav>/s.exec(html)?.[0] ?? "";
    expect([...nav.matchAll(/href="([^"]+)"/g)].map((match) => match[1])).toEqual(["/admin", "/admin/leads", "/admin/visits", "/admin/account"]);
  });

  it("lets the owner add, disable, enable and reset a staff account", async () => {
    const post = (fields: Record<string, string>) =>
      fetch(`${server.url}/admin/team`, {
        method: "POST",
        redirect: "manual",
        headers: { Cookie: owner.cookie, "Content-Type": "application/x-www-form-urlencoded", Origin: server.url },
        body: new URLSearchParams({ ...fields, csrf: owner.csrfToken }),
      });
    const signIn = (password: string) =>
      fetch(`${server.url}/admin/login`, {
        method: "POST",
        redirect: "manual",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url },
        body: new URLSearchParams({ email: "new.staff@example.com", password }),
      });

    const short = await post({ intent: "add", email: "new.staff@example.com", role: "staff", password: "short" });
    expect(short.status).toBe(400);
    expect(await short.text()).toContain("at least 12 characters");
    expect((await post({ intent: "add", email: "new.staff@example.com", role: "staff", password: "first-staff-pass" })).status).toBe(302);
    const duplicate = await post({ intent: "add", email: "New.Staff@example.com", role: "staff", password: "first-staff-pass" });
    expect(await duplicate.text()).toContain("already exists");

    const team = (await (await fetch(`${server.url}/admin/team`, { headers: { Cookie: owner.cookie } })).text()).replaceAll("<!-- -->", "");
    expect(team).toMatch(/new\.staff@example\.com.*?Staff · Active/s);
    const id = /name="id" value="(\d+)"(?:(?!name="id").)*?Disable<span class="sr-only"> new\.staff@example\.com/s.exec(team)?.[1];
    expect(id).toBeTruthy();

    const session = (await signIn("first-staff-pass")).headers.get("Set-Cookie")!.split(";")[0]!;
    expect((await fetch(`${server.url}/admin/leads`, { headers: { Cookie: session }, redirect: "manual" })).status).toBe(200);

    expect((await post({ intent: "disable", id: id! })).status).toBe(302);
    expect((await fetch(`${server.url}/admin/leads`, { headers: { Cookie: session }, redirect: "manual" })).status, "signed out").toBe(302);
    expect((await signIn("first-staff-pass")).status, "cannot sign in").toBe(401);

    expect((await post({ intent: "enable", id: id! })).status).toBe(302);
    expect((await post({ intent: "reset", id: id!, password: "second-staff-pass" })).status).toBe(302);
    expect((await signIn("first-staff-pass")).status, "the old password no longer works").toBe(401);
    expect((await signIn("second-staff-pass")).status).toBe(302);
    expect(team, "the owner cannot disable their own account from the list").not.toContain(`Disable<span class="sr-only"> ${owner.email}`);
  });
});
