import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type RunningServer } from "#tests/support/server.ts";
import { formToken, nextToken, storedRows, testServerEnv, validForms } from "#tests/integration/leads-helpers.ts";

/**
 * Bounded bad-input fuzzing against every lead endpoint, on 127.0.0.1 only: a fixed number of
 * generated bodies from a seeded generator (reproducible), a deadline, and then the checks.
 */
const BODIES = 2000;
const CONCURRENCY = 16;
const DEADLINE_MS = 50_000;
const ENDPOINTS = ["/", "/?index", "/contact", "/get-quote"];

const hostile = [
  "'; DROP TABLE contact_submissions; --",
  "<script>alert('x')</script>",
  '"><img src=x onerror=alert(1)>',
  "{{7*7}} ${7*7} <%= 7*7 %>",
  "Robert'); DELETE FROM quote_requests WHERE ('1'='1",
  "Zoë Ångström — 日本語 🏊‍♀️ \u202Eevil",
];

function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

type Form = keyof typeof validForms;
const formNames = Object.keys(validForms) as Form[];

/** Each mutation turns a valid form into an invalid one. */
const mutations: ((form: Form, rand: () => number) => string | Buffer)[] = [
  (form) => encode({ ...validForms[form], "form-name": "" }),
  (form) => encode({ ...validForms[form], "form-name": "x".repeat(5000) }),
  (form, rand) => encode({ ...validForms[form], [requiredField(form)]: "" + "".padEnd(Math.floor(rand() * 3), " ") }),
  (form) => encode({ ...validForms[form], email: "not an email" }),
  (form) => encode({ ...validForms[form], phone: "call me maybe" }),
  (form) => encode({ ...validForms[form], phone: "1".repeat(40) }),
  (form) => encode({ ...validForms[form], [requiredField(form)]: "y".repeat(6000) }),
  (form) => encode({ ...validForms[form], [requiredField(form)]: "Name\r\nBcc: victim@example.com" }),
  (form) => encode({ ...validForms[form], [requiredField(form)]: "nul\u0000byte" }),
  (form) => `${encode(validForms[form])}&${encodeURIComponent(requiredField(form))}=again`,
  (form) => `${encode(validForms[form])}&form-name=${form}`,
  (form) => encode({ ...validForms[form], ...invalidOption[form] }),
  (form) => encode(validForms[form]).replace(/=/g, "=%E0%A4%A").replace(/&/g, "&%"),
  (form) =>
    Buffer.concat([Buffer.from(encode({ ...validForms[form], [requiredField(form)]: "" })), Buffer.from([0xff, 0xfe, 0xc3, 0x28])]),
  (form) => encode({ ...validForms[form], email: "a@b.c".repeat(60) }),
  (_form, rand) => Buffer.from(Array.from({ length: Math.floor(rand() * 2000) }, () => Math.floor(rand() * 256))),
  (_form, rand) => JSON.stringify({ "form-name": "contact", name: ["a"], email: { $ne: null }, n: rand() }),
  () => "form-name=contact&name[]=a&name[]=b&email=a@b.co&message=hi",
  () => "form-name=contact&form-name=get-quote&name=a&email=a@b.co&message=hi",
  () => "%",
  () => "=&=&&==",
  (form) => encode({ ...validForms[form], features: "Hot Tub Integration, Rocket Launcher", phone: "12" }),
];

const invalidOption: Record<Form, Record<string, string>> = {
  consultation: { serviceType: "pool'; --" },
  contact: { email: "<b>@" },
  "get-quote": { contactMethod: "pigeon" },
};

function requiredField(form: Form): string {
  return form === "consultation" ? "firstName" : "name";
}

function encode(fields: Record<string, string>): string {
  return new URLSearchParams(fields).toString();
}

const contentTypes = [
  "application/x-www-form-urlencoded",
  "application/x-www-form-urlencoded; charset=utf-8",
  "application/json",
  "text/plain",
  "multipart/form-data; boundary=x",
  "",
];

describe("bad input", () => {
  let server: RunningServer;
  let token: string;
  beforeAll(async () => {
    server = await startServer({ env: { ...testServerEnv, LEADS_DEDUPE_MINUTES: "0" } });
    token = await formToken(server.url);
  });
  afterAll(() => server?.stop());

  it("never answers 5xx and stores nothing for thousands of malformed bodies", async () => {
    const rand = random(20240611);
    const started = Date.now();
    const statuses = new Map<number, number>();
    let sent = 0;
    async function worker() {
      while (sent < BODIES && Date.now() - started < DEADLINE_MS) {
        sent++;
        const form = formNames[Math.floor(rand() * formNames.length)]!;
        const mutation = mutations[Math.floor(rand() * mutations.length)]!;
        let body = mutation(form, rand);
        if (typeof body === "string" && rand() < 0.5) body += `&form-token=${encodeURIComponent(token)}`;
        const type = rand() < 0.8 ? contentTypes[0]! : contentTypes[Math.floor(rand() * contentTypes.length)]!;
        const response = await fetch(`${server.url}${ENDPOINTS[Math.floor(rand() * ENDPOINTS.length)]}`, {
          method: "POST",
          redirect: "manual",
          headers: { ...(type ? { "Content-Type": type } : {}), Accept: rand() < 0.25 ? "text/html" : "*/*" },
          body: typeof body === "string" ? body : new Uint8Array(body),
        });
        await response.arrayBuffer();
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      }
    }
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    expect(sent).toBe(BODIES);
    const serverErrors = [...statuses].filter(([status]) => status >= 500);
    expect(serverErrors).toEqual([]);
    expect(Object.fromEntries([...statuses].filter(([status]) => ![400, 413].includes(status)))).toEqual({});
    const { contacts, quotes, outbox } = await storedRows(server.dataDir);
    expect(contacts.length + quotes.length + outbox.length).toBe(0);
  }, 60_000);

  it("stores valid but hostile text verbatim and renders it escaped", async () => {
    for (const text of hostile) {
      const response = await fetch(`${server.url}/`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({
          ...validForms.contact,
          name: text,
          subject: text,
          message: `${text}\nsecond line`,
          "form-token": await nextToken(server.url),
        }),
      });
      expect(response.status).toBe(200);
    }
    const { contacts } = await storedRows(server.dataDir);
    expect(contacts.map((row) => [row.name, row.subject, row.message])).toEqual(
      hostile.map((text) => [text, text, `${text}\nsecond line`]),
    );

    // Re-rendered into the page (a no-JavaScript reply with a missing e-mail): escaped, inert.
    const page = await fetch(`${server.url}/contact`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "text/html" },
      body: new URLSearchParams({ "form-name": "contact", name: hostile[2]!, subject: hostile[1]!, message: "hi" }),
    });
    const html = await page.text();
    expect(page.status).toBe(400);
    expect(html).toContain('value="&quot;&gt;&lt;img src=x onerror=alert(1)&gt;"');
    expect(html).not.toContain("<img src=x onerror=alert(1)>");
    expect(html).not.toContain("<script>alert('x')</script>");
  });
});
