import type { FromWorker, ToWorker } from "#app/features/design/three/render-messages.ts";
import { createViewer, type Viewer } from "#app/features/design/three/viewer.ts";

/**
 * The 3-D view's worker: three.js is evaluated, the scene built and every frame drawn here, on
 * the canvas the page transferred, so none of it takes the page's main thread (./pool-scene.tsx
 * keeps the box, the words and the input, and forwards them). Messages that arrive while the
 * view sets up wait for it; the last design wins.
 */
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<ToWorker>) => void) | null;
  postMessage(message: FromWorker): void;
};

let viewer: Viewer | null = null;
const waiting: ToWorker[] = [];

function apply(current: Viewer, message: ToWorker) {
  if (message.type === "show") current.show(message.design, message.time);
  else if (message.type === "resize") current.resize(message.box);
  else if (message.type === "motion") current.motion(message.onScreen, message.visible, message.reducedMotion);
  else if (message.type === "event") current.dispatch(message.event);
  else if (message.type === "reset") current.resetView();
  else if (message.type === "picture")
    void current
      .picture()
      .catch(() => null)
      .then((picture) => scope.postMessage({ type: "picture", picture }));
  else if (message.type === "measure") void current.measure(message.tier, message.frames, message.loaded).then((times) => scope.postMessage({ type: "measured", ...times }));
}

scope.onmessage = ({ data: message }) => {
  if (message.type !== "start") {
    if (viewer) apply(viewer, message);
    else waiting.push(message);
    return;
  }
  const report = (reply: FromWorker) => scope.postMessage(reply);
  void createViewer(message.canvas, message.design, message.time, message.box, report)
    .catch(() => null)
    .then((created) => {
      if (!created) {
        report({ type: "unavailable" });
        return;
      }
      viewer = created;
      for (const queued of waiting.splice(0)) apply(created, queued);
      report({ type: "ready" });
    });
};
