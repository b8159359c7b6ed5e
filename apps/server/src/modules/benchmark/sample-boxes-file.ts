import { open, readFile, writeFile } from 'node:fs/promises';

/** Where the index of a boxes file is kept: beside it. */
export const sampleBoxesIndex = (path: string) => `${path}.index.json`;

/**
 * Boxes grouped by sample in one file, with an index of byte ranges beside it, so the 3D
 * view reads one frame's boxes without parsing a whole dataset's (300k boxes) or a
 * submission's (400k) on the event loop.
 */
export async function writeSampleBoxes(path: string, bySample: Map<string, unknown[]>) {
  const index: Record<string, [number, number]> = {};
  const parts: Buffer[] = [];
  let at = 0;
  for (const [sample, boxes] of bySample) {
    const bytes = Buffer.from(JSON.stringify(boxes));
    index[sample] = [at, bytes.length];
    parts.push(bytes);
    at += bytes.length;
  }
  await writeFile(path, Buffer.concat(parts));
  await writeFile(sampleBoxesIndex(path), JSON.stringify(index));
}

const indexes = new Map<string, Record<string, [number, number]>>();
/** Indexes kept in memory: a handful of datasets and submissions are looked at, at once. */
const KEPT_INDEXES = 16;

async function indexOf(path: string): Promise<Record<string, [number, number]>> {
  let index = indexes.get(path);
  if (!index) {
    index = JSON.parse(await readFile(sampleBoxesIndex(path), 'utf8')) as Record<
      string,
      [number, number]
    >;
    if (indexes.size >= KEPT_INDEXES) indexes.delete(indexes.keys().next().value!);
    indexes.set(path, index);
  }
  return index;
}

/** One sample's boxes ([] when it has none). */
export async function readSampleBoxes<T>(path: string, sample: string): Promise<T[]> {
  const range = (await indexOf(path))[sample];
  if (!range) return [];
  const file = await open(path, 'r');
  try {
    const bytes = Buffer.alloc(range[1]);
    await file.read(bytes, 0, range[1], range[0]);
    return JSON.parse(bytes.toString('utf8')) as T[];
  } finally {
    await file.close();
  }
}

/** Forgets a file's index (it was deleted or rewritten). */
export function forgetSampleBoxes(path: string) {
  indexes.delete(path);
}

/** Groups boxes by their `sample`, in first-seen order. */
export function bySample<T extends { sample: string }>(boxes: T[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const box of boxes) {
    const group = groups.get(box.sample);
    if (group) group.push(box);
    else groups.set(box.sample, [box]);
  }
  return groups;
}
