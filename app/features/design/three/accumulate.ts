import {
  FramebufferTexture,
  HalfFloatType,
  LinearFilter,
  Mesh,
  NearestFilter,
  OrthographicCamera,
  type PerspectiveCamera,
  PlaneGeometry,
  RGBFormat,
  Scene,
  ShaderMaterial,
  WebGLRenderTarget,
  type WebGLRenderer,
} from "three";

/**
 * A sharp resting view where frames are slow (./resting-frame.ts, the light tier): once the view has
 * rested, it is drawn again a frame at a time, each with the camera shifted by a fraction of a
 * pixel (a Halton (2, 3) pattern), and the frames averaged — supersampling spread over time, so
 * each frame stays one ordinary frame's work and any input stops it at once. The running
 * average is kept in a half-float target, so sixteen 8-bit frames lose nothing to rounding;
 * each step shows the average so far on the canvas.
 */
export const ACCUMULATED_FRAMES = 12;

export interface Accumulator {
  /** The drawing buffer's size in pixels. */
  resize(width: number, height: number): void;
  /** Draws frame `index` (0 first) of the average and shows the average so far. */
  step(index: number, render: () => void): void;
}

const VERTEX = /* glsl */ `
varying vec2 vUv;
void main() {
  vUv = uv;
  gl_Position = vec4(position.xy, 0.0, 1.0);
}
`;

function halton(index: number, base: number): number {
  let result = 0;
  let fraction = 1 / base;
  for (let i = index + 1; i > 0; i = Math.floor(i / base), fraction /= base) result += fraction * (i % base);
  return result;
}

export function accumulator(renderer: WebGLRenderer, camera: PerspectiveCamera): Accumulator {
  let frame = new FramebufferTexture(1, 1);
  let targets = [new WebGLRenderTarget(1, 1), new WebGLRenderTarget(1, 1)];
  let size = { width: 1, height: 1 };
  const blend = new ShaderMaterial({
    uniforms: { uPrevious: { value: null }, uFrame: { value: frame }, uWeight: { value: 1 } },
    vertexShader: VERTEX,
    fragmentShader: /* glsl */ `
      uniform sampler2D uPrevious;
      uniform sampler2D uFrame;
      uniform float uWeight;
      varying vec2 vUv;
      void main() {
        gl_FragColor = vec4(mix(texture2D(uPrevious, vUv).rgb, texture2D(uFrame, vUv).rgb, uWeight), 1.0);
      }
    `,
    depthTest: false,
    depthWrite: false,
    toneMapped: false,
  });
  const show = new ShaderMaterial({
    uniforms: { uAverage: { value: null } },
    vertexShader: VERTEX,
    fragmentShader: /* glsl */ `
      uniform sampler2D uAverage;
      varying vec2 vUv;
      void main() { gl_FragColor = vec4(texture2D(uAverage, vUv).rgb, 1.0); }
    `,
    depthTest: false,
    depthWrite: false,
    toneMapped: false,
  });
  const quad = new Mesh(new PlaneGeometry(2, 2), blend);
  quad.frustumCulled = false;
  const scene = new Scene().add(quad);
  const flat = new OrthographicCamera();

  return {
    resize(width, height) {
      if (size.width === width && size.height === height) return;
      size = { width, height };
      frame.dispose();
      frame = new FramebufferTexture(width, height);
      frame.format = RGBFormat;
      frame.internalFormat = "RGB8";
      frame.minFilter = frame.magFilter = NearestFilter;
      blend.uniforms.uFrame!.value = frame;
      for (const target of targets) target.dispose();
      targets = [0, 1].map(() => new WebGLRenderTarget(width, height, { type: HalfFloatType, depthBuffer: false, minFilter: LinearFilter, magFilter: NearestFilter }));
    },
    step(index, render) {
      // Jitter within the pixel; the first frame is the unshifted one.
      const dx = index ? halton(index, 2) - 0.5 : 0;
      const dy = index ? halton(index, 3) - 0.5 : 0;
      camera.setViewOffset(size.width, size.height, dx, dy, size.width, size.height);
      render();
      camera.clearViewOffset();
      renderer.copyFramebufferToTexture(frame);
      const [previous, next] = index % 2 ? [targets[0]!, targets[1]!] : [targets[1]!, targets[0]!];
      blend.uniforms.uPrevious!.value = previous.texture;
      blend.uniforms.uWeight!.value = 1 / (index + 1);
      quad.material = blend;
      renderer.setRenderTarget(next);
      renderer.render(scene, flat);
      renderer.setRenderTarget(null);
      show.uniforms.uAverage!.value = next.texture;
      quad.material = show;
      renderer.render(scene, flat);
    },
  };
}
