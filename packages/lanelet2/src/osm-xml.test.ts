import { describe, expect, it } from 'vitest';
import { AUTOWARE_54SUE, PLAIN_LANELET2 } from './osm-xml.fixtures';
import { formatExact, parseDecimal } from './osm-xml-numbers';
import {
  AUTOWARE_FORMAT_VERSION,
  OSM_GENERATOR,
  nodeFromLatLon,
  nodeFromLocal,
  parseOsm,
  writeOsm,
} from './osm-xml';
import { emptyDoc, newTags, type MapFinding, type MapProjector, type OsmDoc } from './osm';
import { makeProjector } from './projection';
import { validateMap } from './validate';

const MGRS_54SUE: MapProjector = { projector_type: 'MGRS', mgrs_grid: '54SUE' };

function codes(findings: MapFinding[]): string[] {
  return findings.map((finding) => finding.code);
}

function problems(findings: MapFinding[]): MapFinding[] {
  return findings.filter((finding) => finding.severity !== 'info');
}

/** What a round trip must keep (a write sets the generator, and the version if there was none). */
function content(doc: OsmDoc) {
  const attributes: Record<string, string> = { ...doc.attributes };
  delete attributes.generator;
  delete attributes.version;
  return {
    nodes: [...doc.nodes.values()],
    ways: [...doc.ways.values()],
    relations: [...doc.relations.values()],
    attributes,
  };
}

describe('parseOsm: plain Lanelet2', () => {
  const parsed = parseOsm(PLAIN_LANELET2);

  it('reads every element with ids, tags, roles and member order', () => {
    expect(problems(parsed.findings)).toEqual([]);
    expect(parsed.flavour).toBe('lanelet2');
    expect([...parsed.doc.nodes.keys()]).toEqual([-101, -102, -103, -104, -105, -106, -107, -108]);
    expect(parsed.doc.ways.get(-203)?.nodes).toEqual([-105, -106]);
    expect({ ...parsed.doc.ways.get(-203)?.tags }).toEqual({
      type: 'traffic_light',
      subtype: 'red_yellow_green',
      height: '0.9',
    });
    expect(parsed.doc.relations.get(-301)?.members).toEqual([
      { type: 'way', ref: -201, role: 'left' },
      { type: 'way', ref: -202, role: 'right' },
      { type: 'relation', ref: -302, role: 'regulatory_element' },
    ]);
    expect(parsed.doc.relations.get(-302)?.members.map((m) => m.role)).toEqual([
      'refers',
      'ref_line',
    ]);
    expect(parsed.doc.attributes).toEqual({ version: '0.6', upload: 'false', generator: 'JOSM' });
    expect(Object.getPrototypeOf(parsed.doc.nodes.get(-101)?.tags)).toBeNull();
  });

  it('places nodes with a LocalCartesianUTM origin at the first node, to 1e-6°', () => {
    expect(parsed.projector).toEqual({
      projector_type: 'LocalCartesianUTM',
      map_origin: { latitude: 49.005123, longitude: 8.401235, altitude: 0 },
    });
    const first = parsed.doc.nodes.get(-101);
    const expected = makeProjector(parsed.projector).forward(49.00512345678, 8.40123456789, 0);
    expect(first?.x).toBeCloseTo(expected.x, 9);
    expect(first?.y).toBeCloseTo(expected.y, 9);
    expect(Math.abs(first?.x ?? 1)).toBeLessThan(0.1); // ~0.03 m from the rounded origin
    expect(first?.z).toBe(115.25);
    expect(parsed.doc.nodes.get(-103)?.z).toBe(0);
    // -102 is 0.0005° (about 55.6 m) north of -101.
    expect((parsed.doc.nodes.get(-102)?.y ?? 0) - (first?.y ?? 0)).toBeCloseTo(55.6, 0);
    expect(codes(parsed.findings)).toEqual(['projector_inferred']);
  });

  it('takes the projector it is given', () => {
    const tm: MapProjector = {
      projector_type: 'TransverseMercator',
      map_origin: { latitude: 49, longitude: 8.4, altitude: 0 },
    };
    const withTm = parseOsm(PLAIN_LANELET2, { projector: tm });
    expect(withTm.projector).toBe(tm);
    expect(codes(withTm.findings)).toEqual([]);
    const node = withTm.doc.nodes.get(-101);
    expect(node?.x).toBeCloseTo(makeProjector(tm).forward(49.00512345678, 8.40123456789, 0).x, 9);
  });

  it('parse → write → parse keeps the document', () => {
    const written = writeOsm(parsed.doc, parsed.projector, 'lanelet2');
    const again = parseOsm(written);
    expect(again.projector).toEqual(parsed.projector);
    expect(content(again.doc)).toEqual(content(parsed.doc));
    expect(again.doc.attributes.generator).toBe(OSM_GENERATOR);
  });

  it('write → parse → write gives the same text', () => {
    const first = writeOsm(parsed.doc, parsed.projector, 'lanelet2');
    const again = parseOsm(first);
    expect(writeOsm(again.doc, again.projector, 'lanelet2')).toBe(first);
  });

  it('lanelet2 → autoware → lanelet2 keeps lat/lon to 1e-9°', () => {
    const autowareText = writeOsm(parsed.doc, MGRS_54SUE, 'autoware');
    const asAutoware = parseOsm(autowareText, { projector: parsed.projector });
    expect(asAutoware.flavour).toBe('autoware');
    expect(problems(asAutoware.findings)).toEqual([]);
    const back = parseOsm(writeOsm(asAutoware.doc, asAutoware.projector, 'lanelet2'));
    expect(back.flavour).toBe('lanelet2');
    for (const node of parsed.doc.nodes.values()) {
      const other = back.doc.nodes.get(node.id);
      expect(Math.abs((other?.lat ?? 0) - node.lat)).toBeLessThan(1e-9);
      expect(Math.abs((other?.lon ?? 0) - node.lon)).toBeLessThan(1e-9);
      expect(other?.z).toBeCloseTo(node.z, 9);
      expect(other?.tags.local_x).toBeUndefined();
      // Autoware's local coordinates were the node's, to 0.1 mm.
      const local = asAutoware.doc.nodes.get(node.id);
      expect(Math.abs((local?.x ?? 0) - node.x)).toBeLessThanOrEqual(5e-5);
      expect(Math.abs((local?.y ?? 0) - node.y)).toBeLessThanOrEqual(5e-5);
    }
  });
});

describe('parseOsm: Autoware', () => {
  const parsed = parseOsm(AUTOWARE_54SUE);

  it('reads local_x/local_y/ele as the coordinates, under MGRS of the first node', () => {
    expect(parsed.flavour).toBe('autoware');
    expect(parsed.projector).toEqual(MGRS_54SUE);
    expect(codes(parsed.findings)).toEqual(['projector_inferred']);
    const node = parsed.doc.nodes.get(4);
    expect(node).toMatchObject({ id: 4, x: 86086.6737, y: 46764.9403, z: 20.15 });
    expect(node?.lat).toBe(35.65817000014);
    expect(node?.tags.local_x).toBe('86086.67370');
  });

  it('round-trips both ways, keeping the original number texts', () => {
    const written = writeOsm(parsed.doc, parsed.projector, 'autoware');
    expect(written).toContain('<tag k="local_x" v="86086.67370"/>');
    expect(written).toContain('<tag k="ele" v="20.15"/>');
    const again = parseOsm(written);
    expect(content(again.doc)).toEqual(content(parsed.doc));
    expect(writeOsm(again.doc, again.projector, 'autoware')).toBe(written);
  });

  it('writes moved nodes to 0.1 mm and drops local tags in the lanelet2 flavour', () => {
    const node = parsed.doc.nodes.get(1);
    if (node === undefined) throw new Error('fixture lost node 1');
    const moved = { ...node, x: node.x + 1.234567, z: 0 };
    const doc: OsmDoc = { ...emptyDoc(), nodes: new Map([[1, moved]]) };
    const autoware = writeOsm(doc, MGRS_54SUE, 'autoware');
    expect(autoware).toContain('<tag k="local_x" v="86076.0410"/>');
    expect(autoware).toContain('<tag k="local_y" v="46757.3268"/>');
    expect(autoware).toContain('<tag k="ele" v="0.0000"/>');
    const plain = writeOsm(doc, MGRS_54SUE, 'lanelet2');
    expect(plain).not.toContain('local_');
    expect(plain).toContain('<tag k="mgrs_code" v="54SUE860467"/>');
  });

  it('detects lat/lon that disagree with local_x/local_y', () => {
    const shifted = AUTOWARE_54SUE.replace('v="86079.4036"', 'v="87602.8036"');
    const result = parseOsm(shifted);
    const mismatch = result.findings.filter((f) => f.code === 'projector_mismatch');
    expect(mismatch).toHaveLength(1);
    expect(mismatch[0]).toMatchObject({ severity: 'warning', element_id: 2, element_type: 'node' });
    expect(mismatch[0]?.message).toBe(
      'Node 2 (line 10) lies 1523.4 m from where its lat/lon put it under MGRS 54SUE: the map would load in the wrong place.',
    );
    const wrongGrid = parseOsm(AUTOWARE_54SUE, {
      projector: { ...MGRS_54SUE, mgrs_grid: '54SUF' },
    });
    const all = wrongGrid.findings.filter((f) => f.code === 'projector_mismatch');
    expect(all).toHaveLength(1);
    expect(all[0]?.message).toMatch(/^Node 1 \(line 4\) lies 100000\.0 m .*\(4 nodes are off/);
  });

  it('reads a map without lat/lon as Local, with NaN lat/lon written back as 0', () => {
    const local = AUTOWARE_54SUE.replace(/lat="[^"]*" lon="[^"]*"/g, 'lat="0" lon="0"');
    const result = parseOsm(local);
    expect(result.projector).toEqual({ projector_type: 'Local' });
    expect(problems(result.findings)).toEqual([]);
    const node = result.doc.nodes.get(1);
    expect(node?.lat).toBeNaN();
    expect(node?.x).toBe(86074.8064);
    const written = writeOsm(result.doc, result.projector, 'autoware');
    expect(written).toContain('<node id="1" visible="true" version="1" lat="0" lon="0">');
    expect(content(parseOsm(written).doc)).toEqual(content(result.doc));
  });

  it('derives missing lat/lon from local coordinates through the projector', () => {
    const noLatLon = AUTOWARE_54SUE.replace(/ lat="[^"]*" lon="[^"]*"/g, '');
    const result = parseOsm(noLatLon, { projector: MGRS_54SUE });
    expect(problems(result.findings)).toEqual([]);
    const node = result.doc.nodes.get(3);
    expect(node?.lat).toBeCloseTo(35.65812, 9);
    expect(node?.lon).toBeCloseTo(139.74147999984, 9);
  });
});

describe('entities and numbers', () => {
  it('decodes references in either quote style', () => {
    const xml = `<osm><way id="1"><tag k='a' v='&amp;&lt;&gt;&quot;&apos;&#123;&#x1F600;'/><tag k="b" v="it's"/></way></osm>`;
    const tags = parseOsm(xml).doc.ways.get(1)?.tags;
    expect(tags?.a).toBe('&<>"\'{😀');
    expect(tags?.b).toBe("it's");
  });

  it('round-trips awkward tag values', () => {
    const value = 'a < b && "c" \'d\' > e\ttab\nline Straße 東京 😀';
    const doc = emptyDoc();
    doc.ways.set(-1, {
      id: -1,
      nodes: [],
      tags: newTags([
        ['name', value],
        ['__proto__', 'x'],
      ]),
    });
    doc.relations.set(-2, {
      id: -2,
      members: [{ type: 'way', ref: -1, role: 'a"<b' }],
      tags: newTags(),
    });
    const written = writeOsm(doc, { projector_type: 'Local' }, 'lanelet2');
    expect(written).toContain(
      'v="a &lt; b &amp;&amp; &quot;c&quot; \'d\' &gt; e&#9;tab&#10;line Straße 東京 😀"',
    );
    const again = parseOsm(written);
    expect(again.doc.ways.get(-1)?.tags.name).toBe(value);
    expect(Object.keys(again.doc.ways.get(-1)?.tags ?? {})).toEqual(['name', '__proto__']);
    expect(again.doc.relations.get(-2)?.members[0]?.role).toBe('a"<b');
  });

  it('normalises literal whitespace in attribute values like any XML reader', () => {
    const xml = '<osm><way id="1"><tag k="a" v="x\ny\tz\r\nw"/></way></osm>';
    expect(parseOsm(xml).doc.ways.get(1)?.tags.a).toBe('x y z w');
  });

  it('reads only decimal numbers', () => {
    for (const good of ['0', '-1', '+2', '1.5', '.5', '5.', '1e3', '-1.25E-7']) {
      expect(parseDecimal(good)).toBe(Number(good));
    }
    for (const bad of [
      '',
      ' ',
      '0x1F',
      '0x10',
      '0b1',
      '0o7',
      'Infinity',
      '1e',
      'abc',
      '1,5',
      ' 1',
      '1 ',
    ]) {
      expect(parseDecimal(bad)).toBeNaN();
    }
  });

  it('writes lat/lon exactly and without exponents', () => {
    for (const value of [
      35.65817000014,
      -0.0000001,
      1.5e-7,
      123e-20,
      0.1 + 0.2,
      -179.99999999999997,
    ]) {
      const text = formatExact(value);
      expect(text).not.toMatch(/e/i);
      expect(Number(text)).toBe(value);
    }
    expect(formatExact(1e-7)).toBe('0.0000001');
    expect(formatExact(Number.NaN)).toBe('0');
  });
});

describe('writeOsm', () => {
  it('writes the standard layout', () => {
    const doc = emptyDoc();
    doc.attributes = { generator: 'JOSM', upload: 'false' };
    doc.nodes.set(-1, { id: -1, lat: 49, lon: 8.5, x: 0, y: 0, z: 0, tags: newTags() });
    doc.nodes.set(2, {
      id: 2,
      lat: 49.0001,
      lon: 8.5,
      x: 0,
      y: 11.1,
      z: 2,
      tags: newTags([['ele', '2']]),
    });
    doc.ways.set(3, { id: 3, nodes: [-1, 2], tags: newTags([['type', 'line_thin']]) });
    doc.relations.set(-4, {
      id: -4,
      members: [{ type: 'way', ref: 3, role: 'left' }],
      tags: newTags([['type', 'lanelet']]),
    });
    expect(writeOsm(doc, { projector_type: 'Local' }, 'lanelet2')).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<osm version="0.6" generator="ADS Studio HDMAP Builder" upload="false">',
        '  <node id="-1" lat="49" lon="8.5"/>',
        '  <node id="2" visible="true" version="1" lat="49.0001" lon="8.5">',
        '    <tag k="ele" v="2"/>',
        '  </node>',
        '  <way id="3" visible="true" version="1">',
        '    <nd ref="-1"/>',
        '    <nd ref="2"/>',
        '    <tag k="type" v="line_thin"/>',
        '  </way>',
        '  <relation id="-4">',
        '    <member type="way" ref="3" role="left"/>',
        '    <tag k="type" v="lanelet"/>',
        '  </relation>',
        '</osm>',
        '',
      ].join('\n'),
    );
  });
});

describe('writeOsm: Autoware needs ele on every node', () => {
  const doc = emptyDoc();
  doc.nodes.set(1, { id: 1, lat: 49, lon: 8.5, x: 10, y: 20, z: 0, tags: newTags() });
  doc.nodes.set(2, { id: 2, lat: 49.0001, lon: 8.5, x: 10, y: 31.1, z: 0, tags: newTags() });
  doc.nodes.set(3, { id: 3, lat: 49.0002, lon: 8.5, x: 10, y: 42.2, z: 1.25, tags: newTags() });

  it('writes ele 0 for a node at z = 0 in the Autoware flavour', () => {
    const xml = writeOsm(doc, { projector_type: 'Local' }, 'autoware');
    const nodes = xml.split('<node ').slice(1);
    expect(nodes).toHaveLength(3);
    for (const node of nodes) expect(node).toMatch(/<tag k="ele" v="-?\d/);
    expect(nodes[0]).toContain('<tag k="ele" v="0.0000"/>');
    expect(nodes[2]).toContain('<tag k="ele" v="1.2500"/>');
    const back = parseOsm(xml, { projector: { projector_type: 'Local' } });
    expect(validateMap(back.doc, { flavour: 'autoware' }).map((f) => f.code)).not.toContain(
      'missing_ele',
    );
  });

  it('keeps a zero height implicit in the plain Lanelet2 flavour, as Lanelet2 writes it', () => {
    const xml = writeOsm(doc, { projector_type: 'Local' }, 'lanelet2');
    expect(xml.match(/k="ele"/g)).toHaveLength(1);
  });
});

describe("Autoware's <MetaInfo>", () => {
  // The fixture, as Vector Map Builder writes it, starts with <MetaInfo format_version="1"
  // map_version="2"/>.
  const withoutMeta = AUTOWARE_54SUE.replace(/ *<MetaInfo[^>]*>\n/, '');

  it('is kept on import and written first in the Autoware export, not reported', () => {
    const parsed = parseOsm(AUTOWARE_54SUE, { projector: MGRS_54SUE });
    expect(codes(parsed.findings)).not.toContain('unknown_element');
    expect(parsed.doc.metaInfo).toEqual({ format_version: '1', map_version: '2' });
    const xml = writeOsm(parsed.doc, MGRS_54SUE, 'autoware');
    expect(xml.split('\n')[2]).toBe('  <MetaInfo format_version="1" map_version="2"/>');
    expect(parseOsm(xml, { projector: MGRS_54SUE }).doc.metaInfo).toEqual(parsed.doc.metaInfo);
  });

  it('states the format version in every Autoware export, and none in a plain one', () => {
    const plain = parseOsm(withoutMeta, { projector: MGRS_54SUE });
    expect(plain.doc.metaInfo).toBeUndefined();
    expect(writeOsm(plain.doc, MGRS_54SUE, 'autoware').split('\n')[2]).toBe(
      `  <MetaInfo format_version="${AUTOWARE_FORMAT_VERSION}"/>`,
    );
    expect(writeOsm(plain.doc, MGRS_54SUE, 'lanelet2')).not.toContain('MetaInfo');
  });

  it('keeps the first of two and says the second was ignored', () => {
    const twice = AUTOWARE_54SUE.replace(
      '<node id="1"',
      '<MetaInfo format_version="9" map_version="x"/>\n  <node id="1"',
    );
    const parsed = parseOsm(twice, { projector: MGRS_54SUE });
    expect(parsed.doc.metaInfo).toEqual({ format_version: '1', map_version: '2' });
    expect(parsed.findings.map((f) => f.message)).toContain(
      'Line 4: a second <MetaInfo> was ignored; the first is kept.',
    );
  });
});

describe('nodeFromLocal / nodeFromLatLon', () => {
  it('build nodes whose lat/lon and x/y agree under the projector', () => {
    const fromLocal = nodeFromLocal(-7, 86074.8064, 46757.3268, 20, newTags(), MGRS_54SUE);
    expect(fromLocal.lat).toBeCloseTo(35.65809999993, 10);
    expect(fromLocal.lon).toBeCloseTo(139.74139999959, 10);
    const fromLatLon = nodeFromLatLon(-8, fromLocal.lat, fromLocal.lon, 20, newTags(), MGRS_54SUE);
    expect(fromLatLon.x).toBeCloseTo(86074.8064, 8);
    expect(fromLatLon.y).toBeCloseTo(46757.3268, 8);
    expect(fromLatLon.z).toBe(20);
  });

  it('bring stale metre tags up to date and leave the caller’s tags alone', () => {
    const tags = newTags([
      ['local_x', '1.0'],
      ['ele', '5'],
      ['type', 'x'],
    ]);
    const node = nodeFromLocal(1, 2.5, 3, 5, tags, { projector_type: 'Local' });
    expect({ ...node.tags }).toEqual({ local_x: '2.5000', ele: '5', type: 'x' });
    expect(tags.local_x).toBe('1.0');
    expect(node.lat).toBeNaN();
    expect(Object.getPrototypeOf(node.tags)).toBeNull();
  });
});
