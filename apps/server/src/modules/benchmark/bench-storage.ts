import { join } from 'node:path';

/**
 * The files of one dataset in its folder: its frames as the archive had them
 * (`velodyne/<sample>.bin`, read back by the 3D view), its ground truth and splits in one
 * `gt.json`, the same grouped by frame, KITTI's calibrations when it came in KITTI's layout, and
 * each sample's lidar→global pose when the archive had them.
 * The worker that writes them and the service that reads them both name them here.
 */
export function datasetFiles(dir: string) {
  return {
    frame: (sample: string) => join(dir, 'velodyne', `${sample}.bin`),
    groundTruth: join(dir, 'gt.json'),
    /** The ground truth grouped by frame (sample-boxes-file.ts), for the 3D view. */
    groundTruthFrames: join(dir, 'gt-frames.json'),
    calibrations: join(dir, 'calibs.json'),
    /** sample → its lidar→global pose (dataset/sample-pose.ts), for global-frame submissions. */
    poses: join(dir, 'poses.json'),
  };
}

/** Where AI Benchmark keeps its files under the data folder. */
export function benchStorage(dataDir: string) {
  const root = join(dataDir, 'benchmark');
  const dataset = (id: number) => join(root, 'datasets', String(id));
  const files = (id: number) => datasetFiles(dataset(id));
  return {
    dataset,
    frame: (id: number, sample: string) => files(id).frame(sample),
    groundTruth: (id: number) => files(id).groundTruth,
    groundTruthFrames: (id: number) => files(id).groundTruthFrames,
    calibrations: (id: number) => files(id).calibrations,
    poses: (id: number) => files(id).poses,
    /** Files on their way in: a dataset archive before its import, a predictions file. */
    incoming: join(root, 'incoming'),
    submissions: join(root, 'submissions'),
    /** A submission's validated predictions, whole and grouped by frame. */
    submission: (id: number) => join(root, 'submissions', `${id}.json`),
    submissionFrames: (id: number) => join(root, 'submissions', `${id}-frames.json`),
  };
}
export type BenchStorage = ReturnType<typeof benchStorage>;
