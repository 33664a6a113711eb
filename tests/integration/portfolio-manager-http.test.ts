import { describe, expect, it } from "vitest";
import { signedInAdminServer } from "#tests/support/admin-server.ts";
import { ADMIN, noticeOf, postForm, projectIds, testImage } from "#tests/integration/portfolio-admin-support.ts";

/**
 * The portfolio manager's placement and housekeeping: ordering, home-page featuring, the draft
 * preview, the JSON twin of the action that scripted uploads use, and stored uploads deleted once
 * no project shows them.
 */

const run = signedInAdminServer();

const text = (path: string) => fetch(`${run.server.url}${path}`).then((response) => response.text());

/** The project ids linked from `data-testid="<testId>"` up to `end`, in page order. */
function linkedIds(html: string, testId: string, end: string): string[] {
  const start = html.indexOf(`data-testid="${testId}"`);
  if (start === -1) throw new Error(`no ${testId} on the page`);
  const section = html.slice(start, html.indexOf(end, start));
  return [...new Set([...section.matchAll(/href="\/portfolio\/([^"]+)"/g)].map((match) => match[1]!))];
}

const gridIds = async () => linkedIds(await text("/portfolio"), "portfolio-grid", "</ul>");
const homeFeaturedIds = async () => linkedIds(await text("/"), "featured-projects", "View All Projects");
const adminIds = async () => projectIds(await (await run.admin.get("/portfolio-management")).text());

describe("portfolio manager: order", () => {
  it("moves a project up and down with plain form posts; the admin list, the grid and the home page follow", async () => {
    const grid = await gridIds();
    expect(grid.slice(0, 4)).toEqual(["hartley-family-project", "delgado-family-project", "whitaker-family-project", "nguyen-family-project"]);
    expect(await homeFeaturedIds()).toEqual(["hartley-family-project", "nguyen-family-project", "brennan-family-project"]);

    // Nguyen (4th) up three times: first everywhere, and first on the home page.
    for (let step = 0; step < 3; step++) {
      const response = await run.admin.post({ intent: "move", id: "nguyen-family-project", direction: "up" });
      expect(response.status).toBe(303);
      expect(noticeOf(response)).toEqual({ kind: "moved-up", id: "nguyen-family-project" });
    }
    expect((await adminIds()).slice(0, 3)).toEqual(["nguyen-family-project", "hartley-family-project", "delgado-family-project"]);
    expect((await gridIds()).slice(0, 3)).toEqual(["nguyen-family-project", "hartley-family-project", "delgado-family-project"]);
    expect(await homeFeaturedIds()).toEqual(["nguyen-family-project", "hartley-family-project", "brennan-family-project"]);

    // At the top it cannot go further; an unknown id is a 404; a wrong direction a 400.
    const atTop = await run.admin.post({ intent: "move", id: "nguyen-family-project", direction: "up" });
    expect(atTop.status).toBe(409);
    expect(await atTop.text()).toContain("nguyen-family-project is already the first project in the public grid.");
    expect((await run.admin.post({ intent: "move", id: "no-such-project", direction: "down" })).status).toBe(404);
    expect((await run.admin.post({ intent: "move", id: "nguyen-family-project", direction: "sideways" })).status).toBe(400);

    const down = await run.admin.post({ intent: "move", id: "nguyen-family-project", direction: "down" });
    expect(noticeOf(down)).toEqual({ kind: "moved-down", id: "nguyen-family-project" });
    expect((await gridIds()).slice(0, 2)).toEqual(["hartley-family-project", "nguyen-family-project"]);

    // The admin page shows each project's position and the move buttons.
    const page = await (await run.admin.get("/portfolio-management")).text();
    // Positions count the public grid: 9 published projects, the 5 unlisted ones have none.
    expect(page).toMatch(/Position <span[^>]*>2<\/span> of <span[^>]*>9<\/span> in the public grid/);
    expect(page.match(/Not in the public grid: publish it to place it\./g)).toHaveLength(5);
    expect(page).toContain('aria-label="Move The Hartley Family Pool up"');

    const moves = await run.db.db.selectFrom("audit_log").select("action").where("action", "=", "project.move").execute();
    expect(moves).toHaveLength(4);
  });
});

describe("portfolio manager: positions in the public grid", () => {
  it("steps over projects the grid does not show, and moves to the top or bottom in one action", async () => {
    // An unlisted project between two published ones: one "Up" press still changes the grid.
    expect((await run.admin.post({ intent: "unlist", id: "whitaker-family-project" })).status).toBe(303);
    const before = await gridIds();
    const third = before[2]!;
    const second = before[1]!;
    const up = await run.admin.post({ intent: "move", id: third, direction: "up" });
    expect(noticeOf(up)).toEqual({ kind: "moved-up", id: third });
    expect((await gridIds()).slice(1, 3)).toEqual([third, second]);

    const top = await run.admin.post({ intent: "move", id: "mercer-family-project", direction: "top" });
    expect(noticeOf(top)).toEqual({ kind: "moved-top", id: "mercer-family-project" });
    expect((await gridIds())[0]).toBe("mercer-family-project");
    const bottom = await run.admin.post({ intent: "move", id: "mercer-family-project", direction: "bottom" });
    expect(noticeOf(bottom)).toEqual({ kind: "moved-bottom", id: "mercer-family-project" });
    expect((await gridIds()).at(-1)).toBe("mercer-family-project");
    expect((await run.admin.post({ intent: "move", id: "mercer-family-project", direction: "bottom" })).status).toBe(409);

    const unlisted = await run.admin.post({ intent: "move", id: "whitaker-family-project", direction: "up" });
    expect(unlisted.status).toBe(409);
    expect(await unlisted.text()).toContain("whitaker-family-project is not in the public grid: publish it to place it.");
    expect((await run.admin.post({ intent: "publish", id: "whitaker-family-project" })).status).toBe(303);
  });
});

describe("portfolio manager: featured projects", () => {
  it("features at most three projects, says so when full, and the home page shows the public ones", async () => {
    const full = await run.admin.post({ intent: "feature", id: "okafor-family-project" });
    expect(full.status).toBe(409);
    const refusal = await full.text();
    expect(refusal).toContain("The home page shows 3 featured projects. Stop featuring one of them first, then feature okafor-family-project.");
    expect(refusal).toContain("Featured on the home page:");

    expect(noticeOf(await run.admin.post({ intent: "unfeature", id: "brennan-family-project" }))).toEqual({
      kind: "unfeatured",
      id: "brennan-family-project",
    });
    expect(await homeFeaturedIds()).not.toContain("brennan-family-project");
    expect(noticeOf(await run.admin.post({ intent: "feature", id: "okafor-family-project" })).kind).toBe("featured");
    expect(await homeFeaturedIds()).toContain("okafor-family-project");

    // A featured project that is unpublished leaves the home page, and comes back with publishing.
    await run.admin.post({ intent: "unpublish", id: "okafor-family-project" });
    expect(await homeFeaturedIds()).not.toContain("okafor-family-project");
    await run.admin.post({ intent: "publish", id: "okafor-family-project" });
    expect(await homeFeaturedIds()).toContain("okafor-family-project");
    expect((await run.admin.post({ intent: "feature", id: "no-such-project" })).status).toBe(404);
  });
});

describe("portfolio manager: draft preview", () => {
  it("shows a draft to the signed-in owner only, marked, never indexed or cached", async () => {
    const created = await run.admin.post({ intent: "create", title: "Preview Pool", location: "Katy, TX", description: "A secret draft." });
    const id = noticeOf(created).id;
    const path = `/portfolio-management/preview/${id}`;

    expect((await fetch(`${run.server.url}/portfolio/${id}`)).status).toBe(404);
    const visitor = await fetch(`${run.server.url}${path}`, { redirect: "manual" });
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get("location")).toBe(`/admin/login?redirectTo=${encodeURIComponent(path)}`);

    // After signing in, the sign-in page sends the owner back to the preview.
    const login = await fetch(`${run.server.url}/admin/login`, {
      method: "POST",
      redirect: "manual",
      headers: { Origin: run.server.url, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ email: ADMIN.email, password: ADMIN.password, redirectTo: path }),
    });
    expect(login.headers.get("location")).toBe(path);

    const preview = await run.admin.get(path);
    expect(preview.status).toBe(200);
    expect(preview.headers.get("cache-control")).toBe("private, no-store");
    expect(preview.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    const html = await preview.text();
    expect(html).toContain("Draft preview — not public");
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).toMatch(/<h1[^>]*>Preview Pool<\/h1>/);
    expect(html).toContain("A secret draft.");

    // Nothing public learnt of it.
    expect(await text("/portfolio")).not.toContain("Preview Pool");
    expect(await text("/sitemap.xml")).not.toContain(id);
    expect((await fetch(`${run.server.url}/portfolio/${id}`)).status).toBe(404);
    expect((await run.admin.get("/portfolio-management/preview/no-such-project")).status).toBe(404);
  });
});

describe("portfolio manager: scripted uploads", () => {
  const upload = (fields: Record<string, string>, files: { name: string; bytes: Uint8Array }[] = [], cookie = run.admin.cookie) =>
    postForm(run.server.url, { cookie, fields: { csrf: run.admin.csrf, ...fields }, files, path: "/portfolio-management/upload" });

  it("answers the project forms in JSON: where to go next with the notice cookie, or the refusal", async () => {
    const created = await upload({ intent: "create", title: "Scripted Upload" }, [{ name: "a.jpg", bytes: await testImage({ hue: 30 }) }]);
    expect(created.status).toBe(200);
    expect(created.headers.get("cache-control")).toBe("no-store");
    expect(await created.json()).toEqual({ ok: true, location: "/portfolio-management" });
    expect(noticeOf(created)).toEqual({ kind: "created", id: "scripted-upload" });

    const html = Buffer.from("<!doctype html><p>not a photo</p>");
    const refused = await upload({ intent: "create", title: "Bad Upload" }, [{ name: "fake.jpg", bytes: html }]);
    expect(refused.status).toBe(415);
    expect(await refused.json()).toMatchObject({ ok: false, message: expect.stringContaining("fake.jpg was not accepted") });

    const invalid = await upload({ intent: "create", title: "" });
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toMatchObject({ ok: false, fieldErrors: { title: "Enter a title." } });

    const signedOut = await upload({ intent: "create", title: "No Session" }, [], "bc_session=expired");
    expect(signedOut.status).toBe(401);
    expect(await signedOut.json()).toMatchObject({ ok: false, message: "Your session has ended. Please sign in again." });
    expect((await fetch(`${run.server.url}/portfolio-management/upload`)).status).toBe(405);
  });
});

describe("portfolio manager: unused uploads deleted", () => {
  const mediaIds = async () => (await run.db.db.selectFrom("media_images").select("id").execute()).map((row) => row.id).sort();
  const variantCount = async (id: string) =>
    Number((await run.db.db.selectFrom("media_variants").select((eb) => eb.fn.countAll().as("n")).where("image_id", "=", id).executeTakeFirst())?.n);

  it("deletes a removed or deleted project's photos unless another project still shows them", async () => {
    const before = await mediaIds();
    const only = await testImage({ width: 700, height: 500, hue: 120 });
    const shared = await testImage({ width: 700, height: 500, hue: 240 });
    const first = noticeOf(
      await run.admin.post({ intent: "create", title: "Cleanup One" }, [
        { name: "only.jpg", bytes: only },
        { name: "shared.jpg", bytes: shared },
      ]),
    ).id;
    const second = noticeOf(await run.admin.post({ intent: "create", title: "Cleanup Two" }, [{ name: "shared.jpg", bytes: shared }])).id;
    const added = (await mediaIds()).filter((id) => !before.includes(id));
    expect(added).toHaveLength(2);
    const page = await (await run.admin.get(`/portfolio-management?edit=${first}`)).text();
    const [onlyId, sharedId] = [...page.matchAll(/name="alt:u:([0-9a-f]{32})"/g)].map((match) => match[1]!);
    expect(await variantCount(onlyId!)).toBeGreaterThan(0);

    // Removing the first project's own photo deletes it and its variants; its URL is gone.
    const removed = await run.admin.post({ intent: "update", id: first, title: "Cleanup One", remove: [`u:${onlyId}`] });
    expect(noticeOf(removed).kind).toBe("updated");
    expect(await mediaIds()).not.toContain(onlyId);
    expect(await variantCount(onlyId!)).toBe(0);
    expect((await fetch(`${run.server.url}/media/${onlyId}-480.webp`)).status).toBe(404);

    // Deleting the first project keeps the photo the second still shows; deleting that one removes it.
    await run.admin.post({ intent: "delete", id: first, confirm: "yes" });
    expect(await mediaIds()).toContain(sharedId);
    expect((await fetch(`${run.server.url}/media/${sharedId}-480.webp`)).status).toBe(200);
    await run.admin.post({ intent: "delete", id: second, confirm: "yes" });
    expect(await mediaIds()).not.toContain(sharedId);
    expect(await mediaIds()).toEqual(before);
  });
});
