import type { YardPhoto } from "#app/features/backyard/photo.ts";
import type { Pixel } from "#app/features/backyard/solve.ts";

/** The painted mask's longest side. */
const MASK_MAX = 1600;

/** An empty mask for the things in front of the pool, painted at most MASK_MAX pixels on its longest side. */
export function newMask(photo: YardPhoto): HTMLCanvasElement {
  const canvas = document.createElement("canvas");
  const scale = Math.min(1, MASK_MAX / Math.max(photo.width, photo.height));
  canvas.width = Math.round(photo.width * scale);
  canvas.height = Math.round(photo.height * scale);
  return canvas;
}

/** The marked rectangle while marking: its outline, green once it solves. */
export function drawQuad(context: CanvasRenderingContext2D, corners: readonly Pixel[], scale: number, solved: boolean) {
  if (corners.length !== 4) return;
  context.save();
  context.beginPath();
  corners.forEach((p, i) => (i ? context.lineTo(p.x * scale, p.y * scale) : context.moveTo(p.x * scale, p.y * scale)));
  context.closePath();
  context.fillStyle = solved ? "rgba(16, 185, 129, 0.18)" : "rgba(248, 113, 113, 0.18)";
  context.fill();
  context.lineWidth = Math.max(2, 3 * (context.canvas.width / 1000));
  context.strokeStyle = solved ? "#34d399" : "#f87171";
  context.stroke();
  context.restore();
}

/** The magnifier: the photo around `at`, three times larger than on the stage, with a cross-hair. */
export function drawMagnifier(canvas: HTMLCanvasElement, photo: YardPhoto, at: Pixel, stageWidth: number) {
  const context = canvas.getContext("2d")!;
  const size = canvas.width;
  const span = (size / 3) * (photo.width / (stageWidth || photo.width));
  context.clearRect(0, 0, size, size);
  context.drawImage(photo.canvas, at.x - span / 2, at.y - span / 2, span, span, 0, 0, size, size);
  context.strokeStyle = "#fff";
  context.lineWidth = 3;
  context.beginPath();
  context.moveTo(size / 2, size / 2 - 14);
  context.lineTo(size / 2, size / 2 + 14);
  context.moveTo(size / 2 - 14, size / 2);
  context.lineTo(size / 2 + 14, size / 2);
  context.stroke();
  context.strokeStyle = "#0f172a";
  context.lineWidth = 1;
  context.stroke();
}
