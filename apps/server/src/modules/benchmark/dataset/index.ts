/**
 * AI Benchmark's file formats (docs/benchmark-format.md): dataset archives, ground truth,
 * predictions, the KITTI conversion and the sample dataset. The frame codec of the 3D view is
 * in @ads/contract (benchmark-frame.ts), shared with the browser.
 */
export { DatasetFormatError, formatBytes } from './dataset-format-error';
export {
  type ArchiveEntry,
  type ArchiveKind,
  type ArchiveProgress,
  type ProgressCallback,
  detectArchiveKind,
  readArchive,
} from './archive-reader';
export {
  DEFAULT_MAX_GROUND_TRUTH_BYTES,
  type ImportDatasetOptions,
  type ImportedDataset,
  importDatasetArchive,
} from './import-dataset';
export type { DatasetForm } from './dataset-layout';
export { type GroundTruthJson, parseGtJson } from './gt-json';
export { parseLidarLabelFile } from './lidar-label';
export { type KittiCalib, formatKittiCalib, parseKittiCalib } from './kitti-calib';
export { type KittiCameraLabel, formatKittiLabelLine, parseKittiLabelFile } from './kitti-label';
export {
  kittiLabelCorners,
  kittiLabelToLidarBox,
  lidarBoxCorners,
  lidarBoxToKittiLabel,
  lidarToRectPoint,
  rectToLidarPoint,
} from './kitti-convert';
export {
  DEFAULT_MAX_PREDICTION_BYTES,
  MAX_BOXES_PER_SAMPLE,
  type PredictionLimits,
  type PredictionOptions,
  parsePredictionsJson,
} from './predictions-json';
export {
  type PredictionsArchiveOptions,
  importPredictionsArchive,
  parsePredictionLabelFile,
} from './predictions-archive';
export { parsePredictionsFile } from './predictions-file';
export {
  MIN_POINTS_PER_BOX,
  SAMPLE_ARCHIVE_FOLDER,
  type SampleDataset,
  type SampleDatasetOptions,
  type SampleFrame,
  float32LittleEndian,
  generateSampleDataset,
  sampleDatasetFrames,
  writeSampleDatasetArchive,
} from './sample-dataset';
export { type DerivedPredictionOptions, predictionsFromGt } from './predictions-from-gt';
export { isSampleName } from './sample-name';
export { type SamplePose, globalBoxToLidar, lidarBoxToGlobal } from './sample-pose';
