import { API } from '@ads/contract';
import { parseOsm } from '@ads/lanelet2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Account, TestServer } from '../../../test-support/studio/harness';
import { createMap, getOsm, plainLanelet2Osm, putOsm, startMapStudio } from './map-helpers';

// A save that would hurt the map is refused with a sentence and changes nothing: a file with a
// DOCTYPE or entity declarations (an XML external-entity attack's way in), and a file with no
// elements at all over a version that had some, unless the save confirms it (confirm_empty).

const M = API.map;

let server: TestServer;
let owner: Account;
let project: number;

beforeAll(async () => {
  ({ server, owner, project } = await startMapStudio('Guards'));
}, 60_000);
afterAll(() => server?.close());

/** A map at version 1 holding the two-lane road. */
async function mapWithRoad(name: string) {
  const map = await createMap(server, owner, project, name);
  const first = await putOsm(server, owner, map.id, plainLanelet2Osm().xml);
  expect(first.status, JSON.stringify(first.body)).toBe(200);
  return map.id;
}

async function current(id: number) {
  const answer = await server.call(M.get, { token: owner.access, params: { id } });
  expect(answer.status).toBe(200);
  return answer.body.detail as { version: number; lanelets: number };
}

const elements = (text: string) => {
  const { doc } = parseOsm(text);
  return doc.nodes.size + doc.ways.size + doc.relations.size;
};

describe('DOCTYPE and entity declarations', () => {
  const hostile = [
    '<!DOCTYPE a [<!ENTITY b SYSTEM "file:///etc/passwd">]><osm>&b;</osm>',
    // Declarations before a real map are refused too: the map does not make them harmless.
    `<?xml version="1.0"?>\n<!DOCTYPE osm [<!ENTITY b SYSTEM "file:///etc/passwd">]>\n${plainLanelet2Osm().xml.replace(/^<\?xml[^>]*>\n/, '')}`,
  ];

  it('refuses the file with a 422 and a sentence, keeping the version as it was', async () => {
    const id = await mapWithRoad('Hostile');
    for (const xml of hostile) {
      const answer = await putOsm(server, owner, id, xml, { query: { version: 1 } });
      expect(answer.status, JSON.stringify(answer.body)).toBe(422);
      expect(answer.body.message).toMatch(/^Nothing was saved: line \d: the file holds <!DOCTYPE>/);
      expect(answer.body.message).toContain('remove the declaration and send it again');
      expect(await current(id)).toMatchObject({ version: 1, lanelets: 2 });
    }
    const osm = await getOsm(server, owner, id);
    expect(elements(osm.text)).toBe(elements(plainLanelet2Osm().xml));
  });

  it('refuses it as the first version of a new map (an import) too', async () => {
    const map = await createMap(server, owner, project, 'Hostile import');
    const answer = await putOsm(server, owner, map.id, hostile[1]!);
    expect(answer.status).toBe(422);
    expect((await current(map.id)).version).toBe(0);
  });
});

describe('an empty map over one with elements', () => {
  const empty = '<?xml version="1.0" encoding="UTF-8"?>\n<osm version="0.6"/>\n';

  it('is refused without confirm_empty, naming the flag, and saved with it', async () => {
    const id = await mapWithRoad('Emptied');
    const refused = await putOsm(server, owner, id, empty, { query: { version: 1 } });
    expect(refused.status, JSON.stringify(refused.body)).toBe(422);
    expect(refused.body.message).toBe(
      'This save holds no map elements, but version 1 has 23: it would empty the map. Nothing was saved; send it with confirm_empty=true if the map is meant to be empty.',
    );
    expect(refused.body.detail).toEqual({ confirm_empty: 'Version 1 has 23 elements.' });
    expect(await current(id)).toMatchObject({ version: 1, lanelets: 2 });

    const notConfirmed = await putOsm(server, owner, id, empty, {
      query: { version: 1, confirm_empty: 'false' },
    });
    expect(notConfirmed.status).toBe(422);

    const confirmed = await putOsm(server, owner, id, empty, {
      query: { version: 1, confirm_empty: 'true' },
    });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmed.body.detail.version).toBe(2);
    expect(elements((await getOsm(server, owner, id)).text)).toBe(0);

    // Empty over empty needs no confirmation, nor does a first save.
    const again = await putOsm(server, owner, id, empty, { query: { version: 2 } });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    const fresh = await createMap(server, owner, project, 'Empty from the start');
    expect((await putOsm(server, owner, fresh.id, empty)).status).toBe(200);
  });

  it('refuses a confirm_empty that is not true or false', async () => {
    const id = await mapWithRoad('Flag');
    const answer = await putOsm(server, owner, id, empty, { query: { confirm_empty: 'yes' } });
    expect(answer.status).toBe(400);
    expect((await current(id)).version).toBe(1);
  });
});
