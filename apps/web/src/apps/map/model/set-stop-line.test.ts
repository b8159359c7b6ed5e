import { parseOsm, writeOsm } from '@ads/lanelet2';
import { describe, expect, it } from 'vitest';
import { MapEditor } from './map-editor';
import { PROJECTOR, at, expectUndoable, line, members, newEditor } from './test-helpers';

/*
 * Issue 30: setting a traffic light's stop line turned element 25 into 29 (the editor deleted
 * it and made a new one). The element keeps its id, tags and other members, also in the file.
 */

function node(id: number, x: number, y: number): string {
  const [lon, lat] = at(x, y);
  return `<node id="${id}" lat="${lat}" lon="${lon}"/>`;
}

function way(id: number, nodes: number[], tags: Record<string, string>): string {
  const nds = nodes.map((n) => `<nd ref="${n}"/>`).join('');
  const tagText = Object.entries(tags)
    .map(([k, v]) => `<tag k="${k}" v="${v}"/>`)
    .join('');
  return `<way id="${id}">${nds}${tagText}</way>`;
}

/** A lanelet (20) governed by traffic light 25, which has no stop line yet; stop line 13. */
const MAP = `<?xml version="1.0" encoding="UTF-8"?>
<osm version="0.6">
${node(1, 0, 1.75)}${node(2, 40, 1.75)}${node(3, 0, -1.75)}${node(4, 40, -1.75)}
${node(5, 41, 6)}${node(6, 41.5, 6)}${node(7, 38, -1.75)}${node(8, 38, 1.75)}
${way(10, [1, 2], { type: 'line_thin', subtype: 'solid' })}
${way(11, [3, 4], { type: 'line_thin', subtype: 'solid' })}
${way(12, [5, 6], { type: 'traffic_light', subtype: 'red_yellow_green' })}
${way(13, [7, 8], { type: 'stop_line' })}
<relation id="20"><member type="way" ref="10" role="left"/><member type="way" ref="11" role="right"/><member type="relation" ref="25" role="regulatory_element"/><tag k="type" v="lanelet"/><tag k="subtype" v="road"/></relation>
<relation id="25"><member type="way" ref="12" role="refers"/><tag k="type" v="regulatory_element"/><tag k="subtype" v="traffic_light"/><tag k="note" v="by hand"/></relation>
</osm>
`;

describe('setStopLine', () => {
  it('traffic light 25 keeps its id, tags and members, and the saved file says so', () => {
    const parsed = parseOsm(MAP, { projector: PROJECTOR });
    expect(parsed.findings.filter((f) => f.severity === 'error')).toEqual([]);
    const editor = MapEditor.fromDoc(parsed.doc, PROJECTOR);
    expectUndoable(editor, () => editor.setStopLine(25, 13));
    expect([...editor.doc.relations.keys()]).toEqual([20, 25]);

    const saved = parseOsm(writeOsm(editor.doc, PROJECTOR, 'lanelet2'), { projector: PROJECTOR });
    const light = saved.doc.relations.get(25)!;
    expect(light.members).toEqual([
      { type: 'way', ref: 12, role: 'refers' },
      { type: 'way', ref: 13, role: 'ref_line' },
    ]);
    expect({ ...light.tags }).toEqual({
      type: 'regulatory_element',
      subtype: 'traffic_light',
      note: 'by hand',
    });
    expect(saved.doc.relations.get(20)!.members.at(-1)).toEqual({
      type: 'relation',
      ref: 25,
      role: 'regulatory_element',
    });
    expect([...saved.doc.relations.keys()]).toEqual([20, 25]);
  });

  it('a new stop line takes the old one’s place; null removes it', () => {
    const editor = newEditor();
    const road = editor.addLaneletFromCenterline(line([0, 0], [40, 0]), 3.5).lanelet;
    const beside = editor.addNeighbourLanelet(road, 'left', 3.5).lanelet;
    const first = editor.addLineString(line([38, -1.75], [38, 1.75]), { type: 'stop_line' });
    const second = editor.addLineString(line([30, -1.75], [30, 1.75]), { type: 'stop_line' });
    const id = editor.addRightOfWay({ rightOfWay: [road], yield: [beside], stopLine: first });
    editor.setTags({ type: 'relation', id }, { note: 'kept' });

    expectUndoable(editor, () => editor.setStopLine(id, second));
    expect(members(editor, id)).toEqual([
      { type: 'relation', ref: road, role: 'right_of_way' },
      { type: 'relation', ref: beside, role: 'yield' },
      { type: 'way', ref: second, role: 'ref_line' },
    ]);
    expect(editor.tagsOf({ type: 'relation', id })!.note).toBe('kept');

    const revision = editor.revision;
    editor.setStopLine(id, second); // already so: no undo step
    expect(editor.revision).toBe(revision);

    editor.setStopLine(id, null);
    expect(members(editor, id).map((m) => m.role)).toEqual(['right_of_way', 'yield']);
  });

  it('refuses what has no single stop line, and a stop line that is not a way', () => {
    const editor = newEditor();
    const road = editor.addLaneletFromCenterline(line([0, 0], [40, 0]), 3.5).lanelet;
    const limit = editor.addSpeedLimit({ lanelets: [road], speedKmh: 30 });
    const stop = editor.addLineString(line([38, -1.75], [38, 1.75]), { type: 'stop_line' });
    expect(() => editor.setStopLine(limit, stop)).toThrow(
      `Regulatory element ${limit} (speed_limit) has no single stop line; traffic lights, signs and right of way do.`,
    );
    expect(() => editor.setStopLine(road, stop)).toThrow(
      `Relation ${road} is not a regulatory element.`,
    );
    const light = editor.addLineString(line([41, 6], [41.5, 6]), { type: 'traffic_light' });
    const id = editor.addTrafficLight({ lanelets: [road], lights: [light] });
    expect(() => editor.setStopLine(id, road)).toThrow(
      `Stop line ${road} is not a line string of this map.`,
    );
  });
});
