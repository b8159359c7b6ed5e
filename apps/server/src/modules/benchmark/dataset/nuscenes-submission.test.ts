import { describe, expect, it } from 'vitest';
import type { BenchBox, BenchPrediction } from '@ads/contract';
import { evaluateSplit } from '../bench-evaluate';
import type { StoredGroundTruth } from '../bench-tasks';
import { quaternionYaw } from './nuscenes-submission';
import { parsePredictionsJson } from './predictions-json';
import { refusal } from './format-refusal';

const samples = new Set(['scene-1_0001', 'scene-1_0002']);

/** A box of the official submission format, as mmdetection3d's results_nusc.json has them. */
function nuscBox(sample: string, over: Record<string, unknown> = {}) {
  return {
    sample_token: sample,
    translation: [10, -2, -0.9],
    size: [1.8, 4.5, 1.5],
    rotation: [Math.cos(0.05), 0, 0, Math.sin(0.05)],
    velocity: [3, 0.5],
    detection_name: 'car',
    detection_score: 0.8,
    attribute_name: 'vehicle.moving',
    ...over,
  };
}
/** Boxes already in the lidar frame, as the studio's own tests write them (meta says so). */
const submission = (results: Record<string, unknown[]>) =>
  JSON.stringify({ meta: { use_lidar: true, frame: 'lidar' }, results });

describe('quaternionYaw (the devkit’s quaternion_yaw)', () => {
  it('gives the rotation about z', () => {
    expect(quaternionYaw(1, 0, 0, 0)).toBe(0);
    expect(quaternionYaw(Math.SQRT1_2, 0, 0, Math.SQRT1_2)).toBeCloseTo(Math.PI / 2, 15);
    expect(quaternionYaw(0, 0, 0, 1)).toBe(Math.PI);
    expect(quaternionYaw(Math.cos(-1), 0, 0, Math.sin(-1))).toBeCloseTo(-2, 15);
    // Not normalised: the same rotation (pyquaternion normalises).
    expect(quaternionYaw(2 * Math.cos(0.3), 0, 0, 2 * Math.sin(0.3))).toBeCloseTo(0.6, 15);
  });

  it('takes the heading of the rotated x axis, whatever the roll', () => {
    // q = yaw 1 rad about z, then a roll of 0.2 rad about x: the x axis still points at yaw 1.
    const [cy, sy, cr, sr] = [Math.cos(0.5), Math.sin(0.5), Math.cos(0.1), Math.sin(0.1)];
    // q_z(1) ⊗ q_x(0.2) = (cy·cr, cy·sr, sy·sr, sy·cr)
    expect(quaternionYaw(cy * cr, cy * sr, sy * sr, sy * cr)).toBeCloseTo(1, 15);
  });
});

describe('parsePredictionsJson: the official nuScenes submission', () => {
  it('reads translation, wlh size, quaternion, velocity, name, score and attribute', () => {
    const pred = parsePredictionsJson(
      submission({
        'scene-1_0001': [nuscBox('scene-1_0001')],
        'scene-1_0002': [
          nuscBox('scene-1_0002', {
            detection_name: 'bicycle',
            attribute_name: 'cycle.with_rider',
            velocity: null,
          }),
          nuscBox('scene-1_0002', { detection_name: 'pedestrian', attribute_name: '' }),
        ],
      }),
      samples,
    );
    expect(pred).toHaveLength(3);
    const car = pred[0]!;
    expect(car).toMatchObject({
      sample: 'scene-1_0001',
      class: 'car',
      x: 10,
      y: -2,
      z: -0.9,
      l: 4.5,
      w: 1.8,
      h: 1.5,
      vx: 3,
      vy: 0.5,
      attr: 'vehicle.moving',
      score: 0.8,
    });
    expect(car.yaw).toBeCloseTo(0.1, 15);
    expect(pred[1]).toMatchObject({ class: 'cyclist', attr: 'cycle.with_rider' });
    expect(pred[1]!.vx).toBeUndefined();
    expect(pred[2]!.class).toBe('pedestrian');
    expect(pred[2]!.attr).toBeUndefined();
  });

  it('passes over nuScenes classes the benchmark does not have, as results_nusc.json has them', () => {
    const pred = parsePredictionsJson(
      submission({
        'scene-1_0001': [
          nuscBox('scene-1_0001', { detection_name: 'truck', attribute_name: 'vehicle.parked' }),
          nuscBox('scene-1_0001', { detection_name: 'barrier', attribute_name: '' }),
          nuscBox('scene-1_0001'),
        ],
      }),
      samples,
    );
    expect(pred.map((b) => b.class)).toEqual(['car']);
  });

  it('refuses an unknown token with a sentence saying tokens are sample names here', () => {
    expect(
      refusal(() =>
        parsePredictionsJson(
          submission({ e93e98b63d3b40209056d129dc53ceee: [nuscBox('x')] }),
          samples,
          { split: 'test' },
        ),
      ),
    ).toBe(
      `results["e93e98b63d3b40209056d129dc53ceee"]: sample token 'e93e98b63d3b40209056d129dc53ceee' is not a sample of the test split; this dataset keeps no nuScenes tokens, so a token must be the sample's name (as 'scene-1_0001').`,
    );
  });

  it('refuses what is not the format, naming the box and the field', () => {
    const one = (over: Record<string, unknown>) => () =>
      parsePredictionsJson(
        submission({ 'scene-1_0001': [nuscBox('scene-1_0001', over)] }),
        samples,
      );
    expect(refusal(one({ size: [1, 2] }))).toBe(
      'results["scene-1_0001"][0] has size = [1,2]; size must be 3 numbers.',
    );
    expect(refusal(one({ rotation: [0, 0, 0, 0] }))).toBe(
      'results["scene-1_0001"][0] has rotation [0, 0, 0, 0], which is no rotation.',
    );
    expect(refusal(one({ detection_name: 'Car' }))).toMatch(/detection_name = "Car"/);
    expect(refusal(one({ sample_token: 'scene-1_0002' }))).toMatch(/must be the same/);
    expect(refusal(one({ size: [1.8, 0, 1.5] }))).toMatch(/l = 0; l, w and h must be positive/);
    expect(refusal(one({ detection_score: undefined }))).toMatch(/has no score/);
    expect(refusal(one({ attribute_name: 'pedestrian.moving' }))).toMatch(/a car cannot have/);
    expect(
      refusal(() => parsePredictionsJson('{"meta": {"frame": "lidar"}, "results": []}', samples)),
    ).toMatch(/"results" must map each sample token/);
  });
});

describe('the same boxes in both formats score the same', () => {
  it('gives the same figures as our own format', () => {
    const gt: BenchBox[] = [];
    const ours: BenchPrediction[] = [];
    const results: Record<string, unknown[]> = {};
    let k = 0;
    for (const sample of samples) {
      results[sample] = [];
      for (const cls of ['car', 'pedestrian', 'cyclist'] as const) {
        const yaw = -3 + ((k++ * 0.77) % 6);
        const [l, w, h] = cls === 'car' ? [4.4, 1.9, 1.6] : [0.8, 0.7, 1.7];
        const attr =
          cls === 'car' ? 'vehicle.parked' : cls === 'pedestrian' ? 'pedestrian.moving' : '';
        const base = { sample, class: cls, x: 5 + k, y: k - 3, z: -1, l, w, h, yaw };
        gt.push({ ...base, vx: 0, vy: 0, ...(attr ? { attr } : {}) });
        // A little off, so that every error is non-zero.
        const p = { ...base, x: base.x + 0.3, w: w * 1.1, yaw: yaw + 0.2, vx: 0.4, vy: -0.1 };
        const score = 0.9 - k / 50;
        ours.push({ ...p, ...(attr ? { attr } : {}), score });
        results[sample].push({
          sample_token: sample,
          translation: [p.x, p.y, p.z],
          size: [p.w, p.l, p.h],
          rotation: [Math.cos(p.yaw / 2), 0, 0, Math.sin(p.yaw / 2)],
          velocity: [p.vx, p.vy],
          detection_name: cls === 'cyclist' ? 'bicycle' : cls,
          detection_score: score,
          attribute_name: attr,
        });
      }
    }
    const stored: StoredGroundTruth = {
      samples: [...samples].map((sample) => ({ sample, split: 'val' })),
      gt,
    };
    const fromOurs = evaluateSplit(
      stored,
      parsePredictionsJson(JSON.stringify({ pred: ours }), samples),
      'val',
    );
    const fromNusc = evaluateSplit(
      stored,
      parsePredictionsJson(submission(results), samples),
      'val',
    );
    // APs, matches and frames exactly; the orientation error to the quaternion's rounding.
    expect(fromNusc.nuscenes.label_aps).toEqual(fromOurs.nuscenes.label_aps);
    expect(fromNusc.kitti).toEqual(fromOurs.kitti);
    expect(fromNusc.frames).toEqual(fromOurs.frames);
    expect(fromNusc.nuscenes.nd_score).toBeCloseTo(fromOurs.nuscenes.nd_score, 14);
    for (const [name, error] of Object.entries(fromOurs.nuscenes.tp_errors))
      expect(fromNusc.nuscenes.tp_errors[name]).toBeCloseTo(error!, 14);
    expect(fromOurs.nuscenes.tp_errors.orient_err).toBeGreaterThan(0.1);
  });
});
