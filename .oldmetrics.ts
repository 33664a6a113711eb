import sharp from "sharp";
import { designLayout } from "#app/features/design/geometry.ts";
import { defaultDesign, type Design } from "#app/features/design/model.ts";
import { SUN } from "#app/features/design/three/environment.ts";
import { luminance, mean, screenPoint, type Pixels } from "#tests/support/design-view.ts";
const design: Design = { ...defaultDesign, shape: "rectangle", length: 32, width: 16, deck: "travertine", shelf: "medium", fireBowls: 2 };
const { data, info } = await sharp(process.argv[2]!).removeAlpha().raw().toBuffer({ resolveWithObject: true });
const pixels: Pixels = { width: info.width, height: info.height, at: (x, y) => { const o = (Math.round(y) * info.width + Math.round(x)) * 3; return [data[o]!, data[o + 1]!, data[o + 2]!]; } };
const { steps, fireBowls } = designLayout(design);
const y = steps.y + steps.height / 2; const values: number[] = [];
for (let x = 2; x < steps.x + steps.width + 2; x += 0.1) { const [px, py] = screenPoint(design, pixels, [x, -0.5, y]); values.push(luminance(mean(pixels, px, py, 1))); }
let count = 0, last = -10; for (let i = 3; i < values.length; i++) if (Math.abs(values[i]! - values[i - 3]!) > 14 && i - last > 4) { count++; last = i; }
console.log("edges", count, values.map(Math.round).join(" "));
const bowl = fireBowls[0]!; const n = Math.hypot(SUN.day.x, SUN.day.z);
const at = (d: number) => luminance(mean(pixels, ...screenPoint(design, pixels, [bowl.x + d, 0, bowl.y]), 2));
console.log("foot/open", at(1.25) / at(4.5), at(1.25), at(4.5), screenPoint(design, pixels, [bowl.x, 0, bowl.y]));
