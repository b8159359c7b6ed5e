import { DatasetFormatError } from './dataset-format-error';
import { type SamplePose, composePoses, readRigidTransform } from './sample-pose';

/*
 * gt.json's optional `poses`: each sample's lidar→global pose, so that nuScenes submissions in
 * the global frame can be scored (docs/benchmark-format.md, "Sample poses"). Per sample, either
 * the pose itself or nuScenes' two records it is made of, and optionally its nuScenes token:
 *
 *   "poses": {
 *     "000000": { "token": "ca9a28…", "lidar_to_global": { "translation": […], "rotation": […] } },
 *     "000001": { "ego_pose": { "translation", "rotation" }, "calibrated_sensor": { … } }
 *   }
 *
 * All samples or none: a submission's boxes on a sample without a pose could not be placed.
 */

const TOKEN = /^[\w.-]{1,128}$/;

export function parseGtPoses(
  value: unknown,
  samples: readonly string[],
  name: string,
): Record<string, SamplePose> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new DatasetFormatError(
      `${name}: "poses" must map each sample to its lidar_to_global pose (or its ego_pose and calibrated_sensor).`,
    );
  }
  const listed = new Set(samples);
  const poses: Record<string, SamplePose> = {};
  const tokens = new Map<string, string>();
  for (const [sample, raw] of Object.entries(value as Record<string, unknown>)) {
    const where = `${name}: poses[${JSON.stringify(sample)}]`;
    if (!listed.has(sample)) {
      throw new DatasetFormatError(`${where}: sample '${sample}' is not in "samples".`);
    }
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
      throw new DatasetFormatError(
        `${where} is ${JSON.stringify(raw)}, not an object with lidar_to_global (or ego_pose and calibrated_sensor).`,
      );
    }
    const entry = raw as Record<string, unknown>;
    let pose: Omit<SamplePose, 'token'>;
    if (entry.lidar_to_global !== undefined) {
      if (entry.ego_pose !== undefined || entry.calibrated_sensor !== undefined) {
        throw new DatasetFormatError(
          `${where} has lidar_to_global and ego_pose/calibrated_sensor; give the pose one way.`,
        );
      }
      pose = readRigidTransform(entry.lidar_to_global, `${where}.lidar_to_global`);
    } else if (entry.ego_pose !== undefined && entry.calibrated_sensor !== undefined) {
      pose = composePoses(
        readRigidTransform(entry.ego_pose, `${where}.ego_pose`),
        readRigidTransform(entry.calibrated_sensor, `${where}.calibrated_sensor`),
      );
    } else {
      throw new DatasetFormatError(
        `${where} has neither lidar_to_global nor both ego_pose and calibrated_sensor.`,
      );
    }
    const token = entry.token;
    if (token !== undefined && token !== null) {
      if (typeof token !== 'string' || !TOKEN.test(token)) {
        throw new DatasetFormatError(
          `${where} has token = ${JSON.stringify(token)}; a token is letters, digits, '_', '-' or '.' (nuScenes' are 32 hex digits).`,
        );
      }
      if (listed.has(token) && token !== sample) {
        throw new DatasetFormatError(
          `${where} has the token '${token}', which is the name of another sample; a token may only be its own sample's name.`,
        );
      }
      const other = tokens.get(token);
      if (other !== undefined) {
        throw new DatasetFormatError(
          `${where} has the token '${token}' of sample '${other}' too; a token names one sample.`,
        );
      }
      tokens.set(token, sample);
      poses[sample] = { ...pose, token };
    } else {
      poses[sample] = pose;
    }
  }
  const missing = samples.find((sample) => !(sample in poses));
  if (missing !== undefined) {
    throw new DatasetFormatError(
      `${name}: sample '${missing}' has no entry in "poses"; give every sample its pose, or leave "poses" out.`,
    );
  }
  return poses;
}
