import {
  Box3,
  DataTexture,
  type Group,
  InstancedMesh,
  LinearFilter,
  type Material,
  Matrix4,
  type Mesh,
  MeshBasicMaterial,
  PlaneGeometry,
  RGBAFormat,
  type Texture,
  Vector3,
} from "three";
import type { Parts } from "#app/features/design/three/yard-context.ts";

/**
 * Contact shadows: what stands on the deck or the lawn — a fire bowl's pedestal, a lounger, a
 * rock, a stepping stone, a trunk — gets a soft dark patch where it meets the ground, the
 * occlusion a sun shadow alone does not give (in shade, at dusk, on the sunlit side). This is
 * both tiers' grounding at ground level, the light tier's only ambient occlusion (the full tier
 * adds a screen-space pass, ./ambient-occlusion.ts). Found after the scene is built, from each
 * mesh's bounds, so the yard's parts (./yard.ts) need no hook; drawn as one instanced mesh (one
 * draw call for them all). No browser API: the renderer for Blender builds the pool in Node.
 */

/** A mesh counts as standing on the ground when its lowest point is within this of the deck. */
const GROUND_BAND = { below: -0.4, above: 0.45 };
/** Nothing wider than this gets a patch (a wall, a fence or the house is grounded by its own shade). */
const MOST_FEET = 7.5;
/** The patch reaches beyond the object's footprint by a share of its height, within these bounds (a flat stone's patch is a rim, a pedestal's a pool of shade). */
const SPREAD = { least: 0.2, most: 0.9, perFoot: 0.4 };
/** Over the deck (0) and the lawn (−0.05), under a stepping stone's top (0.03). */
const HEIGHT = 0.012;
export const CONTACT_OPACITY = 0.7;
/** Anything whose top is this close to the deck lies flush (a stepping stone) and gets no patch. */
const FLUSH_TOP = 0.1;

let falloff: Texture | undefined;

/** Black, opaque in the middle and fading to nothing at the edge (smoothstep on the radius). */
function contactTexture(): Texture {
  if (falloff) return falloff;
  const size = 64;
  const data = new Uint8Array(size * size * 4);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const r = Math.hypot((x + 0.5) / size - 0.5, (y + 0.5) / size - 0.5) * 2;
      const t = Math.min(1, Math.max(0, (r - 0.35) / 0.65));
      data[(y * size + x) * 4 + 3] = Math.round(255 * (1 - t * t * (3 - 2 * t)) ** 1.6);
    }
  }
  falloff = new DataTexture(data, size, size, RGBAFormat);
  falloff.magFilter = LinearFilter;
  falloff.minFilter = LinearFilter;
  falloff.needsUpdate = true;
  return falloff;
}

/** Adds the contact shadows of everything in `group` that stands on the ground; returns how many. */
export function addContactShadows(group: Group, parts: Parts): number {
  group.updateMatrixWorld(true);
  const boxes: Box3[] = [];
  const local = new Box3();
  const matrix = new Matrix4();
  const consider = (box: Box3) => {
    const width = box.max.x - box.min.x;
    const depth = box.max.z - box.min.z;
    if (box.min.y < GROUND_BAND.below || box.min.y > GROUND_BAND.above) return;
    if (Math.max(width, depth) > MOST_FEET || box.max.y - box.min.y < 0.05) return;
    // A stone set flush in the lawn: the patch, pulled towards the camera over the deck it
    // lies on, would cover the stone's own top (a dark disc) at a grazing view.
    if (box.max.y < FLUSH_TOP) return;
    boxes.push(box.clone());
  };
  group.traverse((object) => {
    const mesh = object as Mesh;
    if (!mesh.isMesh || !mesh.visible) return;
    const material = (Array.isArray(mesh.material) ? mesh.material[0] : mesh.material) as Material | undefined;
    if (!material || material.transparent || material.alphaTest > 0) return;
    const instanced = mesh as InstancedMesh;
    if (!instanced.isInstancedMesh && !mesh.castShadow) return;
    if (!mesh.geometry.boundingBox) mesh.geometry.computeBoundingBox();
    local.copy(mesh.geometry.boundingBox!);
    if (instanced.isInstancedMesh) {
      for (let i = 0; i < instanced.count; i++) {
        instanced.getMatrixAt(i, matrix);
        consider(local.clone().applyMatrix4(matrix.premultiply(mesh.matrixWorld)));
      }
    } else consider(local.clone().applyMatrix4(mesh.matrixWorld));
  });
  if (!boxes.length) return 0;
  const geometry = parts.geometry("contact-shadow", () => new PlaneGeometry(1, 1).rotateX(-Math.PI / 2));
  const material = parts.material(
    "contact-shadow",
    () =>
      new MeshBasicMaterial({
        color: 0x000000,
        map: contactTexture(),
        transparent: true,
        opacity: CONTACT_OPACITY,
        depthWrite: false,
        polygonOffset: true,
        polygonOffsetFactor: -2,
        polygonOffsetUnits: -2,
      }),
  );
  const patches = new InstancedMesh(geometry, material, boxes.length);
  const centre = new Vector3();
  const scale = new Vector3();
  boxes.forEach((box, i) => {
    box.getCenter(centre);
    const spread = Math.min(SPREAD.most, SPREAD.least + (box.max.y - box.min.y) * SPREAD.perFoot);
    scale.set(box.max.x - box.min.x + spread * 2, 1, box.max.z - box.min.z + spread * 2);
    patches.setMatrixAt(i, matrix.makeScale(scale.x, 1, scale.z).setPosition(centre.x, HEIGHT, centre.z));
  });
  patches.renderOrder = 1;
  patches.name = "contact-shadows";
  group.add(patches);
  return boxes.length;
}
