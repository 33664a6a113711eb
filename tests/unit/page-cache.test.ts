import pino from "pino";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createPageCache, type PageCacheOptions } from "#server/page-cache.ts";
import type { RenderedPage } from "#server/page-copy.ts";

/**
 * Which copies a change renders again, without a server: the site's pages, the data version and
 * the renderer are stand-ins whose every call is recorded.
 */
function site() {
  const state = {
    version: 1,
    fixed: ["/about", "/contact"],
    data: [{ path: "/" }, { path: "/portfolio" }] as { path: string; stamp?: string }[],
    /** What each path shows; a render returns it, so a change is visible in the copy. */
    content: new Map<string, string>(),
    status: new Map<string, number>(),
    failing: new Set<string>(),
    cacheControl: new Map<string, string>(),
    rendered: [] as string[],
  };
  let commit: () => void = () => {};
  const options: PageCacheOptions = {
    listPages: async () => ({ fixed: [...state.fixed], data: state.data.map((page) => ({ ...page })) }),
    notFoundPath: "/__not-found__",
    render: async (path): Promise<RenderedPage> => {
      state.rendered.push(path);
      if (state.failing.has(path)) throw new Error(`render of ${path} failed`);
      return {
        status: path === "/__not-found__" ? 404 : (state.status.get(path) ?? 200),
        contentType: "text/plain; charset=utf-8",
        cacheControl: state.cacheControl.get(path),
        body: Buffer.from(state.content.get(path) ?? `page ${path}`),
      };
    },
    readVersion: async () => state.version,
    onLocalCommit: (listener) => {
      commit = listener;
      return () => {};
    },
    pollMs: 20,
    logger: pino({ level: "silent" }),
  };
  const cache = createPageCache(options);
  const text = (path: string) => cache.get(path)?.whole?.identity.toString();
  /** This process commits a change: requests wait for the rebuild it starts. */
  const commitHere = async () => {
    state.version += 1;
    state.rendered = [];
    commit();
    await cache.fresh();
  };
  return { state, cache, text, commitHere };
}

let close: (() => void) | undefined;
afterEach(() => close?.());

describe("page copies: what a change renders again", () => {
  it("renders every page and the 404 page at start", async () => {
    const { state, cache } = site();
    close = cache.close;
    await cache.ready;
    expect(state.rendered.sort()).toEqual(["/", "/__not-found__", "/about", "/contact", "/portfolio"]);
    expect(cache.paths().sort()).toEqual(["/", "/about", "/contact", "/portfolio"]);
    expect(cache.notFound?.status).toBe(404);
  });

  it("renders the data pages again on this process's change, not the fixed pages nor the 404 page, before any request is answered", async () => {
    const { state, cache, text, commitHere } = site();
    close = cache.close;
    await cache.ready;
    state.content.set("/", "home with a new project");
    state.content.set("/about", "about, edited in code");
    await commitHere();
    expect(state.rendered.sort()).toEqual(["/", "/portfolio"]);
    expect(text("/")).toBe("home with a new project");
    // A fixed page changes with a deploy or a restart only.
    expect(text("/about")).toBe("page /about");
    expect(cache.fresh()).toBeUndefined();
  });

  it("renders a project page again only when its row's stamp changes", async () => {
    const { state, cache, text, commitHere } = site();
    close = cache.close;
    state.data.push({ path: "/portfolio/a", stamp: "t1" }, { path: "/portfolio/b", stamp: "t1" });
    await cache.ready;
    state.data[3] = { path: "/portfolio/b", stamp: "t2" };
    state.content.set("/portfolio/b", "b, renamed");
    await commitHere();
    expect(state.rendered.sort()).toEqual(["/", "/portfolio", "/portfolio/b"]);
    expect(text("/portfolio/b")).toBe("b, renamed");
  });

  it("picks up another instance's change by the shared version within a poll", async () => {
    const { state, cache, text } = site();
    close = cache.close;
    await cache.ready;
    state.rendered = [];
    state.content.set("/portfolio", "portfolio changed elsewhere");
    state.version += 1;
    await vi.waitFor(() => expect(text("/portfolio")).toBe("portfolio changed elsewhere"), { timeout: 2000, interval: 10 });
    expect(state.rendered.sort()).toEqual(["/", "/portfolio"]);
  });

  it("keeps the last good copy when a render fails, and renders it again at the next change", async () => {
    const { state, cache, text, commitHere } = site();
    close = cache.close;
    state.data.push({ path: "/portfolio/a", stamp: "t1" });
    await cache.ready;
    state.failing.add("/portfolio/a");
    state.data[2] = { path: "/portfolio/a", stamp: "t2" };
    await commitHere();
    expect(text("/portfolio/a")).toBe("page /portfolio/a");
    state.failing.delete("/portfolio/a");
    state.content.set("/portfolio/a", "a, fixed");
    // Same stamp as the failed attempt: still rendered, since the copy was never marked current.
    await commitHere();
    expect(state.rendered).toContain("/portfolio/a");
    expect(text("/portfolio/a")).toBe("a, fixed");
  });

  it("drops a page that now answers otherwise (unpublished: 404) or that its route marks no-store", async () => {
    const { state, cache, commitHere } = site();
    close = cache.close;
    state.data.push({ path: "/portfolio/a", stamp: "t1" });
    await cache.ready;
    state.status.set("/portfolio/a", 404);
    state.data[2] = { path: "/portfolio/a", stamp: "t2" };
    state.cacheControl.set("/portfolio", "no-store");
    await commitHere();
    expect(cache.get("/portfolio/a")).toBeUndefined();
    expect(cache.get("/portfolio")).toBeUndefined();
    expect(cache.get("/")).toBeDefined();
  });
});
