import type { Logger } from "pino";
import { buildPageCopy, polishPageCopy, type PageCopy, type RenderedPage } from "#server/page-copy.ts";

export interface PageCacheOptions {
  /**
   * Every public page's path, read at each rebuild: `data` pages show what the public data
   * version covers and are rendered again on every change (project pages come from the
   * database); `fixed` pages depend on code and settings alone and are rendered at start.
   */
  listPages(): Promise<{ fixed: string[]; data: string[] }>;
  /** The path whose render is the site's 404 page. */
  notFoundPath: string;
  render(path: string): Promise<RenderedPage>;
  /** The shared public data version (see app/db/public-data.server.ts). */
  readVersion(): Promise<number>;
  /** Subscribes to changes this process commits; returns the unsubscribe. */
  onLocalCommit(listener: () => void): () => void;
  placeholder: string;
  pollMs: number;
  logger: Logger;
}

/**
 * Rendered copies of every public page, kept in memory and served without rendering. A rebuild
 * renders the data pages again, reuses the compressed bytes of pages that came out the same,
 * and swaps the whole set at once, so a reader never sees half of a change. Copies are
 * compressed fast first and at best quality in the background (see page-copy.ts). A rebuild starts when
 * this process commits a change (requests wait for it: none is answered from before the change)
 * and when the shared data version differs from the one the copies were built from (another
 * instance changed something), checked every `pollMs`.
 */
export function createPageCache(options: PageCacheOptions) {
  const { logger } = options;
  let pages = new Map<string, PageCopy>();
  let notFound: PageCopy | undefined;
  let builtVersion: number | undefined;
  let localCommits = 0;
  let builtThroughCommit = 0;
  let latest: Promise<void> = Promise.resolve();
  let pending: Promise<void> | undefined;
  let building = false;

  async function rebuild(): Promise<void> {
    const first = builtVersion === undefined;
    const commits = localCommits;
    const started = performance.now();
    // Read before rendering: a change committed while rendering moves the version again.
    const version = await options.readVersion();
    const { fixed, data } = await options.listPages();
    const next = new Map<string, PageCopy>();
    let rendered = 0;
    for (const path of [...fixed, ...data]) {
      const previous = pages.get(path);
      const copy = previous && !first && fixed.includes(path) ? previous : await renderCopy(path, previous, 200);
      if (copy) next.set(path, copy);
      if (copy && copy !== previous) rendered++;
    }
    const nextNotFound = first || !notFound ? ((await renderCopy(options.notFoundPath, notFound, 404)) ?? notFound) : notFound;
    pages = next;
    notFound = nextNotFound;
    builtVersion = version;
    builtThroughCommit = commits;
    logger.info({ version, pages: next.size, changed: rendered, ms: Math.round(performance.now() - started) }, "page copies built");
    void polish();
  }

  /** Recompresses fast-compressed copies at best quality, one at a time, unless replaced meanwhile. */
  async function polish(): Promise<void> {
    for (const [path, copy] of pages) {
      if (!copy.quick) continue;
      const polished = await polishPageCopy(copy).catch(() => copy);
      if (pages.get(path) === copy) pages.set(path, polished);
    }
    if (notFound?.quick) {
      const copy = notFound;
      const polished = await polishPageCopy(copy).catch(() => copy);
      if (notFound === copy) notFound = polished;
    }
  }

  /** A fresh copy; the previous one when rendering fails; none when the page is gone. */
  async function renderCopy(path: string, previous: PageCopy | undefined, expected: number): Promise<PageCopy | undefined> {
    try {
      const page = await options.render(path);
      if (page.status >= 500) throw new Error(`render answered ${page.status}`);
      // Anything else than the expected answer (a project unpublished meanwhile) has no copy.
      if (page.status !== expected) return undefined;
      return await buildPageCopy(page, options.placeholder, previous);
    } catch (error) {
      logger.error({ err: error, path, keptPrevious: Boolean(previous) }, "page render failed; serving the last good copy");
      return previous;
    }
  }

  /** Schedules a rebuild; calls made while one runs share the next one. */
  function refresh(): Promise<void> {
    pending ??= latest.then(async () => {
      pending = undefined;
      building = true;
      try {
        await rebuild();
      } catch (error) {
        logger.error({ err: error }, "page copies could not be rebuilt; serving the previous ones");
      } finally {
        building = false;
      }
    });
    latest = pending;
    return pending;
  }

  const unsubscribe = options.onLocalCommit(() => {
    localCommits++;
    void refresh();
  });

  let polling = false;
  const poll = setInterval(() => {
    if (polling || pending || building) return;
    polling = true;
    options
      .readVersion()
      .then((version) => {
        if (version !== builtVersion) void refresh();
      })
      .catch((error: unknown) => logger.warn({ err: error }, "public data version could not be read"))
      .finally(() => (polling = false));
  }, options.pollMs);
  poll.unref();

  return {
    /** Builds the first set of copies. */
    ready: refresh(),
    /** Undefined when the copies include every change this process committed; else when they will. */
    fresh(): Promise<void> | undefined {
      return builtThroughCommit < localCommits ? latest : undefined;
    },
    get(path: string): PageCopy | undefined {
      return pages.get(path);
    },
    paths(): string[] {
      return [...pages.keys()];
    },
    get notFound(): PageCopy | undefined {
      return notFound;
    },
    close() {
      clearInterval(poll);
      unsubscribe();
    },
  };
}

export type PageCache = ReturnType<typeof createPageCache>;
