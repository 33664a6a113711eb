import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import type { DbHandle } from "#app/db/client.server.ts";
import {
  claimPresentation,
  completePresentation,
  failAbandonedPresentations,
  failPresentationAttempt,
  presentationPictures,
  type ClaimedPresentation,
} from "#app/features/renderings/presentation/presentation-queue.server.ts";
import { printSheet } from "#app/features/renderings/presentation/print-sheet.server.ts";
import { stampLogo } from "#app/features/renderings/presentation/stamp-logo.server.ts";
import type { RenderWorkerLogger } from "#app/features/renderings/worker-logger.ts";

/** The sheet prints each picture 5 inches wide: 1600 px is 320 dpi, and keeps the PDF to a few MB. */
const SHEET_PICTURE_WIDTH = 1600;

/**
 * The logo stamped on both pictures, and the sheet printed with them beside it. The file names
 * are the ones the sheet's HTML names (presentation-sheet.server.tsx's SHEET_IMAGES).
 */
async function build(handle: Pick<DbHandle, "db">, claimed: ClaimedPresentation) {
  const pictures = await presentationPictures(handle.db, claimed);
  const [day, dusk] = await Promise.all([stampLogo(pictures.day), stampLogo(pictures.dusk)]);
  const dir = await mkdtemp(path.join(tmpdir(), "bayou-presentation-"));
  try {
    const small = (image: Buffer) => sharp(image).resize({ width: SHEET_PICTURE_WIDTH, withoutEnlargement: true }).jpeg({ quality: 85 }).toBuffer();
    await writeFile(path.join(dir, "day.jpg"), await small(day));
    await writeFile(path.join(dir, "dusk.jpg"), await small(dusk));
    await writeFile(path.join(dir, "sheet.html"), claimed.sheetHtml);
    return { day, dusk, pdf: await printSheet(dir) };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * One round of a render worker for presentations (decision 047), before it looks for a render:
 * fails the builds abandoned on their last attempt, then claims and builds one presentation
 * whose pictures are done. True when it built (or tried) one, so the worker asks again at once.
 */
export async function presentationRound(
  handle: Pick<DbHandle, "db" | "engine">,
  config: { leaseMs: number; maxAttempts: number },
  logger: RenderWorkerLogger,
): Promise<boolean> {
  const abandoned = await failAbandonedPresentations(handle.db, new Date(), config.maxAttempts);
  if (abandoned > 0) logger.error({ abandoned }, "presentations abandoned on their last attempt failed for good");
  const claimed = await claimPresentation(handle, new Date(), config);
  if (!claimed) return false;
  const started = Date.now();
  try {
    const made = await build(handle, claimed);
    const stored = await completePresentation(handle.db, claimed, made, new Date());
    if (stored) logger.info({ presentation: claimed.id, quote: claimed.quoteRequestId, seconds: Math.round((Date.now() - started) / 1000), pdfBytes: made.pdf.length }, "presentation done");
    else logger.warn({ presentation: claimed.id }, "presentation built after its lease was lost; another worker has it");
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const outcome = await failPresentationAttempt(handle.db, claimed, message, new Date(), config.maxAttempts);
    logger[outcome === "failed" ? "error" : "warn"]({ presentation: claimed.id, attempt: claimed.attempts, err: message.slice(0, 500) }, outcome === "failed" ? "presentation failed for good; its lead's page says so" : "presentation build failed");
  }
  return true;
}
