import { createWriteStream } from 'node:fs';
import { mkdir, open, writeFile } from 'node:fs/promises';
import { endianness } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import type { BenchBox } from '@ads/contract';
import { pack as tarPack } from 'tar-stream';
import { createRng } from './prng';
import { scanScene } from './sample-lidar';
import { GROUND_Z, StreetScene, attributeOf } from './sample-scene';

/*
 * The sample dataset (docs/benchmark-format.md, "Sample dataset"): a drive down a street,
 * written in the dataset layout (velodyne/<sample>.bin and gt.json), the same bytes for the same
 * options. Frames are made one at a time and written as they are made, so 20,000 frames need
 * no more memory than 20 (but the ground truth, a few hundred bytes a box).
 */

export interface SampleDatasetOptions {
  /** Default 200 (20 s of driving). */
  frames?: number;
  /** Default 1. */
  seed?: number;
  /** Rays that hit something, per frame; default 60,000 (KITTI's frames have about 120,000). */
  pointsPerFrame?: number;
  onProgress?: (fraction: number, message: string) => void;
}

export interface SampleFrame {
  sample: string;
  /** x, y, z, intensity rows. */
  points: Float32Array;
  gt: BenchBox[];
}

export interface SampleDataset {
  samples: string[];
  gt: BenchBox[];
  pointCounts: Record<string, number>;
}

/** An object needs this many points to be labelled, as nuScenes drops boxes no point hit. */
export const MIN_POINTS_PER_BOX = 5;
/** The top-level folder of the sample archive. */
export const SAMPLE_ARCHIVE_FOLDER = 'ads-sample-dataset';

const round = (value: number, decimals: number) => {
  const r = Number(value.toFixed(decimals));
  return r === 0 ? 0 : r; // no -0 in the files
};

export const sampleName = (frame: number) => String(frame).padStart(6, '0');

/** The frames one by one: the scene moves on a frame between two. */
export function* sampleDatasetFrames(options: SampleDatasetOptions = {}): Generator<SampleFrame> {
  const frames = options.frames ?? 200;
  const seed = options.seed ?? 1;
  const pointsPerFrame = options.pointsPerFrame ?? 60_000;
  if (!Number.isInteger(frames) || frames < 1)
    throw new RangeError('frames must be a positive integer');
  if (!Number.isInteger(pointsPerFrame) || pointsPerFrame < 100) {
    throw new RangeError('pointsPerFrame must be an integer of at least 100');
  }
  const scene = new StreetScene(seed);
  for (let frame = 0; frame < frames; frame++) {
    if (frame > 0) scene.step();
    const sample = sampleName(frame);
    const objects = scene.nearby();
    const scan = scanScene(scene, objects, createRng(seed, 3, frame), pointsPerFrame);
    const gt: BenchBox[] = [];
    for (const object of objects) {
      if ((scan.hits.get(object.id) ?? 0) < MIN_POINTS_PER_BOX) continue;
      const speed = object.strip.speedNow;
      gt.push({
        sample,
        class: object.cls,
        x: round(scene.worldX(object) - scene.egoX, 4),
        y: round(object.y, 4),
        z: round(GROUND_Z + object.h / 2, 4),
        l: round(object.l, 4),
        w: round(object.w, 4),
        h: round(object.h, 4),
        yaw: round(object.yaw, 5),
        // Velocity over the ground (nuScenes' convention), in the lidar's axes: parked is 0.
        vx: round(speed, 3),
        vy: 0,
        attr: attributeOf(object, speed),
      });
    }
    yield { sample, points: scan.points, gt };
  }
}

/** A velodyne file's bytes: float32 little-endian whatever the machine. */
export function float32LittleEndian(points: Float32Array): Uint8Array {
  const bytes = new Uint8Array(points.buffer, points.byteOffset, points.byteLength);
  if (endianness() === 'LE') return bytes;
  const swapped = new Uint8Array(bytes.length);
  const view = new DataView(swapped.buffer);
  points.forEach((v, i) => view.setFloat32(i * 4, v, true));
  return swapped;
}

function progress(options: SampleDatasetOptions, done: number, frames: number) {
  options.onProgress?.(done / frames, `Generated ${done} of ${frames} frames.`);
}

/** Writes `<dir>/velodyne/<sample>.bin` and `<dir>/gt.json` ({"samples", "gt"}). */
export async function generateSampleDataset(
  dir: string,
  options: SampleDatasetOptions = {},
): Promise<SampleDataset> {
  const frames = options.frames ?? 200;
  await mkdir(join(dir, 'velodyne'), { recursive: true });
  const dataset: SampleDataset = { samples: [], gt: [], pointCounts: {} };
  let done = 0;
  for (const frame of sampleDatasetFrames(options)) {
    await writeFile(
      join(dir, 'velodyne', `${frame.sample}.bin`),
      float32LittleEndian(frame.points),
    );
    keep(dataset, frame);
    progress(options, ++done, frames);
  }
  await writeGtJson(join(dir, 'gt.json'), dataset);
  return dataset;
}

/**
 * Writes the same dataset as one archive, `.tar` (or `.tar.gz` when the name ends in .gz or
 * .tgz), under the top-level folder `ads-sample-dataset/`, so that it is imported the way a
 * user's archive is. Entries carry a fixed date, so the archive too is the same bytes each time.
 */
export async function writeSampleDatasetArchive(
  archivePath: string,
  options: SampleDatasetOptions = {},
): Promise<SampleDataset> {
  const frames = options.frames ?? 200;
  const pack = tarPack();
  const gzip = /\.(gz|tgz)$/i.test(archivePath);
  const writing = gzip
    ? pipeline(pack, createGzip(), createWriteStream(archivePath))
    : pipeline(pack, createWriteStream(archivePath));
  const add = (name: string, data: Uint8Array) =>
    new Promise<void>((resolve, reject) => {
      // The callback comes once the entry is in the pack's buffer, which waits for the file.
      pack.entry(
        { name: `${SAMPLE_ARCHIVE_FOLDER}/${name}`, mtime: new Date(0), mode: 0o644 },
        Buffer.from(data.buffer, data.byteOffset, data.byteLength),
        (error) => (error ? reject(error) : resolve()),
      );
    });
  const dataset: SampleDataset = { samples: [], gt: [], pointCounts: {} };
  try {
    let done = 0;
    for (const frame of sampleDatasetFrames(options)) {
      await add(`velodyne/${frame.sample}.bin`, float32LittleEndian(frame.points));
      keep(dataset, frame);
      progress(options, ++done, frames);
    }
    await add('gt.json', Buffer.from(gtJsonText(dataset)));
    pack.finalize();
    await writing;
  } catch (error) {
    pack.destroy(error as Error);
    await writing.catch(() => undefined);
    throw error;
  }
  return dataset;
}

function keep(dataset: SampleDataset, frame: SampleFrame) {
  dataset.samples.push(frame.sample);
  dataset.pointCounts[frame.sample] = frame.points.length / 4;
  for (const box of frame.gt) dataset.gt.push(box);
}

/** gt.json, a box a line: readable, and diffable between two generations. */
function gtJsonText({ samples, gt }: SampleDataset): string {
  const boxes = gt.map((box) => `  ${JSON.stringify(box)}`).join(',\n');
  return `{\n"samples": ${JSON.stringify(samples)},\n"gt": [\n${boxes}\n]\n}\n`;
}

async function writeGtJson(path: string, dataset: SampleDataset) {
  // Written in pieces: 20,000 frames make a file of tens of MB.
  const file = await open(path, 'w');
  try {
    await file.write(`{\n"samples": ${JSON.stringify(dataset.samples)},\n"gt": [\n`);
    const batch = 2000;
    for (let i = 0; i < dataset.gt.length; i += batch) {
      const part = dataset.gt
        .slice(i, i + batch)
        .map((box, k) => `${i + k > 0 ? ',\n' : ''}  ${JSON.stringify(box)}`)
        .join('');
      await file.write(part);
    }
    await file.write('\n]\n}\n');
  } finally {
    await file.close();
  }
}
