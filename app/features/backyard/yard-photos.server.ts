import { randomBytes } from "node:crypto";
import sharp from "sharp";
import { sql } from "kysely";
import type { Db } from "#app/db/client.server.ts";
import { detectImageType, UnsupportedImageError } from "#app/modules/images/pipeline.server.ts";
import { yardPlacementSchema, type YardPlacement } from "#app/features/backyard/placement.ts";

/**
 * A yard photo sent with a quote (issue 41, point 6; decision 046). The browser uploads the photo
 * and the picture with the pool drawn in when the visitor ticks the box on the quote form; each
 * is checked by its content (../../modules/images/pipeline.server.ts), decoded upright and
 * encoded again as a JPEG no larger than KEPT_SIDE, which leaves every piece of metadata (GPS,
 * camera, time) behind; the painted "things in front" mask goes with them as a PNG. Who may send
 * is decided before the body is read (../../routes/resources/yard-photo.ts). The row waits for
 * its quote, which ties it to the lead; one that no lead took within a day is deleted. Erased
 * with the lead (../inbox/erase-person.server.ts).
 */

/**
 * Limits on what is sent: a phone photo re-encoded in the browser is 1–4 MB, the picture a few
 * hundred KB, the painted mask (mostly transparent) tens of KB.
 */
export const YARD_UPLOAD_LIMITS = { maxFileBytes: 12 * 1024 * 1024, maxRequestBytes: 26 * 1024 * 1024, maxFiles: 3, maxFields: 4 } as const;
/** The painted mask is refused above this: a PNG of a brush's strokes is far smaller. */
export const MAX_MASK_BYTES = 2 * 1024 * 1024;
/** Longest side kept on the server (the mask's: the brush's own canvas is never larger than 1,600 px). */
const KEPT_SIDE = 2400;
const MASK_SIDE = 1600;
/** Photos sent but not (yet) taken by a quote: at most this many at once, so the table cannot be filled by a script. */
const MAX_WAITING = 200;
export const YARD_ID = /^[a-f0-9]{32}$/;

export class YardUploadError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

async function clean(bytes: Uint8Array): Promise<{ jpeg: Buffer; width: number; height: number }> {
  try {
    await detectImageType(bytes);
  } catch (error) {
    if (error instanceof UnsupportedImageError) throw new YardUploadError(415, "The photo is not a JPEG, PNG or WebP image.");
    throw error;
  }
  const { data, info } = await sharp(bytes, { limitInputPixels: 40_000_000 })
    .autoOrient()
    .resize({ width: KEPT_SIDE, height: KEPT_SIDE, fit: "inside", withoutEnlargement: true })
    .jpeg({ quality: 84, mozjpeg: true })
    .toBuffer({ resolveWithObject: true });
  return { jpeg: data, width: info.width, height: info.height };
}

/**
 * The painted mask: a PNG by its content (an image of another type, or bytes that only claim to
 * be one, are refused), no larger than MAX_MASK_BYTES, the photo's shape, and encoded again (its
 * alpha kept, any metadata left behind).
 */
async function cleanMask(bytes: Uint8Array, photo: { width: number; height: number }): Promise<Buffer> {
  if (bytes.byteLength > MAX_MASK_BYTES) throw new YardUploadError(413, "The painted mask is too large.");
  let type: string;
  try {
    type = await detectImageType(bytes);
  } catch (error) {
    if (error instanceof UnsupportedImageError) throw new YardUploadError(415, "The painted mask is not a PNG image.");
    throw error;
  }
  if (type !== "png") throw new YardUploadError(415, "The painted mask is not a PNG image.");
  const image = sharp(bytes, { limitInputPixels: 40_000_000 });
  const { width, height } = await image.metadata();
  if (Math.abs(width / height - photo.width / photo.height) > 0.02 * (photo.width / photo.height)) {
    throw new YardUploadError(400, "The painted mask does not fit the photo.");
  }
  return image.resize({ width: MASK_SIDE, height: MASK_SIDE, fit: "inside", withoutEnlargement: true }).png({ compressionLevel: 9 }).toBuffer();
}

export function createYardPhotos(db: Db) {
  return {
    /** Stores a sent photo, its picture, placement and painted mask (if any); the id the quote form carries. */
    async store(photo: Uint8Array, picture: Uint8Array, placementJson: string, mask?: Uint8Array): Promise<string> {
      let placement: YardPlacement;
      try {
        placement = yardPlacementSchema.parse(JSON.parse(placementJson));
      } catch {
        throw new YardUploadError(400, "The placement could not be read.");
      }
      const [cleanPhoto, cleanPicture] = [await clean(photo), await clean(picture)];
      const cleanedMask = mask ? await cleanMask(mask, cleanPhoto) : null;
      const dayAgo = new Date(Date.now() - 24 * 3600_000);
      await db.deleteFrom("yard_photos").where("lead_id", "is", null).where("created_at", "<", dayAgo).execute();
      const waiting = await db.selectFrom("yard_photos").select(sql<number>`count(*)`.as("n")).where("lead_id", "is", null).executeTakeFirst();
      if (Number(waiting?.n ?? 0) >= MAX_WAITING) throw new YardUploadError(503, "Photos cannot be received just now. Send the quote without it, or try again later.");
      const id = randomBytes(16).toString("hex");
      await db
        .insertInto("yard_photos")
        .values({
          id,
          created_at: new Date(),
          lead_table: null,
          lead_id: null,
          photo: cleanPhoto.jpeg,
          picture: cleanPicture.jpeg,
          mask: cleanedMask,
          width: cleanPhoto.width,
          height: cleanPhoto.height,
          placement: JSON.stringify(placement),
        })
        .execute();
      return id;
    },
    /** Ties a waiting photo to its quote (a photo already taken by another lead stays with it). */
    async attach(id: string, leadId: number): Promise<void> {
      if (!YARD_ID.test(id)) return;
      await db.updateTable("yard_photos").set({ lead_table: "quote_requests", lead_id: leadId }).where("id", "=", id).where("lead_id", "is", null).execute();
    },
    async forLead(leadId: number) {
      return db
        .selectFrom("yard_photos")
        .select(["id", "width", "height", "placement"])
        .where("lead_table", "=", "quote_requests")
        .where("lead_id", "=", leadId)
        .orderBy("created_at", "desc")
        .executeTakeFirst();
    },
    async image(leadId: number, which: "photo" | "picture" | "mask"): Promise<Uint8Array | null> {
      const row = await db
        .selectFrom("yard_photos")
        .select(which)
        .where("lead_table", "=", "quote_requests")
        .where("lead_id", "=", leadId)
        .orderBy("created_at", "desc")
        .executeTakeFirst();
      return (row?.[which] as Uint8Array | null | undefined) ?? null;
    },
  };
}
