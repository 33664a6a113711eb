import { createHash } from "node:crypto";
import type { Db } from "#app/db/client.server.ts";
import { detectImageType, encodeVariants } from "#app/modules/images/pipeline.server.ts";
import { MEDIA_CONTENT_TYPES, UPLOAD_WIDTHS, uploadVariantWidths, type MediaFormat } from "#app/modules/media/variants.ts";

export interface StoredImage {
  id: string;
  width: number;
  height: number;
  /** False when the same bytes had been uploaded before and their variants were reused. */
  encoded: boolean;
}

export interface MediaVariant {
  bytes: Uint8Array;
  contentType: string;
}

/**
 * Encoding a photo keeps both cores busy for a few seconds (sharp works off the event loop, in
 * libuv's pool). One encode at a time per process leaves CPU for the pages other visitors load
 * meanwhile; concurrent uploads of the same bytes share one encode.
 */
let encodeQueue: Promise<unknown> = Promise.resolve();
const inFlight = new Map<string, Promise<StoredImage>>();

function serially<T>(task: () => Promise<T>): Promise<T> {
  const run = encodeQueue.then(task, task);
  encodeQueue = run.catch(() => undefined);
  return run;
}

export function mediaIdOf(bytes: Uint8Array): string {
  return createHash("sha256").update(bytes).digest("hex").slice(0, 32);
}

export function createMediaStore(db: Db) {
  async function findImage(id: string) {
    return db.selectFrom("media_images").select(["id", "width", "height"]).where("id", "=", id).executeTakeFirst();
  }

  async function encodeAndStore(id: string, bytes: Uint8Array): Promise<StoredImage> {
    const encoded = await serially(() => encodeVariants(bytes, { widths: UPLOAD_WIDTHS }));
    const expected = uploadVariantWidths(encoded.width);
    const produced = encoded.variants.map((variant) => variant.width);
    // The <picture> derives its srcset from the source width; the stored rows must match it.
    if (produced.join() !== expected.join()) {
      throw new Error(`Encoded widths ${produced.join()} differ from the expected ${expected.join()}`);
    }
    await db.transaction().execute(async (trx) => {
      const inserted = await trx
        .insertInto("media_images")
        .values({
          id,
          source_type: encoded.type,
          source_bytes: bytes.byteLength,
          width: encoded.width,
          height: encoded.height,
        })
        .onConflict((conflict) => conflict.column("id").doNothing())
        .returning("id")
        .executeTakeFirst();
      // Another instance stored the same image first; its variants are the same bytes.
      if (!inserted) return;
      for (const variant of encoded.variants) {
        await trx
          .insertInto("media_variants")
          .values([
            { image_id: id, width: variant.width, height: variant.height, format: "avif", bytes: variant.avif },
            { image_id: id, width: variant.width, height: variant.height, format: "webp", bytes: variant.webp },
          ])
          .execute();
      }
    });
    return { id, width: encoded.width, height: encoded.height, encoded: true };
  }

  return {
    /**
     * Checks the bytes are an image by their content (throws UnsupportedImageError otherwise),
     * then stores its AVIF and WebP variants once per distinct content.
     */
    async save(bytes: Uint8Array): Promise<StoredImage> {
      await detectImageType(bytes);
      const id = mediaIdOf(bytes);
      const existing = await findImage(id);
      if (existing) return { id, width: Number(existing.width), height: Number(existing.height), encoded: false };
      const pending = inFlight.get(id);
      if (pending) return pending.then((stored) => ({ ...stored, encoded: false }));
      const work = encodeAndStore(id, bytes).finally(() => inFlight.delete(id));
      inFlight.set(id, work);
      return work;
    },

    async exists(id: string): Promise<boolean> {
      return (await findImage(id)) !== undefined;
    },

    /** Deletes the images and their variants; returns the ids that existed. */
    async delete(ids: readonly string[]): Promise<string[]> {
      if (ids.length === 0) return [];
      return db.transaction().execute(async (trx) => {
        await trx.deleteFrom("media_variants").where("image_id", "in", ids).execute();
        const rows = await trx.deleteFrom("media_images").where("id", "in", ids).returning("id").execute();
        return rows.map((row) => row.id);
      });
    },

    async findVariant(id: string, width: number, format: MediaFormat): Promise<MediaVariant | undefined> {
      const row = await db
        .selectFrom("media_variants")
        .select("bytes")
        .where("image_id", "=", id)
        .where("width", "=", width)
        .where("format", "=", format)
        .executeTakeFirst();
      return row && { bytes: row.bytes, contentType: MEDIA_CONTENT_TYPES[format] };
    },
  };
}

export type MediaStore = ReturnType<typeof createMediaStore>;
