/**
 * One photoreal rendering of a design from the command line (Blender's Cycles; decision 039):
 *
 *   npm run render -- --design 'shape=kidney&spa=raised' --time day|dusk --width 1600 [--height N]
 *                     [--quality preview|final] [--samples N] [--raw] [--view patio|porch|across|far|aerial]
 *                     [--style 'house=brick&houseColor=tan&fence=iron&planting=tropical'] --out FILE.jpg
 *
 * The height defaults to the site's 16:10 (1600 → 1000). Prints the seconds, samples and peak memory.
 */
import { parseArgs } from "node:util";
import { parseDesignQuery } from "#app/features/design/query.ts";
import { defaultYardStyle, type YardStyle } from "#app/features/design/yard-style.ts";
import { renderDesign, type RenderTime } from "#app/features/renderings/blender.server.ts";
import { shotFor, type Viewpoint } from "#scripts/images/viewpoints.ts";

const { values } = parseArgs({
  options: {
    design: { type: "string", default: "" },
    time: { type: "string", default: "day" },
    width: { type: "string", default: "1600" },
    height: { type: "string" },
    quality: { type: "string", default: "final" },
    samples: { type: "string" },
    style: { type: "string" },
    view: { type: "string" },
    raw: { type: "boolean", default: false },
    out: { type: "string" },
  },
});

if (!values.out) {
  console.error("usage: npm run render -- --design 'QUERY' --time day|dusk --width N [--height N] [--quality preview|final] --out FILE.jpg");
  process.exit(2);
}
if (values.quality !== "preview" && values.quality !== "final") {
  console.error(`--quality must be preview or final, got ${values.quality}`);
  process.exit(2);
}
const width = Number(values.width);
const query = values.design.replace(/^\?/, "");
const { design } = parseDesignQuery(new URLSearchParams(query));
const height = values.height ? Number(values.height) : Math.round((width * 10) / 16);
let shown = -1;
try {
  const result = await renderDesign(
    {
      query,
      time: values.time as RenderTime,
      width,
      height,
      out: values.out,
      quality: values.quality,
      ...(values.samples ? { samples: Number(values.samples) } : {}),
      ...(values.raw ? { denoise: false } : {}),
      ...(values.style ? { yardStyle: { ...defaultYardStyle, ...(Object.fromEntries(new URLSearchParams(values.style)) as Partial<YardStyle>) } } : {}),
      ...(values.view ? { shot: shotFor(design, values.view as Viewpoint) } : {}),
    },
    {
      onProgress(fraction) {
        const percent = Math.floor(fraction * 10) * 10;
        if (percent > shown) process.stderr.write(`${(shown = percent)}% `);
      },
    },
  );
  console.log(`\n${result.file}: ${width} × ${height}, ${result.seconds.toFixed(1)} s, up to ${result.samples} samples, peak ${result.peakMemoryMb ?? "?"} MB`);
} catch (error) {
  console.error(`\n${(error as Error).message}`);
  process.exitCode = 1;
}
