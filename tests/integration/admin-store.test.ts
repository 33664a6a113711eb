import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openDb, type DbHandle } from "#app/db/client.server.ts";
import { bootstrapAdmin, createAdminUser, resetPassword, setAccountDisabled } from "#app/features/auth/accounts.server.ts";
import { SIGN_IN_LIMITS, admitSignIn } from "#app/features/auth/sign-in-limits.server.ts";
import { createSession, findSession, touchSession, SESSION_IDLE_MS } from "#app/features/auth/sessions.server.ts";
import { signIn } from "#app/features/auth/sign-in.server.ts";
import { parseInboxFilters } from "#app/features/inbox/filters.ts";
import { addLeadNote, assignLead, releaseLead, setLeadStatus } from "#app/features/inbox/mutations.server.ts";
import { findLead, listLeadActivity, listLeads, listNotes } from "#app/features/inbox/queries.server.ts";
import { createLeadRepository } from "#app/features/lead-records/repository.server.ts";
import { createTestDatabase, postgresAvailable } from "#tests/support/postgres.ts";
import { leadCapture } from "#tests/support/lead-capture.ts";

const noCapture = leadCapture();

const signInRequest = new Request("http://127.0.0.1/admin/login", { method: "POST" });

const filters = (query: string) => parseInboxFilters(new URLSearchParams(query));

/** Accounts, sessions, limits and the inbox queries: the same contract on each engine. */
async function exerciseAdminStore(handle: DbHandle) {
  await handle.migrate();
  const db = handle.db;

  const owner = await bootstrapAdmin(db, { email: " Owner@Example.com ", password: "first-password-1" });
  expect(owner).toMatchObject({ email: "owner@example.com", role: "owner" });
  expect(await bootstrapAdmin(db, { email: "second@example.com", password: "first-password-1" })).toBeNull();
  await expect(createAdminUser(db, "OWNER@example.com", "another-password")).rejects.toThrow(/already exists/);
  const stored = await db.selectFrom("admin_users").select("password_hash").executeTakeFirstOrThrow();
  expect(stored.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);

  const signedIn = await signIn(db, { email: "owner@example.com", password: "first-password-1", address: "10.0.0.1", previousToken: null, request: signInRequest });
  if (!signedIn.ok) throw new Error(signedIn.message);
  const session = await findSession(db, signedIn.token);
  expect(session?.user).toEqual(owner);
  expect(await db.selectFrom("admin_sessions").select("id_hash").executeTakeFirstOrThrow()).not.toMatchObject({ id_hash: signedIn.token });
  // Inactivity: gone once the idle expiry has passed; a touch moves it forward.
  expect(await findSession(db, signedIn.token, new Date(Date.now() + SESSION_IDLE_MS + 1000))).toBeNull();
  await touchSession(db, session!, new Date(Date.now() + SESSION_IDLE_MS / 2));
  expect(await findSession(db, signedIn.token, new Date(Date.now() + SESSION_IDLE_MS + 1000))).not.toBeNull();
  // A password reset ends every session.
  await resetPassword(db, "owner@example.com", "second-password-2");
  expect(await findSession(db, signedIn.token)).toBeNull();
  expect((await signIn(db, { email: "owner@example.com", password: "first-password-1", address: "x", previousToken: null, request: signInRequest })).ok).toBe(false);

  // Parallel guesses from one address cannot get past its limit together: each is counted before it is let through.
  const results = await Promise.all(
    Array.from({ length: 12 }, () => admitSignIn(db, { email: "victim@example.com", address: "10.9.9.9", deviceId: null })),
  );
  expect(results.filter((result) => result.allowed).length).toBe(SIGN_IN_LIMITS.perAddressAndAccount);
  const limited = await signIn(db, { email: "victim@example.com", password: "x", address: "10.9.9.9", previousToken: null, request: signInRequest });
  expect(limited).toMatchObject({ ok: false, message: expect.stringMatching(/^Too many sign-in attempts from this connection/) });
  // Another address is not paused by them.
  expect(await admitSignIn(db, { email: "victim@example.com", address: "10.1.1.1", deviceId: null })).toMatchObject({ allowed: true });

  const repository = createLeadRepository(db);
  const contact = await repository.insertContactSubmission({
    source: "contact-page",
    name: "Ann O'Neil 100%",
    email: "ann@example.com",
    phone: "(713) 555-0148",
    subject: "Resurface",
    message: "Plaster is rough",
    firstName: null,
    lastName: null,
    location: null,
    serviceType: null,
    timeline: null,
  });
  const quote = await repository.insertQuoteRequest(
    {
      source: "get-quote",
      contactMethod: "phone",
      name: "Bob Spam",
      email: null,
      phone: "832-555-0000",
      preferredCallbackTime: null,
      address: null,
      projectType: "new-pool",
      poolSize: "large",
      timeline: null,
      features: ["LED Lighting"],
      notes: "gate",
    },
    { ...noCapture, spamReason: "honeypot field filled" },
  );

  expect((await listLeads(db, filters(""), owner!)).leads.map((lead) => lead.name)).toEqual(["Ann O'Neil 100%"]);
  expect((await listLeads(db, filters("spam=all"), owner!)).total).toBe(2);
  expect((await listLeads(db, filters("q=7135550148"), owner!)).leads).toHaveLength(1);
  expect((await listLeads(db, filters("q=100%25"), owner!)).leads).toHaveLength(1);
  expect((await listLeads(db, filters("q=1%25"), owner!)).leads).toHaveLength(0);
  expect((await listLeads(db, filters("q=PLASTER"), owner!)).leads).toHaveLength(1);

  const actor = owner!;
  expect(await setLeadStatus(db, actor, "contact_submissions", contact.id, "won")).toBe(true);
  expect(await setLeadStatus(db, actor, "contact_submissions", 9999, "won")).toBe(false);
  expect(await addLeadNote(db, actor, "quote_requests", quote.id, "Real person, called back")).toBe(true);
  expect(await releaseLead(db, actor, "quote_requests", quote.id)).toBe(true);
  expect(await releaseLead(db, actor, "quote_requests", quote.id)).toBe(false);

  expect((await listLeads(db, filters("status=won"), owner!)).leads.map((lead) => lead.id)).toEqual([contact.id]);
  expect((await listLeads(db, filters("q=called%20back"), owner!)).leads.map((lead) => lead.name)).toEqual(["Bob Spam"]);
  expect(await findLead(db, "quote_requests", quote.id)).toMatchObject({ spamReason: null, features: ["LED Lighting"] });
  expect(await listNotes(db, "quote_requests", quote.id)).toMatchObject([{ authorEmail: actor.email, body: "Real person, called back" }]);
  expect((await listLeadActivity(db, "quote_requests", quote.id)).map((entry) => entry.action)).toEqual(["lead.note", "lead.release"]);
  expect(await listLeadActivity(db, "contact_submissions", contact.id)).toMatchObject([
    { action: "lead.status", actorEmail: actor.email, details: { from: "new", to: "won" } },
  ]);

  // Assignment, the "mine" filter, and disabled accounts.
  const staff = await createAdminUser(db, "staff@example.com", "staff-password-1", "staff");
  expect(staff.role).toBe("staff");
  expect(await assignLead(db, actor, "contact_submissions", contact.id, staff.id)).toBe(true);
  expect((await listLeads(db, filters("assigned=mine"), staff)).leads.map((lead) => lead.id)).toEqual([contact.id]);
  expect((await listLeads(db, filters("assigned=mine"), actor)).total).toBe(0);
  expect((await listLeads(db, filters("assigned=unassigned"), actor)).leads.map((lead) => lead.id)).toEqual([quote.id]);
  expect((await listLeadActivity(db, "contact_submissions", contact.id)).at(-1)).toMatchObject({
    action: "lead.assign",
    details: { to: "staff@example.com" },
  });
  const staffSession = await createSession(db, staff);
  await setAccountDisabled(db, staff.id, true);
  expect(await findSession(db, staffSession.token)).toBeNull();
  expect((await signIn(db, { email: "staff@example.com", password: "staff-password-1", address: "y", previousToken: null, request: signInRequest })).ok).toBe(false);
  expect(await assignLead(db, actor, "quote_requests", quote.id, staff.id), "no assigning to a disabled account").toBe(false);
  await setAccountDisabled(db, staff.id, false);
  expect((await signIn(db, { email: "staff@example.com", password: "staff-password-1", address: "y", previousToken: null, request: signInRequest })).ok).toBe(true);

  const extra = await createSession(db, actor);
  expect(await findSession(db, extra.token)).not.toBeNull();
}

describe("admin store", () => {
  const sqliteDir = mkdtempSync(path.join(tmpdir(), "bayou-crest-admin-"));
  afterAll(() => rmSync(sqliteDir, { recursive: true, force: true }));

  it("accounts, sessions, sign-in limits and the inbox on SQLite", async () => {
    const handle = openDb({ dataDir: sqliteDir });
    try {
      await exerciseAdminStore(handle);
    } finally {
      await handle.close();
    }
  });

  it("accounts, sessions, sign-in limits and the inbox on PostgreSQL", async (ctx) => {
    if (!(await postgresAvailable())) return ctx.skip();
    const database = await createTestDatabase();
    const handle = openDb({ databaseUrl: database.url, dataDir: sqliteDir });
    try {
      await exerciseAdminStore(handle);
    } finally {
      await handle.close();
      await database.drop();
    }
  });
});
