import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { BenchBox } from '@ads/contract';
import {
  type ArchiveKind,
  type ProgressCallback,
  archiveProgress,
  readArchive,
} from './archive-reader';
import { DatasetFormatError } from './dataset-format-error';
import { type ImageSets, parseImageSet } from './dataset-split';
import { type ImageBox, parseDontCareAreas } from './dont-care';
import { type DatasetForm, DatasetLayout } from './dataset-layout';
import { readEntryText, writeEntryToFile } from './entry-io';
import { parseGtJson } from './gt-json';
import { type KittiCalib, parseKittiCalib } from './kitti-calib';
import { kittiLabelToLidarBox } from './kitti-convert';
import { type KittiCameraLabel, parseKittiLabelFile } from './kitti-label';
import { parseLidarLabelFile } from './lidar-label';
import { NuScenesTables } from './nuscenes-tables';
import type { SamplePose } from './sample-pose';
import { compareSampleNames } from './sample-name';

/** A velodyne row: x, y, z, intensity as float32 (KITTI's `.bin`). */
export const POINT_BYTES = 16;
/** gt.json or all label and calib files together; 20,000 frames of 15 boxes is about 50 MB. */
export const DEFAULT_MAX_GROUND_TRUTH_BYTES = 512_000_000;

export interface ImportedDataset {
  /** Every sample, in gt.json's order or else in natural order of the names. */
  samples: string[];
  /** Lidar-frame boxes (KITTI's converted). */
  gt: BenchBox[];
  /** sample → points in `<targetDir>/velodyne/<sample>.bin`. */
  pointCounts: Record<string, number>;
  format: DatasetForm;
  archive: ArchiveKind;
  /** KITTI only: each sample's calibration, for predictions in KITTI's camera-frame form. */
  calibs?: Record<string, KittiCalib>;
  /** `ImageSets/train.txt` and `val.txt` when the archive has them: the val/test split. */
  imageSets?: ImageSets;
  /** KITTI only: each sample's DontCare areas (image boxes), for samples that have some. */
  dontCare?: Record<string, ImageBox[]>;
  /**
   * Each sample's lidar→global pose (gt.json's `poses`, or nuScenes' tables in the archive),
   * for nuScenes submissions in the global frame; absent when the archive has none.
   */
  poses?: Record<string, SamplePose>;
}

export interface ImportDatasetOptions {
  signal?: AbortSignal;
  maxGroundTruthBytes?: number;
}

interface Seen<T> {
  path: string;
  value: T;
}

/**
 * Imports a dataset archive (docs/benchmark-format.md): streams it entry by entry, writes each
 * velodyne file to `<targetDir>/velodyne/<sample>.bin` (the layout's own place, whichever form
 * the archive had) and returns the ground truth in the lidar frame; nothing else is written.
 * The first problem found is thrown as a DatasetFormatError whose message names the file. The
 * files written before a refusal are left in `targetDir`; the caller, who chose it, removes it.
 */
export async function importDatasetArchive(
  archivePath: string,
  targetDir: string,
  onProgress?: ProgressCallback,
  options: ImportDatasetOptions = {},
): Promise<ImportedDataset> {
  const velodyneDir = join(targetDir, 'velodyne');
  await mkdir(velodyneDir, { recursive: true });
  const layout = new DatasetLayout();
  const seenPaths = new Set<string>();
  const velodyne = new Map<string, Seen<number>>();
  const lidarLabels = new Map<string, Seen<BenchBox[]>>();
  const kittiLabels = new Map<string, Seen<KittiCameraLabel[]>>();
  const calibs = new Map<string, Seen<KittiCalib>>();
  let gtJson: Seen<ReturnType<typeof parseGtJson>> | undefined;
  const imageSets: { train?: string[]; val?: string[] } = {};
  const dontCare: Record<string, ImageBox[]> = {};
  const tables = new NuScenesTables();
  const budget = {
    used: 0,
    max: options.maxGroundTruthBytes ?? DEFAULT_MAX_GROUND_TRUTH_BYTES,
    what: 'the ground-truth files',
  };
  const bothWays = (path: string) =>
    new DatasetFormatError(
      `${path}: the archive has both gt.json and label_2/ files; give the ground truth one way.`,
    );

  const archive = await readArchive(
    archivePath,
    async (entry) => {
      const role = layout.classify(entry.path);
      if (role.kind === 'skip') return;
      if (role.kind === 'imageset') {
        imageSets[role.list] = parseImageSet(await readEntryText(entry, budget));
        return;
      }
      if (seenPaths.has(entry.path)) {
        throw new DatasetFormatError(`${entry.path} appears twice in the archive.`);
      }
      seenPaths.add(entry.path);
      switch (role.kind) {
        case 'velodyne':
          if (entry.size % POINT_BYTES !== 0) {
            throw new DatasetFormatError(
              `${entry.path}: ${entry.size} bytes is not a whole number of ${POINT_BYTES}-byte points.`,
            );
          }
          await writeEntryToFile(entry, join(velodyneDir, `${role.sample}.bin`));
          velodyne.set(role.sample, { path: entry.path, value: entry.size / POINT_BYTES });
          return;
        case 'gt-json':
          if (lidarLabels.size > 0) throw bothWays(entry.path);
          gtJson = {
            path: entry.path,
            value: parseGtJson(await readEntryText(entry, budget), entry.path),
          };
          return;
        case 'label': {
          if (gtJson) throw bothWays(entry.path);
          const text = await readEntryText(entry, budget);
          if (role.form === 'layout') {
            const value = parseLidarLabelFile(text, role.sample, entry.path);
            lidarLabels.set(role.sample, { path: entry.path, value });
          } else {
            const value = parseKittiLabelFile(text, entry.path);
            kittiLabels.set(role.sample, { path: entry.path, value });
            const areas = parseDontCareAreas(text, entry.path);
            if (areas.length > 0) dontCare[role.sample] = areas;
          }
          return;
        }
        case 'nuscenes-table':
          tables.read(role.table, await readEntryText(entry, budget), entry.path);
          return;
        case 'calib':
          calibs.set(role.sample, {
            path: entry.path,
            value: parseKittiCalib(await readEntryText(entry, budget), entry.path),
          });
          return;
      }
    },
    { onProgress: archiveProgress(onProgress), signal: options.signal },
  );

  if (velodyne.size === 0) {
    throw new DatasetFormatError(
      "The archive has no velodyne/<sample>.bin files (nor KITTI's training/velodyne/).",
    );
  }
  const pointCounts: Record<string, number> = {};
  for (const [sample, { value }] of velodyne) pointCounts[sample] = value;
  const result = {
    pointCounts,
    format: layout.form!,
    archive,
    ...(imageSets.train || imageSets.val ? { imageSets } : {}),
  };

  if (layout.form === 'layout' && gtJson) {
    const { samples, gt, poses } = gtJson.value;
    const listed = new Set(samples);
    for (const [sample, { path }] of velodyne) {
      if (!listed.has(sample)) {
        throw new DatasetFormatError(
          `${path}: sample '${sample}' is not in ${gtJson.path}'s "samples".`,
        );
      }
    }
    samples.forEach((sample, i) => {
      if (!velodyne.has(sample)) {
        throw new DatasetFormatError(
          `${gtJson!.path}: samples[${i}] '${sample}' has no ${sibling(gtJson!.path, `velodyne/${sample}.bin`)}.`,
        );
      }
    });
    if (poses && tables.any) {
      throw new DatasetFormatError(
        `${gtJson.path} has "poses" and the archive has nuScenes tables too; give the poses one way.`,
      );
    }
    return {
      ...result,
      samples,
      gt,
      ...withPoses(poses ?? (tables.any ? tables : undefined), samples),
    };
  }

  if (layout.form === 'layout' && lidarLabels.size === 0) {
    throw new DatasetFormatError(
      'The archive has no ground truth: neither gt.json nor label_2/<sample>.txt files.',
    );
  }
  const labels = layout.form === 'layout' ? lidarLabels : kittiLabels;
  const labelFolder = layout.form === 'layout' ? 'label_2' : 'training/label_2';
  const veloFolder = layout.form === 'layout' ? 'velodyne' : 'training/velodyne';
  for (const [sample, { path }] of labels) {
    if (!velodyne.has(sample)) {
      throw new DatasetFormatError(
        `${path} has no matching ${sibling(path, `${veloFolder}/${sample}.bin`, labelFolder)}.`,
      );
    }
  }
  const samples = [...velodyne.keys()].sort(compareSampleNames);
  for (const sample of samples) {
    if (!labels.has(sample)) {
      const { path } = velodyne.get(sample)!;
      throw new DatasetFormatError(
        `${path} has no ${sibling(path, `${labelFolder}/${sample}.txt`, veloFolder)} (an empty file stands for a frame without objects).`,
      );
    }
  }

  if (layout.form === 'layout') {
    return {
      ...result,
      samples,
      gt: samples.flatMap((s) => lidarLabels.get(s)!.value),
      ...withPoses(tables.any ? tables : undefined, samples),
    };
  }

  const gt: BenchBox[] = [];
  const usedCalibs: Record<string, KittiCalib> = {};
  for (const sample of samples) {
    const label = kittiLabels.get(sample)!;
    const calib = calibs.get(sample);
    if (!calib) {
      throw new DatasetFormatError(
        `${label.path} has no ${sibling(label.path, `training/calib/${sample}.txt`, labelFolder)} to bring it to the lidar frame.`,
      );
    }
    usedCalibs[sample] = calib.value;
    for (const camera of label.value) {
      const box = kittiLabelToLidarBox(camera, calib.value, sample);
      if (box) gt.push(box);
    }
  }
  return {
    ...result,
    samples,
    gt,
    calibs: usedCalibs,
    ...(Object.keys(dontCare).length > 0 ? { dontCare } : {}),
  };
}

function withPoses(
  from: Record<string, SamplePose> | NuScenesTables | undefined,
  samples: readonly string[],
): { poses?: Record<string, SamplePose> } {
  if (!from) return {};
  return { poses: from instanceof NuScenesTables ? from.poses(samples) : from };
}

/**
 * The path of a related file under the same top-level folder as `path`, for refusals:
 * sibling('set/label_2/7.txt', 'velodyne/7.bin', 'label_2') → 'set/velodyne/7.bin'.
 */
function sibling(path: string, relative: string, folder?: string): string {
  const cut = folder ? path.lastIndexOf(`${folder}/`) : path.lastIndexOf('/') + 1;
  return `${path.slice(0, Math.max(0, cut))}${relative}`;
}
