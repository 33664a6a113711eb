/**
 * The picture: the photo (darkened at dusk), the pool over it, and over the pool again the
 * photo's pixels the visitor painted as standing in front (a tree trunk, a chair). Browser only.
 */
export interface ComposeInput {
  photo: CanvasImageSource;
  width: number;
  height: number;
  dusk: boolean;
  /** Draws the pool onto the picture's context (an image from the 3-D drawer, or the 2-D plan). */
  pool: ((context: CanvasRenderingContext2D) => void) | null;
  /** White where things stand in front, at any size (scaled to the picture). */
  mask: HTMLCanvasElement | null;
  /** While painting: the mask shown tinted, so the visitor sees what is painted. */
  showMask?: boolean;
}

/** Dusk: the photo's light falls and turns blue, as the sky's does after sunset. */
const DUSK_MULTIPLY = "rgb(70, 80, 128)";

export function compose(target: HTMLCanvasElement, input: ComposeInput): void {
  const { width, height } = input;
  if (target.width !== width || target.height !== height) {
    target.width = width;
    target.height = height;
  }
  const context = target.getContext("2d")!;
  const background = document.createElement("canvas");
  background.width = width;
  background.height = height;
  const back = background.getContext("2d")!;
  back.drawImage(input.photo, 0, 0, width, height);
  if (input.dusk) {
    back.globalCompositeOperation = "multiply";
    back.fillStyle = DUSK_MULTIPLY;
    back.fillRect(0, 0, width, height);
    back.globalCompositeOperation = "source-over";
  }
  context.clearRect(0, 0, width, height);
  context.drawImage(background, 0, 0);
  input.pool?.(context);
  if (input.mask) {
    const front = document.createElement("canvas");
    front.width = width;
    front.height = height;
    const f = front.getContext("2d")!;
    f.drawImage(background, 0, 0);
    f.globalCompositeOperation = "destination-in";
    f.drawImage(input.mask, 0, 0, width, height);
    context.drawImage(front, 0, 0);
    if (input.showMask) {
      const tint = document.createElement("canvas");
      tint.width = width;
      tint.height = height;
      const t = tint.getContext("2d")!;
      t.drawImage(input.mask, 0, 0, width, height);
      t.globalCompositeOperation = "source-in";
      t.fillStyle = "rgba(220, 38, 38, 0.35)";
      t.fillRect(0, 0, width, height);
      context.drawImage(tint, 0, 0);
    }
  }
}
