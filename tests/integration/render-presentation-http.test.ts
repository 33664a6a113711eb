import { rmSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDb } from "#app/db/client.server.ts";
import { defaultDesign } from "#app/features/design/model.ts";
import { designQuery } from "#app/features/design/query.ts";
import { createAdminAndLogin, type SignedInAdmin } from "#tests/support/admin.ts";
import { readPdf } from "#tests/support/pdf-text.ts";
import { fakeBlenderFixture, startWorkerProcess, waitFor, type WorkerProcess } from "#tests/support/render-queue.ts";
import { startServer, type RunningServer } from "#tests/support/server.ts";
import { nextToken, post, testServerEnv, validForms } from "#tests/integration/leads-helpers.ts";

/**
 * "Render for a presentation" on a lead's page over HTTP (decision 047): a designed quote sent
 * from the Spanish site; staff ask for the presentation; a worker process (stand-in Blender)
 * whose render crashes, the failure on the page and "Try again"; then the pictures and the PDF
 * to download, for staff and owner, in Spanish. A server without renderings says why instead.
 */
/** Two worker processes one after the other: seconds on an idle machine, a minute or more on a loaded one. */
const SLOW_MS = 240_000;
const design = designQuery({ ...defaultDesign, shape: "kidney", length: 34 });

let fixture: { dir: string; image: string };
beforeAll(async () => {
  fixture = await fakeBlenderFixture();
});
afterAll(() => rmSync(fixture.dir, { recursive: true, force: true }));

/** A quote sent from the Spanish designer, as a browser with JavaScript sends it; its id. */
async function designedQuote(server: RunningServer): Promise<number> {
  const email = `marta-${Date.now()}@example.com`;
  const response = await post(server.url, { ...validForms["get-quote"], contactMethod: "email", name: "Marta Ríos", email, design, "form-token": await nextToken(server.url) }, { path: "/es/cotizacion" });
  expect(response.status, await response.clone().text()).toBe(200);
  const handle = openDb({ dataDir: server.dataDir });
  try {
    return Number((await handle.db.selectFrom("quote_requests").select("id").where("email", "=", email).executeTakeFirstOrThrow()).id);
  } finally {
    await handle.close();
  }
}

const page = async (server: RunningServer, admin: SignedInAdmin, id: number) => {
  const response = await fetch(`${server.url}/admin/leads/quote/${id}`, { headers: { Cookie: admin.cookie } });
  expect(response.status).toBe(200);
  return (await response.text()).replaceAll("&#x27;", "'");
};

describe("a lead's presentation, with renderings on", () => {
  let server: RunningServer;
  let owner: SignedInAdmin;
  let staff: SignedInAdmin;
  let id: number;
  const workers: WorkerProcess[] = [];
  const worker = (env: Record<string, string> = {}) => {
    const started = startWorkerProcess({ DATA_DIR: server.dataDir, FAKE_BLENDER_IMAGE: fixture.image, FAKE_BLENDER_DIR: fixture.dir, ...env });
    workers.push(started);
    return started;
  };
  const ask = (admin: SignedInAdmin) =>
    fetch(`${server.url}/admin/leads/quote/${id}`, {
      method: "POST",
      redirect: "manual",
      headers: { Cookie: admin.cookie, Origin: server.url, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ csrf: admin.csrfToken, intent: "presentation" }),
    });

  beforeAll(async () => {
    server = await startServer({ env: { ...testServerEnv, RENDERINGS: "on" } });
    [owner, staff] = await Promise.all([createAdminAndLogin(server), createAdminAndLogin(server, undefined, { role: "staff" })]);
    id = await designedQuote(server);
  });
  afterAll(async () => {
    await Promise.all(workers.map((started) => started.kill()));
    await server?.stop();
  });

  it(
    "lets staff ask for it, shows a failed render, and after Try again offers the 4K pictures and the Spanish sheet",
    async () => {
      const before = await page(server, staff, id);
      expect(before).toContain("a one-page design sheet in Spanish");
      expect(before).toContain("Render for a presentation");

      const asked = await ask(staff);
      expect(asked.status).toBe(302);
      expect(asked.headers.get("Location")).toBe(`/admin/leads/quote/${id}#presentation`);
      const queued = await page(server, staff, id);
      expect(queued).toContain("Day picture: next in the render queue");
      expect(queued).toContain("Dusk picture: number 2 in the render queue");
      expect(queued, "in the lead's activity").toContain("asked for a presentation");
      expect(queued, "no second button while it renders").not.toContain("Render for a presentation</button>");

      const crashing = worker({ FAKE_BLENDER_MODE: "crash", RENDER_MAX_ATTEMPTS: "1" });
      const failed = await waitFor("the failure on the lead page", async () => {
        const html = await page(server, staff, id);
        return html.includes("The presentation could not be made.") ? html : undefined;
      });
      expect(failed).toMatch(/The (day|dusk) picture could not be rendered: blender exited with 1/);
      expect(failed).toContain("Try again");
      // The other picture fails too before the worker stops (a render stopped mid-way waits out its lease).
      await waitFor("both pictures failed", async () => {
        const handle = openDb({ dataDir: server.dataDir });
        try {
          const rows = await handle.db.selectFrom("render_jobs").select("status").execute();
          return rows.length === 2 && rows.every((row) => row.status === "failed") ? true : undefined;
        } finally {
          await handle.close();
        }
      });
      await crashing.stop();

      expect((await ask(staff)).status).toBe(302);
      worker();
      const done = await waitFor("the downloads on the lead page", async () => {
        const html = await page(server, owner, id);
        return html.includes("Design sheet in Spanish (PDF") ? html : undefined;
      });
      for (const file of ["sheet.pdf", "day.jpg", "dusk.jpg"]) expect(done).toContain(`href="/admin/leads/quote/${id}/presentation/${file}"`);

      const pdf = await fetch(`${server.url}/admin/leads/quote/${id}/presentation/sheet.pdf`, { headers: { Cookie: staff.cookie } });
      expect(pdf.status).toBe(200);
      expect(pdf.headers.get("Content-Type")).toBe("application/pdf");
      expect(pdf.headers.get("Content-Disposition")).toBe(`attachment; filename="pool-design-${id}-sheet.pdf"`);
      const { pages, text } = readPdf(Buffer.from(await pdf.arrayBuffer()));
      expect(pages).toBe(1);
      expect(text.replace(/\s+/g, "")).toContain("Eldiseñodesualberca");
      const day = await fetch(`${server.url}/admin/leads/quote/${id}/presentation/day.jpg`, { headers: { Cookie: owner.cookie } });
      expect(day.status).toBe(200);
      expect(day.headers.get("Content-Type")).toBe("image/jpeg");
      const stranger = await fetch(`${server.url}/admin/leads/quote/${id}/presentation/sheet.pdf`, { redirect: "manual" });
      expect(stranger.status, "not for the public").not.toBe(200);
    },
    SLOW_MS,
  );
});

describe("a lead's presentation, with renderings off", () => {
  let server: RunningServer;
  let owner: SignedInAdmin;
  let id: number;
  beforeAll(async () => {
    server = await startServer({ env: testServerEnv });
    owner = await createAdminAndLogin(server);
    id = await designedQuote(server);
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("offers no button and says why", async () => {
    const html = await page(server, owner, id);
    expect(html).toContain("Presentations need photoreal renderings, which are off on this server");
    expect(html).not.toContain("Render for a presentation");
  });
});
