import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type RunningServer } from "#tests/support/server.ts";
import { post, storedRows, testServerEnv, validForms } from "#tests/integration/leads-helpers.ts";

/**
 * Decision 042: the pages with a lead form are page copies (the same bytes for everyone), so
 * their forms carry no token; the form's 1 × 1 pixel sets the form-proof cookie, and a form sent
 * without JavaScript is stored on the first press with it. Each proof stores one lead; a second
 * form open in another tab gets a fresh proof with the first one's answer; a browser without the
 * cookie (images off) is asked to press once more, its values kept; a script without any proof
 * is stored, flagged (decision 020).
 */

let server: RunningServer;

beforeAll(async () => {
  server = await startServer({ env: testServerEnv });
});
afterAll(() => server?.stop());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Past testServerEnv's minimum fill time, as a person filling in the form would be. */
const filledIn = () => sleep(400);

/** The `name=value` of a Set-Cookie for the form proof, as a browser would send it back. */
function proofOf(response: Response): string {
  const cookie = /(?:^|, )(form-proof=[^;]+)/.exec(response.headers.get("set-cookie") ?? "")?.[1];
  if (!cookie) throw new Error(`no form-proof cookie (status ${response.status})`);
  return cookie;
}

/** What a browser without JavaScript does: load the page's pixel, and later press the button. */
async function loadPixel(): Promise<Response> {
  return fetch(`${server.url}/form-proof`, { headers: { Accept: "image/avif,image/webp,*/*" } });
}

/** A document POST of the contact form with an empty token field, as the page copy has it. */
const pressSend = (name: string, cookie?: string, token = "") =>
  post(server.url, { ...validForms.contact, name, "bot-field": "", "form-token": token }, { path: "/contact", accept: "text/html", headers: cookie ? { Cookie: cookie } : {} });

async function contactsNamed(name: string) {
  return (await storedRows(server.dataDir)).contacts.filter((row) => row.name === name);
}

describe("the form-proof pixel and cookie", () => {
  it("answers a 1 × 1 GIF that no cache may keep, setting a signed, HttpOnly, SameSite cookie", async () => {
    const first = await loadPixel();
    expect(first.status).toBe(200);
    expect(first.headers.get("content-type")).toBe("image/gif");
    expect(first.headers.get("cache-control")).toBe("private, no-store");
    const body = Buffer.from(await first.arrayBuffer());
    expect(body.subarray(0, 6).toString("latin1")).toBe("GIF89a");
    expect([body.readUInt16LE(6), body.readUInt16LE(8)]).toEqual([1, 1]);
    const setCookie = first.headers.get("set-cookie")!;
    expect(setCookie).toMatch(/^form-proof=[0-9a-z]+\.[0-9a-z]+\.[\w-]{12}\.[\w-]{43}; Max-Age=10800; Path=\/; HttpOnly; SameSite=Lax$/);
    // Every load its own proof.
    expect(proofOf(await loadPixel())).not.toBe(proofOf(first));
  });

  it("stores a form sent without JavaScript on the first press, with the cookie, not flagged, and hands a fresh proof back", async () => {
    const cookie = proofOf(await loadPixel());
    await filledIn();
    const response = await pressSend("Cookie Carla", cookie);
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toMatch(/^\/contact\?sent=contact&ref=/);
    expect(proofOf(response)).not.toBe(cookie);
    const [stored] = await contactsNamed("Cookie Carla");
    expect(stored).toMatchObject({ spam_reason: null, possible_spam: null });
  });

  it("stores one lead per proof: the cookie replayed is asked to confirm, with the values kept, and nothing is lost", async () => {
    const cookie = proofOf(await loadPixel());
    await filledIn();
    expect((await pressSend("Replay Once", cookie)).status).toBe(303);
    const replayed = await pressSend("Replay Twice", cookie);
    expect(replayed.status).toBe(400);
    const page = await replayed.text();
    expect(page).toContain("please check your details and press the button again");
    expect(page).toContain('value="Replay Twice"');
    expect(await contactsNamed("Replay Twice")).toHaveLength(0);
    // The re-rendered form carries its own fresh token: the next press stores it.
    const token = /name="form-token" value="([^"]+)"/.exec(page)?.[1];
    expect(token).toBeTruthy();
    expect((await pressSend("Replay Twice", cookie, token)).status).toBe(303);
    expect(await contactsNamed("Replay Twice")).toHaveLength(1);
    expect(await contactsNamed("Replay Once")).toHaveLength(1);
  });

  it("stores the forms of two tabs, each on its first press (the browser keeps the proof the first answer set)", async () => {
    // Both tabs loaded their pixel: the browser holds the later proof.
    await loadPixel();
    let jar = proofOf(await loadPixel());
    await filledIn();
    const first = await pressSend("Tab One", jar);
    expect(first.status).toBe(303);
    jar = proofOf(first);
    const second = await pressSend("Tab Two", jar);
    expect(second.status).toBe(303);
    expect(await contactsNamed("Tab One")).toHaveLength(1);
    expect(await contactsNamed("Tab Two")).toHaveLength(1);
  });

  it("asks a browser without the cookie (images off) to press once more, its values kept, and stores the second press", async () => {
    const first = await pressSend("Images Off Ida");
    expect(first.status).toBe(400);
    const page = await first.text();
    expect(page).toContain("please check your details and press the button again");
    expect(page).toContain('value="Images Off Ida"');
    expect(await contactsNamed("Images Off Ida")).toHaveLength(0);
    const token = /name="form-token" value="([^"]+)"/.exec(page)?.[1];
    expect((await pressSend("Images Off Ida", undefined, token)).status).toBe(303);
    expect(await contactsNamed("Images Off Ida")).toHaveLength(1);
  });

  it("flags a lead sent sooner after the pixel than the minimum fill time, and stores it", async () => {
    const cookie = proofOf(await loadPixel());
    expect((await pressSend("Quick Quinn", cookie)).status).toBe(303);
    const [stored] = await contactsNamed("Quick Quinn");
    expect(stored?.possible_spam).toMatch(/^sent \d+ ms after the form token was issued$/);
  });

  it("takes the cookie from a script too, and stores a script's post with no proof at all, flagged", async () => {
    const cookie = proofOf(await loadPixel());
    await filledIn();
    const scripted = await post(server.url, { ...validForms.contact, name: "Script With Cookie", "bot-field": "" }, { headers: { Cookie: cookie } });
    expect(scripted.status).toBe(200);
    const bare = await post(server.url, { ...validForms.contact, name: "Script Without Proof", "bot-field": "" });
    expect(bare.status).toBe(200);
    expect((await contactsNamed("Script With Cookie"))[0]).toMatchObject({ possible_spam: null });
    expect((await contactsNamed("Script Without Proof"))[0]?.possible_spam).toBe("sent without a form token (an old hosted-form client, or a script)");
  });

  it("refuses a forged cookie as it refuses a forged token", async () => {
    const response = await post(server.url, { ...validForms.contact, name: "Forged Cookie", "bot-field": "" }, { headers: { Cookie: "form-proof=1.2.3.forged" } });
    expect(response.status).toBe(400);
    expect(await contactsNamed("Forged Cookie")).toHaveLength(0);
  });
});
