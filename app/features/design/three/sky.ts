import { BackSide, Color, Float32BufferAttribute, Mesh, MeshBasicMaterial, SphereGeometry } from "three";

/**
 * The sky as a dome of vertex colours around the camera: a gradient from the zenith through a
 * bright horizon to distant ground. Drawn after the yard's solids and without writing depth, so
 * it shades only the pixels nothing else covers, with the cheapest shader there is (an
 * equirectangular background would work out a texture lookup, with trigonometry, for every
 * pixel of every frame, which software WebGL feels).
 */

type Stops = ReadonlyArray<readonly [at: number, colour: string]>;

/** From the zenith (0) to the nadir (1); the horizon is at 0.5. */
const skies: Record<"day" | "dusk", Stops> = {
  day: [
    [0, "#3f7fc4"],
    [0.42, "#9cc8ea"],
    [0.5, "#e4f0f6"],
    [0.52, "#8a9a78"],
    [1, "#4d5d3a"],
  ],
  dusk: [
    [0, "#0d1030"],
    [0.3, "#2c2a5c"],
    [0.44, "#9a5a78"],
    [0.5, "#f09a5a"],
    [0.52, "#2a2a24"],
    [1, "#111210"],
  ],
};

/** Inside the camera's far plane wherever the camera is: the viewer keeps the dome centred on it. */
export const SKY_RADIUS = 400;

export function skyDome(time: "day" | "dusk"): Mesh {
  const stops = skies[time].map(([at, colour]) => [at, new Color(colour)] as const);
  // Rings close together around the horizon, where the colours change fastest.
  const geometry = new SphereGeometry(SKY_RADIUS, 24, 48);
  const position = geometry.getAttribute("position");
  const colours: number[] = [];
  for (let i = 0; i < position.count; i++) {
    const at = Math.acos(Math.min(1, Math.max(-1, position.getY(i) / SKY_RADIUS))) / Math.PI;
    const upper = stops.findIndex(([stop]) => stop >= at);
    const [to, high] = stops[Math.max(upper, 0)]!;
    const [from, low] = stops[Math.max(upper - 1, 0)]!;
    const colour = low.clone().lerp(high, to > from ? (at - from) / (to - from) : 0);
    colours.push(colour.r, colour.g, colour.b);
  }
  geometry.setAttribute("color", new Float32BufferAttribute(colours, 3));
  // Colours as given, like a background: not tone mapped.
  const dome = new Mesh(geometry, new MeshBasicMaterial({ vertexColors: true, side: BackSide, depthWrite: false, toneMapped: false }));
  dome.renderOrder = 1;
  dome.frustumCulled = false;
  return dome;
}
