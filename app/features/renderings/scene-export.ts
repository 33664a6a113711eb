import { type BufferGeometry, Color, InstancedMesh, type Material, Matrix3, Matrix4, Mesh, type MeshStandardMaterial, Quaternion, Texture, Vector3 } from "three";
import { designLayout } from "#app/features/design/geometry.ts";
import type { Design } from "#app/features/design/model.ts";
import { copingColours, deckColours, waterColours } from "#app/features/design/palette.ts";
import { shellColours } from "#app/features/design/three/palette.ts";
import { buildPool, type SharedTextures } from "#app/features/design/three/build-pool.ts";
import { keyedParts } from "#app/features/design/keyed-parts.ts";
import { waterUniforms, WATER_LEVEL } from "#app/features/design/three/water.ts";
import type { SurfaceKind } from "#app/features/design/three/surfaces.ts";
import type { Shot } from "#app/features/design/three/viewer.ts";
import type { YardExtras } from "#app/features/design/three/yard.ts";
import { defaultYardStyle, type YardStyle } from "#app/features/design/yard-style.ts";

/**
 * The 3-D view's own scene, for the path tracer: the design is built by the same builders
 * (build-pool.ts, yard.ts, pergola.ts) with empty textures, and every mesh is written to glTF
 * 2.0 in metres, named for what it is (`deck:travertine`, `coping:…`, `finish:…`, `water`,
 * `spa-water`, `lawn`, `fence`, `house` …) so Blender gives each a real material by name. The
 * live view's leaf-card planting is not exported as geometry: its placements (where, how tall,
 * which species, which green) are, and Blender grows the plants (scripts/render/plants.py).
 */

/** Feet (the builders' unit) to metres (glTF's). */
const METRES = 0.3048;

export interface Placement {
  kind: "tree" | "shrub" | "flower";
  /** A tree's species or a shrub's habit, chosen from the live view's crown and colour. */
  species: string;
  /** Base position in glTF space (y up), metres. */
  at: [number, number, number];
  /** Height, metres; width (metres) across. */
  height: number;
  width: number;
  turn: number;
  colour: [number, number, number];
}

export interface SceneExtras {
  time: "day" | "dusk";
  design: Pick<Design, "shape" | "finish" | "coping" | "deck" | "lighting" | "spa" | "features" | "fireBowls">;
  /** Shallow and deep water colours of the finish (linear RGB), the water's absorption tint. */
  water: { shallow: [number, number, number]; deep: [number, number, number]; level: number };
  /** Base colours (linear RGB) of the deck, coping and interior finish, the plan's palette. */
  colours: { deck: [number, number, number]; coping: [number, number, number]; finish: [number, number, number] };
  /**
   * The camera: `fov` vertical (degrees); `shift` the lens shift up, in frame heights
   * (Blender's `shift_y` with a vertically fitted sensor), for a level camera (`cameraOf`).
   */
  camera: { eye: [number, number, number]; target: [number, number, number]; fov: number; shift: number };
  leds: Array<{ at: [number, number, number]; colour: [number, number, number] }>;
  fires: Array<[number, number, number]>;
  /** The fenced yard (x, z range, metres) where the lawn gets real blades. */
  yard: { x: [number, number]; z: [number, number] };
  placements: Placement[];
  /** The house, fence and planting behind the pool (app/features/design/yard-style.ts). */
  style: YardStyle;
  /** Open land beyond the back fence line (no back fence); a vanishing edge on the pool's back wall. */
  land: { open: boolean; vanishingEdge: boolean };
}

/** What a rendering may add to the design: the yard's look, its extras, and where the camera stands. */
export interface SceneOptions {
  yardStyle?: YardStyle;
  /** A launch project's pergola (three/yard.ts). */
  yard?: YardExtras;
  /** Open land behind the pool instead of the back fence; `vanishingEdge` lowers the back wall to the water. */
  land?: { open?: boolean; vanishingEdge?: boolean };
  /** The camera in scene feet (x along the pool, y up, z across; house at large z); default: `presentationShot`. */
  shot?: Shot;
}

/** A pool this many times as long as it is wide is a lap pool, framed down its length. */
const LAP_RATIO = 3;

/**
 * A builder's presentation view, framed on the pool (not the deck, which may be 3,000 sq ft):
 * eye level (5.5 ft) from the patio side, past the deep end's corner, looking back across the
 * water so the spa, the features on the back wall and the yard beyond are all in the picture.
 */
export function presentationShot(design: Design): Shot {
  const { outline, deck } = designLayout(design);
  const xs = outline.map((p) => p.x);
  const ys = outline.map((p) => p.y);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const length = maxX - minX;
  const width = maxY - minY;
  if (length >= width * LAP_RATIO) {
    // A lap pool is shown as its photographs show it: from past its end, down its length. From
    // the patio side as below, its narrow deck puts the camera against the house, whose back
    // wall then filled a third of the picture.
    return { eye: [maxX + length * 0.2, 6, maxY + 1.5], target: [minX + length * 0.4, -1.5, minY + width * 0.3], fov: 50 };
  }
  const reach = Math.max(length * 0.55, width * 1.1, 14);
  // Never past the patio's edge: the house stands a few feet beyond the deck's front.
  const z = Math.min(maxY + reach, deck.y + deck.height + 2);
  const short = maxY + reach - z;
  return {
    eye: [maxX + length * 0.15 + short * 0.6, 6, z],
    target: [minX + length * 0.5, -1.5, minY + width * 0.4],
    fov: 50,
  };
}

export interface ExportedScene {
  gltf: object;
  extras: SceneExtras;
}

/** Instanced parts that Blender grows anew from their placements instead of drawing as given. */
const GROWN = new Set(["crown", "trunk", "shrub", "flower"]);
/**
 * The live view's painted stand-ins for light a path tracer computes itself: the contact-shadow
 * patches under every stone, shrub and chair (grounding.ts) are black squares to Blender, which
 * knows no alpha map from us: the dark blob on the deck in front of the camera was one.
 */
const PAINTED = new Set(["contact-shadow"]);
const SPECIES: Record<string, string> = { round: "live-oak", tall: "water-oak", cone: "magnolia" };

const linear = (colour: Color): [number, number, number] => [colour.r, colour.g, colour.b];
const metres = (v: Vector3): [number, number, number] => [v.x * METRES, v.y * METRES, v.z * METRES];

/** A builder's part name: the key's name before its inputs (`deck:[…]` → `deck`). */
const partName = (key: string) => key.slice(0, key.indexOf(":") < 0 ? key.length : key.indexOf(":"));

export function exportScene(design: Design, time: "day" | "dusk", options: SceneOptions = {}): ExportedScene {
  const geometryNames = new Map<BufferGeometry, string>();
  const geometryKeys = new Map<BufferGeometry, string>();
  const materialNames = new Map<Material, string>();
  const parts = keyedParts({
    geometry(geometry, key) {
      geometryNames.set(geometry, partName(key));
      geometryKeys.set(geometry, key);
    },
    material(material, key) {
      // A painted surface is named by its kind (`surface:["deck:travertine",…]`).
      const name = partName(key);
      materialNames.set(material, name === "surface" ? (JSON.parse(key.slice("surface:".length)) as [SurfaceKind])[0] : name);
    },
  });
  const blank = new Texture();
  const textures: SharedTextures = {
    tier: "full",
    glow: blank,
    streaks: blank,
    surface: () => ({ map: blank, normalMap: blank, roughnessMap: blank, feet: 1 }),
    water: waterUniforms(),
  };
  const model = buildPool(design, time, textures, parts, options.yard ?? {});
  model.group.updateMatrixWorld(true);

  const writer = gltfWriter();
  const placements: Placement[] = [];
  for (const object of model.group.children) {
    if (!(object instanceof Mesh)) continue;
    const geometry = object.geometry as BufferGeometry;
    const part = geometryNames.get(geometry) ?? "part";
    if (PAINTED.has(part)) continue;
    const material = object.material as Material;
    const surface = materialNames.get(material) ?? "plain";
    // Plain colours are named by the part they paint (`plain:pedestal`); the rest by their look.
    const materialName = surface === "plain" ? `plain:${part}` : surface;
    if (object instanceof InstancedMesh) {
      const matrix = new Matrix4();
      const colour = new Color(1, 1, 1);
      for (let i = 0; i < object.count; i++) {
        object.getMatrixAt(i, matrix);
        if (object.instanceColor) object.getColorAt(i, colour);
        if (GROWN.has(part)) {
          if (part === "trunk") continue;
          const shape = part === "crown" ? (JSON.parse(geometryKeys.get(geometry)!.slice(6)) as [string])[0] : part;
          placements.push(placement(part === "crown" ? "tree" : (part as "shrub" | "flower"), shape, matrix, colour));
        } else writer.mesh(part, materialName, geometry, matrix.premultiply(object.matrixWorld), material);
      }
    } else writer.mesh(part, materialName, geometry, object.matrixWorld, material);
  }

  const layout = designLayout(design);
  const tint = waterColours[design.finish];
  const yard = model.yard;
  return {
    gltf: writer.finish(),
    extras: {
      time,
      design: { shape: design.shape, finish: design.finish, coping: design.coping, deck: design.deck, lighting: design.lighting, spa: design.spa, features: design.features, fireBowls: design.fireBowls },
      water: { shallow: linear(new Color(tint.shallow)), deep: linear(new Color(tint.deep)), level: WATER_LEVEL * METRES },
      colours: { deck: linear(new Color(deckColours[design.deck])), coping: linear(new Color(copingColours[design.coping])), finish: linear(new Color(shellColours[design.finish])) },
      camera: cameraOf(options.shot ?? presentationShot(design)),
      leds: model.leds.map((led) => ({ at: metres(led.position), colour: linear(new Color(led.colour)) })),
      fires: layout.fireBowls.map((bowl) => metres(new Vector3(bowl.x, 2.7, bowl.y))),
      yard: { x: [yard.x * METRES, (yard.x + yard.width) * METRES], z: [yard.y * METRES, (yard.y + yard.height) * METRES] },
      placements,
      style: options.yardStyle ?? defaultYardStyle,
      land: { open: Boolean(options.land?.open || options.land?.vanishingEdge), vanishingEdge: Boolean(options.land?.vanishingEdge) },
    },
  };
}

/** A view tilted less than this (degrees) is taken with a level camera and a shifted lens. */
const LEVEL_BELOW = 25;
/** Where the target lands in a level camera's frame, as a share of its height from the bottom. */
const TARGET_HEIGHT = 0.42;

/**
 * The shot as an architectural photographer takes it: near eye level the camera is held level
 * and its lens shifted down (verticals stay vertical: house corners, fence posts and trunks do
 * not lean), with the target a little below the frame's middle so the sky above the trees gets
 * room. Steep views (an aerial) tilt as given.
 */
function cameraOf(shot: Shot): SceneExtras["camera"] {
  const eye = metres(new Vector3(...shot.eye));
  const target = metres(new Vector3(...shot.target));
  const pitch = Math.atan2(target[1] - eye[1], Math.hypot(target[0] - eye[0], target[2] - eye[2]));
  if (Math.abs(pitch) >= (LEVEL_BELOW * Math.PI) / 180) return { eye, target, fov: shot.fov, shift: 0 };
  const half = Math.tan((shot.fov * Math.PI) / 360);
  return { eye, target: [target[0], eye[1], target[2]], fov: shot.fov, shift: (Math.tan(pitch) + (1 - 2 * TARGET_HEIGHT) * half) / (2 * half) };
}

function placement(kind: Placement["kind"], shape: string, matrix: Matrix4, colour: Color): Placement {
  const at = new Vector3();
  const turn = new Quaternion();
  const scale = new Vector3();
  matrix.decompose(at, turn, scale);
  // A crown's key names its species (planting.ts: live-oak, water-oak, crape-myrtle), which the path tracer grows.
  const species = kind === "tree" ? (SPECIES[shape] ?? shape) : shape;
  const height = kind === "flower" ? scale.y * 0.5 : scale.y;
  return { kind, species, at: metres(at), height: height * METRES, width: ((scale.x + scale.z) / 2) * METRES, turn: 2 * Math.atan2(turn.y, turn.w), colour: linear(colour) };
}

/**
 * A minimal glTF 2.0 writer: one buffer (embedded), per mesh a node with positions, normals,
 * vertex colours and indices in world space, and a material carrying the builder's colour.
 */
function gltfWriter() {
  const chunks: Buffer[] = [];
  let length = 0;
  const bufferViews: object[] = [];
  const accessors: object[] = [];
  const meshes: object[] = [];
  const nodes: object[] = [];
  const gltfMaterials: object[] = [];
  const materialIndex = new Map<string, number>();
  const view = (data: Float32Array | Uint32Array, target: number) => {
    const bytes = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
    chunks.push(bytes);
    bufferViews.push({ buffer: 0, byteOffset: length, byteLength: bytes.length, target });
    length += bytes.length;
    return bufferViews.length - 1;
  };
  const accessor = (data: Float32Array | Uint32Array, type: "VEC3" | "VEC4" | "SCALAR", bounds = false) => {
    const size = type === "VEC4" ? 4 : type === "VEC3" ? 3 : 1;
    const entry: Record<string, unknown> = { bufferView: view(data, type === "SCALAR" ? 34963 : 34962), componentType: type === "SCALAR" ? 5125 : 5126, count: data.length / size, type };
    if (bounds) {
      const min = [Infinity, Infinity, Infinity];
      const max = [-Infinity, -Infinity, -Infinity];
      for (let i = 0; i < data.length; i++) {
        min[i % 3] = Math.min(min[i % 3]!, data[i]!);
        max[i % 3] = Math.max(max[i % 3]!, data[i]!);
      }
      Object.assign(entry, { min, max });
    }
    accessors.push(entry);
    return accessors.length - 1;
  };
  const materialFor = (name: string, material: Material) => {
    let index = materialIndex.get(name);
    if (index !== undefined) return index;
    const standard = material as MeshStandardMaterial;
    const colour = standard.color ? linear(standard.color) : [1, 1, 1];
    const emissive = standard.emissive ? linear(standard.emissive.clone().multiplyScalar(standard.emissiveIntensity ?? 1)) : [0, 0, 0];
    gltfMaterials.push({
      name,
      doubleSided: true,
      pbrMetallicRoughness: { baseColorFactor: [...colour, 1], roughnessFactor: standard.roughness ?? 0.8, metallicFactor: standard.metalness ?? 0 },
      emissiveFactor: emissive.map((v) => Math.min(1, v)),
    });
    materialIndex.set(name, (index = gltfMaterials.length - 1));
    return index;
  };
  return {
    mesh(name: string, materialName: string, geometry: BufferGeometry, matrix: Matrix4, material: Material) {
      const position = geometry.getAttribute("position");
      if (!position || position.count < 3) return;
      const normal = geometry.getAttribute("normal");
      const colour = geometry.getAttribute("color");
      const normalMatrix = new Matrix3().getNormalMatrix(matrix);
      const positions = new Float32Array(position.count * 3);
      const normals = normal ? new Float32Array(position.count * 3) : null;
      const p = new Vector3();
      for (let i = 0; i < position.count; i++) {
        p.fromBufferAttribute(position, i).applyMatrix4(matrix).multiplyScalar(METRES);
        positions.set([p.x, p.y, p.z], i * 3);
        if (normal && normals) {
          p.fromBufferAttribute(normal, i).applyMatrix3(normalMatrix).normalize();
          normals.set([p.x || 0, p.y || 0, p.z || 1e-6], i * 3);
        }
      }
      const attributes: Record<string, number> = { POSITION: accessor(positions, "VEC3", true) };
      if (normals) attributes.NORMAL = accessor(normals, "VEC3");
      if (colour) {
        const colours = new Float32Array(position.count * 4);
        for (let i = 0; i < position.count; i++) colours.set([colour.getX(i), colour.getY(i), colour.getZ(i), colour.itemSize === 4 ? colour.getW(i) : 1], i * 4);
        attributes.COLOR_0 = accessor(colours, "VEC4");
      }
      const primitive: Record<string, unknown> = { attributes, material: materialFor(materialName, material) };
      const index = geometry.getIndex();
      if (index) primitive.indices = accessor(Uint32Array.from(index.array as ArrayLike<number>), "SCALAR");
      meshes.push({ name, primitives: [primitive] });
      nodes.push({ name, mesh: meshes.length - 1 });
    },
    finish() {
      const buffer = Buffer.concat(chunks);
      return {
        asset: { version: "2.0", generator: "bayou-crest scene-export" },
        scene: 0,
        scenes: [{ nodes: nodes.map((_, i) => i) }],
        nodes,
        meshes,
        materials: gltfMaterials,
        accessors,
        bufferViews,
        buffers: [{ byteLength: buffer.length, uri: `data:application/octet-stream;base64,${buffer.toString("base64")}` }],
      };
    },
  };
}
