import { describe, expect, it } from 'vitest';
import { newTags } from './osm';
import { parseOsm } from './osm-xml';

/** A small map every element of which the fast path reads. */
const PLAIN = `<?xml version="1.0" encoding="UTF-8"?>
<osm version="0.6" generator="test">
  <node id="1" visible="true" version="1" lat="35.68120147094868" lon="139.76746183857017">
    <tag k="ele" v="1.5"/>
    <tag k="name" v="corner"/>
  </node>
  <node id="2" lat="35.6813" lon="139.7673"/>
  <node id='3000000000' lat='35.6814' lon='139.7674' action='modify'/>
  <way id="10">
    <nd ref="1"/>
    <nd ref="2"/>
    <nd ref="3000000000"/>
    <tag k="type" v="line_thin"/>
    <tag k="subtype" v="dashed"/>
  </way>
  <relation id="20">
    <member type="way" ref="10" role="left"/>
    <member type="node" ref="2"/>
    <member type="relation" ref="20" role="self"/>
    <tag k="type" v="lanelet"/>
  </relation>
</osm>
`;

/**
 * The same map in forms only the general reader takes: each change below leaves the meaning
 * alone, so the document must come out the same.
 */
const SAME_MEANING: [string, string][] = [
  ['a comment inside an element', '<tag k="ele" v="1.5"/>\n    <!-- c -->'],
  ['a character reference', '<tag k="subtype" v="&#100;ashed"/>'],
  ['an attribute the model does not keep', '<way id="10" note="x">'],
  ['a tag with a closing tag', '<tag k="type" v="lanelet"></tag>'],
  ['a space before the closing >', '</way >'],
];

const ORIGINAL: Record<string, string> = {
  'a comment inside an element': '<tag k="ele" v="1.5"/>',
  'a character reference': '<tag k="subtype" v="dashed"/>',
  'an attribute the model does not keep': '<way id="10">',
  'a tag with a closing tag': '<tag k="type" v="lanelet"/>',
  'a space before the closing >': '</way>',
};

describe('the fast path of parseOsm', () => {
  const plain = parseOsm(PLAIN);

  it('reads plain elements completely', () => {
    expect(plain.findings.filter((f) => f.severity !== 'info')).toEqual([]);
    expect(plain.doc.nodes.get(1)?.lat).toBe(35.68120147094868);
    expect(plain.doc.nodes.get(1)?.lon).toBe(139.76746183857017);
    expect(plain.doc.nodes.get(3000000000)?.lat).toBe(35.6814);
    expect(plain.doc.ways.get(10)?.nodes).toEqual([1, 2, 3000000000]);
    expect(plain.doc.relations.get(20)?.members).toEqual([
      { type: 'way', ref: 10, role: 'left' },
      { type: 'node', ref: 2, role: '' },
      { type: 'relation', ref: 20, role: 'self' },
    ]);
    expect({ ...plain.doc.ways.get(10)?.tags }).toEqual({ type: 'line_thin', subtype: 'dashed' });
  });

  for (const [what, replacement] of SAME_MEANING) {
    it(`gives what the general reader gives for the same map with ${what}`, () => {
      const xml = PLAIN.replace(ORIGINAL[what]!, replacement);
      expect(xml).not.toBe(PLAIN);
      const general = parseOsm(xml);
      expect(general.doc).toEqual(plain.doc);
      expect(general.findings).toEqual(plain.findings);
    });
  }

  it('leaves what needs a finding to the general reader', () => {
    const broken = PLAIN.replace('<node id="2"', '<node id="1"').replace(
      '<tag k="subtype" v="dashed"/>',
      '<tag k="type" v="again"/>',
    );
    expect(parseOsm(broken).findings.map((f) => f.code)).toEqual(
      expect.arrayContaining(['duplicate_id', 'duplicate_tag']),
    );
  });
});

describe('tag records', () => {
  const KEYS = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf'];

  it('hold keys named like Object.prototype members as plain keys', () => {
    const tags = KEYS.map((k) => `<tag k="${k}" v="${k}!"/>`).join('');
    // The node takes the fast path; the way, with a comment inside, the general reader.
    const xml = `<osm><node id="1" lat="1" lon="2">${tags}</node><way id="2"><!-- c -->${tags}</way></osm>`;
    const { doc } = parseOsm(xml);
    for (const element of [
      doc.nodes.get(1)!,
      doc.ways.get(2)!,
      { tags: newTags(KEYS.map((k) => [k, `${k}!`])) },
    ]) {
      expect(Object.getPrototypeOf(element.tags)).toBeNull();
      expect(Object.keys(element.tags)).toEqual(KEYS);
      for (const k of KEYS) expect(element.tags[k]).toBe(`${k}!`);
    }
  });

  it('have nothing but their own keys', () => {
    const { doc } = parseOsm('<osm><node id="1" lat="1" lon="2"/><way id="2"></way></osm>');
    for (const tags of [doc.nodes.get(1)!.tags, doc.ways.get(2)!.tags, newTags()]) {
      for (const k of KEYS) {
        expect(k in tags).toBe(false);
        expect(tags[k]).toBeUndefined();
      }
    }
  });
});
