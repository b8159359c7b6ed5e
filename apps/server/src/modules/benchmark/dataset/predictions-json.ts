import type { BenchPrediction } from '@ads/contract';
import { DatasetFormatError, formatBytes } from './dataset-format-error';
import { readJsonBox } from './json-box';
import { decodeUtf8, parseJsonText } from './json-text';
import { isNuScenesSubmission, readNuScenesSubmission } from './nuscenes-submission';
import type { SamplePose } from './sample-pose';

/*
 * A model's predictions for a dataset's split: `{"pred": [{sample, class, x, y, z, l, w, h,
 * yaw, vx?, vy?, attr?, score}]}` in the lidar frame, as gt.json's boxes with a score; or the
 * official nuScenes submission `{"meta", "results"}` (nuscenes-submission.ts), in the global
 * frame when the dataset has poses.
 */

export interface PredictionLimits {
  /** The whole file (or an archive's texts together), bytes. */
  maxBytes?: number;
  /** nuScenes' `max_boxes_per_sample`: the devkit refuses a submission with more. */
  maxBoxesPerSample?: number;
  /** The split's name in refusals ("is not in the val split"). */
  split?: string;
}

export interface PredictionOptions extends PredictionLimits {
  /**
   * The dataset's lidar→global pose per sample, when it has them: official nuScenes
   * submissions (global frame) are brought to the lidar frame with them.
   */
  poses?: Readonly<Record<string, SamplePose>>;
}

/** Under V8's longest string (2^29 − 24 characters), which JSON.parse needs the file as. */
export const DEFAULT_MAX_PREDICTION_BYTES = 500_000_000;
export const MAX_BOXES_PER_SAMPLE = 500;

export function resolveLimits(limits: PredictionLimits = {}): Required<PredictionLimits> {
  return {
    maxBytes: limits.maxBytes ?? DEFAULT_MAX_PREDICTION_BYTES,
    maxBoxesPerSample: limits.maxBoxesPerSample ?? MAX_BOXES_PER_SAMPLE,
    split: limits.split ?? 'val',
  };
}

/** Refuses a sample with more boxes than nuScenes allows; boxes of unknown samples are refused before. */
export function checkBoxesPerSample(
  predictions: readonly BenchPrediction[],
  maxBoxesPerSample: number,
): void {
  const counts = new Map<string, number>();
  for (const { sample } of predictions) {
    const count = (counts.get(sample) ?? 0) + 1;
    if (count > maxBoxesPerSample) {
      const total = predictions.filter((p) => p.sample === sample).length;
      throw new DatasetFormatError(
        `Sample '${sample}' has ${total} predicted boxes; at most ${maxBoxesPerSample} are allowed per sample (nuScenes' max_boxes_per_sample).`,
      );
    }
    counts.set(sample, count);
  }
}

/**
 * Parses and checks a predictions JSON file against the split's `samples`. Throws a
 * DatasetFormatError naming the entry: "pred[12]: sample '000999' is not in the val split."
 */
export function parsePredictionsJson(
  input: string | Uint8Array,
  samples: ReadonlySet<string>,
  options: PredictionOptions = {},
): BenchPrediction[] {
  const { maxBytes, maxBoxesPerSample, split } = resolveLimits(options);
  const bytes = typeof input === 'string' ? Buffer.byteLength(input, 'utf8') : input.length;
  if (bytes > maxBytes) {
    throw new DatasetFormatError(
      `The predictions file is ${formatBytes(bytes)}; at most ${formatBytes(maxBytes)} is allowed.`,
    );
  }
  const root = parseJsonText(
    typeof input === 'string' ? input : decodeUtf8(input),
    'The predictions file',
  );
  if (isNuScenesSubmission(root)) {
    return readNuScenesSubmission(root as object, samples, split, maxBoxesPerSample, options.poses);
  }
  if (
    typeof root !== 'object' ||
    root === null ||
    !Array.isArray((root as { pred?: unknown }).pred)
  ) {
    throw new DatasetFormatError(
      `The predictions file must hold an object {"pred": [...]} or a nuScenes submission {"meta": {...}, "results": {...}}.`,
    );
  }
  const predictions = (root as { pred: unknown[] }).pred.map((entry, i) => {
    const where = `pred[${i}]`;
    const box = readJsonBox(entry, where, true);
    if (!samples.has(box.sample)) {
      throw new DatasetFormatError(
        `${where}: sample '${box.sample}' is not in the ${split} split.`,
      );
    }
    return box;
  });
  checkBoxesPerSample(predictions, maxBoxesPerSample);
  return predictions;
}
