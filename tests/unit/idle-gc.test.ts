import pino from "pino";
import { describe, expect, it } from "vitest";
import { startIdleGc } from "#server/idle-gc.ts";

/** A logger whose lines the test reads. */
function recordingLogger() {
  const lines: Record<string, unknown>[] = [];
  const logger = pino({ level: "info" }, { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) });
  return { logger, lines };
}

/** Grows the process by about `megabytes` of memory that is garbage once this returns. */
function burst(megabytes: number): number {
  const kept: number[][] = [];
  for (let i = 0; i < megabytes * 16; i++) kept.push(Array.from({ length: 8192 }, (_, j) => i + j + 0.5));
  return kept.length;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("memory given back after a burst", () => {
  it("collects once the process is quiet after growing, and the resident size falls", async () => {
    const { logger, lines } = recordingLogger();
    const stop = startIdleGc({ intervalMs: 200, growthBytes: 32 * 1024 * 1024, logger });
    try {
      expect(burst(256)).toBeGreaterThan(0);
      for (let waited = 0; waited < 5_000 && lines.length === 0; waited += 100) await sleep(100);
      expect(lines).toHaveLength(1);
      const [line] = lines as [{ msg: string; rssBefore: number; rssAfter: number }];
      expect(line.msg).toBe("memory given back after a burst");
      expect(line.rssBefore - line.rssAfter).toBeGreaterThan(32 * 1024 * 1024);
      // Quiet and no new growth: no second collection.
      await sleep(600);
      expect(lines).toHaveLength(1);
    } finally {
      stop();
    }
  });

  it("adds no pause while the process is busy", async () => {
    const { logger, lines } = recordingLogger();
    const stop = startIdleGc({ intervalMs: 200, growthBytes: 32 * 1024 * 1024, logger });
    try {
      // Busy for more than three intervals (the loop turns between bursts of work), growing all the while.
      const until = performance.now() + 700;
      while (performance.now() < until) {
        burst(64);
        await sleep(1);
      }
      expect(lines).toHaveLength(0);
    } finally {
      stop();
    }
  });
});
