import { HalfFloatType, type PerspectiveCamera, type Scene, Vector2, WebGLRenderTarget, type WebGLRenderer } from "three";
import { EffectComposer } from "three/examples/jsm/postprocessing/EffectComposer.js";
import { GTAOPass } from "three/examples/jsm/postprocessing/GTAOPass.js";
import { OutputPass } from "three/examples/jsm/postprocessing/OutputPass.js";
import { RenderPass } from "three/examples/jsm/postprocessing/RenderPass.js";

/**
 * The full tier's ambient occlusion (../viewer.ts): three.js's ground-truth AO pass over the
 * frame — the scene drawn into a half-float target (multisampled where the canvas would be),
 * the occlusion of each pixel from the depth and normals within AO_RADIUS feet, denoised and
 * multiplied in, then tone-mapped and graded by the output pass as the canvas would be. Corners
 * where the coping meets the deck, a lounger's feet, the house's foot and the planting beds
 * darken as they do in a photograph. The light tier has the contact shadows alone
 * (./grounding.ts): a frame there costs its pixels, and this pass draws the scene's depth and
 * normals again and reads sixteen samples a pixel.
 */
const AO_RADIUS = 2.5;
const AO_INTENSITY = 0.85;

export interface AmbientOcclusion {
  /** The drawing buffer's size in CSS pixels and its pixel ratio. */
  resize(width: number, height: number, pixelRatio: number): void;
  render(): void;
  dispose(): void;
}

export function ambientOcclusion(renderer: WebGLRenderer, scene: Scene, camera: PerspectiveCamera, samples: number): AmbientOcclusion {
  const size = renderer.getDrawingBufferSize(new Vector2());
  const target = new WebGLRenderTarget(size.x, size.y, { type: HalfFloatType, samples });
  const composer = new EffectComposer(renderer, target);
  const ao = new GTAOPass(scene, camera, size.x, size.y);
  ao.updateGtaoMaterial({ radius: AO_RADIUS, distanceExponent: 1.5, thickness: 1.5, scale: 1, samples: 16 });
  ao.updatePdMaterial({ lumaPhi: 10, depthPhi: 2, normalPhi: 3, radius: 6, rings: 2, samples: 16 });
  ao.blendIntensity = AO_INTENSITY;
  composer.addPass(new RenderPass(scene, camera));
  composer.addPass(ao);
  composer.addPass(new OutputPass());
  return {
    resize(width, height, pixelRatio) {
      composer.setPixelRatio(pixelRatio);
      composer.setSize(width, height);
    },
    render: () => composer.render(),
    dispose() {
      ao.dispose();
      composer.dispose();
    },
  };
}
