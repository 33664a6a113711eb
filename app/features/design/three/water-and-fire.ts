import { BufferAttribute, type BufferGeometry, Color, type ColorRepresentation, ConeGeometry, DoubleSide, IcosahedronGeometry, type MeshStandardMaterialParameters, type Texture } from "three";
import { mergeGeometries } from "three/examples/jsm/utils/BufferGeometryUtils.js";
import { scenery } from "#app/features/design/three/palette.ts";

/* The water features' and fire bowls' own shapes and looks (./pool-spa.ts, ./water-features.ts and ./fire-bowls.ts place them). */

/**
 * A low mound of white water along z where a sheet lands, opaque at its crest and fading to
 * nothing at the waterline (RGBA per vertex, as `fallingSheet`'s).
 */
export function churn(): BufferGeometry {
  const geometry = new IcosahedronGeometry(1, 2).scale(0.6, 0.45, 1.45);
  const position = geometry.getAttribute("position");
  const colours = new Float32Array(position.count * 4);
  for (let i = 0; i < position.count; i++) {
    const up = Math.max(0, position.getY(i) / 0.45);
    colours.set([1, 1, 1, 0.85 * Math.sqrt(up)], i * 4);
  }
  return geometry.setAttribute("color", new BufferAttribute(colours, 4));
}

/**
 * Flames: a few tongues of additive light, white-yellow at the burner, orange higher up and
 * fading to nothing at the tips (vertex colours, so the glow has no hard edge).
 */
export function flameGeometry(): BufferGeometry {
  const tongues = [
    [0, 0, 1.7, 0.42],
    [0.45, 0.2, 1.15, 0.3],
    [-0.4, 0.3, 1.25, 0.3],
    [0.1, -0.45, 1.05, 0.28],
    [-0.2, 0.5, 0.95, 0.25],
  ] as const;
  return mergeGeometries(
    tongues.map(([x, z, height, radius]) => {
      const tongue = new ConeGeometry(radius, height, 8, 4, true).translate(0, height / 2, 0);
      const position = tongue.getAttribute("position");
      const colours = new Float32Array(position.count * 3);
      for (let i = 0; i < position.count; i++) {
        const t = position.getY(i) / height;
        const fade = (1 - t) ** 1.3;
        colours.set([fade, (0.85 - 0.5 * t) * fade, (0.45 - 0.4 * t) * fade], i * 3);
      }
      return tongue.setAttribute("color", new BufferAttribute(colours, 3)).translate(x, 0, z);
    }),
  );
}

/**
 * Falling water: bright streaks that scroll downward (the viewer moves the shared texture),
 * over a falling sheet's own opacity per vertex (solids.ts, `fallingSheet`) where `perVertex`.
 */
export function sheetLook(dusk: boolean, led: ColorRepresentation | undefined, streaks: Texture, perVertex: boolean): MeshStandardMaterialParameters {
  return {
    color: scenery.waterfall,
    transparent: true,
    opacity: perVertex ? 1 : 0.85,
    vertexColors: perVertex,
    alphaMap: streaks,
    roughness: 0.15,
    emissive: new Color(dusk ? (led ?? 0xffffff) : 0x9ac8dc),
    emissiveIntensity: dusk ? 0.6 : 0.25,
    side: DoubleSide,
    // Both faces in one draw: three.js draws a transparent two-sided material in two passes,
    // back then front, marking it changed before each, so every frame would look its shader
    // program up twice per sheet (a cache key built from ~100 parameters each time). Thin
    // falling water looks the same either way.
    forceSinglePass: true,
    depthWrite: false,
  };
}
