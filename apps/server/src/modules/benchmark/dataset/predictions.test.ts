import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseKittiCalib } from './kitti-calib';
import { kittiLabelToLidarBox } from './kitti-convert';
import { KITTI_000000_CALIB } from './kitti-fixtures';
import { parseKittiLabelFile } from './kitti-label';
import { importPredictionsArchive } from './predictions-archive';
import { parsePredictionsFile } from './predictions-file';
import { parsePredictionsJson } from './predictions-json';
import { type TestEntry, writeTestTar, writeTestZip } from './test-archives';
import { refusal, refusalOf } from './format-refusal';

const samples = new Set(['000001', '000002']);
const pred = (patch: Record<string, unknown> = {}) => {
  const entry: Record<string, unknown> = {
    sample: '000001',
    class: 'Car',
    x: 10,
    y: -2,
    z: -0.9,
    l: 4.5,
    w: 1.8,
    h: 1.5,
    yaw: 0.1,
    score: 0.8,
    ...patch,
  };
  for (const key of Object.keys(patch)) if (patch[key] === undefined) delete entry[key];
  return entry;
};
const json = (entries: unknown[]) => JSON.stringify({ pred: entries });

let dir: string;
let counter = 0;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'bench-pred-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});
async function tar(entries: TestEntry[]) {
  const path = join(dir, `pred-${++counter}.tar`);
  await writeTestTar(path, entries);
  return path;
}

describe('parsePredictionsJson', () => {
  it('reads {"pred": [...]} from text or bytes', () => {
    const text = json([
      pred(),
      pred({ sample: '000002', class: 'pedestrian', vx: 1, vy: 0, attr: 'pedestrian.moving' }),
    ]);
    const expected = [
      {
        sample: '000001',
        class: 'car',
        x: 10,
        y: -2,
        z: -0.9,
        l: 4.5,
        w: 1.8,
        h: 1.5,
        yaw: 0.1,
        score: 0.8,
      },
      expect.objectContaining({
        sample: '000002',
        class: 'pedestrian',
        vx: 1,
        vy: 0,
        attr: 'pedestrian.moving',
      }),
    ];
    expect(parsePredictionsJson(text, samples)).toEqual(expected);
    expect(parsePredictionsJson(Buffer.from(text), samples)).toEqual(expected);
  });

  it.each<[string, unknown[], string]>([
    [
      'an unknown sample',
      [pred(), pred({ sample: '000999' })],
      "pred[1]: sample '000999' is not in the val split.",
    ],
    [
      'an unknown class',
      [pred({ class: 'truck' })],
      "pred[0] has an unknown class 'truck' (car, pedestrian, cyclist).",
    ],
    ['a missing score', [pred({ score: undefined })], 'pred[0] has no score.'],
    [
      'a score as text',
      [pred({ score: 'high' })],
      'pred[0] has score = "high"; score must be a number.',
    ],
    ['a NaN written as text', [pred({ x: 'NaN' })], 'pred[0] has x = "NaN"; x must be a number.'],
    [
      'Infinity written as text',
      [pred({ yaw: 'Infinity' })],
      'pred[0] has yaw = "Infinity"; yaw must be a number.',
    ],
    ['a null centre', [pred({ y: null })], 'pred[0] has no y.'],
    ['a negative size', [pred({ l: -4.5 })], 'pred[0] has l = -4.5; l, w and h must be positive.'],
    ['an entry that is not an object', [pred(), 'car'], 'pred[1] is "car", not an object.'],
  ])('refuses %s', (_, entries, sentence) => {
    expect(refusal(() => parsePredictionsJson(json(entries), samples))).toBe(sentence);
  });

  it('names the split it was given', () => {
    expect(
      refusal(() =>
        parsePredictionsJson(json([pred({ sample: 'x' })]), samples, { split: 'test' }),
      ),
    ).toBe("pred[0]: sample 'x' is not in the test split.");
  });

  it('refuses NaN and Infinity literals, and a file that is not {"pred": [...]}', () => {
    expect(refusal(() => parsePredictionsJson('{"pred": [{"x": NaN}]}', samples))).toMatch(
      /^The predictions file is not valid JSON \(.+\)\. NaN and Infinity are not JSON: leave an unknown velocity out or write null\.$/,
    );
    expect(refusal(() => parsePredictionsJson('[1, 2]', samples))).toBe(
      'The predictions file must hold an object {"pred": [...]} or a nuScenes submission {"meta": {...}, "results": {...}}.',
    );
  });

  it("refuses more than nuScenes' 500 boxes in one sample", () => {
    const many = Array.from({ length: 501 }, () => pred({ sample: '000002' }));
    expect(refusal(() => parsePredictionsJson(json([pred(), ...many]), samples))).toBe(
      "Sample '000002' has 501 predicted boxes; at most 500 are allowed per sample (nuScenes' max_boxes_per_sample).",
    );
    expect(parsePredictionsJson(json(many.slice(1)), samples)).toHaveLength(500);
    expect(
      refusal(() =>
        parsePredictionsJson(json([pred(), pred()]), samples, { maxBoxesPerSample: 1 }),
      ),
    ).toBe(
      "Sample '000001' has 2 predicted boxes; at most 1 are allowed per sample (nuScenes' max_boxes_per_sample).",
    );
  });

  it('refuses a file larger than the limit before parsing it', () => {
    const text = json([pred(), pred()]);
    expect(refusal(() => parsePredictionsJson(text, samples, { maxBytes: 100 }))).toBe(
      `The predictions file is ${text.length} bytes; at most 100 bytes is allowed.`,
    );
  });
});

describe('importPredictionsArchive (label files)', () => {
  const line = 'Car 10 -2 -0.9 4.5 1.8 1.5 0.1 0.75';
  it('reads <sample>.txt lines in the lidar frame, in any one folder, from tar or zip', async () => {
    const entries: TestEntry[] = [
      {
        name: 'final_result/data/000001.txt',
        data: `${line}\ncyclist 5 3 -0.8 1.8 0.6 1.7 3 0.4\n`,
      },
      { name: 'final_result/data/000002.txt', data: '' },
    ];
    const expected = [
      {
        sample: '000001',
        class: 'car',
        x: 10,
        y: -2,
        z: -0.9,
        l: 4.5,
        w: 1.8,
        h: 1.5,
        yaw: 0.1,
        score: 0.75,
      },
      {
        sample: '000001',
        class: 'cyclist',
        x: 5,
        y: 3,
        z: -0.8,
        l: 1.8,
        w: 0.6,
        h: 1.7,
        yaw: 3,
        score: 0.4,
      },
    ];
    expect(await importPredictionsArchive(await tar(entries), samples)).toEqual(expected);
    const zip = join(dir, 'pred.zip');
    await writeTestZip(zip, entries);
    expect(await importPredictionsArchive(zip, samples)).toEqual(expected);
  });

  it("converts KITTI camera-frame lines with a score using the dataset's calibration", async () => {
    const calib = parseKittiCalib(KITTI_000000_CALIB, 'c');
    const kittiLine =
      'Pedestrian -1 -1 -0.20 712.40 143.00 810.73 307.92 1.89 0.48 1.20 1.84 1.47 8.41 0.01 0.93';
    const path = await tar([
      { name: '000001.txt', data: `${kittiLine}\nVan -1 -1 0 0 0 0 0 2 1.9 5 1 1.7 20 0 0.5\n` },
    ]);
    const [label] = parseKittiLabelFile(kittiLine, 'l');
    expect(await importPredictionsArchive(path, samples, { calibs: { '000001': calib } })).toEqual([
      { ...kittiLabelToLidarBox(label!, calib, '000001'), score: 0.93 },
    ]);
    expect(await refusalOf(importPredictionsArchive(path, samples))).toBe(
      "000001.txt line 1: a KITTI camera-frame line needs the dataset's calibration, and this dataset was not imported from KITTI's layout; write lidar-frame lines `<Class> x y z l w h yaw score`.",
    );
    expect(await refusalOf(importPredictionsArchive(path, samples, { calibs: {} }))).toBe(
      "000001.txt line 1: a KITTI camera-frame line needs sample '000001''s calibration, which the dataset lacks.",
    );
  });

  it.each<[string, TestEntry[], string]>([
    [
      'an unknown sample',
      [{ name: 'data/000999.txt', data: line }],
      "data/000999.txt: sample '000999' is not in the val split.",
    ],
    [
      'another kind of file',
      [{ name: 'data/000001.json', data: '{}' }],
      'data/000001.json: a predictions archive holds only <sample>.txt files.',
    ],
    [
      'files in two folders',
      [
        { name: 'a/000001.txt', data: line },
        { name: 'b/000002.txt', data: line },
      ],
      "b/000002.txt: the prediction files must all be in one folder; found 'a/' and 'b/'.",
    ],
    [
      'a line without its score',
      [{ name: '000001.txt', data: 'Car 10 -2 -0.9 4.5 1.8 1.5 0.1' }],
      '000001.txt line 1: no score; expected 9 fields `<Class> x y z l w h yaw score`, found 8.',
    ],
    [
      'a KITTI line without its score',
      [{ name: '000001.txt', data: 'Car 0 0 0 0 0 0 0 1.5 1.6 3.9 2 1.7 10 0.3' }],
      '000001.txt line 1: no score; a KITTI camera-frame prediction has 16 fields (type truncated occluded alpha left top right bottom h w l x y z rotation_y score), found 15.',
    ],
    [
      'a line of another length',
      [{ name: '000001.txt', data: `${line}\n${line} 1 2` }],
      "000001.txt line 2: expected 9 fields `<Class> x y z l w h yaw score` (lidar frame) or KITTI's 16 (camera frame, with a score), found 11.",
    ],
    [
      'an unknown class',
      [{ name: '000001.txt', data: 'Truck 10 -2 -0.9 4.5 1.8 1.5 0.1 0.5' }],
      "000001.txt line 1: unknown class 'Truck' (car, pedestrian, cyclist).",
    ],
    [
      'a NaN',
      [{ name: '000001.txt', data: 'Car 10 -2 -0.9 4.5 1.8 1.5 0.1 nan' }],
      "000001.txt line 1: score 'nan' is not a finite number.",
    ],
    [
      'a negative size',
      [{ name: '000001.txt', data: 'Car 10 -2 -0.9 4.5 -1.8 1.5 0.1 0.5' }],
      '000001.txt line 1: w = -1.8; l, w and h must be positive.',
    ],
    [
      'too many boxes in a sample',
      [{ name: '000002.txt', data: `${line}\n`.repeat(501) }],
      "Sample '000002' has 501 predicted boxes; at most 500 are allowed per sample (nuScenes' max_boxes_per_sample).",
    ],
    [
      'a traversal',
      [{ name: '../000001.txt', data: line }],
      "The archive entry '../000001.txt' points outside the archive ('..' in its path).",
    ],
  ])('refuses %s', async (_, entries, sentence) => {
    expect(await refusalOf(importPredictionsArchive(await tar(entries), samples))).toBe(sentence);
  });

  it('refuses prediction files adding up to more than the limit', async () => {
    const path = await tar([
      { name: '000001.txt', data: `${line}\n`.repeat(3) },
      { name: '000002.txt', data: `${line}\n`.repeat(3) },
    ]);
    expect(await refusalOf(importPredictionsArchive(path, samples, { maxBytes: 150 }))).toBe(
      '000002.txt: the prediction files add up to more than the 150 bytes allowed.',
    );
  });
});

describe('parsePredictionsFile', () => {
  it('tells JSON from an archive by its first byte', async () => {
    const jsonPath = join(dir, 'pred.json');
    const text = `\n  ${json([pred()])}`;
    await writeFile(jsonPath, text);
    const archivePath = await tar([
      { name: '000001.txt', data: 'Car 10 -2 -0.9 4.5 1.8 1.5 0.1 0.8' },
    ]);
    const expected = [expect.objectContaining({ sample: '000001', class: 'car', score: 0.8 })];
    expect(await parsePredictionsFile(jsonPath, undefined, samples)).toEqual(expected);
    expect(await parsePredictionsFile(jsonPath, Buffer.from(text), samples, 'val')).toEqual(
      expected,
    );
    expect(await parsePredictionsFile(archivePath, undefined, samples)).toEqual(expected);
    await expect(
      parsePredictionsFile(jsonPath, undefined, samples, { maxBytes: 10 }),
    ).rejects.toThrow(/^The predictions file is \d+ bytes; at most 10 bytes is allowed\.$/);
    const other = join(dir, 'pred.txt');
    await writeFile(other, 'Car 10 -2 -0.9 4.5 1.8 1.5 0.1 0.8');
    await expect(parsePredictionsFile(other, undefined, samples)).rejects.toThrow(
      'The file is neither a .tar, a .tar.gz nor a .zip archive.',
    );
  });
});
