import { readFileSync, readdirSync } from 'node:fs';
import { API } from '@ads/contract';
import { makeProjector, sampleRoadNetwork, writeOsm } from '@ads/lanelet2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkAutowareExport } from '../../../test-support/lanelet2-checker/check-export';
import { readOsm } from '../../../test-support/lanelet2-checker/read-osm';
import type { Account, TestServer } from '../../../test-support/studio/harness';
import {
  AUTOWARE_GRID,
  autowareOsm,
  createMap,
  getOsm,
  putOsm,
  startMapStudio,
} from './map-helpers';

// Issue 32: Autoware exports are checked by a Lanelet2 checker written apart from the editor's
// validator (test-support/lanelet2-checker, its own XML reader and Autoware's public rules).

let server: TestServer;
let owner: Account;
let project: number;

beforeAll(async () => {
  ({ server, owner, project } = await startMapStudio('Independent checks'));
}, 60_000);
afterAll(() => server?.close());

const MGRS = { projector: 'MGRS', mgrs_grid: AUTOWARE_GRID };
const codes = (findings: { code: string }[]) => findings.map((f) => f.code).sort();

describe('the checker', () => {
  it('shares no code with the editor: it imports nothing of packages/ or apps/', () => {
    const folder = new URL('../../../test-support/lanelet2-checker/', import.meta.url);
    const sources = readdirSync(folder).filter((name) => name.endsWith('.ts'));
    expect(sources.length).toBeGreaterThan(1);
    for (const name of sources) {
      const imports = readFileSync(new URL(name, folder), 'utf8').match(/from '[^']+'/g) ?? [];
      for (const from of imports) expect(from, name).toMatch(/^from '(saxes|\.\/[\w-]+)'$/);
    }
  });
});

describe('an export of the sample road network', () => {
  it('passes the independent checker with no finding', async () => {
    const { doc, projector } = sampleRoadNetwork();
    const map = await createMap(server, owner, project, 'K-City sample', projector);
    const saved = await putOsm(server, owner, map.id, writeOsm(doc, projector, 'lanelet2'));
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const exported = await getOsm(server, owner, map.id, { flavour: 'autoware' });
    expect(exported.status).toBe(200);
    // The sample has what the Autoware rules look at: lights, stop lines and crosswalks.
    expect(exported.text).toContain('<tag k="type" v="traffic_light"/>');
    expect(exported.text).toContain('<tag k="type" v="stop_line"/>');
    expect(exported.text).toContain('<tag k="subtype" v="crosswalk"/>');
    expect(checkAutowareExport(exported.text)).toEqual([]);
    // No finding because all was read, not because nothing was.
    const read = readOsm(exported.text);
    expect(read.nodes.size).toBe(doc.nodes.size);
    expect(read.ways.size).toBe(doc.ways.size);
    expect(read.relations.size).toBe(doc.relations.size);
    // Released with a map version (set through the API), the export passes too.
    const set = await server.call(API.map.update, {
      token: owner.access,
      params: { id: map.id },
      body: { map_version: '2026.12' },
    });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    const released = await getOsm(server, owner, map.id, { flavour: 'autoware' });
    expect(released.text).toContain('map_version="2026.12"');
    expect(checkAutowareExport(released.text)).toEqual([]);
  }, 60_000);
});

// ——— a small Autoware file with one light, and copies broken one way each ———

const STOP = { line: 110, nodes: [101, 102] };
const LIGHT = { way: 111, nodes: [103, 104] };
const ELEMENT = 120;

function lightedRoad() {
  const road = autowareOsm();
  const projection = makeProjector({ projector_type: 'MGRS', mgrs_grid: AUTOWARE_GRID });
  const base = { x: 81_655, y: 50_137 }; // autowareOsm's, so lat/lon and local_x/y agree
  const node = (id: number, x: number, y: number, ele: number) => {
    const { lat, lon } = projection.reverse(base.x + x, base.y + y, 0);
    return [
      `  <node id="${id}" visible="true" version="1" lat="${lat.toFixed(11)}" lon="${lon.toFixed(11)}">`,
      `    <tag k="local_x" v="${(base.x + x).toFixed(4)}"/>`,
      `    <tag k="local_y" v="${(base.y + y).toFixed(4)}"/>`,
      `    <tag k="ele" v="${ele.toFixed(2)}"/>`,
      `  </node>`,
    ].join('\n');
  };
  const [rightLane] = road.ids.relations;
  const extra = [
    node(STOP.nodes[0]!, 45, 0, 37.5),
    node(STOP.nodes[1]!, 45, 3.5, 37.5),
    node(LIGHT.nodes[0]!, 56, -1, 42.5),
    node(LIGHT.nodes[1]!, 56, -2.5, 42.5),
    `  <way id="${STOP.line}" visible="true" version="1">\n    <nd ref="101"/>\n    <nd ref="102"/>\n    <tag k="type" v="stop_line"/>\n  </way>`,
    `  <way id="${LIGHT.way}" visible="true" version="1">\n    <nd ref="103"/>\n    <nd ref="104"/>\n    <tag k="type" v="traffic_light"/>\n    <tag k="subtype" v="red_yellow_green"/>\n    <tag k="height" v="0.7"/>\n  </way>`,
    `  <relation id="${ELEMENT}" visible="true" version="1">\n    <member type="way" ref="${LIGHT.way}" role="refers"/>\n    <member type="way" ref="${STOP.line}" role="ref_line"/>\n    <tag k="type" v="regulatory_element"/>\n    <tag k="subtype" v="traffic_light"/>\n  </relation>`,
  ].join('\n');
  const xml = road.xml
    .replace(/(<osm[^>]*>\n)/, '$1  <MetaInfo format_version="1" map_version="1.0"/>\n')
    .replace(
      new RegExp(`(<relation id="${rightLane}"[^>]*>\n)`),
      `$1    <member type="relation" ref="${ELEMENT}" role="regulatory_element"/>\n`,
    )
    .replace('</osm>', `${extra}\n</osm>`);
  return { xml, laneBound: road.ids.ways[0]!, roadLanelet: rightLane! };
}

const removeWay = (xml: string, id: number) =>
  xml.replace(new RegExp(`  <way id="${id}"[\\s\\S]*?</way>\n`), '');

/** Each broken copy: the checker's one finding, and the editor's code where it has the rule. */
const BROKEN: {
  name: string;
  break(xml: string, ids: { laneBound: number; roadLanelet: number }): string;
  code: string;
  editor: string | null;
}[] = [
  {
    name: 'a light without height',
    break: (xml) => xml.replace('    <tag k="height" v="0.7"/>\n', ''),
    code: 'TrafficLight.BodyHeight-001',
    editor: 'traffic_light_missing_height',
  },
  {
    name: 'a ref_line that is a lane bound',
    break: (xml, { laneBound }) =>
      removeWay(xml, STOP.line).replace(
        `ref="${STOP.line}" role="ref_line"`,
        `ref="${laneBound}" role="ref_line"`,
      ),
    code: 'TrafficLight.RegulatoryElementDetails-003',
    editor: 'traffic_light_regulatory_element_details',
  },
  {
    name: 'a node without ele',
    break: (xml) => xml.replace(/(<node id="101"[\s\S]*?) {4}<tag k="ele" v="[^"]*"\/>\n/, '$1'),
    code: 'Loader.MissingEle',
    editor: 'missing_ele',
  },
  {
    name: 'a dangling reference',
    break: (xml) => xml.replace('<nd ref="104"/>', '<nd ref="999"/>'),
    code: 'Lanelet2.Io.MissingReference',
    editor: 'missing_reference',
  },
  {
    name: 'a stop line with no element',
    break: (xml) =>
      xml.replace(
        '</osm>',
        `  <way id="112" visible="true" version="1">\n    <nd ref="101"/>\n    <nd ref="102"/>\n    <tag k="type" v="stop_line"/>\n  </way>\n</osm>`,
      ),
    code: 'StopLine.MissingRegulatoryElements-001',
    editor: 'stop_line_missing_regulatory_elements',
  },
  {
    name: 'a crosswalk element referring to a road lanelet',
    break: (xml, { roadLanelet }) =>
      xml.replace(
        '</osm>',
        `  <relation id="121" visible="true" version="1">\n    <member type="relation" ref="${roadLanelet}" role="refers"/>\n    <tag k="type" v="regulatory_element"/>\n    <tag k="subtype" v="crosswalk"/>\n  </relation>\n</osm>`,
      ),
    code: 'Crosswalk.RegulatoryElementDetails-006',
    editor: 'crosswalk_regulatory_element_details',
  },
  {
    // The editor writes MetaInfo itself on export; it has no rule for a file without one.
    name: 'a missing MetaInfo',
    break: (xml) => xml.replace(/ *<MetaInfo[^>]*\/>\n/, ''),
    code: 'Loader.MissingMetaInfo',
    editor: null,
  },
  {
    // The editor refuses such a file outright (422); see map-save-guards.test.ts.
    name: 'a DOCTYPE with an entity',
    break: (xml) => xml.replace(/(<\?xml[^>]*>\n)/, '$1<!DOCTYPE osm [<!ENTITY e "x">]>\n'),
    code: 'Loader.XmlDoctype',
    editor: null,
  },
];

describe('the independent checker on hand-made exports', () => {
  it('finds nothing in the intact file, nor does the editor find any of the broken codes', async () => {
    const { xml } = lightedRoad();
    expect(checkAutowareExport(xml)).toEqual([]);
    const map = await createMap(server, owner, project, 'Lighted road');
    const saved = await putOsm(server, owner, map.id, xml, { query: MGRS });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const editorCodes = codes(saved.body.detail.findings);
    for (const { editor } of BROKEN) if (editor) expect(editorCodes).not.toContain(editor);
  });

  for (const broken of BROKEN) {
    const editor = broken.editor ? `, as the editor does (${broken.editor})` : '';
    it(`reports ${broken.name} as ${broken.code} alone${editor}`, async () => {
      const { xml, ...ids } = lightedRoad();
      const bad = broken.break(xml, ids);
      expect(bad).not.toBe(xml);
      expect(codes(checkAutowareExport(bad))).toEqual([broken.code]);

      const map = await createMap(server, owner, project, broken.name);
      const saved = await putOsm(server, owner, map.id, bad, { query: MGRS });
      if (broken.code === 'Loader.XmlDoctype') {
        expect(saved.status).toBe(422);
        return;
      }
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      const editorCodes = codes(saved.body.detail.findings);
      if (broken.editor) expect(editorCodes).toContain(broken.editor);
    });
  }
});
