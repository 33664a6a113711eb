import type { Box, ForwardedEvent } from "#app/features/design/three/render-messages.ts";

type Listener = (event: Record<string, unknown>) => void;

/**
 * What OrbitControls needs of its element, in the render worker, which has no DOM: listeners,
 * the box's size and place, pointer capture and a style (both no-ops: the page's canvas
 * captures the pointer and shows the cursor). The page forwards its canvas's events; the
 * element is its own `ownerDocument`, since OrbitControls listens there for moves and keys.
 */
export class ControlsElement {
  box: Box = { width: 1, height: 1, left: 0, top: 0, pixelRatio: 1 };
  readonly style: Record<string, string> = {};
  readonly ownerDocument = this;
  private readonly listeners = new Map<string, Set<Listener>>();

  get clientWidth(): number {
    return this.box.width;
  }

  get clientHeight(): number {
    return this.box.height;
  }

  getBoundingClientRect() {
    const { left, top, width, height } = this.box;
    return { left, top, width, height, x: left, y: top, right: left + width, bottom: top + height };
  }

  setPointerCapture(): void {}

  releasePointerCapture(): void {}

  addEventListener(type: string, listener: Listener): void {
    let set = this.listeners.get(type);
    if (!set) this.listeners.set(type, (set = new Set()));
    set.add(listener);
  }

  removeEventListener(type: string, listener: Listener): void {
    this.listeners.get(type)?.delete(listener);
  }

  dispatch(event: ForwardedEvent): void {
    // The page has already prevented what should be prevented (scrolling, the context menu).
    const forwarded = { ...event, target: this, preventDefault() {}, stopPropagation() {} };
    for (const listener of [...(this.listeners.get(event.type) ?? [])]) listener(forwarded);
  }

  /** For OrbitControls' constructor, which is typed for a DOM element. */
  asElement(): HTMLElement {
    return this as unknown as HTMLElement;
  }
}
