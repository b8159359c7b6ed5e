import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DatasetFormatError } from './dataset-format-error';
import { importDatasetArchive } from './import-dataset';
import { type Quaternion, composePoses } from './sample-pose';
import { type TestEntry, velodyneBytes, writeTestTar } from './test-archives';

/*
 * A dataset archive carries each sample's lidar→global pose in gt.json's `poses`, or as
 * nuScenes' own tables (v1.0-*\/sample_data.json, ego_pose.json, calibrated_sensor.json).
 */

let dir: string;
let counter = 0;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'bench-poses-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function importing(entries: TestEntry[]) {
  const path = join(dir, `archive-${++counter}.tar`);
  await writeTestTar(path, entries);
  return importDatasetArchive(path, join(dir, `target-${counter}`));
}
async function refusal(entries: TestEntry[]): Promise<string> {
  const error = await importing(entries).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(DatasetFormatError);
  return (error as Error).message;
}

const TOKENS = ['ca9a282c9e77460f8360f564131a8af5', '39586f9d59004284a7114a68825e8eec'];
const qz = (angle: number): Quaternion => [Math.cos(angle / 2), 0, 0, Math.sin(angle / 2)];
const EGO = [
  { translation: [411.3, 1180.9, 0] as [number, number, number], rotation: qz(0.5) },
  { translation: [412.1, 1181.6, 0] as [number, number, number], rotation: qz(0.52) },
];
const SENSOR = {
  translation: [0.943713, 0, 1.84023] as [number, number, number],
  rotation: qz(-Math.PI / 2),
};
const box = (sample: string) => ({
  sample,
  class: 'car',
  x: 10,
  y: -2,
  z: -0.9,
  l: 4.5,
  w: 1.8,
  h: 1.5,
  yaw: 0.1,
});

function gtJson(samples: string[], poses?: unknown) {
  return JSON.stringify({ samples, gt: samples.map(box), ...(poses ? { poses } : {}) });
}
const frames = (samples: string[]): TestEntry[] =>
  samples.map((s) => ({ name: `velodyne/${s}.bin`, data: velodyneBytes(2) }));

function tables(folder = 'v1.0-mini'): TestEntry[] {
  const sampleData = TOKENS.flatMap((token, i) => [
    // A camera key frame and a lidar sweep of the same sample: not its pose.
    {
      token: `cam${i}`,
      sample_token: token,
      ego_pose_token: 'wrong',
      calibrated_sensor_token: 'wrong',
      filename: `samples/CAM_FRONT/n015__CAM_FRONT__${i}.jpg`,
      is_key_frame: true,
    },
    {
      token: `sweep${i}`,
      sample_token: token,
      ego_pose_token: 'wrong',
      calibrated_sensor_token: 'wrong',
      filename: `sweeps/LIDAR_TOP/n015__LIDAR_TOP__${i}.pcd.bin`,
      is_key_frame: false,
    },
    {
      token: `lidar${i}`,
      sample_token: token,
      ego_pose_token: `ego${i}`,
      calibrated_sensor_token: 'cs-lidar',
      filename: `samples/LIDAR_TOP/n015__LIDAR_TOP__${i}.pcd.bin`,
      is_key_frame: true,
    },
  ]);
  return [
    { name: `${folder}/sample_data.json`, data: JSON.stringify(sampleData) },
    {
      name: `${folder}/ego_pose.json`,
      data: JSON.stringify([
        ...EGO.map((pose, i) => ({ token: `ego${i}`, timestamp: i, ...pose })),
        { token: 'wrong', translation: [0, 0, 0], rotation: [1, 0, 0, 0] },
      ]),
    },
    {
      name: `${folder}/calibrated_sensor.json`,
      data: JSON.stringify([
        { token: 'cs-lidar', sensor_token: 's', camera_intrinsic: [], ...SENSOR },
        { token: 'wrong', sensor_token: 'c', translation: [0, 0, 0], rotation: [1, 0, 0, 0] },
      ]),
    },
    // nuScenes' other tables are passed over, even large ones.
    { name: `${folder}/sample_annotation.json`, data: '[not read]' },
    { name: `${folder}/scene.json`, data: '[]' },
  ];
}

describe('importDatasetArchive: sample poses', () => {
  it('reads gt.json’s poses, given whole or as ego_pose and calibrated_sensor', async () => {
    const imported = await importing([
      ...frames(['000001', '000002']),
      {
        name: 'gt.json',
        data: gtJson(['000001', '000002'], {
          '000001': {
            token: TOKENS[0],
            lidar_to_global: { translation: [1, 2, 3], rotation: [2, 0, 0, 0] },
          },
          '000002': { ego_pose: EGO[1], calibrated_sensor: SENSOR },
        }),
      },
    ]);
    expect(imported.poses).toEqual({
      // The rotation is normalised.
      '000001': { token: TOKENS[0], translation: [1, 2, 3], rotation: [1, 0, 0, 0] },
      '000002': composePoses(EGO[1]!, SENSOR),
    });
  });

  it('reads nuScenes’ tables beside velodyne/<token>.bin: the lidar key frame’s ego pose ∘ calibration', async () => {
    const imported = await importing([
      ...frames(TOKENS),
      { name: 'gt.json', data: gtJson(TOKENS) },
      ...tables(),
    ]);
    expect(imported.samples).toEqual(TOKENS);
    expect(imported.poses).toEqual({
      [TOKENS[0]!]: { ...composePoses(EGO[0]!, SENSOR), token: TOKENS[0] },
      [TOKENS[1]!]: { ...composePoses(EGO[1]!, SENSOR), token: TOKENS[1] },
    });
    // The pose is the lidar's: 0.94 m ahead of the ego, turned with it.
    expect(imported.poses![TOKENS[0]!]!.translation[0]).toBeCloseTo(
      411.3 + 0.943713 * Math.cos(0.5),
      12,
    );
  });

  it('reads the tables under the archive’s top-level folder, with label_2/ ground truth too', async () => {
    const imported = await importing(
      [
        ...frames(TOKENS),
        ...TOKENS.map((t) => ({ name: `label_2/${t}.txt`, data: 'Car 1 2 3 4 2 1.5 0' })),
        ...tables(),
      ].map((entry) => ({ ...entry, name: `set/${entry.name}` })),
    );
    expect(Object.keys(imported.poses!).sort()).toEqual([...TOKENS].sort());
  });

  it('has no poses when the archive has none', async () => {
    const imported = await importing([
      ...frames(['000001']),
      { name: 'gt.json', data: gtJson(['000001']) },
    ]);
    expect(imported.poses).toBeUndefined();
  });

  it('refuses poses it cannot use, naming the file and the sample', async () => {
    const withPoses = (poses: unknown) => [
      ...frames(['000001', '000002']),
      { name: 'gt.json', data: gtJson(['000001', '000002'], poses) },
    ];
    const pose = { lidar_to_global: { translation: [1, 2, 3], rotation: [1, 0, 0, 0] } };
    expect(await refusal(withPoses({ '000001': pose }))).toBe(
      `gt.json: sample '000002' has no entry in "poses"; give every sample its pose, or leave "poses" out.`,
    );
    expect(await refusal(withPoses({ '000001': pose, '000002': pose, '000003': pose }))).toBe(
      `gt.json: poses["000003"]: sample '000003' is not in "samples".`,
    );
    expect(
      await refusal(
        withPoses({
          '000001': pose,
          '000002': { lidar_to_global: { translation: [1, 2], rotation: [1, 0, 0, 0] } },
        }),
      ),
    ).toBe(
      'gt.json: poses["000002"].lidar_to_global has translation = [1,2]; translation must be 3 numbers.',
    );
    expect(await refusal(withPoses({ '000001': pose, '000002': { ego_pose: EGO[0] } }))).toBe(
      'gt.json: poses["000002"] has neither lidar_to_global nor both ego_pose and calibrated_sensor.',
    );
    expect(
      await refusal(
        withPoses({ '000001': { ...pose, token: 'abc' }, '000002': { ...pose, token: 'abc' } }),
      ),
    ).toBe(
      `gt.json: poses["000002"] has the token 'abc' of sample '000001' too; a token names one sample.`,
    );
    expect(
      await refusal(withPoses({ '000001': { ...pose, token: '000002' }, '000002': pose })),
    ).toMatch(/the name of another sample/);
  });

  it('refuses tables without a sample’s lidar key frame, or with poses given twice', async () => {
    expect(
      await refusal([
        ...frames(['000001']),
        { name: 'gt.json', data: gtJson(['000001']) },
        ...tables(),
      ]),
    ).toBe(
      `v1.0-mini/sample_data.json has no LIDAR_TOP key frame of sample '000001'; with nuScenes tables, each velodyne/<sample>.bin is named by its nuScenes sample token.`,
    );
    expect(
      await refusal([
        ...frames(TOKENS),
        { name: 'gt.json', data: gtJson(TOKENS) },
        ...tables().filter((entry) => !entry.name.endsWith('ego_pose.json')),
      ]),
    ).toBe(
      'The archive has nuScenes tables but no v1.0-mini/ego_pose.json; the poses need sample_data, ego_pose and calibrated_sensor.',
    );
    const pose = { lidar_to_global: { translation: [1, 2, 3], rotation: [1, 0, 0, 0] } };
    expect(
      await refusal([
        ...frames(TOKENS),
        { name: 'gt.json', data: gtJson(TOKENS, { [TOKENS[0]!]: pose, [TOKENS[1]!]: pose }) },
        ...tables(),
      ]),
    ).toBe('gt.json has "poses" and the archive has nuScenes tables too; give the poses one way.');
    expect(
      await refusal([
        ...frames(TOKENS),
        { name: 'gt.json', data: gtJson(TOKENS) },
        { name: 'v1.0-mini/notes.txt', data: '' },
      ]),
    ).toMatch(/^v1\.0-mini\/notes\.txt is not part of a dataset/);
  });
});
