import type { BenchPrediction } from '@ads/contract';
import { DatasetFormatError } from './dataset-format-error';
import { readJsonBox } from './json-box';

/*
 * The official nuScenes detection submission (what mmdetection3d writes as results_nusc.json):
 * `{ meta, results: { <sample_token>: [ { sample_token, translation, size, rotation, velocity,
 * detection_name, detection_score, attribute_name } ] } }`, read into our boxes:
 * - the token is the sample's name: our datasets name samples and keep no nuScenes tokens, so a
 *   token must equal the name of a sample of the split (refused otherwise, naming it);
 * - translation [x, y, z] is the centre; size is [w, l, h] (nuScenes' wlh); rotation is a
 *   quaternion [w, x, y, z], of which the yaw is taken as the devkit's `quaternion_yaw` does
 *   (the rotated x axis projected on the ground plane); velocity [vx, vy] is optional;
 * - detection_name: car, pedestrian, bicycle (our cyclist); nuScenes' other seven classes
 *   (truck, bus, …), which our datasets do not have, are passed over; any other name is refused;
 * - attribute_name '' is no attribute.
 * Coordinates are taken in the dataset's frame (its lidar frame): a file in nuScenes' global
 * frame cannot be brought to it, as our datasets carry no ego poses.
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

/** Yaw about z of the rotation [w, x, y, z], as the devkit's `quaternion_yaw` (pyquaternion). */
export function quaternionYaw(w: number, x: number, y: number, z: number): number {
  // pyquaternion normalises first; the first column of the rotation matrix is the image of x.
  const n = Math.sqrt(w * w + x * x + y * y + z * z);
  const [a, b, c, d] = [w / n, x / n, y / n, z / n];
  return Math.atan2(2 * (b * c + a * d), a * a + b * b - c * c - d * d);
}

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

/**
 * Reads a nuScenes submission against the split's `samples`. Throws a DatasetFormatError
 * naming the entry: `results["abc"]: sample token 'abc' is not a sample of the val split …`.
 */
export function readNuScenesSubmission(
  root: object,
  samples: ReadonlySet<string>,
  split: string,
  maxBoxesPerSample: number,
): BenchPrediction[] {
  const results = (root as { results: unknown }).results;
  if (typeof results !== 'object' || results === null || Array.isArray(results)) {
    throw new DatasetFormatError(
      'The predictions file\u2019s "results" must map each sample token to a list of boxes.',
    );
  }
  const predictions: BenchPrediction[] = [];
  for (const [token, boxes] of Object.entries(results)) {
    const at = `results[${JSON.stringify(token)}]`;
    if (!samples.has(token)) {
      throw new DatasetFormatError(
        `${at}: sample token '${token}' is not a sample of the ${split} split; this dataset keeps no nuScenes tokens, so a token must be the sample's name (as '${[...samples][0] ?? ''}').`,
      );
    }
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
      const [x, y, z] = numbers(entry, 'translation', 3, where) as [number, number, number];
      const [w, l, h] = numbers(entry, 'size', 3, where) as [number, number, number];
      const [qw, qx, qy, qz] = numbers(entry, 'rotation', 4, where) as [
        number,
        number,
        number,
        number,
      ];
      if (qw === 0 && qx === 0 && qy === 0 && qz === 0) {
        throw new DatasetFormatError(`${where} has rotation [0, 0, 0, 0], which is no rotation.`);
      }
      const velocity =
        entry.velocity === undefined || entry.velocity === null
          ? undefined
          : numbers(entry, 'velocity', 2, where);
      // The rest (a class's attributes, positive sizes, a finite score) as in our own format.
      predictions.push(
        readJsonBox(
          {
            sample: token,
            class: OUR_CLASS[name],
            x,
            y,
            z,
            l,
            w,
            h,
            yaw: quaternionYaw(qw, qx, qy, qz),
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
