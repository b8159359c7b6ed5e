import type { BenchPrediction } from '@ads/contract';
import { type ProgressCallback, archiveProgress, readArchive } from './archive-reader';
import { DatasetFormatError } from './dataset-format-error';
import { readEntryText } from './entry-io';
import type { KittiCalib } from './kitti-calib';
import { kittiLabelToLidarBox } from './kitti-convert';
import { KITTI_LABEL_FIELDS, benchClassOfKittiType, parseKittiLabelFields } from './kitti-label';
import { LIDAR_PREDICTION_FIELDS, labelLines, lidarPredictionBox } from './lidar-label';
import { type PredictionOptions, checkBoxesPerSample, resolveLimits } from './predictions-json';

/*
 * Predictions as label files, what KITTI-style detectors write (OpenPCDet's final_result/data/):
 * an archive of `<sample>.txt`, all in one folder (any folder, or none), one box a line, either
 *
 * - `<Class> x y z l w h yaw score` (9 fields): the lidar frame, as the dataset layout's labels;
 * - KITTI's 15 camera-frame fields and a score (16 fields): converted with the dataset's
 *   calibration, so only for a dataset imported from KITTI's layout. As in KITTI's ground
 *   truth, types other than Car, Pedestrian and Cyclist are skipped.
 *
 * A sample with no file has no predictions (an empty file says the same).
 */

export interface PredictionsArchiveOptions extends PredictionOptions {
  /** The dataset's KITTI calibrations (ImportedDataset.calibs), for camera-frame lines. */
  calibs?: Record<string, KittiCalib>;
  onProgress?: ProgressCallback;
  signal?: AbortSignal;
}

export async function importPredictionsArchive(
  archivePath: string,
  samples: ReadonlySet<string>,
  options: PredictionsArchiveOptions = {},
): Promise<BenchPrediction[]> {
  const { maxBytes, maxBoxesPerSample, split } = resolveLimits(options);
  const budget = { used: 0, max: maxBytes, what: 'the prediction files' };
  let folder: string | undefined;
  const seen = new Set<string>();
  const predictions: BenchPrediction[] = [];

  await readArchive(
    archivePath,
    async (entry) => {
      const slash = entry.path.lastIndexOf('/');
      const dir = entry.path.slice(0, slash + 1);
      const file = entry.path.slice(slash + 1);
      if (!file.endsWith('.txt') || file === '.txt') {
        throw new DatasetFormatError(
          `${entry.path}: a predictions archive holds only <sample>.txt files.`,
        );
      }
      if (folder === undefined) folder = dir;
      else if (dir !== folder) {
        throw new DatasetFormatError(
          `${entry.path}: the prediction files must all be in one folder; found '${folder || './'}' and '${dir || './'}'.`,
        );
      }
      const sample = file.slice(0, -'.txt'.length);
      if (!samples.has(sample)) {
        throw new DatasetFormatError(
          `${entry.path}: sample '${sample}' is not in the ${split} split.`,
        );
      }
      if (seen.has(sample)) {
        throw new DatasetFormatError(`${entry.path} appears twice in the archive.`);
      }
      seen.add(sample);
      const text = await readEntryText(entry, budget);
      predictions.push(...parsePredictionLabelFile(text, sample, entry.path, options.calibs));
    },
    { onProgress: archiveProgress(options.onProgress), signal: options.signal },
  );

  checkBoxesPerSample(predictions, maxBoxesPerSample);
  return predictions;
}

/** One `<sample>.txt` of predictions, in either form (each line on its own). */
export function parsePredictionLabelFile(
  text: string,
  sample: string,
  name: string,
  calibs?: Record<string, KittiCalib>,
): BenchPrediction[] {
  const boxes: BenchPrediction[] = [];
  for (const { line, fields } of labelLines(text)) {
    const where = `${name} line ${line}`;
    if (fields.length === 9) {
      boxes.push(lidarPredictionBox(fields, sample, where));
      continue;
    }
    if (fields.length === 8) {
      throw new DatasetFormatError(
        `${where}: no score; expected 9 fields ${LIDAR_PREDICTION_FIELDS}, found 8.`,
      );
    }
    if (fields.length === 15) {
      throw new DatasetFormatError(
        `${where}: no score; a KITTI camera-frame prediction has 16 fields (${KITTI_LABEL_FIELDS} score), found 15.`,
      );
    }
    if (fields.length !== 16) {
      throw new DatasetFormatError(
        `${where}: expected 9 fields ${LIDAR_PREDICTION_FIELDS} (lidar frame) or KITTI's 16 (camera frame, with a score), found ${fields.length}.`,
      );
    }
    if (!benchClassOfKittiType(fields[0]!)) continue;
    const calib = calibs?.[sample];
    if (!calib) {
      throw new DatasetFormatError(
        calibs
          ? `${where}: a KITTI camera-frame line needs sample '${sample}''s calibration, which the dataset lacks.`
          : `${where}: a KITTI camera-frame line needs the dataset's calibration, and this dataset was not imported from KITTI's layout; write lidar-frame lines ${LIDAR_PREDICTION_FIELDS}.`,
      );
    }
    const label = parseKittiLabelFields(fields, where, true)!;
    const box = kittiLabelToLidarBox(label, calib, sample)!;
    boxes.push({ ...box, score: label.score! });
  }
  return boxes;
}
