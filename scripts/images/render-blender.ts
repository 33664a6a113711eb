/**
 * The image build's path-traced picture maker (issue 39 point 5; decision 039): each picture is
 * the same Blender rendering a visitor gets (app/features/renderings/blender.server.ts), of the
 * launch project's design in its own yard (house, fence, planting, open land: `launchProjectLooks`)
 * from the picture's viewpoint, written as a PNG for the site's image pipeline to encode. One
 * render at a time: Blender uses every core.
 */
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { renderDesign } from "#app/features/renderings/blender.server.ts";
import type { PictureSpec } from "#scripts/images/catalog.ts";

export async function renderPicture(spec: PictureSpec, width: number, height: number): Promise<Buffer> {
  const dir = await mkdtemp(path.join(tmpdir(), "images-blender-"));
  try {
    const out = path.join(dir, `${spec.key}.png`);
    await renderDesign({
      query: spec.query,
      time: spec.time,
      width,
      height,
      out,
      quality: "final",
      yardStyle: spec.look.style,
      yard: spec.yard,
      ...(spec.look.land ? { land: spec.look.land } : {}),
      shot: spec.shot,
    });
    return await readFile(out);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
