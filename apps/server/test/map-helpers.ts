import { API, pathOf } from '@ads/contract';
import { makeProjector } from '@ads/lanelet2';
import { expect } from 'vitest';
import { type Account, type TestServer, startServer } from '../../../test-support/studio/harness';

const M = API.map;

/** HDMAP Builder is off by default for every role but SUPER (spec §4): the SUPER opens it. */
export async function openMaps(server: TestServer, root: Account) {
  const opened = await server.call(API.changeAppAvailability, {
    token: root.access,
    params: { key: 'map' },
    body: { states: { USER: 'enabled', ADMIN: 'enabled' } },
  });
  expect(opened.status, JSON.stringify(opened.body)).toBe(200);
}

/**
 * A studio for a map test file: HDMAP Builder opened to users by the SUPER, and an owner 'Ana'
 * with a project of `title` to make maps in.
 */
export async function startMapStudio(title: string) {
  const server = await startServer();
  const root = await server.superAdmin();
  const owner = await server.signUp({ username: 'Ana' });
  await openMaps(server, root);
  const project = await createProject(server, owner, title);
  return { server, owner, project };
}

export async function createProject(server: TestServer, owner: Account, title: string) {
  const answer = await server.call(API.createProject, { token: owner.access, body: { title } });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.detail.id as number;
}

export async function createMap(
  server: TestServer,
  owner: Account,
  projectId: number,
  name: string,
  projector?: unknown,
) {
  const answer = await server.call(M.create, {
    token: owner.access,
    body: { project_id: projectId, name, ...(projector ? { projector } : {}) },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.detail as { id: number; version: number };
}

export interface Sent {
  status: number;
  body: any;
  headers: Headers;
}

/** PUTs an OSM file as the raw body, as the editor and a command-line import do. */
export async function putOsm(
  server: TestServer,
  account: Account | undefined,
  id: number | string,
  body: string | Uint8Array,
  options: { query?: Record<string, string | number>; headers?: Record<string, string> } = {},
): Promise<Sent> {
  const target = new URL(pathOf(M.save, { id }), server.url);
  for (const [key, value] of Object.entries(options.query ?? {}))
    target.searchParams.set(key, String(value));
  const response = await fetch(target, {
    method: 'PUT',
    headers: {
      'content-type': 'application/xml',
      ...(account ? { authorization: `Bearer ${account.access}` } : {}),
      ...options.headers,
    },
    body,
  });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // An XML answer stays text.
  }
  return { status: response.status, body: parsed, headers: response.headers };
}

/** GETs a map (or one version) as an OSM file. */
export async function getOsm(
  server: TestServer,
  account: Account,
  id: number,
  query: Record<string, string | number> = {},
) {
  const target = new URL(pathOf(M.osm, { id }), server.url);
  for (const [key, value] of Object.entries(query)) target.searchParams.set(key, String(value));
  const response = await fetch(target, { headers: { authorization: `Bearer ${account.access}` } });
  return { status: response.status, text: await response.text(), headers: response.headers };
}

// ——— fixtures ———

const esc = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');
const tagXml = (tags: Record<string, string>) =>
  Object.entries(tags)
    .map(([k, v]) => `    <tag k="${esc(k)}" v="${esc(v)}"/>`)
    .join('\n');

interface FixtureNode {
  id: number;
  lat: number;
  lon: number;
  tags: Record<string, string>;
}

/**
 * Two lanelets side by side on a straight road 50 m long heading east: three lines (right
 * edge, the dashed middle shared by both, left edge) of six points each. `local` gives each
 * point its Autoware tags (local_x, local_y in the projector's frame).
 */
function twoLaneRoad(options: {
  project(x: number, y: number): { lat: number; lon: number };
  local?: (x: number, y: number) => { x: number; y: number };
  ele: number;
  firstId: number;
  laneletTags: Record<string, string>;
  extra?: string;
}) {
  const nodes: FixtureNode[] = [];
  let id = options.firstId;
  const line = (y: number) =>
    [0, 10, 20, 30, 40, 50].map((x) => {
      const { lat, lon } = options.project(x, y);
      const tags: Record<string, string> = {};
      if (options.local) {
        const local = options.local(x, y);
        tags.local_x = local.x.toFixed(4);
        tags.local_y = local.y.toFixed(4);
      }
      tags.ele = options.ele.toFixed(2);
      nodes.push({ id: ++id, lat, lon, tags });
      return id;
    });
  const right = line(0);
  const middle = line(3.5);
  const left = line(7);
  const ways = [
    { id: ++id, nodes: right, tags: { type: 'line_thin', subtype: 'solid' } },
    { id: ++id, nodes: middle, tags: { type: 'line_thin', subtype: 'dashed' } },
    { id: ++id, nodes: left, tags: { type: 'line_thin', subtype: 'solid' } },
  ];
  const [wr, wm, wl] = ways.map((way) => way.id) as [number, number, number];
  const relations = [
    { id: ++id, left: wm, right: wr, tags: { ...options.laneletTags, 'custom:note': 'A & <B>' } },
    { id: ++id, left: wl, right: wm, tags: options.laneletTags },
  ];
  const xml = [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<osm version="0.6" generator="ads-studio-test">`,
    ...nodes.map(
      (node) =>
        `  <node id="${node.id}" visible="true" version="1" lat="${node.lat.toFixed(11)}" lon="${node.lon.toFixed(11)}">\n${tagXml(node.tags)}\n  </node>`,
    ),
    ...ways.map(
      (way) =>
        `  <way id="${way.id}" visible="true" version="1">\n${way.nodes.map((ref) => `    <nd ref="${ref}"/>`).join('\n')}\n${tagXml(way.tags)}\n  </way>`,
    ),
    ...relations.map(
      (rel) =>
        `  <relation id="${rel.id}" visible="true" version="1">\n    <member type="way" ref="${rel.left}" role="left"/>\n    <member type="way" ref="${rel.right}" role="right"/>\n${tagXml(rel.tags)}\n  </relation>`,
    ),
    options.extra ?? '',
    `</osm>`,
    '',
  ].join('\n');
  return {
    xml,
    ids: {
      nodes: nodes.map((n) => n.id),
      ways: ways.map((w) => w.id),
      relations: relations.map((r) => r.id),
    },
  };
}

const LANELET = {
  type: 'lanelet',
  subtype: 'road',
  location: 'urban',
  one_way: 'yes',
  speed_limit: '30',
  participant: 'vehicle',
};

/** A plain Lanelet2 file (lat/lon and `ele`), near Lanelet2's own sample map in Karlsruhe. */
export function plainLanelet2Osm() {
  const origin = { latitude: 49.005, longitude: 8.42, altitude: 0 };
  const projection = makeProjector({ projector_type: 'LocalCartesianUTM', map_origin: origin });
  return twoLaneRoad({
    project: (x, y) => projection.reverse(x + 100, y + 100, 0),
    ele: 115,
    firstId: 1000,
    laneletTags: LANELET,
  });
}

/** An Autoware file (local_x/local_y in MGRS 54SUE, lat/lon too), in Nishi-Shinjuku. */
export const AUTOWARE_GRID = '54SUE';
export function autowareOsm() {
  const projection = makeProjector({ projector_type: 'MGRS', mgrs_grid: AUTOWARE_GRID });
  const base = { x: 81_655, y: 50_137 };
  return twoLaneRoad({
    project: (x, y) => projection.reverse(base.x + x, base.y + y, 0),
    local: (x, y) => ({ x: base.x + x, y: base.y + y }),
    ele: 37.5,
    firstId: 1,
    laneletTags: LANELET,
  });
}
