import type { BenchSplit } from '@ads/contract';
import { DatasetFormatError } from './dataset-format-error';

/** KITTI's `ImageSets/train.txt` and `val.txt`: frame names, one a line. */
export interface ImageSets {
  train?: readonly string[];
  val?: readonly string[];
}

/** The frame names of an ImageSets list (blank lines and surrounding spaces ignored). */
export function parseImageSet(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/**
 * Each frame's split, in name order. With KITTI's ImageSets lists, the frames of `val.txt`
 * are the (hidden) test split and the others the public val split (with only `train.txt`,
 * its frames are val and the others test): KITTI numbers its frames in a random order of
 * drives, so halves in name order would put frames of one drive on both sides, and `val.txt`
 * is the split papers report on. Without lists, the later `testFraction` of the frames in name
 * order is test. Listed frames the archive lacks are passed over.
 */
export function splitSamples(
  samples: readonly string[],
  testFraction: number,
  imageSets: ImageSets = {},
): Array<{ sample: string; split: BenchSplit }> {
  const sorted = [...samples].sort();
  const { train, val } = imageSets;
  if (train || val) {
    const inTrain = new Set(train ?? []);
    const inVal = new Set(val ?? []);
    for (const sample of inVal) {
      if (inTrain.has(sample)) {
        throw new DatasetFormatError(
          `ImageSets/train.txt and ImageSets/val.txt both list the frame '${sample}'; a frame is in one split.`,
        );
      }
    }
    if (val && !sorted.some((s) => inVal.has(s))) {
      throw new DatasetFormatError(
        'ImageSets/val.txt lists none of the archive\u2019s frames: the test split would be empty.',
      );
    }
    const isTest = (s: string) => (val ? inVal.has(s) : !inTrain.has(s));
    return sorted.map((sample) => ({
      sample,
      split: (isTest(sample) ? 'test' : 'val') as BenchSplit,
    }));
  }
  const firstTest = Math.round(sorted.length * (1 - testFraction));
  return sorted.map((sample, at) => ({
    sample,
    split: (at < firstTest ? 'val' : 'test') as BenchSplit,
  }));
}
