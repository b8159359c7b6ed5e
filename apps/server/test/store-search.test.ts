import { API, type AlgorithmList, type AlgorithmListQuery, STORE } from '@ads/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, type TestServer, startServer } from '../../../test-support/studio/harness';
import { createAlgorithm, openStore, published, versionBody } from './store-helpers';

const S = API.store;

let server: TestServer;
let user: Account;

/** The algorithms of this file, beside the six seeded ones. */
const ids: Record<string, number> = {};

beforeAll(async () => {
  server = await startServer();
  await openStore(server, await server.superAdmin());
  user = await server.signUp();
  const add = async (
    name: string,
    algorithm: Parameters<typeof createAlgorithm>[3],
    version: Parameters<typeof versionBody>[1],
  ) => {
    const created = await createAlgorithm(server, user, name, algorithm);
    ids[name] = created.id;
    if (version) await published(server, user, created.id, versionBody('1.0.0', version));
  };
  await add(
    'euclidean-cluster',
    {
      title: 'Euclidean clustering',
      summary: 'Clusters lidar points by their distance.',
      category: 'perception',
      license: 'MIT',
      tags: ['lidar', 'clustering'],
      readme: '# Euclidean clustering\n\nA classic segmentation of obstacles.',
    },
    { platforms: ['linux/amd64'], ros_distro: 'humble', gpu: false },
  );
  await add(
    'centerpoint-detector',
    {
      title: 'CenterPoint detector',
      summary: 'Detects objects as centre points in a bird’s-eye view.',
      category: 'perception',
      license: 'Apache-2.0',
      tags: ['lidar', 'detection'],
      readme: '# CenterPoint\n\nNeeds CUDA.',
    },
    { platforms: ['linux/amd64', 'linux/arm64'], ros_distro: 'humble', gpu: true },
  );
  await add(
    'mpc-controller',
    {
      title: 'Model predictive controller',
      summary: 'Tracks the trajectory with a kinematic bicycle model.',
      category: 'control',
      license: 'BSD-3-Clause',
      tags: ['control', 'mpc'],
      readme: '# MPC\n\nA detector of nothing: it controls.',
    },
    { platforms: ['linux/amd64'], ros_distro: 'jazzy', gpu: false },
  );
  await add(
    'camera-lanes',
    {
      title: 'Camera lane marking',
      summary: 'Finds lane markings in camera images.',
      category: 'perception',
      license: 'MIT',
      tags: ['camera'],
    },
    { platforms: ['linux/arm64'], ros_distro: null, gpu: false },
  );
  // No version yet: listed, with no latest, in no platform, ROS or GPU facet.
  await add(
    'draft-planner',
    { title: 'Draft planner', category: 'planning', license: 'MIT' },
    undefined,
  );
}, 60_000);
afterAll(() => server.close());

async function search(query: AlgorithmListQuery): Promise<AlgorithmList> {
  const answer = await server.call(S.algorithms, {
    token: user.access,
    query: query as Record<string, string | number>,
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return S.algorithms.answer.parse(answer.body).detail;
}
const names = (list: AlgorithmList) => list.items.map((item) => item.name);
const counts = (list: AlgorithmList, facet: keyof AlgorithmList['facets']) =>
  Object.fromEntries(list.facets[facet].map((entry) => [entry.value, entry.count]));

describe('search', () => {
  it('finds name fragments, word prefixes, stemmed words and README text', async () => {
    expect(names(await search({ q: 'ndt' }))[0]).toBe('ndt-localization');
    expect(names(await search({ q: 'NDT-LOC' }))[0]).toBe('ndt-localization');
    expect(names(await search({ q: 'locali' }))).toContain('ndt-localization');
    expect(names(await search({ q: 'clustering distances' }))).toEqual(['euclidean-cluster']);
    expect(names(await search({ q: 'segmentation' }))).toEqual(['euclidean-cluster']);
    expect(names(await search({ q: 'cuda' }))).toEqual(['centerpoint-detector']);
    expect((await search({ q: 'no such words anywhere' })).total).toBe(0);
    // Text that is no word at all finds nothing and fails nothing.
    expect((await search({ q: '%_\\' })).total).toBe(0);
  });

  it('ranks a name or title above a README mention', async () => {
    const found = names(await search({ q: 'detector' }));
    expect(found[0]).toBe('centerpoint-detector');
    expect(found).toContain('mpc-controller');
    expect(found.indexOf('mpc-controller')).toBeGreaterThan(found.indexOf('centerpoint-detector'));
  });

  it('counts each facet over the matches under the other filters, not its own', async () => {
    const perception = await search({ category: 'perception' });
    expect(new Set(names(perception))).toEqual(
      new Set(['euclidean-cluster', 'centerpoint-detector', 'camera-lanes', 'object-detection']),
    );
    expect(perception.total).toBe(4);
    // The category facet ignores the category filter: every category is counted.
    expect(counts(perception, 'category')).toEqual({
      perception: 4,
      control: 2,
      localization: 1,
      planning: 2,
      sensing: 1,
      simulator: 1,
    });
    // The other facets count the perception algorithms only.
    expect(counts(perception, 'license')).toEqual({ MIT: 2, 'Apache-2.0': 2 });
    expect(counts(perception, 'platform')).toEqual({ 'linux/amd64': 3, 'linux/arm64': 3 });
    // The seeded object-detection needs no ROS: it counts under no distribution.
    expect(counts(perception, 'ros')).toEqual({ humble: 2 });
    expect(counts(perception, 'gpu')).toEqual({ false: 3, true: 1 });

    const arm = await search({ category: 'perception', platform: 'linux/arm64' });
    expect(new Set(names(arm))).toEqual(
      new Set(['centerpoint-detector', 'camera-lanes', 'object-detection']),
    );
    expect(counts(arm, 'platform')).toEqual({ 'linux/amd64': 3, 'linux/arm64': 3 });
    expect(counts(arm, 'category')).toEqual({
      perception: 3,
      control: 1,
      localization: 1,
      planning: 1,
      sensing: 1,
      simulator: 1,
    });

    expect(names(await search({ gpu: 'true' }))).toEqual(['centerpoint-detector']);
    expect(names(await search({ ros: 'jazzy' }))).toEqual(['mpc-controller']);
    const lidar = await search({ q: 'lidar', license: 'MIT' });
    expect(names(lidar)).toEqual(['euclidean-cluster']);
    expect(counts(lidar, 'license')['Apache-2.0']).toBeGreaterThanOrEqual(1);
  });

  it('sorts by recent updates by default, by installs, and pages by STORE.pageSize', async () => {
    const all = await search({});
    expect(all.total).toBe(11);
    expect(all.page_size).toBe(STORE.pageSize);
    // Recently updated first: the last one published here, then the ones before it.
    expect(names(all).slice(0, 2)).toEqual(['draft-planner', 'camera-lanes']);
    expect(all.items.find((item) => item.name === 'draft-planner')?.latest).toBeNull();

    const { versions } = server.services.modules.store.repos;
    const mpc = (await versions.listOf(ids['mpc-controller']!))[0]!;
    const cluster = (await versions.listOf(ids['euclidean-cluster']!))[0]!;
    for (let i = 0; i < 3; i++) await versions.countInstall(mpc.id);
    await versions.countInstall(cluster.id);
    await server.services.modules.store.changed();
    const popular = await search({ sort: 'installs' });
    expect(names(popular).slice(0, 2)).toEqual(['mpc-controller', 'euclidean-cluster']);
    expect(popular.items[0]!.installs).toBe(3);

    const second = await search({ page: 2 });
    expect(second).toMatchObject({ items: [], total: 11, page: 2 });
  });

  it('pages through more algorithms than a page holds', async () => {
    for (let i = 0; i < STORE.pageSize; i++) {
      await createAlgorithm(server, user, `bulk-${i}`, { category: 'sensing', license: 'MIT' });
    }
    const first = await search({ category: 'sensing' });
    const second = await search({ category: 'sensing', page: 2 });
    expect(first.total).toBe(STORE.pageSize + 1);
    expect(first.items).toHaveLength(STORE.pageSize);
    expect(second.items).toHaveLength(1);
    expect(new Set([...names(first), ...names(second)]).size).toBe(STORE.pageSize + 1);
  });

  it('sees a change at once: a new algorithm, a deprecation', async () => {
    expect((await search({ q: 'teleporter' })).total).toBe(0);
    const created = await createAlgorithm(server, user, 'teleporter', { category: 'planning' });
    expect(names(await search({ q: 'teleporter' }))).toEqual(['teleporter']);
    await server.call(S.updateAlgorithm, {
      token: user.access,
      params: { id: created.id },
      body: { deprecated: 'It never worked.' },
    });
    expect((await search({ q: 'teleporter' })).items[0]?.deprecated).toBe('It never worked.');
  });
});
