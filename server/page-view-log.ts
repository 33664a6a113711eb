import { createHash } from "node:crypto";
import { open, readFile, rename, stat, writeFile, type FileHandle } from "node:fs/promises";
import { createServer, type Server } from "node:net";
import path from "node:path";
import type { Logger } from "pino";

/**
 * Page views the proxy answered from its cache, which the app never sees. nginx appends one line
 * per such view to a log of its own (`access_log … buffer=64k flush=1s`, format
 * `$uri<TAB>$http_user_agent`, JSON-escaped): one write per many views, where a datagram per
 * view cost the proxy a third of its speed (decision 043). One instance on the host reads it:
 * the one holding an abstract Unix socket named for the log, which the kernel frees when that
 * process ends, so another instance takes over at its next poll. The reader keeps its place
 * (the file's identity and a byte position) in `stateFile`, follows a rotation (the renamed
 * file read to its end, the new one from its start) and a truncation, and counts whole lines
 * only. A line whose path is no kept public page (`isPage`) is not counted, as the app's own
 * count does not count it.
 */
export interface PageViewLog {
  /** Reads what the log holds now, if this instance is (or can become) its reader. */
  read(): Promise<void>;
  /** Reads once more, keeps the place and lets another instance take over. */
  close(): Promise<void>;
}

const CHUNK = 64 * 1024;

interface Place {
  file: string;
  position: number;
}

export function followPageViewLog(options: {
  file: string;
  stateFile: string;
  isPage(path: string): boolean;
  count(path: string, userAgent: string | undefined): void;
  logger: Logger;
  pollMs?: number;
}): PageViewLog {
  const { file, stateFile, logger } = options;
  const lockName = `\0bayou-crest-page-views-${createHash("sha256").update(path.resolve(file)).digest("hex").slice(0, 24)}`;
  let lock: Server | undefined;
  let log: { handle: FileHandle; file: string } | undefined;
  let position = 0;
  let saved = "";
  let waiting = false;
  let lockRefused = false;
  let running: Promise<void> | undefined;
  let closed = false;

  function acquire(): Promise<boolean> {
    return new Promise((resolve) => {
      const server = createServer();
      server.once("error", (error: NodeJS.ErrnoException) => {
        // Held by another instance; anything else (no abstract sockets: not Linux) is said once.
        if (error.code !== "EADDRINUSE" && !lockRefused) logger.warn({ err: error }, "the proxy's page-view log cannot be locked");
        lockRefused ||= error.code !== "EADDRINUSE";
        resolve(false);
      });
      server.listen(lockName, () => {
        lock = server;
        resolve(true);
      });
    });
  }

  async function identity(target: string): Promise<string | undefined> {
    try {
      const { dev, ino } = await stat(target);
      return `${dev}:${ino}`;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
      throw error;
    }
  }

  /**
   * Opens the log. Where it starts: the kept place in the same file; a new file's start; with
   * no place kept, the end of a log found there (views from before) or the start of one that
   * appeared while this instance waited for it.
   */
  async function openLog(place: Place | undefined): Promise<boolean> {
    let handle: FileHandle;
    try {
      handle = await open(file, "r");
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
      if (!waiting) logger.info({ file }, "waiting for the proxy's page-view log");
      waiting = true;
      return false;
    }
    const appeared = waiting;
    waiting = false;
    const { dev, ino, size } = await handle.stat();
    log = { handle, file: `${dev}:${ino}` };
    if (!place) position = appeared ? 0 : size;
    else position = place.file === log.file && place.position <= size ? place.position : 0;
    return true;
  }

  /** Counts the whole lines from `position` to the end of the open file. */
  async function readToEnd(): Promise<void> {
    const { handle } = log!;
    if ((await handle.stat()).size < position) position = 0; // truncated in place
    const buffer = Buffer.allocUnsafe(CHUNK);
    for (;;) {
      const { bytesRead } = await handle.read(buffer, 0, CHUNK, position);
      if (bytesRead === 0) return;
      const end = buffer.lastIndexOf(10, bytesRead - 1);
      // A line longer than a chunk is no view nginx writes: skipped whole.
      const taken = end === -1 ? (bytesRead === CHUNK ? CHUNK : 0) : end + 1;
      if (taken === 0) return;
      if (end !== -1) for (const line of buffer.toString("utf8", 0, end).split("\n")) countLine(line);
      position += taken;
      if (bytesRead < CHUNK) return;
    }
  }

  function countLine(line: string): void {
    const tab = line.indexOf("\t");
    const pathname = tab === -1 ? line : line.slice(0, tab);
    if (!pathname || !options.isPage(pathname)) return;
    const userAgent = tab === -1 ? "" : unescape(line.slice(tab + 1));
    options.count(pathname, userAgent || undefined);
  }

  async function keepPlace(): Promise<void> {
    if (!log) return;
    const place = JSON.stringify({ file: log.file, position } satisfies Place);
    if (place === saved) return;
    await writeFile(`${stateFile}.tmp`, place);
    await rename(`${stateFile}.tmp`, stateFile);
    saved = place;
  }

  async function readOnce(): Promise<void> {
    if (!lock && !(await acquire())) return;
    if (!log && !(await openLog(await loadPlace(stateFile)))) return;
    await readToEnd();
    // Rotated: nginx writes to the renamed file until it reopens its logs; what it wrote there
    // is read now, the new file from its start (or at the next poll, once nginx has made it).
    const current = await identity(file);
    if (current !== log!.file) {
      await readToEnd();
      await log!.handle.close();
      log = undefined;
      if (current && (await openLog({ file: current, position: 0 }))) await readToEnd();
    }
    await keepPlace();
  }

  function read(): Promise<void> {
    running ??= readOnce()
      .catch((error: unknown) => logger.error({ err: error, file }, "the proxy's page-view log could not be read"))
      .finally(() => (running = undefined));
    return running;
  }

  const timer = setInterval(() => void read(), options.pollMs ?? 1000);
  timer.unref();
  void read();

  return {
    read: () => (closed ? Promise.resolve() : read()),
    async close() {
      if (closed) return;
      closed = true;
      clearInterval(timer);
      await running;
      if (lock) await read();
      await log?.handle.close();
      log = undefined;
      await new Promise<void>((resolve) => (lock ? lock.close(() => resolve()) : resolve()));
      lock = undefined;
    },
  };
}

async function loadPlace(stateFile: string): Promise<Place | undefined> {
  try {
    const place = JSON.parse(await readFile(stateFile, "utf8")) as Partial<Place>;
    return typeof place.file === "string" && Number.isSafeInteger(place.position) ? (place as Place) : undefined;
  } catch {
    return undefined;
  }
}

/** nginx's `escape=json`: backslash escapes and \uXXXX. */
function unescape(value: string): string {
  return value.replace(/\\(u[0-9a-fA-F]{4}|.)/g, (_, escaped: string) =>
    escaped.length > 1 ? String.fromCharCode(Number.parseInt(escaped.slice(1), 16)) : escaped === "n" ? "\n" : escaped === "t" ? "\t" : escaped,
  );
}
