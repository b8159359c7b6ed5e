import { join } from 'node:path';

/**
 * Where AI Benchmark keeps its files under the data folder: a dataset's frames as the archive
 * had them (`velodyne/<sample>.bin`, read back by the 3D view), its ground truth and splits in
 * one `gt.json`, and each submission's predictions as validated JSON.
 */
export function benchStorage(dataDir: string) {
  const root = join(dataDir, 'benchmark');
  const dataset = (id: number) => join(root, 'datasets', String(id));
  return {
    root,
    dataset,
    velodyne: (id: number) => join(dataset(id), 'velodyne'),
    frame: (id: number, sample: string) => join(dataset(id), 'velodyne', `${sample}.bin`),
    groundTruth: (id: number) => join(dataset(id), 'gt.json'),
    /** KITTI's calibrations per frame, when the dataset came in KITTI's layout. */
    calibrations: (id: number) => join(dataset(id), 'calibs.json'),
    /** The ground truth grouped by frame (sample-boxes-file.ts), for the 3D view. */
    groundTruthFrames: (id: number) => join(dataset(id), 'gt-frames.json'),
    incoming: join(root, 'incoming'),
    submission: (id: number) => join(root, 'submissions', `${id}.json`),
    submissionFrames: (id: number) => join(root, 'submissions', `${id}-frames.json`),
    submissions: join(root, 'submissions'),
  };
}
export type BenchStorage = ReturnType<typeof benchStorage>;
