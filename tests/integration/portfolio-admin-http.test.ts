import { describe, expect, it } from "vitest";
import sharp from "sharp";
import { signedInAdminServer } from "#tests/support/admin-server.ts";
import {
  hasGpsExif,
  noticeOf,
  postForm,
  projectIds,
  testImage,
} from "#tests/integration/portfolio-admin-support.ts";

const SEEDED = 14;

const run = signedInAdminServer();

async function listedIds(): Promise<string[]> {
  return projectIds(await (await run.admin.get("/portfolio-management")).text());
}

async function create(fields: Record<string, string>, files: { name: string; bytes: Uint8Array }[] = []): Promise<Response> {
  return run.admin.post({ intent: "create", ...fields }, files);
}

async function auditActions(entityId: string): Promise<string[]> {
  const rows = await run.db.db.selectFrom("audit_log").select("action").where("entity_id", "=", entityId).orderBy("id").execute();
  return rows.map((row) => row.action);
}

describe("portfolio management: access", () => {
  it("sends a visitor without a session to sign in, and refuses every action with 401", async () => {
    const page = await fetch(`${run.server.url}/portfolio-management?edit=hartley-family-project`, { redirect: "manual" });
    expect(page.status).toBe(302);
    expect(page.headers.get("location")).toBe("/admin/login?redirectTo=%2Fportfolio-management%3Fedit%3Dhartley-family-project");

    for (const intent of ["create", "update", "publish", "unpublish", "unlist", "delete"]) {
      const response = await postForm(run.server.url, {
        fields: { csrf: "guess", intent, id: "hartley-family-project", title: "Hijack", confirm: "yes" },
        files: intent === "create" ? [{ name: "a.jpg", bytes: await testImage() }] : [],
      });
      expect(response.status, intent).toBe(401);
    }
    const urlEncoded = await fetch(`${run.server.url}/portfolio-management`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "intent=delete&id=hartley-family-project&confirm=yes",
    });
    expect(urlEncoded.status).toBe(401);
    expect(await listedIds()).toHaveLength(SEEDED);
  });

  it("refuses a signed-in request without the CSRF token or from another site with 403", async () => {
    const noToken = await postForm(run.server.url, { cookie: run.admin.cookie, fields: { intent: "unpublish", id: "hartley-family-project" } });
    expect(noToken.status).toBe(403);
    const wrongToken = await postForm(run.server.url, {
      cookie: run.admin.cookie,
      fields: { csrf: "x".repeat(43), intent: "unpublish", id: "hartley-family-project" },
    });
    expect(wrongToken.status).toBe(403);
    const crossSite = await postForm(run.server.url, {
      cookie: run.admin.cookie,
      origin: "https://evil.example",
      fields: { csrf: run.admin.csrf, intent: "unpublish", id: "hartley-family-project" },
    });
    // React Router's own origin check (400) or the admin guard's (403) answers first.
    expect([400, 403]).toContain(crossSite.status);
    const hartley = await fetch(`${run.server.url}/portfolio`).then((r) => r.text());
    expect(hartley).toContain('href="/portfolio/hartley-family-project"');
  });

  it("serves the page to the admin with every seeded project, never cached", async () => {
    const response = await run.admin.get("/portfolio-management");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const html = await response.text();
    expect(html).toMatch(/<h1[^>]*>Portfolio Management<\/h1>/);
    expect(html).toContain("Add New Project");
    expect(html).toContain("Existing Projects");
    expect(projectIds(html).slice(0, SEEDED)).toContain("serene-escape-project");
  });
});

describe("portfolio management: uploads", () => {
  it("refuses a non-image renamed .jpg by its content, saving nothing", async () => {
    const before = await listedIds();
    const html = Buffer.from("<!doctype html><html><body><script>alert(1)</script></body></html>");
    const response = await create({ title: "Fake Photo Project" }, [{ name: "holiday.jpg", bytes: html }]);
    expect(response.status).toBe(415);
    expect(await response.text()).toContain("holiday.jpg was not accepted: Not a JPEG, PNG, WebP, AVIF or GIF image.");
    expect(await listedIds()).toEqual(before);
  });

  it("refuses a truncated JPEG and a corrupt PNG with 415 and a message next to the picker, values kept", async () => {
    const before = await listedIds();
    const jpeg = await testImage({ width: 1200, height: 800 });
    const truncated = jpeg.subarray(0, Math.floor(jpeg.length / 2));
    const png = await testImage({ width: 400, height: 300, format: "png" });
    const corrupt = Buffer.from(png);
    corrupt.fill(0x7f, 200, corrupt.length - 20);
    for (const [name, bytes] of [["half.jpg", truncated], ["broken.png", corrupt]] as const) {
      const response = await create({ title: "Damaged Photo Project", location: "Katy, TX" }, [{ name, bytes }]);
      expect(response.status, name).toBe(415);
      const html = await response.text();
      expect(html).toContain(`${name} was not accepted:`);
      expect(html).toContain('value="Damaged Photo Project"');
    }
    expect(await listedIds()).toEqual(before);
  });

  it("refuses a file over 10 MB and a request over 40 MB with clear messages", async () => {
    const before = await listedIds();
    const oversized = Buffer.concat([await testImage(), Buffer.alloc(10 * 1024 * 1024)]);
    const single = await create({ title: "Huge Photo Project" }, [{ name: "huge.jpg", bytes: oversized }]);
    expect(single.status).toBe(413);
    expect(await single.text()).toContain("huge.jpg is larger than 10 MB. Please choose a smaller image.");

    const nineMegabytes = Buffer.concat([await testImage(), Buffer.alloc(9 * 1024 * 1024)]);
    const many = await create(
      { title: "Many Photos Project" },
      Array.from({ length: 5 }, (_, i) => ({ name: `p${i}.jpg`, bytes: nineMegabytes })),
    );
    expect(many.status).toBe(413);
    expect(await many.text()).toContain("The upload is larger than 40 MB in total.");
    expect(await listedIds()).toEqual(before);
  });

  it("stores AVIF and WebP variants without metadata, once per distinct image, served immutable", async () => {
    const photo = await testImage({ width: 1000, height: 700, gps: true });
    expect(await hasGpsExif(photo)).toBe(true);
    const first = await create({ title: "Media Check", location: "Alvin, TX" }, [{ name: "gps.jpg", bytes: photo }]);
    expect(first.status).toBe(303);
    const second = await create({ title: "Media Check" }, [{ name: "again.jpg", bytes: photo }]);
    expect(noticeOf(second).id).toBe("media-check-2");

    const images = await run.db.db.selectFrom("media_images").selectAll().execute();
    expect(images).toHaveLength(1);
    expect(images[0]).toMatchObject({ width: 1000, height: 700, source_type: "jpeg" });
    const variants = await run.db.db.selectFrom("media_variants").select(["width", "format"]).orderBy("width").orderBy("format").execute();
    expect(variants.map((v) => `${v.width}.${v.format}`)).toEqual([
      "480.avif",
      "480.webp",
      "800.avif",
      "800.webp",
      "1000.avif",
      "1000.webp",
    ]);

    const id = images[0]!.id;
    for (const [format, type] of [
      ["avif", "image/avif"],
      ["webp", "image/webp"],
    ] as const) {
      const response = await fetch(`${run.server.url}/media/${id}-800.${format}`);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe(type);
      expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      const bytes = new Uint8Array(await response.arrayBuffer());
      const metadata = await sharp(bytes).metadata();
      expect(metadata.width).toBe(800);
      expect(metadata.exif).toBeUndefined();
      expect(await hasGpsExif(bytes)).toBe(false);
      expect(Buffer.from(bytes).includes(Buffer.from("GpsTestCam"))).toBe(false);
    }
    expect((await fetch(`${run.server.url}/media/${id}-640.webp`)).status).toBe(404);
    expect((await fetch(`${run.server.url}/media/${"0".repeat(32)}-800.webp`)).status).toBe(404);
    expect((await fetch(`${run.server.url}/media/../../etc-800.webp`)).status).toBe(404);
  });
});

describe("portfolio management: ids", () => {
  it("makes the id from the title, unique with -2, -3, and refuses a title without letters or digits", async () => {
    const ids: string[] = [];
    for (const title of ["Hartley Family Project", "Hartley Family Project", "  Días   de Sol -- Pool!  "]) {
      const response = await create({ title });
      expect(response.status).toBe(303);
      ids.push(noticeOf(response).id);
    }
    expect(ids).toEqual(["hartley-family-project-2", "hartley-family-project-3", "dias-de-sol-pool"]);

    const blank = await create({ title: "   " });
    expect(blank.status).toBe(400);
    expect(await blank.text()).toContain("Enter a title.");
    const symbols = await create({ title: "!!!" });
    expect(symbols.status).toBe(400);
    expect(await symbols.text()).toContain("The title needs at least one letter or digit.");
  });

  it("lets a never-published draft follow its title, and pins the id once published", async () => {
    const created = noticeOf(await create({ title: "Working Title" })).id;
    expect(created).toBe("working-title");
    const renamed = await run.admin.post({ intent: "update", id: created, title: "Final Name" });
    expect(noticeOf(renamed)).toEqual({ kind: "updated", id: "final-name" });
    expect(await listedIds()).not.toContain("working-title");

    expect(noticeOf(await run.admin.post({ intent: "publish", id: "final-name" }))).toEqual({ kind: "published", id: "final-name" });
    const afterPublish = await run.admin.post({ intent: "update", id: "final-name", title: "Another Name Entirely" });
    expect(noticeOf(afterPublish).id).toBe("final-name");
    expect(noticeOf(await run.admin.post({ intent: "unpublish", id: "final-name" })).kind).toBe("unpublished");
    const afterUnpublish = await run.admin.post({ intent: "update", id: "final-name", title: "Yet Another Name" });
    expect(noticeOf(afterUnpublish).id).toBe("final-name");

    expect(await auditActions("final-name")).toEqual([
      "project.update",
      "project.publish",
      "project.update",
      "project.unpublish",
      "project.update",
    ]);
    expect(await auditActions("working-title")).toEqual(["project.create"]);
  });
});

describe("portfolio management: the seeded projects", () => {
  it("edits a seeded project like any other, and the public page shows it at once", async () => {
    const edit = await run.admin.get("/portfolio-management?edit=delgado-family-project");
    const html = await edit.text();
    expect(html).toContain("Edit Project");
    expect(html).toContain("Upload New Images");
    expect(html).toContain('name="alt:g:project-delgado-family-project-1"');

    const response = await run.admin.post({
      intent: "update",
      id: "delgado-family-project",
      title: "The Delgado Family Resort Pool",
      location: "Alvin, TX",
      category: "Resort Pool",
      size: "Custom Design",
      description: "Edited in the admin.",
      features: "Swim-up bar\nGrotto",
      benefits: "Room for everyone",
      "alt:g:project-delgado-family-project-1": "Grotto at dusk",
      remove: ["g:project-delgado-family-project-8", "g:project-delgado-family-project-7"],
    });
    expect(noticeOf(response)).toEqual({ kind: "updated", id: "delgado-family-project" });

    const page = await (await fetch(`${run.server.url}/portfolio/delgado-family-project`)).text();
    expect(page).toContain("Edited in the admin.");
    expect(page).toContain("Swim-up bar");
    expect(page).toContain('alt="Design rendering: Grotto at dusk"');
    expect(page).toContain("Image 1 of 6");
    expect(page).not.toContain("project-delgado-family-project-8-");
    expect(await auditActions("delgado-family-project")).toEqual(["project.update"]);
  });

  it("unlists, unpublishes, publishes and deletes a seeded project (delete needs the confirmation)", async () => {
    const id = "mercer-family-project";
    const publicPage = () => fetch(`${run.server.url}/portfolio/${id}`).then((r) => r.status);
    const inGrid = async () => (await (await fetch(`${run.server.url}/portfolio`)).text()).includes(`href="/portfolio/${id}"`);
    const inSitemap = async () => (await (await fetch(`${run.server.url}/sitemap.xml`)).text()).includes(`/portfolio/${id}<`);

    await run.admin.post({ intent: "unlist", id });
    expect([await publicPage(), await inGrid(), await inSitemap()]).toEqual([200, false, true]);
    await run.admin.post({ intent: "unpublish", id });
    expect([await publicPage(), await inGrid(), await inSitemap()]).toEqual([404, false, false]);
    await run.admin.post({ intent: "publish", id });
    expect([await publicPage(), await inGrid(), await inSitemap()]).toEqual([200, true, true]);

    const unconfirmed = await run.admin.post({ intent: "delete", id });
    expect(unconfirmed.status).toBe(400);
    expect(await publicPage()).toBe(200);
    const confirmation = await (await run.admin.get(`/portfolio-management?delete=${id}`)).text();
    expect(confirmation).toContain("Yes, delete this project");
    expect(noticeOf(await run.admin.post({ intent: "delete", id, confirm: "yes" }))).toEqual({ kind: "deleted", id });
    expect([await publicPage(), await inGrid(), await inSitemap()]).toEqual([404, false, false]);
    expect(await listedIds()).not.toContain(id);
    expect(await auditActions(id)).toEqual(["project.unlist", "project.unpublish", "project.publish", "project.delete"]);
  });
});
