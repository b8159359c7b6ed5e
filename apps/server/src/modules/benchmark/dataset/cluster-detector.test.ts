import { describe, expect, it } from 'vitest';
import { evaluateNuScenes } from '../eval/nuscenes';
import { detectClusters } from './cluster-detector';
import { sampleDatasetFrames } from './sample-dataset';

// The baseline detector on frames whose answer is known: a road, a wall, a car seen from one
// corner and a person; then on the sample dataset, scored by the real evaluator.

const GROUND = -1.73;

function frame(parts: Array<Array<[number, number, number]>>): Float32Array {
  const points = parts.flat();
  const out = new Float32Array(points.length * 4);
  points.forEach(([x, y, z], i) => out.set([x, y, z, 0.3], i * 4));
  return out;
}

function road(): Array<[number, number, number]> {
  const out: Array<[number, number, number]> = [];
  for (let x = -30; x <= 60; x += 0.5)
    for (let y = -20; y <= 20; y += 0.5) out.push([x, y, GROUND]);
  return out;
}

/** The two faces of a box a sensor at the origin sees (the near long side and the near end). */
function carFaces(cx: number, cy: number, yaw: number, l = 4.5, w = 1.8, h = 1.55) {
  const out: Array<[number, number, number]> = [];
  const c = Math.cos(yaw);
  const s = Math.sin(yaw);
  const at = (u: number, v: number, z: number): [number, number, number] => [
    cx + u * c - v * s,
    cy + u * s + v * c,
    z,
  ];
  // Which side and end face the sensor: those whose outward normal points to the origin.
  const sideV = (-cx * -s + -cy * c > 0 ? 1 : -1) * (w / 2);
  const endU = (-cx * c + -cy * s > 0 ? 1 : -1) * (l / 2);
  for (let z = GROUND + 0.3; z <= GROUND + h; z += 0.1) {
    for (let u = -l / 2; u <= l / 2; u += 0.1) out.push(at(u, sideV, z));
    for (let v = -w / 2; v <= w / 2; v += 0.1) out.push(at(endU, v, z));
  }
  return out;
}

function person(cx: number, cy: number) {
  const out: Array<[number, number, number]> = [];
  for (let z = GROUND + 0.1; z <= GROUND + 1.75; z += 0.05)
    for (let a = Math.PI / 2; a <= (3 * Math.PI) / 2; a += 0.3)
      out.push([cx + 0.25 * Math.cos(a), cy + 0.25 * Math.sin(a), z]);
  return out;
}

function wall(y: number) {
  const out: Array<[number, number, number]> = [];
  for (let x = 0; x <= 50; x += 0.2)
    for (let z = GROUND; z <= GROUND + 8; z += 0.2) out.push([x, y, z]);
  return out;
}

const angleGap = (a: number, b: number) => {
  const d = Math.abs(((a - b) % Math.PI) + Math.PI) % Math.PI;
  return Math.min(d, Math.PI - d);
};

describe('the baseline detector', () => {
  it('finds a car from two of its faces and a person, never the wall', () => {
    const boxes = detectClusters(frame([road(), carFaces(15, 4, 0.3), person(10, -3), wall(-14)]));
    expect(boxes.map((box) => box.class).sort()).toEqual(['car', 'pedestrian']);
    const car = boxes.find((box) => box.class === 'car')!;
    expect(Math.hypot(car.x - 15, car.y - 4)).toBeLessThan(0.5);
    expect(angleGap(car.yaw, 0.3)).toBeLessThan(0.06);
    expect(car.l).toBeGreaterThan(4.2);
    expect(car.l).toBeLessThan(4.8);
    expect(car.w).toBeGreaterThanOrEqual(1.6);
    // Its bottom on the road.
    expect(car.z - car.h / 2).toBeCloseTo(GROUND, 1);
    const walker = boxes.find((box) => box.class === 'pedestrian')!;
    // Grown away from the sensor: only the near half of the person was seen.
    expect(Math.hypot(walker.x - 10, walker.y + 3)).toBeLessThan(0.3);
    for (const box of boxes) expect(box.score).toBeGreaterThan(0);
  });

  it('looks only ahead within ±45° when told to (KITTI labels only the camera’s view)', () => {
    const points = frame([road(), carFaces(-15, 2, 0), carFaces(20, 30, 0), carFaces(20, 2, 0)]);
    expect(detectClusters(points)).toHaveLength(3);
    const front = detectClusters(points, { frontOnly: true });
    expect(front).toHaveLength(1);
    expect(front[0]!.x).toBeGreaterThan(15);
  });

  it('scores as documented on the sample dataset (mAP about 0.4, NDS about 0.3)', () => {
    const gt = [];
    const pred = [];
    const samples: string[] = [];
    for (const f of sampleDatasetFrames({ frames: 12, seed: 3 })) {
      samples.push(f.sample);
      gt.push(...f.gt);
      pred.push(...detectClusters(f.points).map((box) => ({ sample: f.sample, ...box })));
    }
    const metrics = evaluateNuScenes(gt, pred, { samples }).metrics;
    expect(metrics.mean_ap).toBeGreaterThan(0.25);
    expect(metrics.mean_ap).toBeLessThan(0.6);
    expect(metrics.nd_score).toBeGreaterThan(0.2);
    expect(metrics.mean_dist_aps.car).toBeGreaterThan(0.3);
    expect(metrics.mean_dist_aps.pedestrian).toBeGreaterThan(0.3);
  });
});
