import { describe, expect, it } from 'vitest';
import { arrowImage } from './arrow-image';
import { LANELET_FILLS, laneletKind, lineLook } from './element-style';
import { elementsBounds, highlightFeatures } from './highlight-features';
import { LANELET_SOURCES, laneletLayers } from './layers';
import { buildMapFeatures } from './map-features';
import { DocBuilder, gridDoc } from './test-doc';
import { newTags } from '@ads/lanelet2';

const tags = (record: Record<string, string>) => newTags(Object.entries(record));

/** Two lanelets side by side sharing a dashed bound, a crosswalk, a stop line and a light. */
function smallMap() {
  const b = new DocBuilder();
  const left = b.line(
    [
      [139, 35.00003],
      [139.0002, 35.00003],
    ],
    { type: 'line_thin', subtype: 'solid', color: 'yellow' },
  );
  const middle = b.line(
    [
      [139, 35],
      [139.0002, 35],
    ],
    { type: 'line_thin', subtype: 'dashed' },
  );
  const right = b.line(
    [
      [139, 34.99997],
      [139.0002, 34.99997],
    ],
    { type: 'road_border' },
  );
  // The left lane's left bound runs the other way, as OSM files often have it.
  const reversedLeft = b.way([...b.doc.ways.get(left)!.nodes].reverse(), {
    ...b.doc.ways.get(left)!.tags,
  });
  b.doc.ways.delete(left);
  const laneA = b.lanelet(reversedLeft, middle);
  const laneB = b.lanelet(middle, right, { one_way: 'no' });
  const cwLeft = b.line(
    [
      [139.0003, 35.00003],
      [139.0003, 34.99997],
    ],
    { type: 'virtual' },
  );
  const cwRight = b.line(
    [
      [139.00032, 35.00003],
      [139.00032, 34.99997],
    ],
    { type: 'virtual' },
  );
  const crosswalk = b.lanelet(cwLeft, cwRight, { subtype: 'crosswalk' });
  const stop = b.line(
    [
      [139.00019, 35.00003],
      [139.00019, 35],
    ],
    { type: 'stop_line' },
  );
  const light = b.line(
    [
      [139.00025, 35.00005],
      [139.00026, 35.00005],
    ],
    {
      type: 'traffic_light',
      subtype: 'red_yellow_green',
    },
  );
  const regelem = b.relation(
    [
      { type: 'way', ref: light, role: 'refers' },
      { type: 'way', ref: stop, role: 'ref_line' },
    ],
    { type: 'regulatory_element', subtype: 'traffic_light' },
  );
  return { b, laneA, laneB, crosswalk, stop, light, regelem, middle };
}

describe('Lanelet2 as map features', () => {
  it('draws lanelets filled by subtype, with a centreline each', () => {
    const { b, laneA, laneB, crosswalk } = smallMap();
    const features = buildMapFeatures(b.doc);
    expect(features.lanelets.features.map((f) => [f.properties.id, f.properties.kind])).toEqual([
      [laneA, 'road'],
      [laneB, 'road'],
      [crosswalk, 'crosswalk'],
    ]);
    const ring = features.lanelets.features[0]!.geometry.coordinates[0]!;
    expect(ring[0]).toEqual(ring[ring.length - 1]);
    expect(features.centrelines.features.map((f) => f.properties.both)).toEqual([
      false,
      true,
      false,
    ]);
  });

  it('turns a left bound that runs backwards: the right bound gives the direction', () => {
    const { b } = smallMap();
    const line = buildMapFeatures(b.doc).centrelines.features[0]!.geometry.coordinates;
    expect(line[0]![0]).toBeCloseTo(139);
    expect(line[0]![1]).toBeCloseTo(35.000015, 6);
    expect(line[line.length - 1]![0]).toBeCloseTo(139.0002);
  });

  it('styles line strings by type and subtype', () => {
    expect(lineLook(tags({ type: 'line_thin', subtype: 'dashed' }))).toMatchObject({
      dash: 'dashed',
      color: '#FFFFFF',
    });
    expect(lineLook(tags({ type: 'line_thick', subtype: 'solid', color: 'yellow' }))).toMatchObject(
      {
        dash: 'solid',
        color: '#F5C518',
        width: 4,
      },
    );
    expect(lineLook(tags({ type: 'line_thin', subtype: 'solid' })).width).toBe(2.2);
    expect(lineLook(tags({ type: 'virtual' })).dash).toBe('dotted');
    expect(lineLook(tags({ type: 'stop_line' })).kind).toBe('stop_line');
    expect(lineLook(tags({ type: 'curbstone', subtype: 'high' })).kind).toBe('curbstone');
    expect(lineLook(tags({ type: 'road_border' })).kind).toBe('road_border');
    expect(lineLook(tags({ type: 'something_new' })).kind).toBe('other');
  });

  it('gives every lanelet subtype a colour of its own, unknown ones a neutral one', () => {
    const kinds = ['road', 'crosswalk', 'walkway', 'bicycle_lane', 'bus_lane', 'stairs'];
    const colors = kinds.map((subtype) => LANELET_FILLS[laneletKind(tags({ subtype }))]);
    expect(new Set(colors).size).toBe(kinds.length);
    expect(laneletKind(tags({}))).toBe('road');
    expect(laneletKind(tags({ subtype: 'hovercraft_lane' }))).toBe('other');
  });

  it('marks traffic lights and signs with a point halfway along their line', () => {
    const { b, light } = smallMap();
    const points = buildMapFeatures(b.doc).points.features;
    expect(points).toHaveLength(1);
    expect(points[0]!.properties).toEqual({ id: light, type: 'way', kind: 'traffic_light' });
    expect(points[0]!.geometry.coordinates[0]).toBeCloseTo(139.000255, 6);
  });

  it('never throws on a broken document: missing ways, nodes and positions are skipped', () => {
    const b = new DocBuilder();
    const good = b.line([
      [139, 35],
      [139.0001, 35],
    ]);
    const lost = b.way([9999, 9998]);
    const nowhere = b.way([b.node(Number.NaN, Number.NaN), b.node(139, 35)]);
    b.lanelet(good, lost);
    b.lanelet(good, nowhere);
    b.relation([{ type: 'way', ref: good, role: 'left' }], { type: 'lanelet' });
    b.relation([{ type: 'way', ref: 4242, role: 'outer' }], { type: 'multipolygon' });
    const features = buildMapFeatures(b.doc);
    expect(features.lanelets.features).toHaveLength(0);
    expect(features.areas.features).toHaveLength(0);
    expect(features.lines.features.map((f) => f.properties.id)).toEqual([good]);
  });

  // How fast is a figure of `npm run bench` (bench/hdmap.ts), not an assertion here.
  it('builds every lanelet and line of a 5,000-lanelet map', () => {
    const features = buildMapFeatures(gridDoc(5000));
    expect(features.lanelets.features).toHaveLength(5000);
    expect(features.lines.features).toHaveLength(10000);
  });
});

describe('highlights', () => {
  it('draws a selection, a finding and a regulatory element through its members', () => {
    const { b, laneA, stop, regelem, middle } = smallMap();
    const overlay = highlightFeatures(b.doc, [
      { type: 'relation', id: laneA, role: 'selected' },
      { type: 'way', id: stop, role: 'error' },
      { type: 'relation', id: regelem, role: 'warning' },
      { type: 'node', id: b.doc.ways.get(middle)!.nodes[0]!, role: 'pick' },
      { type: 'relation', id: 123456, role: 'error' },
    ]);
    expect(overlay.features.map((f) => [f.properties.role, f.geometry.type])).toEqual([
      ['selected', 'Polygon'],
      ['error', 'LineString'],
      ['warning', 'LineString'],
      ['warning', 'LineString'],
      ['pick', 'Point'],
    ]);
  });

  it('boxes elements for zooming to them', () => {
    const { b, laneA } = smallMap();
    const box = elementsBounds(b.doc, [{ type: 'relation', id: laneA }])!;
    expect(box[0]).toBeCloseTo(139);
    expect(box[2]).toBeCloseTo(139.0002);
    expect(elementsBounds(b.doc, [{ type: 'way', id: 777 }])).toBeNull();
  });
});

describe('layers', () => {
  it('draw each source, markings solid, dashed and dotted, and no text', () => {
    const layers = laneletLayers();
    const sources = new Set(layers.map((layer) => ('source' in layer ? layer.source : '')));
    for (const source of Object.values(LANELET_SOURCES)) expect(sources).toContain(source);
    const ids = layers.map((layer) => layer.id);
    expect(ids).toEqual(
      expect.arrayContaining([
        'lanelet-lines-solid',
        'lanelet-lines-dashed',
        'lanelet-lines-dotted',
      ]),
    );
    expect(JSON.stringify(layers)).not.toMatch(/text-field|glyphs/);
    // Fills first, the overlay's selection last: the selection is never hidden.
    expect(ids[0]).toBe('lanelet-areas-fill');
    expect(ids.indexOf('lanelet-highlight-selected')).toBeGreaterThan(
      ids.indexOf('lanelet-arrows'),
    );
  });

  it('have an arrow image made without a canvas', () => {
    const image = arrowImage(32, '#FFFFFF');
    expect(image.data).toHaveLength(32 * 32 * 4);
    const alpha = (x: number, y: number) => image.data[(y * 32 + x) * 4 + 3]!;
    expect(alpha(24, 16)).toBe(255); // in the head
    expect(alpha(2, 2)).toBe(0); // a corner
    const both = arrowImage(32, '#FFFFFF', true);
    expect(both.data[(16 * 32 + 4) * 4 + 3]).toBeGreaterThan(0); // a head at the start too
  });
});
