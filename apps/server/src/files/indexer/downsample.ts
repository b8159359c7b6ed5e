/**
 * Streaming min/max downsampling: at most `maxPoints` points whatever the number pushed, in
 * memory bounded by `maxPoints`, so a 1 kHz signal of a ten-hour record is reduced while it is
 * read. Up to `maxPoints` values are kept as they are; past that, values fall into time buckets
 * whose minimum and maximum are kept (peaks survive, unlike with averaging), and the bucket width
 * doubles whenever there would be more than `maxPoints / 2` buckets.
 */
export class MinMaxDownsampler {
  private raw: { t: number; v: number }[] | null = [];
  private buckets = new Map<number, Bucket>();
  private width = 0;
  private origin = 0;
  private readonly maxBuckets: number;

  constructor(private readonly maxPoints: number) {
    this.maxBuckets = Math.max(1, Math.floor(maxPoints / 2));
  }

  push(t: number, v: number): void {
    if (this.raw) {
      this.raw.push({ t, v });
      if (this.raw.length > this.maxPoints) this.toBuckets();
      return;
    }
    this.addToBucket(t, v);
    while (this.buckets.size > this.maxBuckets) this.widen();
  }

  /** Points in time order. */
  result(): { t: number[]; v: number[] } {
    const points = this.raw ? [...this.raw] : this.bucketPoints();
    points.sort((a, b) => a.t - b.t);
    return { t: points.map((p) => p.t), v: points.map((p) => p.v) };
  }

  private toBuckets(): void {
    const raw = this.raw!;
    this.raw = null;
    let min = Infinity;
    let max = -Infinity;
    for (const p of raw) {
      min = Math.min(min, p.t);
      max = Math.max(max, p.t);
    }
    this.origin = min;
    this.width = max > min ? (max - min) / this.maxBuckets : 1e-9;
    for (const p of raw) this.addToBucket(p.t, p.v);
    while (this.buckets.size > this.maxBuckets) this.widen();
  }

  private addToBucket(t: number, v: number): void {
    const key = Math.floor((t - this.origin) / this.width);
    const bucket = this.buckets.get(key);
    if (!bucket) {
      this.buckets.set(key, { minT: t, minV: v, maxT: t, maxV: v });
      return;
    }
    merge(bucket, t, v, t, v);
  }

  /** Twice as wide buckets: bucket k of the old width lies in bucket floor(k / 2) of the new. */
  private widen(): void {
    const old = this.buckets;
    this.buckets = new Map();
    this.width *= 2;
    for (const [key, bucket] of old) {
      const wider = Math.floor(key / 2);
      const existing = this.buckets.get(wider);
      if (!existing) this.buckets.set(wider, bucket);
      else merge(existing, bucket.minT, bucket.minV, bucket.maxT, bucket.maxV);
    }
  }

  private bucketPoints(): { t: number; v: number }[] {
    const points: { t: number; v: number }[] = [];
    for (const bucket of this.buckets.values()) {
      points.push({ t: bucket.minT, v: bucket.minV });
      if (bucket.maxT !== bucket.minT) points.push({ t: bucket.maxT, v: bucket.maxV });
    }
    return points;
  }
}

interface Bucket {
  minT: number;
  minV: number;
  maxT: number;
  maxV: number;
}

function merge(bucket: Bucket, minT: number, minV: number, maxT: number, maxV: number): void {
  if (minV < bucket.minV) {
    bucket.minV = minV;
    bucket.minT = minT;
  }
  if (maxV > bucket.maxV) {
    bucket.maxV = maxV;
    bucket.maxT = maxT;
  }
}

/**
 * At most `maxPoints` samples of a time series by averaging equal time buckets: for the speed
 * curve, where the mean over a few seconds is what a person reads (max speed is kept apart).
 */
export function bucketMeans(
  t: ArrayLike<number>,
  v: ArrayLike<number>,
  maxPoints: number,
): [number, number][] {
  const n = t.length;
  if (n <= maxPoints) return Array.from({ length: n }, (_, i) => [t[i]!, v[i]!]);
  const first = t[0]!;
  const span = t[n - 1]! - first;
  const sums = new Map<number, { t: number; v: number; count: number }>();
  for (let i = 0; i < n; i++) {
    const key =
      span > 0 ? Math.min(maxPoints - 1, Math.floor(((t[i]! - first) / span) * maxPoints)) : 0;
    const sum = sums.get(key);
    if (sum) {
      sum.t += t[i]!;
      sum.v += v[i]!;
      sum.count++;
    } else {
      sums.set(key, { t: t[i]!, v: v[i]!, count: 1 });
    }
  }
  return [...sums.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([, sum]) => [sum.t / sum.count, sum.v / sum.count]);
}
