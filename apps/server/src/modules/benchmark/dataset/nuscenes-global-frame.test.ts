import { describe, expect, it } from 'vitest';
import type { BenchBox, BenchPrediction } from '@ads/contract';
import { evaluateSplit } from '../bench-evaluate';
import type { StoredGroundTruth } from '../bench-tasks';
import { NO_POSES } from './nuscenes-submission';
import { parsePredictionsJson } from './predictions-json';
import {
  type Quaternion,
  type SamplePose,
  composePoses,
  lidarBoxToGlobal,
  multiplyQuaternions,
  quaternionYaw,
  rotateVector,
} from './sample-pose';
import { refusal } from './format-refusal';

/*
 * Official nuScenes submissions are in the global frame; a dataset with poses brings them back
 * to its lidar frame. The known answers: the ground truth taken to the global frame with the
 * poses, submitted as nuScenes' own format, scores as perfect predictions do.
 */

const qz = (angle: number): Quaternion => [Math.cos(angle / 2), 0, 0, Math.sin(angle / 2)];
const qy = (angle: number): Quaternion => [Math.cos(angle / 2), 0, Math.sin(angle / 2), 0];
const DEG = Math.PI / 180;

/**
 * Poses as nuScenes' Boston ones: the ego hundreds of metres from the map's origin, turned 30°
 * (then 60°) and pitched a little; the LIDAR_TOP calibration of nuScenes (turned −90°, tilted a
 * few milliradians, 1.84 m up).
 */
const LIDAR_TOP = {
  translation: [0.943713, 0, 1.84023] as [number, number, number],
  rotation: [
    0.7077955119163518, -0.006492242056004365, 0.010646214713995808, -0.7063073142877817,
  ] as Quaternion,
};
const POSES: Record<string, SamplePose> = {
  'scene-1_0001': {
    ...composePoses(
      { translation: [411.3, 1180.9, 0.12], rotation: multiplyQuaternions(qz(30 * DEG), qy(0.02)) },
      LIDAR_TOP,
    ),
    token: 'e93e98b63d3b40209056d129dc53ceee',
  },
  'scene-1_0002': {
    ...composePoses(
      {
        translation: [2134.7, 876.05, -0.4],
        rotation: multiplyQuaternions(qz(60 * DEG), qy(-0.015)),
      },
      LIDAR_TOP,
    ),
    token: '14d5adfe50bb4445bc3aa5fe607691a8',
  },
};
const samples = new Set(Object.keys(POSES));

function groundTruth(): StoredGroundTruth {
  const gt: BenchBox[] = [];
  let k = 0;
  for (const sample of samples) {
    for (const cls of ['car', 'pedestrian', 'cyclist', 'car'] as const) {
      k++;
      const [l, w, h] = cls === 'car' ? [4.4, 1.9, 1.6] : [0.8, 0.7, 1.7];
      const attr =
        cls === 'car'
          ? 'vehicle.moving'
          : cls === 'pedestrian'
            ? 'pedestrian.moving'
            : 'cycle.with_rider';
      gt.push({
        sample,
        class: cls,
        x: 4 + 3 * k,
        y: ((k * 7) % 11) - 5,
        z: -1 + k / 20,
        l,
        w,
        h,
        yaw: -3 + ((k * 0.77) % 6),
        vx: 0.5 * k - 2,
        vy: 1.5 - 0.3 * k,
        attr,
      });
    }
  }
  return { samples: [...samples].map((sample) => ({ sample, split: 'val' })), gt };
}

/** A lidar-frame box as nuScenes' official format in the global frame (mmdetection3d's way). */
function toNuScenes(box: BenchBox, score: number, token = box.sample) {
  const global = lidarBoxToGlobal(
    {
      translation: [box.x, box.y, box.z],
      rotation: qz(box.yaw),
      ...(box.vx !== undefined ? { velocity: [box.vx, box.vy!] as [number, number] } : {}),
    },
    POSES[box.sample]!,
  );
  return {
    sample_token: token,
    translation: global.translation,
    size: [box.w, box.l, box.h],
    rotation: global.rotation,
    velocity: global.velocity ?? null,
    detection_name: box.class === 'cyclist' ? 'bicycle' : box.class,
    detection_score: score,
    attribute_name: box.attr ?? '',
  };
}

function officialFile(
  boxes: readonly BenchBox[],
  token: (box: BenchBox) => string = (box) => box.sample,
  meta: Record<string, unknown> = { use_lidar: true, use_camera: false },
) {
  const results: Record<string, unknown[]> = {};
  boxes.forEach((box, i) => {
    const key = token(box);
    (results[key] ??= []).push(toNuScenes(box, 0.9 - i / 100, key));
  });
  return JSON.stringify({ meta, results });
}

describe('sample poses', () => {
  it('composes ego_pose ∘ calibrated_sensor as nuScenes does', () => {
    // Ego turned 90° at (100, 200, 0), lidar 1 m ahead and 2 m up: the lidar's (1, 0, 0) is
    // the ego's (2, 0, 2), which the turn takes to (0, 2, 2), at (100, 202, 2) in the world.
    const pose = composePoses(
      { translation: [100, 200, 0], rotation: qz(Math.PI / 2) },
      { translation: [1, 0, 2], rotation: [1, 0, 0, 0] },
    );
    expect(pose.translation[0]).toBeCloseTo(100, 12);
    expect(pose.translation[1]).toBeCloseTo(201, 12);
    expect(pose.translation[2]).toBeCloseTo(2, 12);
    const moved = rotateVector(pose.rotation, [1, 0, 0]);
    expect(moved[0] + pose.translation[0]).toBeCloseTo(100, 12);
    expect(moved[1] + pose.translation[1]).toBeCloseTo(202, 12);
    expect(moved[2] + pose.translation[2]).toBeCloseTo(2, 12);
  });

  it('the poses of the tests are nuScenes-like: far from the origin, turned, tilted', () => {
    const pose = POSES['scene-1_0001']!;
    expect(Math.hypot(...pose.translation)).toBeGreaterThan(1000);
    // 30° of ego heading and the lidar's −90°.
    expect(quaternionYaw(...pose.rotation) / DEG).toBeCloseTo(-60, 0);
    const up = rotateVector(pose.rotation, [0, 0, 1]);
    expect(up[2]).toBeLessThan(0.9999);
  });
});

describe('an official nuScenes submission in the global frame', () => {
  it('is brought back to the lidar frame with the poses: the ground truth scores mAP 1, NDS 1', () => {
    const stored = groundTruth();
    const pred = parsePredictionsJson(officialFile(stored.gt), samples, { poses: POSES });
    expect(pred).toHaveLength(stored.gt.length);
    // Each box is back where the ground truth has it, to the arithmetic's rounding.
    pred.forEach((box, i) => {
      const gt = stored.gt[i]!;
      expect(box.sample).toBe(gt.sample);
      expect(box.class).toBe(gt.class);
      for (const field of ['x', 'y', 'z', 'vx', 'vy'] as const)
        expect(box[field]).toBeCloseTo(gt[field]!, 9);
      expect(Math.cos(box.yaw - gt.yaw)).toBeCloseTo(1, 12);
      expect([box.l, box.w, box.h]).toEqual([gt.l, gt.w, gt.h]);
      expect(box.attr).toBe(gt.attr);
    });
    const { nuscenes } = evaluateSplit(stored, pred, 'val');
    expect(nuscenes.mean_ap).toBeCloseTo(1, 12);
    expect(nuscenes.nd_score).toBeCloseTo(1, 9);
    // Velocities turned with the pose's yaw: AVE 0 for the perfect ones.
    for (const error of Object.values(nuscenes.tp_errors)) expect(error).toBeCloseTo(0, 9);
  });

  it('measures a velocity error as the devkit would in the global frame', () => {
    // 0.5 m/s off in the global frame, in a direction that is not an axis of the lidar's.
    const stored = groundTruth();
    const sent = JSON.parse(officialFile(stored.gt)) as {
      results: Record<string, Array<{ velocity: number[] }>>;
    };
    for (const boxes of Object.values(sent.results))
      for (const box of boxes) box.velocity = [box.velocity[0]! + 0.3, box.velocity[1]! - 0.4];
    const pred = parsePredictionsJson(JSON.stringify(sent), samples, { poses: POSES });
    const { nuscenes } = evaluateSplit(stored, pred, 'val');
    expect(nuscenes.tp_errors.vel_err).toBeCloseTo(0.5, 9);
  });

  it('takes the dataset’s nuScenes sample tokens as keys, naming its samples', () => {
    const stored = groundTruth();
    const pred = parsePredictionsJson(
      officialFile(stored.gt, (box) => POSES[box.sample]!.token!),
      samples,
      { poses: POSES },
    );
    expect(pred.map((box) => box.sample)).toEqual(stored.gt.map((box) => box.sample));
    expect(evaluateSplit(stored, pred, 'val').nuscenes.mean_ap).toBeCloseTo(1, 12);
    expect(
      refusal(() =>
        parsePredictionsJson(
          officialFile(stored.gt, () => 'fd8420396768425eabec9bdddf7e64b6'),
          samples,
          { poses: POSES, split: 'test' },
        ),
      ),
    ).toBe(
      `results["fd8420396768425eabec9bdddf7e64b6"]: sample token 'fd8420396768425eabec9bdddf7e64b6' is not a sample of the test split.`,
    );
  });

  it('is refused by a dataset without poses, saying what is missing', () => {
    const message = refusal(() => parsePredictionsJson(officialFile(groundTruth().gt), samples));
    expect(message).toBe(NO_POSES);
    expect(message).toBe(
      'This dataset has no sample poses, so nuScenes boxes in the global frame cannot be scored; submit boxes in the lidar frame (the studio’s {"pred": [...]} format, or "frame": "lidar" in the submission’s meta), or ask the admin to import the dataset with its poses.',
    );
    // "frame": "global" says the same as nuScenes' default.
    expect(
      refusal(() =>
        parsePredictionsJson(
          officialFile(groundTruth().gt, undefined, { frame: 'global' }),
          samples,
        ),
      ),
    ).toBe(NO_POSES);
  });

  it('is taken as it is when meta says "frame": "lidar", poses or not', () => {
    const stored = groundTruth();
    const results: Record<string, unknown[]> = {};
    for (const box of stored.gt) {
      (results[box.sample] ??= []).push({
        sample_token: box.sample,
        translation: [box.x, box.y, box.z],
        size: [box.w, box.l, box.h],
        rotation: qz(box.yaw),
        velocity: [box.vx, box.vy],
        detection_name: box.class === 'cyclist' ? 'bicycle' : box.class,
        detection_score: 0.5,
        attribute_name: box.attr ?? '',
      });
    }
    const file = JSON.stringify({ meta: { frame: 'lidar' }, results });
    for (const options of [{}, { poses: POSES }]) {
      const pred: BenchPrediction[] = parsePredictionsJson(file, samples, options);
      expect(pred.map((box) => box.x)).toEqual(stored.gt.map((box) => box.x));
      expect(evaluateSplit(stored, pred, 'val').nuscenes.nd_score).toBeCloseTo(1, 12);
    }
  });

  it('refuses a frame it does not know', () => {
    expect(
      refusal(() =>
        parsePredictionsJson(JSON.stringify({ meta: { frame: 'ego' }, results: {} }), samples, {
          poses: POSES,
        }),
      ),
    ).toBe(
      `The predictions file's meta has frame = "ego"; it must be "global" (nuScenes' own, the default) or "lidar".`,
    );
  });
});
