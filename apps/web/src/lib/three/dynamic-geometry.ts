import * as THREE from 'three';

/**
 * A geometry of xyz float positions and rgb byte colours whose GPU buffers are rewritten in
 * place frame after frame: a frame of the same size or smaller uploads only the part it uses
 * and draws only that (the draw range); only a larger frame than ever before allocates, with
 * room to spare so that a growing stream allocates rarely.
 */
export class DynamicGeometry {
  geometry: THREE.BufferGeometry;
  positions: Float32Array;
  colors: Uint8Array;
  private count = 0;

  constructor(private capacity = 1024) {
    this.positions = new Float32Array(capacity * 3);
    this.colors = new Uint8Array(capacity * 3);
    this.geometry = this.build();
  }

  /** Vertices drawn now. */
  get size(): number {
    return this.count;
  }

  /** Vertices the buffers hold without allocating. */
  get room(): number {
    return this.capacity;
  }

  /**
   * Makes room for `count` vertices. True when that took a new geometry (the old one is
   * disposed): whoever draws `geometry` must take the new one.
   */
  reserve(count: number): boolean {
    if (count <= this.capacity) return false;
    this.capacity = Math.max(count, Math.ceil(this.capacity * 1.5));
    this.positions = new Float32Array(this.capacity * 3);
    this.colors = new Uint8Array(this.capacity * 3);
    this.geometry.dispose();
    this.geometry = this.build();
    return true;
  }

  /** Uploads the first `count` vertices written into `positions` and `colors`; draws them. */
  commit(count: number, { positions = true, colors = true } = {}): void {
    this.count = count;
    const touched = [
      positions && this.geometry.getAttribute('position'),
      colors && this.geometry.getAttribute('color'),
    ];
    for (const attribute of touched) {
      // An empty range would upload the whole buffer (WebGL 2 reads length 0 as "to the end").
      if (!(attribute instanceof THREE.BufferAttribute) || count === 0) continue;
      attribute.clearUpdateRanges();
      attribute.addUpdateRange(0, count * 3);
      attribute.needsUpdate = true;
    }
    this.geometry.setDrawRange(0, count);
  }

  dispose(): void {
    this.geometry.dispose();
  }

  private build(): THREE.BufferGeometry {
    const geometry = new THREE.BufferGeometry();
    const position = new THREE.BufferAttribute(this.positions, 3);
    const color = new THREE.BufferAttribute(this.colors, 3, true);
    position.setUsage(THREE.DynamicDrawUsage);
    color.setUsage(THREE.DynamicDrawUsage);
    geometry.setAttribute('position', position);
    geometry.setAttribute('color', color);
    geometry.setDrawRange(0, 0);
    return geometry;
  }
}
