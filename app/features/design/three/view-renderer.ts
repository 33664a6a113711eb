import { CustomToneMapping, WebGLRenderer } from "three";
import { webglSoftware } from "#app/features/design/three/gpu.ts";
import { installGrade } from "#app/features/design/three/grade.ts";
import type { Box } from "#app/features/design/three/render-messages.ts";
import { fxaa, type Smoothing } from "#app/features/design/three/smoothing.ts";
import { lightLambertPerVertex } from "#app/features/design/three/vertex-lit.ts";

export interface ViewRenderer {
  renderer: WebGLRenderer;
  context: WebGL2RenderingContext;
  /** Whether WebGL 2 is drawn by a software rasteriser: the light tier from the start, still water. */
  software: boolean;
  /** Whether the context multisamples. */
  antialias: boolean;
  /** FXAA for the light tier's frames where the context does not multisample. */
  smoothing: Smoothing | null;
}

/**
 * The view's one WebGL 2 context on the page's canvas, for the page's lifetime (../viewer.ts),
 * and its renderer: graded (./grade.ts), Lambert lit per vertex (./vertex-lit.ts), its shadow
 * map drawn only when asked (./scene-stages.ts asks when what casts a shadow moved). Null where
 * WebGL 2 is not available.
 */
export function openRenderer(canvas: OffscreenCanvas, box: Box): ViewRenderer | null {
  // Multisampling only on a GPU with a screen under 2× (a throw-away context tells software WebGL).
  const software = webglSoftware();
  if (software === null) return null;
  const antialias = box.pixelRatio < 2 && !software;
  const context = canvas.getContext("webgl2", { antialias, alpha: false, powerPreference: "default" });
  if (!context) return null;
  let renderer: WebGLRenderer;
  try {
    renderer = new WebGLRenderer({ canvas, context, antialias });
  } catch {
    return null;
  }
  const smoothing = antialias ? null : fxaa(renderer);
  lightLambertPerVertex();
  installGrade();
  renderer.toneMapping = CustomToneMapping;
  renderer.shadowMap.enabled = true;
  renderer.shadowMap.autoUpdate = false;
  return { renderer, context, software, antialias, smoothing };
}
