import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API, MapSummary, pathOf } from '@ads/contract';
import { type OsmDoc, parseOsm } from '@ads/lanelet2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS } from '../src/deps';
import { freshDatabaseUrl, onPostgres } from '../../../test-support/studio/database';
import { type Account, type TestServer, startServer } from '../../../test-support/studio/harness';
import {
  AUTOWARE_GRID,
  autowareOsm,
  createMap,
  createProject,
  getOsm,
  openMaps,
  plainLanelet2Osm,
  putOsm,
} from './map-helpers';
import { rawRequest } from './security/raw-http';
import { snapshotRows } from './security/db-snapshot';

// HDMAP Builder's REST API end to end on a real server and database: maps of a project, OSM
// files saved as versions (parsed and validated in a worker thread), exported in both flavours,
// restored, and guarded against stale saves and other people.

const M = API.map;

let server: TestServer;
let root: Account;
let owner: Account;
let other: Account;
let admin: Account;
let project: number;
let otherProject: number;

beforeAll(async () => {
  server = await startServer();
  root = await server.superAdmin();
  owner = await server.signUp({ username: 'Ana' });
  other = await server.signUp({ username: 'Bo' });
  admin = await server.withRole('ADMIN');
  await openMaps(server, root);
  project = await createProject(server, owner, 'Shinjuku pilot');
  otherProject = await createProject(server, other, 'Elsewhere');
}, 60_000);
afterAll(() => server?.close());

/** Every element's id and tags, in file order: what an export must keep. */
function identity(doc: OsmDoc) {
  const tags = (record: Record<string, string>) => ({ ...record });
  return {
    nodes: [...doc.nodes.values()].map((n) => [n.id, tags(n.tags)]),
    ways: [...doc.ways.values()].map((w) => [w.id, w.nodes, tags(w.tags)]),
    relations: [...doc.relations.values()].map((r) => [r.id, r.members, tags(r.tags)]),
  };
}
/** Node tags without the coordinate tags a flavour adds or drops. */
function withoutCoordinateTags(doc: OsmDoc) {
  const strip = ({ local_x: _x, local_y: _y, ...rest }: Record<string, string>) => rest;
  return {
    ...identity(doc),
    nodes: [...doc.nodes.values()].map((n) => [n.id, strip({ ...n.tags })]),
  };
}

const summary = async (account: Account, id: number) => {
  const answer = await server.call(M.get, { token: account.access, params: { id } });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return MapSummary.parse(answer.body.detail);
};

describe('creating and importing maps', () => {
  let plainId: number;
  let autowareId: number;

  it('creates an empty map at version 0 and serves it as an empty OSM file', async () => {
    const created = await server.call(M.create, {
      token: owner.access,
      body: { project_id: project, name: '  Depot loop  ' },
    });
    expect(created.status).toBe(201);
    const map = M.create.answer.parse(created.body).detail;
    expect(map).toMatchObject({
      project_id: project,
      name: 'Depot loop',
      version: 0,
      projector: null,
      flavour: null,
      lanelets: 0,
      counts: { error: 0, warning: 0, info: 0 },
      updated_by: { id: owner.id, name: 'Ana' },
    });
    plainId = map.id;
    const empty = await getOsm(server, owner, plainId);
    expect(empty.status).toBe(200);
    expect(empty.headers.get('content-type')).toMatch(/^application\/xml/);
    const parsed = parseOsm(empty.text);
    expect(parsed.doc.nodes.size + parsed.doc.ways.size + parsed.doc.relations.size).toBe(0);
    const validation = await server.call(M.validation, {
      token: owner.access,
      params: { id: plainId },
    });
    expect(validation.body.detail).toEqual({
      version: 0,
      findings: [],
      counts: { error: 0, warning: 0, info: 0 },
    });
  });

  it('imports a plain Lanelet2 file as version 1, fixing the projector it infers', async () => {
    const fixture = plainLanelet2Osm();
    const saved = await putOsm(server, owner, plainId, fixture.xml, {
      query: { message: 'First survey' },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.headers.get('etag')).toBe('"1"');
    const detail = M.save.answer.parse(saved.body).detail;
    expect(detail.version).toBe(1);
    expect(detail.map).toMatchObject({ version: 1, flavour: 'lanelet2', lanelets: 2 });
    expect(detail.map.bytes).toBe(Buffer.byteLength(fixture.xml));
    expect(detail.map.projector).not.toBeNull();
    expect(detail.counts.error).toBe(0);
    expect(detail.map.counts).toEqual(detail.counts);
  });

  it('exports it in both flavours, each re-importing with every id and tag kept', async () => {
    const original = parseOsm(plainLanelet2Osm().xml);
    const plain = await getOsm(server, owner, plainId);
    expect(plain.status).toBe(200);
    expect(plain.headers.get('content-disposition')).toContain('filename="Depot loop.osm"');
    expect(plain.headers.get('etag')).toBe('"1"');
    const back = parseOsm(plain.text);
    expect(back.flavour).toBe('lanelet2');
    expect(identity(back.doc)).toEqual(identity(original.doc));

    const autoware = await getOsm(server, owner, plainId, { flavour: 'autoware' });
    expect(autoware.status).toBe(200);
    expect(autoware.text).toContain('local_x');
    const asAutoware = parseOsm(autoware.text);
    expect(asAutoware.flavour).toBe('autoware');
    expect(withoutCoordinateTags(asAutoware.doc)).toEqual(withoutCoordinateTags(original.doc));

    // The Autoware export imported into a map of its own keeps the ids and tags again.
    const copy = await createMap(server, owner, project, 'Depot loop (Autoware copy)');
    const reimported = await putOsm(server, owner, copy.id, autoware.text);
    expect(reimported.status, JSON.stringify(reimported.body)).toBe(200);
    expect(reimported.body.detail.map).toMatchObject({ flavour: 'autoware', lanelets: 2 });
    const again = parseOsm((await getOsm(server, owner, copy.id, { flavour: 'lanelet2' })).text);
    expect(withoutCoordinateTags(again.doc)).toEqual(withoutCoordinateTags(original.doc));
  });

  it('imports an Autoware file in the MGRS grid the save states', async () => {
    const map = await createMap(server, owner, project, 'Nishi-Shinjuku');
    autowareId = map.id;
    const fixture = autowareOsm();
    const saved = await putOsm(server, owner, autowareId, fixture.xml, {
      query: { projector: 'MGRS', mgrs_grid: AUTOWARE_GRID.toLowerCase() },
      headers: { 'content-type': 'text/xml' },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.detail.map).toMatchObject({
      version: 1,
      flavour: 'autoware',
      lanelets: 2,
      projector: { projector_type: 'MGRS', mgrs_grid: AUTOWARE_GRID },
    });
    const original = parseOsm(fixture.xml, {
      projector: { projector_type: 'MGRS', mgrs_grid: AUTOWARE_GRID },
    });
    const same = parseOsm((await getOsm(server, owner, autowareId)).text);
    expect(same.flavour).toBe('autoware');
    expect(identity(same.doc)).toEqual(identity(original.doc));
    const plain = await getOsm(server, owner, autowareId, { flavour: 'lanelet2' });
    const asPlain = parseOsm(plain.text);
    expect(asPlain.flavour).toBe('lanelet2');
    expect(withoutCoordinateTags(asPlain.doc)).toEqual(withoutCoordinateTags(original.doc));
    // Lat/lon survive the round trip to the centimetre.
    for (const node of original.doc.nodes.values()) {
      const kept = asPlain.doc.nodes.get(node.id)!;
      expect(Math.abs(kept.lat - node.lat)).toBeLessThan(1e-7);
      expect(Math.abs(kept.lon - node.lon)).toBeLessThan(1e-7);
    }
  });

  it('takes the file with no content type, or as octet-stream', async () => {
    const map = await createMap(server, owner, project, 'Untyped');
    const target = new URL(pathOf(M.save, { id: map.id }), server.url);
    const bare = await fetch(target, {
      method: 'PUT',
      headers: { authorization: `Bearer ${owner.access}` },
      body: new TextEncoder().encode(plainLanelet2Osm().xml),
    });
    expect(bare.status).toBe(200);
    const binary = await putOsm(
      server,
      owner,
      map.id,
      new TextEncoder().encode(autowareOsm().xml),
      {
        headers: { 'content-type': 'application/octet-stream' },
        query: { version: 1 },
      },
    );
    // The map's projector is fixed by version 1 (inferred from the plain file): the Autoware
    // file is read in it, whatever grid its own coordinates suggest.
    expect(binary.status, JSON.stringify(binary.body)).toBe(200);
    expect(binary.body.detail.version).toBe(2);
  });

  it("lists the project's maps with their current version's facts", async () => {
    const answer = await server.call(M.list, {
      token: owner.access,
      query: { project_id: project },
    });
    expect(answer.status).toBe(200);
    const list = M.list.answer.parse(answer.body).detail;
    const byId = new Map(list.map((row) => [row.id, row]));
    expect(byId.get(plainId)).toMatchObject({
      name: 'Depot loop',
      version: 1,
      lanelets: 2,
      updated_by: { id: owner.id, name: 'Ana' },
    });
    expect(byId.get(autowareId)).toMatchObject({ flavour: 'autoware', version: 1 });
    expect(list.every((row) => row.project_id === project)).toBe(true);
    // Newest first.
    expect(list.map((row) => row.id)).toEqual([...list.map((row) => row.id)].sort((a, b) => b - a));
  });
});

describe('versions', () => {
  let id: number;
  beforeAll(async () => {
    id = (await createMap(server, owner, project, 'Versioned')).id;
    expect((await putOsm(server, owner, id, plainLanelet2Osm().xml)).status).toBe(200);
  });

  it('saves on the current base, lists versions newest first, restores an old one', async () => {
    const fixture = plainLanelet2Osm();
    const edited = fixture.xml.replace('v="A &amp; &lt;B>"', 'v="edited"');
    expect(edited).not.toBe(fixture.xml);
    const second = await putOsm(server, owner, id, edited, {
      query: { message: 'Renamed a note' },
      headers: { 'if-match': '"1"' },
    });
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    expect(second.body.detail.version).toBe(2);

    const versions = await server.call(M.versions, { token: owner.access, params: { id } });
    expect(versions.status).toBe(200);
    const list = M.versions.answer.parse(versions.body).detail;
    expect(list.map((v) => v.version)).toEqual([2, 1]);
    expect(list[0]).toMatchObject({
      message: 'Renamed a note',
      author: { id: owner.id, name: 'Ana' },
      flavour: 'lanelet2',
      lanelets: 2,
      bytes: Buffer.byteLength(edited),
    });
    expect(list[1]).toMatchObject({ message: '', bytes: Buffer.byteLength(fixture.xml) });

    const firstFile = await server.call(M.versionOsm, {
      token: owner.access,
      params: { id, number: 1 },
    });
    expect(firstFile.status).toBe(200);
    expect(firstFile.body).toContain('A &amp; &lt;B&gt;');
    const viaQuery = await getOsm(server, owner, id, { version: 1 });
    expect(viaQuery.text).toBe(firstFile.body);
    expect(viaQuery.headers.get('etag')).toBe('"1"');
    expect((await getOsm(server, owner, id)).text).toContain('edited');
    const missing = await getOsm(server, owner, id, { version: 9 });
    expect(missing.status).toBe(404);
    expect(JSON.parse(missing.text).message).toBe('This map has no version 9.');

    const restored = await server.call(M.restore, {
      token: owner.access,
      params: { id, number: 1 },
      query: { version: 2 },
    });
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    expect(restored.body.detail.version).toBe(3);
    const after = M.versions.answer.parse(
      (await server.call(M.versions, { token: owner.access, params: { id } })).body,
    ).detail;
    expect(after[0]).toMatchObject({ version: 3, message: 'Restored version 1' });
    expect((await getOsm(server, owner, id)).text).toBe(firstFile.body);
  });

  it('refuses a save on a stale base with 409 and a sentence, changing nothing', async () => {
    const current = (await summary(owner, id)).version;
    const before = await snapshotRows(server.database);
    const stale = await putOsm(server, owner, id, plainLanelet2Osm().xml, {
      query: { version: current - 1 },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toMatch(
      new RegExp(
        `^This map was saved as version ${current} by Ana at \\d\\d:\\d\\d UTC while you edited version ${current - 1}\\. Reload it, or export your copy first\\.$`,
      ),
    );
    expect(stale.body.detail).toMatchObject({ version: String(current), saved_by: 'Ana' });
    const viaHeader = await putOsm(server, owner, id, plainLanelet2Osm().xml, {
      headers: { 'if-match': `W/"${current - 2}"` },
    });
    expect(viaHeader.status).toBe(409);
    const ahead = await putOsm(server, owner, id, plainLanelet2Osm().xml, {
      query: { version: current + 5 },
    });
    expect(ahead.status).toBe(409);
    expect(ahead.body.message).toBe(
      `This map has no version ${current + 5}: it is at version ${current}. Reload it, or export your copy first.`,
    );
    const restore = await server.call(M.restore, {
      token: owner.access,
      params: { id, number: 1 },
      headers: { 'if-match': `"${current - 1}"` },
    });
    expect(restore.status).toBe(409);
    expect(await snapshotRows(server.database)).toEqual(before);
  });

  it('lets exactly one of two simultaneous saves on the same base through', async () => {
    const base = (await summary(owner, id)).version;
    const xml = plainLanelet2Osm().xml;
    const answers = await Promise.all([
      putOsm(server, owner, id, xml, { query: { version: base, message: 'left' } }),
      putOsm(server, owner, id, xml, { query: { version: base, message: 'right' } }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const loser = answers.find((a) => a.status === 409)!;
    expect(loser.body.message).toContain(`while you edited version ${base}.`);
    const list = M.versions.answer.parse(
      (await server.call(M.versions, { token: owner.access, params: { id } })).body,
    ).detail;
    expect(list.filter((v) => v.version > base)).toHaveLength(1);
    // Without a base (a command-line import) both go through, one after the other.
    const both = await Promise.all([
      putOsm(server, owner, id, xml),
      putOsm(server, owner, id, xml),
    ]);
    expect(both.map((a) => a.status)).toEqual([200, 200]);
    expect(both.map((a) => a.body.detail.version).sort()).toEqual([base + 2, base + 3]);
  });

  it('refuses a base in the query and another in If-Match', async () => {
    const current = (await summary(owner, id)).version;
    const answer = await putOsm(server, owner, id, plainLanelet2Osm().xml, {
      query: { version: current },
      headers: { 'if-match': `"${current - 1}"` },
    });
    expect(answer.status).toBe(400);
    const junk = await putOsm(server, owner, id, plainLanelet2Osm().xml, {
      headers: { 'if-match': '"abc"' },
    });
    expect(junk.status).toBe(400);
    expect(junk.body.message).toBe('If-Match must name the version you edited, as "7".');
  });

  it('fixes the projector once a version is saved; renames any time', async () => {
    const renamed = await server.call(M.update, {
      token: owner.access,
      params: { id },
      body: { name: 'Versioned (kept)' },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.detail.name).toBe('Versioned (kept)');
    const projector = { projector_type: 'MGRS', mgrs_grid: '54SUE' };
    const refused = await server.call(M.update, {
      token: owner.access,
      params: { id },
      body: { projector },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/^The projector of a map is fixed/);
    const fresh = await createMap(server, owner, project, 'Not yet saved');
    const stated = await server.call(M.update, {
      token: owner.access,
      params: { id: fresh.id },
      body: { projector },
    });
    expect(stated.status).toBe(200);
    expect(stated.body.detail.projector).toEqual(projector);
    // A save stating another projector than the map's is refused.
    const other = await putOsm(server, owner, fresh.id, autowareOsm().xml, {
      query: { projector: 'MGRS', mgrs_grid: '53SQU' },
    });
    expect(other.status).toBe(409);
    const same = await putOsm(server, owner, fresh.id, autowareOsm().xml, {
      query: { projector: 'MGRS', mgrs_grid: '54SUE' },
    });
    expect(same.status, JSON.stringify(same.body)).toBe(200);
  });
});

describe('findings', () => {
  it('stores what validation found at save and serves it', async () => {
    const map = await createMap(server, owner, project, 'Damaged');
    const fixture = plainLanelet2Osm();
    // The left bound of the second lanelet is gone: a lanelet with a missing way.
    const lastWay = fixture.ids.ways[2]!;
    const damaged = fixture.xml.replace(
      new RegExp(`  <way id="${lastWay}"[\\s\\S]*?</way>\\n`),
      '',
    );
    expect(damaged).not.toBe(fixture.xml);
    const saved = await putOsm(server, owner, map.id, damaged);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const detail = M.save.answer.parse(saved.body).detail;
    expect(detail.counts.error).toBeGreaterThan(0);
    expect(detail.findings.length).toBe(
      detail.counts.error + detail.counts.warning + detail.counts.info,
    );
    const served = await server.call(M.validation, {
      token: owner.access,
      params: { id: map.id },
    });
    expect(served.status).toBe(200);
    expect(M.validation.answer.parse(served.body).detail).toEqual({
      version: 1,
      findings: detail.findings,
      counts: detail.counts,
    });
    expect((await summary(owner, map.id)).counts).toEqual(detail.counts);
  });

  it('keeps a cut-off file’s findings instead of failing', async () => {
    const map = await createMap(server, owner, project, 'Cut off');
    const xml = plainLanelet2Osm().xml;
    const cut = xml.slice(0, Math.floor(xml.length * 0.8));
    const saved = await putOsm(server, owner, map.id, cut);
    expect([200, 422]).toContain(saved.status);
    expect(saved.body.success).toBe(saved.status === 200);
    if (saved.status === 200) expect(saved.body.detail.counts.error).toBeGreaterThan(0);
  });

  it.each([
    ['plain text', 'This is not a map at all.'],
    ['JSON', '{"type": "FeatureCollection", "features": []}'],
    ['binary', '\u0089PNG\r\n\u001a\n\u0000\u0000'],
    ['HTML', '<!doctype html><html><body>nope</body></html>'],
  ])('refuses %s with 422 and the first findings, saving nothing', async (_, body) => {
    const map = await createMap(server, owner, project, `Garbage ${_}`);
    const before = await snapshotRows(server.database);
    const answer = await putOsm(server, owner, map.id, body);
    expect(answer.status, JSON.stringify(answer.body)).toBe(422);
    expect(answer.body.success).toBe(false);
    expect(answer.body.message).toMatch(/^This file is not an OSM map: /);
    expect(Object.keys(answer.body.detail ?? {}).length).toBeGreaterThan(0);
    expect(await snapshotRows(server.database)).toEqual(before);
  });
});

describe('bad input', () => {
  let id: number;
  beforeAll(async () => {
    id = (await createMap(server, owner, project, 'Bad input')).id;
  });

  it('refuses malformed ids, flavours, projectors and bodies, changing nothing', async () => {
    const before = await snapshotRows(server.database);
    const notNumeric = await server.call(M.get, { token: owner.access, params: { id: 'abc' } });
    expect(notNumeric.status).toBe(400);
    const flavour = await server.call(M.osm, {
      token: owner.access,
      params: { id },
      query: { flavour: 'apollo' },
    });
    expect(flavour.status).toBe(400);
    expect(flavour.body.detail).toHaveProperty('flavour');
    const queries: Array<Record<string, string>> = [
      { projector: 'MGRS', mgrs_grid: 'XYZ' },
      { projector: 'MGRS' },
      { projector: 'LocalCartesianUTM', lat: '95', lon: '8' },
      { projector: 'LocalCartesianUTM', lat: '49' },
      { projector: 'Mercator' },
      { mgrs_grid: '54SUE' },
      { version: '-1' },
      { version: '1.5' },
    ];
    for (const query of queries) {
      const answer = await putOsm(server, owner, id, plainLanelet2Osm().xml, { query });
      expect(answer.status, JSON.stringify(query)).toBe(400);
      expect(answer.body.message).toBe('Some fields are not valid.');
    }
    const badBody = await server.call(M.create, {
      token: owner.access,
      body: { project_id: project, name: 'x', projector: { projector_type: 'MGRS' } },
    });
    expect(badBody.status).toBe(400);
    const empty = await putOsm(server, owner, id, '');
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('Send the OSM file as the request body.');
    const notId = await putOsm(server, owner, 'x1', plainLanelet2Osm().xml);
    expect(notId.status).toBe(400);
    expect(await snapshotRows(server.database)).toEqual(before);
  });

  it(`refuses a file over ${DEFAULT_LIMITS.mapMaxBytes / 1024 ** 2} MB with 413, announced or not`, async () => {
    expect(DEFAULT_LIMITS.mapMaxBytes).toBe(200 * 1024 ** 2);
    const before = await snapshotRows(server.database);
    const path = pathOf(M.save, { id });
    const announced = await rawRequest(server.url, path, {
      method: 'PUT',
      headers: {
        authorization: `Bearer ${owner.access}`,
        'content-type': 'application/xml',
        'content-length': String(201 * 1024 ** 2),
        // Only 5 of the announced bytes follow: the connection must not carry another request.
        connection: 'close',
      },
      chunks: [Buffer.from('<osm>')],
    });
    expect(announced.status).toBe(413);
    expect(JSON.parse(announced.body)).toEqual({
      success: false,
      message: 'The OSM file is larger than 200 MB.',
    });
    // Chunked, with no length: counted as it arrives (201 chunks of 1 MB).
    const chunk = Buffer.alloc(1024 ** 2, 0x20);
    const streamed = await rawRequest(server.url, path, {
      method: 'PUT',
      headers: {
        authorization: `Bearer ${owner.access}`,
        'content-type': 'application/xml',
        'transfer-encoding': 'chunked',
      },
      chunks: Array.from({ length: 201 }, () => chunk),
    });
    expect(streamed.status, streamed.body).toBe(413);
    expect(streamed.headers.connection).toBe('close');
    expect(await snapshotRows(server.database)).toEqual(before);
  }, 60_000);
});

describe('who may reach a map', () => {
  let id: number;
  beforeAll(async () => {
    id = (await createMap(server, owner, project, 'Private')).id;
    expect((await putOsm(server, owner, id, plainLanelet2Osm().xml)).status).toBe(200);
  });
  const NONE = 2_147_483_647;

  it('refuses a missing token with 401 and a guest with 403', async () => {
    const anonymous = await server.call(M.get, { params: { id } });
    expect(anonymous.status).toBe(401);
    expect((await putOsm(server, undefined, id, plainLanelet2Osm().xml)).status).toBe(401);
    const guest = await server.guest();
    const answer = await server.call(M.list, {
      token: guest.access,
      query: { project_id: project },
    });
    expect(answer.status).toBe(403);
  });

  it("answers another user's map and project as missing ones, changing nothing", async () => {
    const before = await snapshotRows(server.database);
    const same = async (
      call: (target: number) => Promise<{ status: number; body: unknown }>,
      missing = NONE,
    ) => {
      const theirs = await call(id);
      const none = await call(missing);
      expect(theirs.status).toBe(404);
      expect(theirs.body).toEqual(none.body);
    };
    const as = { token: other.access };
    await same((target) => server.call(M.get, { ...as, params: { id: target } }));
    await same((target) => server.call(M.osm, { ...as, params: { id: target } }));
    await same((target) => server.call(M.validation, { ...as, params: { id: target } }));
    await same((target) => server.call(M.versions, { ...as, params: { id: target } }));
    await same((target) => server.call(M.versionOsm, { ...as, params: { id: target, number: 1 } }));
    await same((target) => server.call(M.restore, { ...as, params: { id: target, number: 1 } }));
    await same((target) =>
      server.call(M.update, { ...as, params: { id: target }, body: { name: 'Taken' } }),
    );
    await same((target) => server.call(M.remove, { ...as, params: { id: target } }));
    await same((target) => putOsm(server, other, target, plainLanelet2Osm().xml));
    await same((target) =>
      server.call(M.list, { ...as, query: { project_id: target === id ? project : NONE } }),
    );
    await same((target) =>
      server.call(M.create, {
        ...as,
        body: { project_id: target === id ? project : NONE, name: 'Planted' },
      }),
    );
    expect(await snapshotRows(server.database)).toEqual(before);
    // Their own project lists none of the owner's maps.
    const own = await server.call(M.list, { ...as, query: { project_id: otherProject } });
    expect(own.body.detail).toEqual([]);
  });

  it('lets an admin reach any map', async () => {
    expect((await summary(admin, id)).name).toBe('Private');
    expect((await getOsm(server, admin, id)).status).toBe(200);
  });

  it('refuses every role with the app turned off, with a sentence', async () => {
    const off = await server.call(API.changeAppAvailability, {
      token: root.access,
      params: { key: 'map' },
      body: { states: { USER: 'disabled' } },
    });
    expect(off.status).toBe(200);
    try {
      const answer = await server.call(M.get, { token: owner.access, params: { id } });
      expect(answer.status).toBe(403);
      expect(answer.body.message).toBe(
        'HDMAP Builder is turned off for your role. Ask an administrator to turn it on.',
      );
      expect((await putOsm(server, owner, id, plainLanelet2Osm().xml)).status).toBe(403);
    } finally {
      await openMaps(server, root);
    }
  });

  it('deletes a map with its versions', async () => {
    const doomed = await createMap(server, owner, project, 'Doomed');
    expect((await putOsm(server, owner, doomed.id, plainLanelet2Osm().xml)).status).toBe(200);
    const gone = await server.call(M.remove, { token: owner.access, params: { id: doomed.id } });
    expect(gone.status).toBe(200);
    expect(
      (await server.call(M.get, { token: owner.access, params: { id: doomed.id } })).status,
    ).toBe(404);
    expect((await getOsm(server, owner, doomed.id)).status).toBe(404);
    const again = await server.call(M.remove, { token: owner.access, params: { id: doomed.id } });
    expect(again.status).toBe(404);
  });
});

describe('durability', () => {
  it('keeps maps and every version across a restart (committed rows)', async () => {
    const fresh = onPostgres ? await freshDatabaseUrl() : null;
    const dataDir = onPostgres ? undefined : mkdtempSync(join(tmpdir(), 'ads-maps-restart-'));
    const options = fresh ? { databaseUrl: fresh.url, keepDatabase: true } : { dataDir: dataDir! };
    try {
      const first = await startServer(options);
      let id: number;
      let user: Account;
      let exported: string;
      try {
        const super1 = await first.superAdmin();
        await openMaps(first, super1);
        user = await first.signUp({ username: 'Kept', password: 'kept-password-1' });
        const projectId = await createProject(first, user, 'Kept');
        id = (await createMap(first, user, projectId, 'Kept map')).id;
        expect((await putOsm(first, user, id, plainLanelet2Osm().xml)).status).toBe(200);
        expect(
          (await putOsm(first, user, id, autowareOsm().xml, { query: { version: 1 } })).status,
        ).toBe(200);
        exported = (await getOsm(first, user, id)).text;
      } finally {
        await first.close();
      }
      const second = await startServer(options);
      try {
        const again = await second.login(user.email, 'kept-password-1');
        const map = await second.call(M.get, { token: again.access, params: { id } });
        expect(map.body.detail).toMatchObject({ version: 2, lanelets: 2 });
        const versions = await second.call(M.versions, { token: again.access, params: { id } });
        expect(versions.body.detail.map((v: { version: number }) => v.version)).toEqual([2, 1]);
        expect((await getOsm(second, again, id)).text).toBe(exported);
      } finally {
        await second.close();
      }
    } finally {
      await fresh?.drop();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
