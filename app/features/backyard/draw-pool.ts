import {
  ACESFilmicToneMapping,
  Color,
  CubeTexture,
  DirectionalLight,
  DoubleSide,
  type Group,
  HemisphereLight,
  Matrix4,
  Mesh,
  PCFSoftShadowMap,
  PerspectiveCamera,
  Path,
  PlaneGeometry,
  Shape,
  ShapeGeometry,
  MeshBasicMaterial,
  PointLight,
  Scene,
  ShadowMaterial,
  SRGBColorSpace,
  Vector3,
  WebGLRenderer,
  type BufferGeometry,
} from "three";
import type { Design } from "#app/features/design/model.ts";
import { buildPool, type PoolModel, type SharedTextures } from "#app/features/design/three/build-pool.ts";
import { keyedParts } from "#app/features/design/keyed-parts.ts";
import { paintedSurface, type Surface, type SurfaceKind } from "#app/features/design/three/surfaces.ts";
import { causticTexture, glowTexture, rippleNormals, streakTexture } from "#app/features/design/three/textures.ts";
import { LED_SLOTS, waterUniforms } from "#app/features/design/three/water.ts";
import { waterColours } from "#app/features/design/palette.ts";
import type { Placement } from "#app/features/backyard/placement.ts";
import { POOL_PARTS } from "#app/features/backyard/pool-parts.ts";
import type { SolvedCamera } from "#app/features/backyard/solve.ts";
import { designLayout } from "#app/features/design/geometry.ts";

/**
 * The designed pool drawn into the visitor's photo with three.js, from the 3-D view's own
 * builders (../design/three/build-pool.ts) so the pool looks as it does in the designer: the
 * solved camera's exact view, a transparent background (the photo shows through), a ground that
 * only catches the pool's shadows, water reflecting a sky made of the photo's own colours, and
 * the light's colour and exposure taken from the marked ground. The yard the 3-D view draws
 * around the pool (house, fence, lawn) is left out: the photo is the yard. Browser only; loaded
 * on demand, after the page has painted, on `/design` alone.
 */

export interface DrawInput {
  design: Design;
  camera: SolvedCamera;
  placement: Placement;
  time: "day" | "dusk";
  /** The drawing's size in pixels (the photo's aspect ratio). */
  width: number;
  height: number;
  /** The marked ground's average colour (sRGB, 0–1): exposure and white balance. */
  ground: [number, number, number];
  sky: { zenith: [number, number, number]; horizon: [number, number, number] };
}

export interface PoolDrawer {
  /** Draws the pool alone on a transparent canvas of the input's size; the caller composes it over the photo. */
  draw(input: DrawInput): HTMLCanvasElement;
  dispose(): void;
}

/** A WebGL drawer, or null where WebGL is not available (the 2-D plan is drawn instead). */
export function createPoolDrawer(): PoolDrawer | null {
  const canvas = document.createElement("canvas");
  let renderer: WebGLRenderer;
  try {
    const gl = canvas.getContext("webgl2", { alpha: true, antialias: true, premultipliedAlpha: true, preserveDrawingBuffer: true });
    if (!gl) return null;
    renderer = new WebGLRenderer({ canvas, context: gl, alpha: true, antialias: true, preserveDrawingBuffer: true });
  } catch {
    return null;
  }
  renderer.setClearColor(0x000000, 0);
  renderer.toneMapping = ACESFilmicToneMapping;
  renderer.shadowMap.enabled = true;
  renderer.shadowMap.type = PCFSoftShadowMap;

  const scene = new Scene();
  const camera = new PerspectiveCamera(50, 1, 0.3, 4000);
  const sun = new DirectionalLight(0xffffff, 3);
  sun.castShadow = true;
  sun.shadow.mapSize.set(1024, 1024);
  sun.shadow.bias = -0.0005;
  sun.shadow.normalBias = 0.05;
  const sky = new HemisphereLight(0xdde8ff, 0x6b6b5a, 1.5);
  scene.add(sun, sun.target, sky);
  const glows = Array.from({ length: LED_SLOTS }, () => new PointLight(0xffffff, 0, 30, 1.5));
  scene.add(...glows);
  // The ground: invisible but for the shadows falling on it; just under the deck, which covers it where it is.
  const catcher = new Mesh(new PlaneGeometry(1, 1).rotateX(-Math.PI / 2), new ShadowMaterial({ opacity: 0.5 }));
  catcher.receiveShadow = true;
  scene.add(catcher);

  const water = waterUniforms();
  water.uRipples.value = rippleNormals();
  water.uCaustics.value = causticTexture();
  const surfaces = new Map<SurfaceKind, Surface>();
  const textures: SharedTextures = {
    tier: "light",
    glow: glowTexture(),
    streaks: streakTexture(),
    water,
    surface(kind) {
      let surface = surfaces.get(kind);
      if (!surface) {
        surface = paintedSurface(kind);
        for (const map of [surface.map, surface.normalMap, surface.roughnessMap]) map.repeat.set(1 / surface.feet, 1 / surface.feet);
        surfaces.set(kind, surface);
      }
      return surface;
    },
  };
  const names = new WeakMap<BufferGeometry, string>();
  const parts = keyedParts({ geometry: (geometry, key) => names.set(geometry, key.slice(0, key.indexOf(":"))) });

  let built: { key: string; model: PoolModel } | null = null;
  let skyKey = "";
  let skyTexture: CubeTexture | null = null;

  function poolModel(design: Design, time: "day" | "dusk"): PoolModel {
    const key = JSON.stringify([design, time]);
    if (built?.key === key) return built.model;
    if (built) {
      scene.remove(built.model.group);
      const occluder = built.model.group.children.at(-1) as Mesh | undefined;
      occluder?.geometry.dispose();
    }
    const model = buildPool(design, time, textures, parts, {});
    // Keep the pool; the 3-D view's yard is the photo's job here.
    for (const child of [...model.group.children]) {
      const geometry = (child as Mesh).geometry as BufferGeometry | undefined;
      if (!geometry || !POOL_PARTS.has(names.get(geometry) ?? "") || (child as { isInstancedMesh?: boolean }).isInstancedMesh) model.group.remove(child);
    }
    // The ground outside the deck hides what is under it (the shell's walls, seen past the deck's
    // edge from a low camera): a plane that writes depth only, drawn first, with the deck's hole.
    const { deck } = designLayout(design);
    const reach = Math.max(deck.width, deck.height) * 20;
    const ground = new Shape().moveTo(deck.x - reach, deck.y - reach).lineTo(deck.x + reach, deck.y - reach).lineTo(deck.x + reach, deck.y + reach).lineTo(deck.x - reach, deck.y + reach);
    ground.holes.push(new Path().moveTo(deck.x, deck.y).lineTo(deck.x, deck.y + deck.height).lineTo(deck.x + deck.width, deck.y + deck.height).lineTo(deck.x + deck.width, deck.y));
    // Plan (x, y) lies on three.js's (x, z): a quarter turn about x.
    const occluder = new Mesh(new ShapeGeometry(ground).rotateX(Math.PI / 2), new MeshBasicMaterial({ colorWrite: false, side: DoubleSide }));
    occluder.position.y = -0.02;
    occluder.renderOrder = -1;
    model.group.add(occluder);
    scene.add(model.group);
    built = { key, model };
    return model;
  }

  function skyFrom(colours: DrawInput["sky"]): CubeTexture {
    const key = JSON.stringify(colours);
    if (skyTexture && key === skyKey) return skyTexture;
    const css = (c: [number, number, number]) => `rgb(${c.map((v) => Math.round(v * 255)).join(",")})`;
    const face = (kind: "side" | "top" | "bottom") => {
      const c = document.createElement("canvas");
      c.width = c.height = 32;
      const context = c.getContext("2d")!;
      if (kind === "side") {
        const gradient = context.createLinearGradient(0, 0, 0, 32);
        gradient.addColorStop(0, css(colours.zenith));
        gradient.addColorStop(1, css(colours.horizon));
        context.fillStyle = gradient;
      } else context.fillStyle = css(kind === "top" ? colours.zenith : colours.horizon);
      context.fillRect(0, 0, 32, 32);
      return c;
    };
    skyTexture?.dispose();
    skyTexture = new CubeTexture([face("side"), face("side"), face("top"), face("bottom"), face("side"), face("side")]);
    skyTexture.colorSpace = SRGBColorSpace;
    skyTexture.needsUpdate = true;
    skyKey = key;
    return skyTexture;
  }

  function placeCamera(solved: SolvedCamera, width: number, height: number) {
    camera.fov = (2 * Math.atan(solved.height / 2 / solved.focal) * 180) / Math.PI;
    camera.aspect = width / height;
    camera.updateProjectionMatrix();
    const R = solved.rotation;
    // The camera's axes in the world: three.js's camera looks down −z with y up (the usual camera's y and z turned round).
    const basis = new Matrix4().set(R[0], -R[3], -R[6], 0, R[1], -R[4], -R[7], 0, R[2], -R[5], -R[8], 0, 0, 0, 0, 1);
    camera.position.set(...solved.position);
    camera.quaternion.setFromRotationMatrix(basis);
    camera.updateMatrixWorld(true);
  }

  return {
    draw(input) {
      const { design, placement, time, width, height } = input;
      const dusk = time === "dusk";
      if (canvas.width !== width || canvas.height !== height) renderer.setSize(width, height, false);
      placeCamera(input.camera, width, height);
      const model = poolModel(design, time);
      const { outline } = designLayout(design);
      const xs = outline.map((p) => p.x);
      const ys = outline.map((p) => p.y);
      const cx = (Math.min(...xs) + Math.max(...xs)) / 2;
      const cy = (Math.min(...ys) + Math.max(...ys)) / 2;
      const group: Group = model.group;
      // Plan (x, y) → ground: about the outline's middle, turned, then moved (./placement.ts's matrix).
      group.position.set(0, 0, 0);
      group.rotation.set(0, 0, 0);
      group.updateMatrix();
      group.matrixAutoUpdate = false;
      group.matrix
        .makeTranslation(placement.x, 0, placement.z)
        .multiply(new Matrix4().makeRotationY(placement.angle))
        .multiply(new Matrix4().makeTranslation(-cx, 0, -cy));
      group.matrixWorldNeedsUpdate = true;
      const reach = Math.max(design.length, design.width) * 2 + 30;
      catcher.scale.set(reach * 2, 1, reach * 2);
      catcher.position.set(placement.x, -0.01, placement.z);
      // Light: the sun behind the camera's left shoulder, so shadows fall away to the right, as in most photos by day.
      const back = new Vector3(input.camera.position[0] - placement.x, 0, input.camera.position[2] - placement.z).normalize();
      const right = new Vector3(0, 1, 0).cross(back).normalize();
      const sunDir = back.clone().multiplyScalar(0.4).addScaledVector(right, -0.7).add(new Vector3(0, 1.1, 0)).normalize();
      sun.position.set(placement.x, 0, placement.z).addScaledVector(sunDir, reach * 2);
      sun.target.position.set(placement.x, 0, placement.z);
      const shadow = sun.shadow.camera;
      shadow.left = shadow.bottom = -reach / 2;
      shadow.right = shadow.top = reach / 2;
      shadow.near = 1;
      shadow.far = reach * 4;
      shadow.updateProjectionMatrix();
      // White balance and exposure from the marked ground: its colour tints the light by half, its brightness sets the exposure.
      const [r, g, b] = input.ground;
      const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b || 0.5;
      const tint = new Color(0.5 + (0.5 * r) / luminance, 0.5 + (0.5 * g) / luminance, 0.5 + (0.5 * b) / luminance);
      renderer.toneMappingExposure = dusk ? 0.75 : Math.min(1.6, Math.max(0.55, luminance / 0.42)) * 0.8;
      sun.color.copy(tint);
      sun.intensity = dusk ? 0 : 2.6;
      sky.color.setRGB(...input.sky.zenith).lerp(new Color(1, 1, 1), 0.4);
      sky.groundColor.setRGB(r, g, b);
      sky.intensity = dusk ? 0.25 : 1.4;
      (catcher.material as ShadowMaterial).opacity = dusk ? 0 : 0.45;
      water.uSky.value = skyFrom(dusk ? { zenith: [0.05, 0.07, 0.16], horizon: [0.25, 0.18, 0.2] } : input.sky);
      water.uSunDir.value.copy(sunDir);
      water.uSunColor.value.setRGB(dusk ? 0 : 2.2, dusk ? 0 : 2.15, dusk ? 0 : 2);
      water.uGlint.value = dusk ? 0 : 1;
      water.uCausticStrength.value = dusk ? 0 : 1;
      water.uScatter.value.set(waterColours[design.finish].deep).multiplyScalar(dusk ? 0.03 : 0.4);
      // At dusk the pool's own lights: in the water (its shader) and on the deck around it.
      const place = (v: Vector3) => v.clone().applyMatrix4(group.matrix);
      const leds = model.leds;
      water.uLedPos.value.forEach((position, i) => {
        const source = leds[Math.floor(((i + 0.5) * leds.length) / LED_SLOTS)];
        const shown = dusk && source && i < leds.length;
        if (source) position.copy(place(source.position));
        water.uLedColor.value[i]!.set(shown ? source.colour : 0x000000).multiplyScalar(shown ? 3 : 0);
        const glow = glows[i]!;
        glow.intensity = shown ? 25 : 0;
        if (source) glow.position.copy(place(source.position)).setY(1.5);
        if (shown) glow.color.set(source.colour);
      });
      renderer.shadowMap.needsUpdate = true;
      renderer.render(scene, camera);
      return canvas;
    },
    dispose() {
      renderer.dispose();
      parts.dispose();
    },
  };
}

