/** Mean Earth radius (IUGG), metres: the sphere haversine distances are measured on. */
export const EARTH_RADIUS_M = 6_371_008.8;

const rad = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in metres between two WGS 84 points (degrees). */
export function haversineM(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const dLat = rad(lat2 - lat1);
  const dLon = rad(lon2 - lon1);
  const a =
    Math.sin(dLat / 2) ** 2 + Math.cos(rad(lat1)) * Math.cos(rad(lat2)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(a)));
}

/**
 * The indexes of at most `maxPoints` points that keep a track's shape: Ramer–Douglas–Peucker
 * driven by a priority queue, so the most significant split is always taken next and the count
 * is exact rather than found by trying tolerances. Distances are measured in a local
 * equirectangular projection (metres), which is accurate at the scale of a drive.
 */
export function simplifyTrack(
  lat: ArrayLike<number>,
  lon: ArrayLike<number>,
  maxPoints: number,
): number[] {
  const n = lat.length;
  if (n <= maxPoints) return Array.from({ length: n }, (_, i) => i);
  const cosLat = Math.cos(rad(lat[0]!));
  const x = (i: number) => rad(lon[i]!) * cosLat * EARTH_RADIUS_M;
  const y = (i: number) => rad(lat[i]!) * EARTH_RADIUS_M;

  /** The point between `from` and `to` farthest from their chord, and its distance. */
  const farthest = (from: number, to: number): Split => {
    const ax = x(from);
    const ay = y(from);
    const dx = x(to) - ax;
    const dy = y(to) - ay;
    const length2 = dx * dx + dy * dy;
    let best = -1;
    let bestDistance = -1;
    for (let i = from + 1; i < to; i++) {
      const px = x(i) - ax;
      const py = y(i) - ay;
      let distance: number;
      if (length2 === 0) {
        distance = Math.hypot(px, py);
      } else {
        const along = Math.max(0, Math.min(1, (px * dx + py * dy) / length2));
        distance = Math.hypot(px - along * dx, py - along * dy);
      }
      if (distance > bestDistance) {
        bestDistance = distance;
        best = i;
      }
    }
    return { from, to, index: best, distance: bestDistance };
  };

  const kept = new Uint8Array(n);
  kept[0] = 1;
  kept[n - 1] = 1;
  let count = 2;
  const queue = new MaxHeap<Split>((a, b) => a.distance - b.distance);
  queue.push(farthest(0, n - 1));
  while (count < maxPoints && queue.size > 0) {
    const split = queue.pop()!;
    if (split.index < 0) continue;
    kept[split.index] = 1;
    count++;
    if (split.index - split.from > 1) queue.push(farthest(split.from, split.index));
    if (split.to - split.index > 1) queue.push(farthest(split.index, split.to));
  }
  const indexes: number[] = [];
  for (let i = 0; i < n; i++) if (kept[i]) indexes.push(i);
  return indexes;
}

interface Split {
  from: number;
  to: number;
  index: number;
  distance: number;
}

/** A binary max-heap; small enough not to need a dependency. */
class MaxHeap<T> {
  private readonly items: T[] = [];
  constructor(private readonly compare: (a: T, b: T) => number) {}

  get size() {
    return this.items.length;
  }

  push(item: T): void {
    const items = this.items;
    items.push(item);
    let i = items.length - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (this.compare(items[i]!, items[parent]!) <= 0) break;
      [items[i], items[parent]] = [items[parent]!, items[i]!];
      i = parent;
    }
  }

  pop(): T | undefined {
    const items = this.items;
    const top = items[0];
    const last = items.pop();
    if (items.length > 0 && last !== undefined) {
      items[0] = last;
      let i = 0;
      for (;;) {
        const left = 2 * i + 1;
        const right = left + 1;
        let largest = i;
        if (left < items.length && this.compare(items[left]!, items[largest]!) > 0) largest = left;
        if (right < items.length && this.compare(items[right]!, items[largest]!) > 0)
          largest = right;
        if (largest === i) break;
        [items[i], items[largest]] = [items[largest]!, items[i]!];
        i = largest;
      }
    }
    return top;
  }
}
