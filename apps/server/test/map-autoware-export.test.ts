import { API } from '@ads/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Account, TestServer } from '../../../test-support/studio/harness';
import {
  AUTOWARE_GRID,
  autowareOsm,
  createMap,
  getOsm,
  plainLanelet2Osm,
  putOsm,
  startMapStudio,
} from './map-helpers';

// What Autoware's map loader needs from an Autoware export: `ele` on every node (z = 0 too) and
// `<MetaInfo format_version=… map_version=…/>` before the nodes, the file's own kept and the
// map's release label (set through the API) written over it.

const M = API.map;

let server: TestServer;
let owner: Account;
let project: number;

beforeAll(async () => {
  ({ server, owner, project } = await startMapStudio('Autoware exports'));
}, 60_000);
afterAll(() => server?.close());

/** Each `<node …>…</node>` or `<node …/>` of a file, as text. */
const nodesOf = (xml: string) => xml.match(/<node\b[^>]*?(?:\/>|>[\s\S]*?<\/node>)/g) ?? [];

const MGRS = { projector: 'MGRS', mgrs_grid: AUTOWARE_GRID };

describe('ele on every node', () => {
  it('writes ele for nodes at z = 0 (a file without ele tags) in the Autoware export', async () => {
    const flat = plainLanelet2Osm().xml.replace(/ *<tag k="ele" v="[^"]*"\/>\n/g, '');
    expect(flat).not.toContain('"ele"');
    const map = await createMap(server, owner, project, 'Flat');
    expect((await putOsm(server, owner, map.id, flat)).status).toBe(200);
    const autoware = await getOsm(server, owner, map.id, { flavour: 'autoware' });
    const nodes = nodesOf(autoware.text);
    expect(nodes).toHaveLength(18);
    for (const node of nodes) expect(node).toContain('<tag k="ele" v="0.0000"/>');
    // Re-imported, the editor's own check finds no node without ele.
    const copy = await createMap(server, owner, project, 'Flat (Autoware copy)');
    const again = await putOsm(server, owner, copy.id, autoware.text);
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    const codes = (again.body.detail.findings as { code: string }[]).map((f) => f.code);
    expect(codes).not.toContain('missing_ele');
  });
});

describe('<MetaInfo>', () => {
  const withMeta = () =>
    autowareOsm().xml.replace(
      /(<osm[^>]*>\n)/,
      '$1  <MetaInfo format_version="1" map_version="2026.11"/>\n',
    );

  it('keeps the file’s MetaInfo from import to the Autoware export, before the nodes', async () => {
    const map = await createMap(server, owner, project, 'With MetaInfo');
    const saved = await putOsm(server, owner, map.id, withMeta(), { query: MGRS });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.detail.map.map_version).toBe('');
    const codes = (saved.body.detail.findings as { code: string }[]).map((f) => f.code);
    expect(codes).not.toContain('unknown_element');
    const text = (await getOsm(server, owner, map.id, { flavour: 'autoware' })).text;
    const meta = text.indexOf('<MetaInfo format_version="1" map_version="2026.11"/>');
    expect(meta).toBeGreaterThan(0);
    expect(meta).toBeLessThan(text.indexOf('<node '));
    expect(text.match(/<MetaInfo/g)).toHaveLength(1);
  });

  it('writes the map_version set through the API over the file’s, in every export', async () => {
    const map = await createMap(server, owner, project, 'Released');
    expect((await putOsm(server, owner, map.id, withMeta(), { query: MGRS })).status).toBe(200);
    const set = await server.call(M.update, {
      token: owner.access,
      params: { id: map.id },
      body: { map_version: ' 1.4.0-rc1 ' },
    });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body.detail.map_version).toBe('1.4.0-rc1');
    const got = await server.call(M.get, { token: owner.access, params: { id: map.id } });
    expect(got.body.detail.map_version).toBe('1.4.0-rc1');

    const queries: Record<string, string | number>[] = [
      { flavour: 'autoware' },
      { flavour: 'autoware', version: 1 },
    ];
    for (const query of queries) {
      const text = (await getOsm(server, owner, map.id, query)).text;
      expect(text).toContain('<MetaInfo format_version="1" map_version="1.4.0-rc1"/>');
    }
    // A map never saved states it too; a plain Lanelet2 export has no MetaInfo.
    const empty = await createMap(server, owner, project, 'Not yet drawn');
    await server.call(M.update, {
      token: owner.access,
      params: { id: empty.id },
      body: { map_version: '0.1' },
    });
    expect((await getOsm(server, owner, empty.id, { flavour: 'autoware' })).text).toContain(
      '<MetaInfo format_version="1" map_version="0.1"/>',
    );
    expect((await getOsm(server, owner, map.id, { flavour: 'lanelet2' })).text).not.toContain(
      'MetaInfo',
    );

    // Cleared, the file's own label is written again.
    await server.call(M.update, {
      token: owner.access,
      params: { id: map.id },
      body: { map_version: '' },
    });
    expect((await getOsm(server, owner, map.id, { flavour: 'autoware' })).text).toContain(
      'map_version="2026.11"',
    );
  });

  it('refuses a map_version that could not stand in an attribute, changing nothing', async () => {
    const map = await createMap(server, owner, project, 'Bad label');
    for (const map_version of ['1.0"/><x', 'x'.repeat(41), 'v 1']) {
      const answer = await server.call(M.update, {
        token: owner.access,
        params: { id: map.id },
        body: { map_version },
      });
      expect(answer.status, map_version).toBe(400);
      expect(answer.body.detail.map_version).toMatch(/^A map version is /);
    }
    const got = await server.call(M.get, { token: owner.access, params: { id: map.id } });
    expect(got.body.detail.map_version).toBe('');
  });
});
