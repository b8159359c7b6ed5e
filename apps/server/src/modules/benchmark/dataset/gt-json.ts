import type { BenchBox } from '@ads/contract';
import { DatasetFormatError } from './dataset-format-error';
import { readJsonBox } from './json-box';
import { parseGtPoses } from './gt-poses';
import { parseJsonText } from './json-text';
import type { SamplePose } from './sample-pose';
import { SAMPLE_NAME_RULE, isSampleName } from './sample-name';

export interface GroundTruthJson {
  /** Every sample of the split in the file's order, boxes or not (a frame may be empty). */
  samples: string[];
  gt: BenchBox[];
  /** Each sample's lidar→global pose, when the file has `poses` (gt-poses.ts). */
  poses?: Record<string, SamplePose>;
}

/**
 * `gt.json`: `{"samples": [...], "gt": [{sample, class, x, y, z, l, w, h, yaw, vx?, vy?,
 * attr?}], "poses"?: {...}}`. `samples` is required because a frame without objects has no box to name it, and
 * it still counts (its false positives do). `name` is the file as the archive names it.
 */
export function parseGtJson(text: string, name = 'gt.json'): GroundTruthJson {
  const root = parseJsonText(text, name);
  if (typeof root !== 'object' || root === null || Array.isArray(root)) {
    throw new DatasetFormatError(`${name} must hold an object {"samples": [...], "gt": [...]}.`);
  }
  const { samples: rawSamples, gt: rawGt, poses: rawPoses } = root as Record<string, unknown>;
  if (!Array.isArray(rawSamples)) {
    throw new DatasetFormatError(
      `${name} has no "samples" array (the name of every frame, with boxes or not).`,
    );
  }
  if (!Array.isArray(rawGt)) {
    throw new DatasetFormatError(`${name} has no "gt" array.`);
  }

  const samples: string[] = [];
  const seen = new Set<string>();
  rawSamples.forEach((sample: unknown, i) => {
    if (typeof sample !== 'string') {
      throw new DatasetFormatError(
        `${name}: samples[${i}] is ${JSON.stringify(sample)}, not a string.`,
      );
    }
    if (!isSampleName(sample)) {
      throw new DatasetFormatError(
        `${name}: samples[${i}] '${sample}' is not a usable sample name; a name ${SAMPLE_NAME_RULE}.`,
      );
    }
    if (seen.has(sample)) {
      throw new DatasetFormatError(`${name}: samples[${i}] '${sample}' is listed twice.`);
    }
    seen.add(sample);
    samples.push(sample);
  });

  const gt = rawGt.map((entry: unknown, i) => {
    const box = readJsonBox(entry, `${name}: gt[${i}]`, false);
    if (!seen.has(box.sample)) {
      throw new DatasetFormatError(
        `${name}: gt[${i}] names sample '${box.sample}', which is not in "samples".`,
      );
    }
    return box;
  });
  if (rawPoses === undefined || rawPoses === null) return { samples, gt };
  return { samples, gt, poses: parseGtPoses(rawPoses, samples, name) };
}
