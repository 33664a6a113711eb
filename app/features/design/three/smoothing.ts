import { FramebufferTexture, LinearFilter, RGBFormat, Mesh, OrthographicCamera, PlaneGeometry, Scene, ShaderMaterial, Vector2, type WebGLRenderer } from "three";

/**
 * Anti-aliasing where the context has no multisampling (software WebGL, ../viewer.ts): FXAA in
 * one pass over the finished frame. The frame is drawn to the canvas as usual (tone-mapped, sRGB,
 * with the same shader programs as without smoothing), copied into a texture, and drawn back
 * through the filter, which blends across the edges it finds (the classic nine-tap FXAA: four
 * diagonal neighbours give the edge's direction, two or four taps along it the blend). It costs
 * a copy and one textured pass over the pixels, a fraction of three.js's post-processing chain
 * (a half-float target, an output pass and the full FXAA 3.11 search).
 */
export interface Smoothing {
  /** The drawing buffer's size in pixels. */
  resize(width: number, height: number): void;
  /** Smooths what the renderer has just drawn on the canvas. */
  apply(): void;
}

const VERTEX = /* glsl */ `
varying vec2 vUv;
void main() {
  vUv = uv;
  gl_Position = vec4(position.xy, 0.0, 1.0);
}
`;

const FRAGMENT = /* glsl */ `
uniform sampler2D uFrame;
uniform vec2 uTexel;
varying vec2 vUv;
float luma(vec3 rgb) { return dot(rgb, vec3(0.299, 0.587, 0.114)); }
void main() {
  vec3 m = texture2D(uFrame, vUv).rgb;
  float nw = luma(texture2D(uFrame, vUv + vec2(-1.0, -1.0) * uTexel).rgb);
  float ne = luma(texture2D(uFrame, vUv + vec2(1.0, -1.0) * uTexel).rgb);
  float sw = luma(texture2D(uFrame, vUv + vec2(-1.0, 1.0) * uTexel).rgb);
  float se = luma(texture2D(uFrame, vUv + vec2(1.0, 1.0) * uTexel).rgb);
  float lm = luma(m);
  float lowest = min(lm, min(min(nw, ne), min(sw, se)));
  float highest = max(lm, max(max(nw, ne), max(sw, se)));
  // Flat areas are left as they are: no blur where there is no edge.
  if (highest - lowest < max(0.0312, highest * 0.125)) {
    gl_FragColor = vec4(m, 1.0);
    return;
  }
  vec2 direction = vec2(-((nw + ne) - (sw + se)), (nw + sw) - (ne + se));
  float reduce = max((nw + ne + sw + se) * 0.03125, 1.0 / 128.0);
  float scale = 1.0 / (min(abs(direction.x), abs(direction.y)) + reduce);
  direction = clamp(direction * scale, -8.0, 8.0) * uTexel;
  vec3 near = 0.5 * (texture2D(uFrame, vUv - direction / 6.0).rgb + texture2D(uFrame, vUv + direction / 6.0).rgb);
  vec3 far = near * 0.5 + 0.25 * (texture2D(uFrame, vUv - direction * 0.5).rgb + texture2D(uFrame, vUv + direction * 0.5).rgb);
  float lf = luma(far);
  gl_FragColor = vec4(lf < lowest || lf > highest ? near : far, 1.0);
}
`;

export function fxaa(renderer: WebGLRenderer): Smoothing {
  let frame = new FramebufferTexture(1, 1);
  const texel = new Vector2(1, 1);
  // The canvas holds sRGB already: the pass neither tone-maps nor converts again.
  const material = new ShaderMaterial({
    uniforms: { uFrame: { value: frame }, uTexel: { value: texel } },
    vertexShader: VERTEX,
    fragmentShader: FRAGMENT,
    depthTest: false,
    depthWrite: false,
    toneMapped: false,
  });
  const quad = new Mesh(new PlaneGeometry(2, 2), material);
  quad.frustumCulled = false;
  const scene = new Scene().add(quad);
  const camera = new OrthographicCamera();

  return {
    resize(width, height) {
      if (frame.image.width === width && frame.image.height === height) return;
      frame.dispose();
      frame = new FramebufferTexture(width, height);
      // The canvas has no alpha channel, and a copy cannot add one.
      frame.format = RGBFormat;
      frame.internalFormat = "RGB8";
      frame.minFilter = frame.magFilter = LinearFilter;
      material.uniforms.uFrame!.value = frame;
      texel.set(1 / width, 1 / height);
    },
    apply() {
      renderer.copyFramebufferToTexture(frame);
      const autoClear = renderer.autoClear;
      renderer.autoClear = false;
      renderer.render(scene, camera);
      renderer.autoClear = autoClear;
    },
  };
}
