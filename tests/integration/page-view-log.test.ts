import { appendFileSync, mkdtempSync, renameSync, rmSync, truncateSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pino } from "pino";
import { afterEach, describe, expect, it } from "vitest";
import { followPageViewLog, type PageViewLog } from "#server/page-view-log.ts";

/**
 * The page views nginx answered from its cache, read from the log it writes (server/page-view-log.ts):
 * real files, the real lock, two readers as two instances on one host.
 */

const BROWSER = "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Safari/604.1";
const dir = mkdtempSync(path.join(tmpdir(), "page-view-log-"));
const followers: PageViewLog[] = [];
let test = 0;

afterEach(async () => {
  await Promise.all(followers.splice(0).map((follower) => follower.close()));
});

function setUp() {
  test += 1;
  const file = path.join(dir, `views-${test}.log`);
  const stateFile = path.join(dir, `state-${test}.json`);
  const counted: Array<[string, string | undefined]> = [];
  const follow = () => {
    const follower = followPageViewLog({
      file,
      stateFile,
      isPage: (pathname) => pathname !== "/admin",
      count: (pathname, userAgent) => counted.push([pathname, userAgent]),
      logger: pino({ level: "silent" }),
      pollMs: 60_000,
    });
    followers.push(follower);
    return follower;
  };
  const views = (...paths: string[]) => paths.map((pathname) => `${pathname}\t${BROWSER}\n`).join("");
  return { file, counted, follow, views, paths: () => counted.map(([pathname]) => pathname) };
}

describe("the proxy's page-view log", () => {
  it("starts at the end of a log it has never read, then counts each new whole line once", async () => {
    const { file, follow, views, paths, counted } = setUp();
    writeFileSync(file, views("/before"));
    const reader = follow();
    await reader.read();
    appendFileSync(file, views("/about", "/admin") + "/portfolio\tMozilla/5.0 \\u0028X11\\u0029");
    await reader.read();
    expect(paths()).toEqual(["/about"]);
    appendFileSync(file, "\n");
    await reader.read();
    await reader.read();
    expect(paths()).toEqual(["/about", "/portfolio"]);
    expect(counted[1]![1]).toBe("Mozilla/5.0 (X11)");
  });

  it("is read by one instance; when it stops, the other takes over where it stopped", async () => {
    const { file, follow, views, paths } = setUp();
    writeFileSync(file, "");
    const first = follow();
    const second = follow();
    await Promise.all([first.read(), second.read()]);
    appendFileSync(file, views("/a", "/b"));
    await Promise.all([first.read(), second.read(), first.read(), second.read()]);
    expect(paths()).toEqual(["/a", "/b"]);
    appendFileSync(file, views("/c"));
    await first.close();
    await second.close();
    // The first read /c as it closed; the second never held the log.
    expect(paths()).toEqual(["/a", "/b", "/c"]);
    appendFileSync(file, views("/d"));
    const third = follow();
    await third.read();
    expect(paths()).toEqual(["/a", "/b", "/c", "/d"]);
  });

  it("follows a rotation: the renamed file read to its end, the new one from its start", async () => {
    const { file, follow, views, paths } = setUp();
    writeFileSync(file, "");
    const reader = follow();
    await reader.read();
    appendFileSync(file, views("/one"));
    renameSync(file, `${file}.1`);
    // nginx writes to the renamed file until it reopens its logs.
    appendFileSync(`${file}.1`, views("/two"));
    await reader.read();
    writeFileSync(file, views("/three"));
    await reader.read();
    appendFileSync(file, views("/four"));
    await reader.read();
    expect(paths()).toEqual(["/one", "/two", "/three", "/four"]);
  });

  it("starts a truncated log again from its start", async () => {
    const { file, follow, views, paths } = setUp();
    writeFileSync(file, "");
    const reader = follow();
    await reader.read();
    appendFileSync(file, views("/one", "/two"));
    await reader.read();
    truncateSync(file, 0);
    appendFileSync(file, views("/three"));
    await reader.read();
    expect(paths()).toEqual(["/one", "/two", "/three"]);
  });

  it("waits for a log nginx has not made yet, and counts it from its start once it appears", async () => {
    const { file, follow, views, paths } = setUp();
    rmSync(file, { force: true });
    const reader = follow();
    await reader.read();
    writeFileSync(file, views("/first"));
    await reader.read();
    appendFileSync(file, views("/second"));
    await reader.read();
    expect(paths()).toEqual(["/first", "/second"]);
  });
});
