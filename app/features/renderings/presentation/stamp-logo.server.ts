import sharp from "sharp";
import { logoBadgeSvg } from "#app/features/renderings/presentation/logo-mark.ts";

/**
 * The company's logo composited into a rendering's lower right corner, sized to the picture
 * (a 4K picture's badge is 130 px tall), and the picture re-encoded as a high-quality JPEG.
 */
export async function stampLogo(image: Uint8Array): Promise<Buffer> {
  const picture = sharp(image);
  const { width = 0, height = 0 } = await picture.metadata();
  const badgeHeight = Math.max(16, Math.round(height * 0.054));
  const margin = Math.round(height * 0.03);
  const badge = logoBadgeSvg(badgeHeight);
  const scale = Math.min(1, (width - margin * 2) / badge.width);
  const logo = await sharp(Buffer.from(badge.svg))
    .resize({ width: Math.max(1, Math.floor(badge.width * scale)) })
    .png()
    .toBuffer();
  const placed = await sharp(logo).metadata();
  return picture
    .composite([{ input: logo, left: Math.max(0, width - margin - (placed.width ?? 0)), top: Math.max(0, height - margin - (placed.height ?? 0)) }])
    .jpeg({ quality: 90, mozjpeg: true })
    .toBuffer();
}
