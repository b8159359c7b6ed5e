import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DatasetFormatError } from './dataset-format-error';
import { formatKittiCalib, parseKittiCalib } from './kitti-calib';
import { kittiLabelToLidarBox } from './kitti-convert';
import { parseKittiLabelFile } from './kitti-label';
import { importDatasetArchive } from './import-dataset';
import { KITTI_000000_CALIB, KITTI_000000_LABEL, PERMUTATION_CALIB } from './kitti-fixtures';
import { type TestEntry, velodyneBytes, writeTestTar, writeTestZip } from './test-archives';

let dir: string;
let counter = 0;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'bench-import-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

type Kind = 'tar' | 'tar.gz' | 'zip';
async function archive(entries: TestEntry[], kind: Kind = 'tar'): Promise<string> {
  const path = join(dir, `archive-${++counter}.${kind}`);
  if (kind === 'zip') await writeTestZip(path, entries);
  else await writeTestTar(path, entries, kind === 'tar.gz');
  return path;
}
const target = () => join(dir, `target-${++counter}`);

const gtJson = JSON.stringify({
  samples: ['000002', '000001'],
  gt: [
    { sample: '000001', class: 'Car', x: 10, y: -2, z: -0.9, l: 4.5, w: 1.8, h: 1.5, yaw: 0.1 },
    {
      sample: '000002',
      class: 'cyclist',
      x: 5,
      y: 3,
      z: -0.8,
      l: 1.8,
      w: 0.6,
      h: 1.7,
      yaw: 3,
      vx: 4,
      vy: 0,
      attr: 'cycle.with_rider',
    },
  ],
});
const layoutEntries: TestEntry[] = [
  { name: 'velodyne/000001.bin', data: velodyneBytes(3) },
  { name: 'velodyne/000002.bin', data: velodyneBytes(5) },
  { name: 'gt.json', data: gtJson },
];

async function refusal(entries: TestEntry[], kind: Kind = 'tar', max?: number): Promise<string> {
  const path = await archive(entries, kind);
  const error = await importDatasetArchive(path, target(), undefined, {
    maxGroundTruthBytes: max,
  }).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(DatasetFormatError);
  return (error as Error).message;
}

describe('importDatasetArchive: the dataset layout', () => {
  it.each<Kind>(['tar', 'tar.gz', 'zip'])(
    'imports velodyne/ and gt.json from a %s, writing the frames and reporting progress',
    async (kind) => {
      const path = await archive(layoutEntries, kind);
      const out = target();
      const progress: Array<[number, string]> = [];
      const dataset = await importDatasetArchive(path, out, (fraction, message) =>
        progress.push([fraction, message]),
      );
      expect(dataset).toEqual({
        samples: ['000002', '000001'],
        gt: [
          expect.objectContaining({ sample: '000001', class: 'car', x: 10 }),
          expect.objectContaining({
            sample: '000002',
            class: 'cyclist',
            vx: 4,
            attr: 'cycle.with_rider',
          }),
        ],
        pointCounts: { '000001': 3, '000002': 5 },
        format: 'layout',
        archive: kind,
      });
      expect(await readdir(join(out, 'velodyne'))).toEqual(['000001.bin', '000002.bin']);
      expect(new Uint8Array(await readFile(join(out, 'velodyne', '000002.bin')))).toEqual(
        velodyneBytes(5),
      );
      expect(progress.length).toBeGreaterThan(0);
      const fractions = progress.map(([f]) => f);
      expect(fractions).toEqual([...fractions].sort((a, b) => a - b));
      expect(progress.at(-1)![0]).toBe(1);
      expect(progress.at(-1)![1]).toMatch(/^Reading the archive: .+ of .+\.$/);
    },
  );

  it('imports label_2/ under one top-level folder, passing over directories and OS clutter', async () => {
    const path = await archive(
      [
        { name: 'my-set/', type: 'directory' },
        { name: 'my-set/velodyne/', type: 'directory' },
        { name: './my-set/velodyne/000010.bin', data: velodyneBytes(2) },
        { name: 'my-set/velodyne/000002.bin', data: velodyneBytes(1) },
        { name: 'my-set/label_2/000002.txt', data: 'Pedestrian 5 1 -1 0.7 0.7 1.75 0.5\n' },
        { name: 'my-set/label_2/000010.txt', data: '' },
        { name: '__MACOSX/my-set/._gt.json', data: 'junk' },
        { name: 'my-set/.DS_Store', data: 'junk' },
      ],
      'tar.gz',
    );
    const dataset = await importDatasetArchive(path, target());
    expect(dataset.samples).toEqual(['000002', '000010']);
    expect(dataset.gt).toEqual([
      {
        sample: '000002',
        class: 'pedestrian',
        x: 5,
        y: 1,
        z: -1,
        l: 0.7,
        w: 0.7,
        h: 1.75,
        yaw: 0.5,
      },
    ]);
    expect(dataset.format).toBe('layout');
  });
});

/** Whether the zip command is installed, to check archives made by the real tool too. */
const hasZipCli = (() => {
  try {
    execFileSync('zip', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

describe('importDatasetArchive: an archive made by the zip command', () => {
  it.skipIf(!hasZipCli)('reads what `zip -r` writes (deflate, directory entries)', async () => {
    const folder = join(dir, 'zip-cli', 'my-set');
    await mkdir(join(folder, 'velodyne'), { recursive: true });
    for (const entry of layoutEntries) await writeFile(join(folder, entry.name), entry.data!);
    const path = join(dir, 'zip-cli.zip');
    execFileSync('zip', ['-qr', path, 'my-set'], { cwd: join(dir, 'zip-cli') });
    const dataset = await importDatasetArchive(path, target());
    expect(dataset.samples).toEqual(['000002', '000001']);
    expect(dataset.pointCounts).toEqual({ '000001': 3, '000002': 5 });
    expect(dataset.archive).toBe('zip');
  });
});

describe("importDatasetArchive: KITTI's object dataset", () => {
  const permutation = formatKittiCalib(PERMUTATION_CALIB);
  const carLine = 'Car 0.00 0 0 0 0 0 0 1.50 1.60 3.90 2.00 1.70 10.00 0.30';

  it('converts training/label_2 with training/calib, skipping what KITTI ships besides', async () => {
    const path = await archive(
      [
        { name: 'kitti/training/velodyne/000000.bin', data: velodyneBytes(4) },
        { name: 'kitti/training/velodyne/000001.bin', data: velodyneBytes(2), method: 0 },
        { name: 'kitti/training/label_2/000000.txt', data: KITTI_000000_LABEL },
        {
          name: 'kitti/training/label_2/000001.txt',
          data: `${carLine}\nDontCare -1 -1 -10 1 2 3 4 -1 -1 -1 -1000 -1000 -1000 -10\nVan 0 0 0 0 0 0 0 2 1.9 5 1 1.7 20 0\n`,
        },
        { name: 'kitti/training/calib/000000.txt', data: KITTI_000000_CALIB },
        { name: 'kitti/training/calib/000001.txt', data: permutation },
        { name: 'kitti/training/image_2/000000.png', data: 'png' },
        { name: 'kitti/testing/velodyne/000000.bin', data: velodyneBytes(1) },
        { name: 'kitti/testing/calib/000000.txt', data: 'x' },
        { name: 'kitti/ImageSets/val.txt', data: '000001\n' },
        { name: 'kitti/ImageSets/test.txt', data: '000000\n' },
      ],
      'zip',
    );
    const dataset = await importDatasetArchive(path, target());
    // The split list is kept for the val/test split (dataset-split.ts); test.txt is KITTI's
    // testing/ frames, passed over with them.
    expect(dataset.imageSets).toEqual({ val: ['000001'] });
    // DontCare lines are kept as image areas for the KITTI evaluation (dont-care.ts).
    expect(dataset.dontCare).toEqual({ '000001': [[1, 2, 3, 4]] });
    expect(dataset.format).toBe('kitti');
    expect(dataset.archive).toBe('zip');
    expect(dataset.samples).toEqual(['000000', '000001']);
    expect(dataset.pointCounts).toEqual({ '000000': 4, '000001': 2 });
    const real = parseKittiCalib(KITTI_000000_CALIB, 'c');
    const [pedestrian] = parseKittiLabelFile(KITTI_000000_LABEL, 'l');
    expect(dataset.gt).toHaveLength(2);
    expect(dataset.gt[0]).toEqual(kittiLabelToLidarBox(pedestrian!, real, '000000'));
    expect(dataset.gt[1]).toMatchObject({ sample: '000001', class: 'car', l: 3.9, w: 1.6, h: 1.5 });
    expect(dataset.gt[1]!.x).toBeCloseTo(10, 9);
    expect(dataset.gt[1]!.y).toBeCloseTo(-2, 9);
    expect(dataset.gt[1]!.z).toBeCloseTo(-0.95, 9);
    expect(dataset.gt[1]!.yaw).toBeCloseTo(-0.3 - Math.PI / 2, 9);
    expect(dataset.calibs!['000000']).toEqual(real);
  });

  it.each([
    [
      [
        { name: 'training/velodyne/000001.bin', data: velodyneBytes(1) },
        { name: 'training/label_2/000001.txt', data: carLine },
      ],
      'training/label_2/000001.txt has no training/calib/000001.txt to bring it to the lidar frame.',
    ],
    [
      [
        { name: 'training/velodyne/000001.bin', data: velodyneBytes(1) },
        { name: 'training/calib/000001.txt', data: permutation },
      ],
      'training/velodyne/000001.bin has no training/label_2/000001.txt (an empty file stands for a frame without objects).',
    ],
    [
      [
        { name: 'training/velodyne/000001.bin', data: velodyneBytes(1) },
        { name: 'training/label_2/000001.txt', data: carLine },
        { name: 'training/label_2/000002.txt', data: carLine },
      ],
      'training/label_2/000002.txt has no matching training/velodyne/000002.bin.',
    ],
    [
      [{ name: 'training/label_2/000001.txt', data: 'Car 1 2 3' }],
      "training/label_2/000001.txt line 1: expected 15 fields (KITTI's type truncated occluded alpha left top right bottom h w l x y z rotation_y) or 16 with a score, found 4.",
    ],
    [
      [
        { name: 'training/velodyne/000001.bin', data: velodyneBytes(1) },
        { name: 'velodyne/000001.bin', data: velodyneBytes(1) },
      ],
      "velodyne/000001.bin: the archive mixes KITTI's (training/velodyne/, training/label_2/, training/calib/) with the benchmark layout (velodyne/, gt.json or label_2/); use one.",
    ],
    [
      [{ name: 'training/calib/000001.txt', data: 'P2: 1 2 3\n' }],
      'training/calib/000001.txt line 1: P2 needs 12 numbers, found 3.',
    ],
  ])('refuses %j', async (entries, sentence) => {
    expect(await refusal(entries)).toBe(sentence);
  });
});

describe('importDatasetArchive refuses, naming the file', () => {
  const velodyne = layoutEntries.slice(0, 2);
  it.each<[string, TestEntry[], string]>([
    [
      'a file that is not whole points',
      [{ name: 'velodyne/000003.bin', data: new Uint8Array(1001) }],
      'velodyne/000003.bin: 1001 bytes is not a whole number of 16-byte points.',
    ],
    [
      'a file that belongs to no dataset',
      [...layoutEntries, { name: 'README.md', data: 'hello' }],
      "README.md is not part of a dataset: an archive holds velodyne/<sample>.bin with gt.json or label_2/<sample>.txt, or KITTI's training/velodyne, training/label_2 and training/calib.",
    ],
    [
      'files under two top-level folders',
      [
        { name: 'a/velodyne/000001.bin', data: velodyneBytes(1) },
        { name: 'b/gt.json', data: gtJson },
      ],
      "b/gt.json: the files must all sit at the top of the archive or all under one folder; found files under 'a/' and under 'b/'.",
    ],
    [
      'files at the top and under a folder',
      [
        { name: 'velodyne/000001.bin', data: velodyneBytes(1) },
        { name: 'set/gt.json', data: gtJson },
      ],
      "set/gt.json: the files must all sit at the top of the archive or all under one folder; found files at the top of the archive and under 'set/'.",
    ],
    [
      'a nested velodyne file',
      [{ name: 'velodyne/day1/000001.bin', data: velodyneBytes(1) }],
      'velodyne/day1/000001.bin: velodyne/ holds only <sample>.bin files.',
    ],
    [
      'another file in velodyne/',
      [{ name: 'velodyne/000001.pcd', data: 'x' }],
      'velodyne/000001.pcd: velodyne/ holds only <sample>.bin files.',
    ],
    [
      'a sample name that is not safe',
      [{ name: 'velodyne/a b.bin', data: velodyneBytes(1) }],
      "velodyne/a b.bin: the sample name 'a b' may only use letters, digits, '_', '-' and '.', start with a letter or digit, and be at most 128 characters.",
    ],
    [
      'the same file twice',
      [...layoutEntries, { name: 'velodyne/000001.bin', data: velodyneBytes(1) }],
      'velodyne/000001.bin appears twice in the archive.',
    ],
    [
      'no velodyne files',
      [{ name: 'gt.json', data: gtJson }],
      "The archive has no velodyne/<sample>.bin files (nor KITTI's training/velodyne/).",
    ],
    [
      'no ground truth',
      velodyne,
      'The archive has no ground truth: neither gt.json nor label_2/<sample>.txt files.',
    ],
    [
      'gt.json and label_2/ together',
      [...layoutEntries, { name: 'label_2/000001.txt', data: '' }],
      'label_2/000001.txt: the archive has both gt.json and label_2/ files; give the ground truth one way.',
    ],
    [
      'a gt.json sample without its frame',
      [velodyne[0]!, { name: 'gt.json', data: gtJson }],
      "gt.json: samples[0] '000002' has no velodyne/000002.bin.",
    ],
    [
      'a frame gt.json does not list',
      [...layoutEntries, { name: 'velodyne/000003.bin', data: velodyneBytes(1) }],
      `velodyne/000003.bin: sample '000003' is not in gt.json's "samples".`,
    ],
    [
      'a gt.json box of an unknown class',
      [
        ...velodyne,
        {
          name: 'gt.json',
          data: JSON.stringify({
            samples: ['000001', '000002'],
            gt: [{ sample: '000001', class: 'truck', x: 1, y: 1, z: 1, l: 1, w: 1, h: 1, yaw: 0 }],
          }),
        },
      ],
      "gt.json: gt[0] has an unknown class 'truck' (car, pedestrian, cyclist).",
    ],
    [
      'a frame without its label file',
      [...velodyne, { name: 'label_2/000001.txt', data: '' }],
      'velodyne/000002.bin has no label_2/000002.txt (an empty file stands for a frame without objects).',
    ],
    [
      'a label file without its frame',
      [
        { name: 'set/label_2/000009.txt', data: '' },
        { name: 'set/velodyne/000001.bin', data: velodyneBytes(1) },
        { name: 'set/label_2/000001.txt', data: '' },
      ],
      'set/label_2/000009.txt has no matching set/velodyne/000009.bin.',
    ],
    [
      'a bad label line',
      [...velodyne, { name: 'label_2/000012.txt', data: 'Car 1 2 3 4 5 6 0\n\nCar 1 2 3 4 5 6\n' }],
      'label_2/000012.txt line 3: expected 8 fields `<Class> x y z l w h yaw`, found 7.',
    ],
    [
      'an entry climbing out with ..',
      [{ name: 'velodyne/../../evil.bin', data: velodyneBytes(1) }],
      "The archive entry 'velodyne/../../evil.bin' points outside the archive ('..' in its path).",
    ],
    [
      'an absolute entry',
      [{ name: '/etc/velodyne/000001.bin', data: velodyneBytes(1) }],
      "The archive entry '/etc/velodyne/000001.bin' has an absolute path; entries must be relative to the archive.",
    ],
    [
      'a symbolic link',
      [{ name: 'velodyne/000001.bin', type: 'symlink' }],
      'velodyne/000001.bin: links are not accepted in an archive; store the file itself.',
    ],
  ])('%s', async (_, entries, sentence) => {
    expect(await refusal(entries)).toBe(sentence);
  });

  it.each<[string, TestEntry[], string]>([
    [
      'a zip entry climbing out with ..',
      [{ name: '../outside.txt', data: 'x' }],
      "The archive entry '../outside.txt' points outside the archive ('..' in its path).",
    ],
    [
      'a zip entry with a Windows drive',
      [{ name: 'C:\\Windows\\gt.json', data: 'x' }],
      "The archive entry 'C:/Windows/gt.json' has an absolute path; entries must be relative to the archive.",
    ],
    [
      'a zip entry climbing out with backslashes',
      [{ name: 'set\\..\\..\\gt.json', data: 'x' }],
      "The archive entry 'set/../../gt.json' points outside the archive ('..' in its path).",
    ],
    [
      'a zip symbolic link',
      [{ name: 'gt.json', type: 'symlink' }],
      'gt.json: links are not accepted in an archive; store the file itself.',
    ],
  ])('%s', async (_, entries, sentence) => {
    expect(await refusal(entries, 'zip')).toBe(sentence);
  });

  it('ground truth larger than allowed', async () => {
    expect(await refusal(layoutEntries, 'tar', 100)).toMatch(
      /^gt\.json: \d+ bytes is more than the 100 bytes allowed for the ground-truth files\.$/,
    );
    const labels = [
      ...layoutEntries.slice(0, 2),
      { name: 'label_2/000001.txt', data: 'Car 1 2 3 4 5 6 0\n'.repeat(4) },
      { name: 'label_2/000002.txt', data: 'Car 1 2 3 4 5 6 0\n'.repeat(4) },
    ];
    expect(await refusal(labels, 'tar', 100)).toBe(
      'label_2/000002.txt: the ground-truth files add up to more than the 100 bytes allowed.',
    );
  });

  it('files that are not archives, or damaged ones', async () => {
    const notArchive = join(dir, 'points.bin');
    await writeFile(notArchive, velodyneBytes(40));
    const empty = join(dir, 'empty.tar');
    await writeFile(empty, '');
    const tar = await readFile(await archive(layoutEntries));
    const truncated = join(dir, 'truncated.tar');
    await writeFile(truncated, tar.subarray(0, 700));
    const gz = await readFile(await archive(layoutEntries, 'tar.gz'));
    const damaged = join(dir, 'damaged.tar.gz');
    const bad = Buffer.from(gz);
    for (let i = 20; i < bad.length - 8; i += 7) bad[i] = bad[i]! ^ 0x5a;
    await writeFile(damaged, bad);
    const cutZip = join(dir, 'cut.zip');
    await writeFile(cutZip, (await readFile(await archive(layoutEntries, 'zip'))).subarray(0, 300));

    const message = (path: string) =>
      importDatasetArchive(path, target()).then(
        () => 'imported',
        (e: Error) => `${e.name}: ${e.message}`,
      );
    expect(await message(notArchive)).toBe(
      'DatasetFormatError: The file is neither a .tar, a .tar.gz nor a .zip archive.',
    );
    expect(await message(empty)).toBe('DatasetFormatError: The archive is empty (0 bytes).');
    expect(await message(truncated)).toBe(
      'DatasetFormatError: The archive ends in the middle of a file: it is truncated.',
    );
    expect(await message(damaged)).toMatch(
      /^DatasetFormatError: The archive's gzip compression is damaged or cut short \(.+\)\.$/,
    );
    expect(await message(cutZip)).toMatch(
      /^DatasetFormatError: The archive is not a readable zip \(.+\)\.$/,
    );
  });

  it('stops when its signal is aborted', async () => {
    const path = await archive(layoutEntries);
    const controller = new AbortController();
    controller.abort();
    const error = await importDatasetArchive(path, target(), undefined, {
      signal: controller.signal,
    }).catch((e: unknown) => e);
    expect((error as Error).name).toBe('AbortError');
  });
});
