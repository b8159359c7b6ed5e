import type { BenchPrediction } from '@ads/contract';
import { DatasetFormatError } from './dataset-format-error';
import { readJsonBox } from './json-box';
import {
  type Quaternion,
  type SamplePose,
  type Vec3,
  globalBoxToLidar,
  quaternionYaw,
} from './sample-pose';

export { quaternionYaw };

/*
 * The official nuScenes detection submission (what mmdetection3d writes as results_nusc.json):
 * `{ meta, results: { <sample_token>: [ { sample_token, translation, size, rotation, velocity,
 * detection_name, detection_score, attribute_name } ] } }`, read into our boxes:
 * - the token is the sample's name, or the nuScenes sample token the dataset keeps for it (its
 *   poses' tokens, gt-poses.ts and nuscenes-tables.ts); any other is refused, naming it;
 * - translation [x, y, z] is the centre; size is [w, l, h] (nuScenes' wlh); rotation is a
 *   quaternion [w, x, y, z], of which the yaw is taken as the devkit's `quaternion_yaw` does
 *   (the rotated x axis projected on the ground plane); velocity [vx, vy] is optional;
 * - detection_name: car, pedestrian, bicycle (our cyclist); nuScenes' other seven classes
 *   (truck, bus, …), which our datasets do not have, are passed over; any other name is refused;
 * - attribute_name '' is no attribute.
 * The boxes are in nuScenes' global frame, as the devkit and every detector's output have them,
 * and are brought to each sample's lidar frame with the dataset's poses (sample-pose.ts); a
 * dataset without poses refuses them. `"frame": "lidar"` in meta says they are in the lidar
 * frame already (docs/adr/0031-nuscenes-global-frame.md).
 */

/** nuScenes' detection names that the benchmark has, and what it calls them. */
const OUR_CLASS: Readonly<Record<string, string>> = {
  car: 'car',
  pedestrian: 'pedestrian',
  bicycle: 'cyclist',
};
/** The devkit's other detection names: valid in a submission, not scored here. */
const OTHER_NUSCENES_CLASSES = new Set([
  'truck',
  'bus',
  'trailer',
  'construction_vehicle',
  'motorcycle',
  'traffic_cone',
  'barrier',
]);

const shown = (value: unknown) => (value === undefined ? 'undefined' : JSON.stringify(value));

export function isNuScenesSubmission(root: unknown): boolean {
  return (
    typeof root === 'object' &&
    root !== null &&
    !Array.isArray(root) &&
    'results' in root &&
    !('pred' in root)
  );
}

function numbers(entry: Record<string, unknown>, field: string, length: number, where: string) {
  const value = entry[field];
  if (
    !Array.isArray(value) ||
    value.length !== length ||
    !value.every((v) => typeof v === 'number' && Number.isFinite(v))
  ) {
    throw new DatasetFormatError(
      `${where} has ${field} = ${shown(value)}; ${field} must be ${length} numbers.`,
    );
  }
  return value as number[];
}

export type SubmissionFrame = 'global' | 'lidar';

/** The frame the boxes are in: meta's `frame` when it has one, nuScenes' global frame if not. */
export function submissionFrame(root: object): SubmissionFrame {
  const meta = (root as { meta?: unknown }).meta;
  if (typeof meta !== 'object' || meta === null || !('frame' in meta)) return 'global';
  const frame = (meta as { frame: unknown }).frame;
  if (frame === 'global' || frame === 'lidar') return frame;
  throw new DatasetFormatError(
    `The predictions file's meta has frame = ${shown(frame)}; it must be "global" (nuScenes' own, the default) or "lidar".`,
  );
}

/** Said when global-frame boxes come to a dataset that cannot place them. */
export const NO_POSES =
  'This dataset has no sample poses, so nuScenes boxes in the global frame cannot be scored; submit boxes in the lidar frame (the studio\u2019s {"pred": [...]} format, or "frame": "lidar" in the submission\u2019s meta), or ask the admin to import the dataset with its poses.';

/**
 * Reads a nuScenes submission against the split's `samples`. Throws a DatasetFormatError
 * naming the entry: `results["abc"]: sample token 'abc' is not a sample of the val split …`.
 */
export function readNuScenesSubmission(
  root: object,
  samples: ReadonlySet<string>,
  split: string,
  maxBoxesPerSample: number,
  poses?: Readonly<Record<string, SamplePose>>,
): BenchPrediction[] {
  const results = (root as { results: unknown }).results;
  if (typeof results !== 'object' || results === null || Array.isArray(results)) {
    throw new DatasetFormatError(
      'The predictions file\u2019s "results" must map each sample token to a list of boxes.',
    );
  }
  const global = submissionFrame(root) === 'global';
  if (global && !poses) throw new DatasetFormatError(NO_POSES);
  // nuScenes tokens the dataset keeps, each to its sample's name.
  const named = new Map<string, string>();
  for (const [sample, pose] of Object.entries(poses ?? {}))
    if (pose.token !== undefined) named.set(pose.token, sample);
  const keyOf = new Map<string, string>();
  const predictions: BenchPrediction[] = [];
  for (const [token, boxes] of Object.entries(results)) {
    const at = `results[${JSON.stringify(token)}]`;
    const sample = named.get(token) ?? token;
    if (!samples.has(sample)) {
      throw new DatasetFormatError(
        named.size > 0
          ? `${at}: sample token '${token}' is not a sample of the ${split} split.`
          : `${at}: sample token '${token}' is not a sample of the ${split} split; this dataset keeps no nuScenes tokens, so a token must be the sample's name (as '${[...samples][0] ?? ''}').`,
      );
    }
    const other = keyOf.get(sample);
    if (other !== undefined) {
      throw new DatasetFormatError(
        `${at} and results[${JSON.stringify(other)}] are the same sample '${sample}'; give its boxes under one key.`,
      );
    }
    keyOf.set(sample, token);
    if (!Array.isArray(boxes)) {
      throw new DatasetFormatError(`${at} is ${shown(boxes)}, not a list of boxes.`);
    }
    // The devkit's loader counts every box of a sample, scored classes or not.
    if (boxes.length > maxBoxesPerSample) {
      throw new DatasetFormatError(
        `Sample '${token}' has ${boxes.length} predicted boxes; at most ${maxBoxesPerSample} are allowed per sample (nuScenes' max_boxes_per_sample).`,
      );
    }
    boxes.forEach((value: unknown, i) => {
      const where = `${at}[${i}]`;
      if (typeof value !== 'object' || value === null || Array.isArray(value)) {
        throw new DatasetFormatError(`${where} is ${shown(value)}, not an object.`);
      }
      const entry = value as Record<string, unknown>;
      if (entry.sample_token !== token) {
        throw new DatasetFormatError(
          `${where} has sample_token = ${shown(entry.sample_token)} under the token '${token}'; they must be the same.`,
        );
      }
      const name = entry.detection_name;
      if (typeof name === 'string' && OTHER_NUSCENES_CLASSES.has(name)) return;
      if (typeof name !== 'string' || !(name in OUR_CLASS)) {
        throw new DatasetFormatError(
          `${where} has detection_name = ${shown(name)}; it must be one of nuScenes' detection names (car, pedestrian and bicycle are scored).`,
        );
      }
      const translation = numbers(entry, 'translation', 3, where) as Vec3;
      const [w, l, h] = numbers(entry, 'size', 3, where) as Vec3;
      const rotation = numbers(entry, 'rotation', 4, where) as Quaternion;
      if (rotation.every((v) => v === 0)) {
        throw new DatasetFormatError(`${where} has rotation [0, 0, 0, 0], which is no rotation.`);
      }
      const given =
        entry.velocity === undefined || entry.velocity === null
          ? undefined
          : (numbers(entry, 'velocity', 2, where) as [number, number]);
      // Not normalised: the conjugate's product scales it, and quaternion_yaw normalises.
      const box = { translation, rotation };
      const lidar = global
        ? globalBoxToLidar(given ? { ...box, velocity: given } : box, poses![sample]!)
        : { ...box, velocity: given };
      const [x, y, z] = lidar.translation;
      const velocity = lidar.velocity;
      // The rest (a class's attributes, positive sizes, a finite score) as in our own format.
      predictions.push(
        readJsonBox(
          {
            sample,
            class: OUR_CLASS[name],
            x,
            y,
            z,
            l,
            w,
            h,
            yaw: quaternionYaw(...lidar.rotation),
            ...(velocity ? { vx: velocity[0], vy: velocity[1] } : {}),
            attr: entry.attribute_name,
            score: entry.detection_score,
          },
          where,
          true,
        ),
      );
    });
  }
  return predictions;
}
