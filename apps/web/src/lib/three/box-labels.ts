import * as THREE from 'three';
import { labelAnchor, type ViewBox } from './box-geometry';

/** Labels drawn at most: past a few hundred they only cover each other. */
export const MAX_LABELS = 300;
/** A label's height and the mean width of one of its characters (11px system-ui), CSS px. */
const LABEL_PX = 16;
const LABEL_CHAR_PX = 6.5;

/**
 * Box labels as HTML over the canvas (crisp text at any zoom, no texture per label), moved
 * with one transform each when the scene draws. The spans are reused from frame to frame.
 */
export class BoxLabels {
  private readonly spans: HTMLSpanElement[] = [];
  private anchors: THREE.Vector3[] = [];
  private readonly projected = new THREE.Vector3();

  constructor(private readonly layer: HTMLElement) {}

  /** Shows the labels of these boxes (boxes without one have none). */
  set(boxes: readonly ViewBox[]): void {
    const labelled = boxes.filter((box) => box.label).slice(0, MAX_LABELS);
    this.anchors = labelled.map((box) => new THREE.Vector3(...labelAnchor(box)));
    while (this.spans.length < labelled.length) this.spans.push(this.makeSpan());
    this.spans.forEach((span, index) => {
      const box = labelled[index];
      if (!box) {
        span.style.display = 'none';
        return;
      }
      if (span.textContent !== box.label) span.textContent = box.label ?? '';
      span.style.color = box.color;
    });
  }

  /**
   * Moves each label to where its box is on a canvas of this size (CSS pixels). A label that
   * would cover one placed before it is not shown (issue 30: boxes side by side, and a ground
   * truth box under its prediction, wrote their labels over each other): earlier boxes win,
   * so callers list first the boxes whose labels matter most.
   */
  place(camera: THREE.Camera, width: number, height: number): void {
    const placed: Array<[number, number, number, number]> = [];
    this.anchors.forEach((anchor, index) => {
      const span = this.spans[index]!;
      const at = this.projected.copy(anchor).project(camera);
      const inside = at.x >= -1 && at.x <= 1 && at.y >= -1 && at.y <= 1 && at.z >= -1 && at.z <= 1;
      const x = ((at.x + 1) / 2) * width;
      const y = ((1 - at.y) / 2) * height;
      // The label's box, from its text (measuring each span would lay the page out each draw).
      const half = ((span.textContent?.length ?? 0) * LABEL_CHAR_PX + 8) / 2;
      const box: [number, number, number, number] = [x - half, y - LABEL_PX, x + half, y];
      const covers = placed.some(
        (other) => box[0] < other[2] && other[0] < box[2] && box[1] < other[3] && other[1] < box[3],
      );
      const shown = inside && !covers;
      span.style.display = shown ? '' : 'none';
      if (!shown) return;
      placed.push(box);
      span.style.transform = `translate(${x.toFixed(1)}px, ${y.toFixed(1)}px) translate(-50%, -100%)`;
    });
  }

  get count(): number {
    return this.anchors.length;
  }

  dispose(): void {
    for (const span of this.spans) span.remove();
    this.spans.length = 0;
    this.anchors = [];
  }

  private makeSpan(): HTMLSpanElement {
    const span = document.createElement('span');
    Object.assign(span.style, {
      position: 'absolute',
      left: '0',
      top: '0',
      padding: '0 4px',
      borderRadius: '3px',
      background: 'rgba(16, 16, 24, 0.7)',
      font: '11px/16px system-ui, sans-serif',
      whiteSpace: 'nowrap',
      pointerEvents: 'none',
      willChange: 'transform',
    });
    this.layer.appendChild(span);
    return span;
  }
}
