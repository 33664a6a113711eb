import type { Logger } from "pino";
import { buildPageCopy, polishPageCopy, type PageCopy, type RenderedPage } from "#server/page-copy.ts";

const POLISH_DELAY_MS = 2000;

export interface PageCacheOptions {
  /**
   * Every public page's path, read at each rebuild: `data` pages show what the public data
   * version covers and are rendered again on every change, unless they carry a `stamp` (a
   * project page: its row's update time) equal to the one their copy was rendered at; `fixed`
   * pages depend on code and settings alone and are rendered at start.
   */
  listPages(): Promise<{ fixed: string[]; data: { path: string; stamp?: string }[] }>;
  /** The path whose render is the site's 404 page. */
  notFoundPath: string;
  render(path: string): Promise<RenderedPage>;
  /** The shared public data version (see app/db/public-data.server.ts). */
  readVersion(): Promise<number>;
  /** Subscribes to changes this process commits; returns the unsubscribe. */
  onLocalCommit(listener: () => void): () => void;
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
 * instance changed something), checked every `pollMs`; from the moment a poll sees that, requests
 * wait for the rebuild too, so a shared cache in front (the recipe's nginx, which keeps a copy a
 * second) is never handed a copy this process knows to be out of date.
 */
export function createPageCache(options: PageCacheOptions) {
  const { logger } = options;
  let pages = new Map<string, PageCopy>();
  let notFound: PageCopy | undefined;
  let stamps = new Map<string, string>();
  let builtVersion: number | undefined;
  /** The newest version a poll has read; differs from builtVersion while another instance's change is being built. */
  let seenVersion: number | undefined;
  let localCommits = 0;
  let builtThroughCommit = 0;
  let latest: Promise<void> = Promise.resolve();
  let pending: Promise<void> | undefined;
  let building = false;
  let closed = false;

  async function rebuild(): Promise<void> {
    const first = builtVersion === undefined;
    const commits = localCommits;
    const started = performance.now();
    // Read before rendering: a change committed while rendering moves the version again.
    const version = await options.readVersion();
    const { fixed, data } = await options.listPages();
    const next = new Map<string, PageCopy>();
    const nextStamps = new Map<string, string>();
    let rendered = 0;
    const pagesToBuild = [...fixed.map((path) => ({ path, stamp: undefined, fixed: true })), ...data.map((page) => ({ ...page, fixed: false }))];
    for (const { path, stamp, fixed: isFixed } of pagesToBuild) {
      const previous = pages.get(path);
      const unchanged = previous && !first && (isFixed || (stamp !== undefined && stamps.get(path) === stamp));
      const { copy, failed } = unchanged ? { copy: previous, failed: false } : await renderCopy(path, previous, 200);
      if (copy) next.set(path, copy);
      // A failed render keeps the old copy, not marked current: the next rebuild renders it again.
      if (copy && stamp !== undefined && !failed) nextStamps.set(path, stamp);
      if (copy && copy !== previous) rendered++;
    }
    const nextNotFound = first || !notFound ? ((await renderCopy(options.notFoundPath, notFound, 404)).copy ?? notFound) : notFound;
    pages = next;
    stamps = nextStamps;
    notFound = nextNotFound;
    builtVersion = seenVersion = version;
    builtThroughCommit = commits;
    logger.info({ version, pages: next.size, changed: rendered, ms: Math.round(performance.now() - started) }, "page copies built");
    schedulePolish();
  }

  /**
   * Recompresses fast-compressed copies at best quality, one at a time and never two loops at
   * once, starting a moment after the last rebuild so a burst of edits is not slowed by it; a
   * copy replaced meanwhile is left alone.
   */
  let polishTimer: NodeJS.Timeout | undefined;
  let polishing = false;
  function schedulePolish() {
    clearTimeout(polishTimer);
    polishTimer = setTimeout(() => void polish(), POLISH_DELAY_MS);
    polishTimer.unref();
  }
  async function polish(): Promise<void> {
    if (polishing) return schedulePolish();
    polishing = true;
    try {
      for (const [path, copy] of pages) {
        if (closed) return;
        // A rebuild comes first; polishing resumes after it.
        if (building || pending) return schedulePolish();
        if (!copy.quick) continue;
        const polished = await polishPageCopy(copy).catch(() => copy);
        if (pages.get(path) === copy) pages.set(path, polished);
      }
      const copy = notFound;
      if (copy?.quick && !closed) {
        const polished = await polishPageCopy(copy).catch(() => copy);
        if (notFound === copy) notFound = polished;
      }
    } finally {
      polishing = false;
    }
  }

  /** A fresh copy; the previous one when rendering fails; none when the page is gone. */
  async function renderCopy(
    path: string,
    previous: PageCopy | undefined,
    expected: number,
  ): Promise<{ copy: PageCopy | undefined; failed: boolean }> {
    try {
      const started = performance.now();
      const page = await options.render(path);
      logger.debug({ path, ms: Math.round(performance.now() - started) }, "page rendered");
      if (page.status >= 500) throw new Error(`render answered ${page.status}`);
      // Anything else than the expected answer (a project unpublished meanwhile) has no copy, nor
      // has a page its route marks no-store (one drawn from its query string, like /design).
      if (page.status !== expected || /\bno-store\b/.test(page.cacheControl ?? "")) return { copy: undefined, failed: false };
      return { copy: await buildPageCopy(page, previous), failed: false };
    } catch (error) {
      logger.error({ err: error, path, keptPrevious: Boolean(previous) }, "page render failed; serving the last good copy");
      return { copy: previous, failed: true };
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
        if (version !== builtVersion) {
          seenVersion = version;
          void refresh();
        }
      })
      .catch((error: unknown) => logger.warn({ err: error }, "public data version could not be read"))
      .finally(() => (polling = false));
  }, options.pollMs);
  poll.unref();

  return {
    /** Builds the first set of copies. */
    ready: refresh(),
    /** Undefined when the copies include every change this process committed or has seen; else when they will. */
    fresh(): Promise<void> | undefined {
      return builtThroughCommit < localCommits || seenVersion !== builtVersion ? latest : undefined;
    },
    get(path: string): PageCopy | undefined {
      return pages.get(path);
    },
    /** The public data version the current copies were built from. */
    get version(): number | undefined {
      return builtVersion;
    },
    paths(): string[] {
      return [...pages.keys()];
    },
    get notFound(): PageCopy | undefined {
      return notFound;
    },
    close() {
      closed = true;
      clearInterval(poll);
      clearTimeout(polishTimer);
      unsubscribe();
    },
  };
}

export type PageCache = ReturnType<typeof createPageCache>;
