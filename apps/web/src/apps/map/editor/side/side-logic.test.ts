import type { MapFinding } from '@ads/lanelet2';
import { describe, expect, it } from 'vitest';
import { DocBuilder } from '../../../../lib/lanelet/test-doc';
import { findingElement, highlightItems } from '../map/highlight-items';
import { elementDetail, elementTitle } from './element-label';
import { visibleFindings } from './FindingsPanel';
import { addTagPatch, renameKeyPatch, setValuePatch } from './tag-edits';
import { groupCounts, treeItems } from './tree-items';

function smallDoc() {
  const b = new DocBuilder();
  const left = b.line(
    [
      [139, 35.00003],
      [139.0002, 35.00003],
    ],
    { type: 'line_thin', subtype: 'solid' },
  );
  const right = b.line(
    [
      [139, 35],
      [139.0002, 35],
    ],
    { type: 'line_thin', subtype: 'dashed' },
  );
  const lanelet = b.lanelet(left, right, { location: 'urban', turn_direction: 'left' });
  const light = b.line(
    [
      [139.0002, 35.00005],
      [139.00021, 35.00005],
    ],
    { type: 'traffic_light' },
  );
  const regelem = b.relation([{ type: 'way', ref: light, role: 'refers' }], {
    type: 'regulatory_element',
    subtype: 'traffic_light',
  });
  return { doc: b.doc, left, right, lanelet, light, regelem };
}

const finding = (patch: Partial<MapFinding>): MapFinding => ({
  severity: 'warning',
  code: 'x',
  element_id: 0,
  message: 'm',
  ...patch,
});

describe('the panels’ logic', () => {
  it('name elements by what they are', () => {
    const { doc, lanelet, regelem, left } = smallDoc();
    expect(elementTitle(doc, { type: 'relation', id: lanelet })).toBe(`Lanelet ${lanelet}`);
    expect(elementDetail(doc, { type: 'relation', id: lanelet })).toBe('road · urban · left');
    expect(elementTitle(doc, { type: 'relation', id: regelem })).toBe(`Traffic light ${regelem}`);
    expect(elementDetail(doc, { type: 'way', id: left })).toBe('line_thin · solid');
    expect(elementDetail(doc, { type: 'way', id: 999 })).toBe('not in the map');
  });

  it('turn tag edits into patches, refusing empty and duplicate keys', () => {
    const tags = { type: 'lanelet', subtype: 'road' };
    expect(renameKeyPatch(tags, 'subtype', 'sub')).toEqual({ subtype: null, sub: 'road' });
    expect(renameKeyPatch(tags, 'subtype', 'subtype')).toBeNull();
    expect(renameKeyPatch(tags, 'subtype', 'type')).toMatch(/already/);
    expect(renameKeyPatch(tags, 'subtype', ' ')).toMatch(/needs a key/);
    expect(setValuePatch(tags, 'subtype', 'road')).toBeNull();
    expect(setValuePatch(tags, 'subtype', 'crosswalk')).toEqual({ subtype: 'crosswalk' });
    expect(addTagPatch(tags, 'one_way', 'no')).toEqual({ one_way: 'no' });
    expect(addTagPatch(tags, 'type', 'x')).toMatch(/already/);
    // A key named like an Object property is just a key.
    expect(addTagPatch(tags, 'constructor', '1')).toEqual({ constructor: '1' });
  });

  it('list findings errors first, filtered by severity', () => {
    const list = [
      finding({ severity: 'info', message: 'i' }),
      finding({ severity: 'warning', message: 'w1' }),
      finding({ severity: 'error', message: 'e' }),
      finding({ severity: 'warning', message: 'w2' }),
    ];
    expect(
      visibleFindings(list, new Set(['error', 'warning', 'info'])).map((f) => f.message),
    ).toEqual(['e', 'w1', 'w2', 'i']);
    expect(visibleFindings(list, new Set(['warning'])).map((f) => f.message)).toEqual(['w1', 'w2']);
  });

  it('find a finding’s element, by its type or by looking its id up', () => {
    const { doc, lanelet, light } = smallDoc();
    expect(findingElement(doc, finding({ element_id: light, element_type: 'way' }))).toEqual({
      type: 'way',
      id: light,
    });
    expect(findingElement(doc, finding({ element_id: lanelet }))).toEqual({
      type: 'relation',
      id: lanelet,
    });
    expect(findingElement(doc, finding({ element_id: 0 }))).toBeNull();
    expect(findingElement(doc, finding({ element_id: 4242 }))).toBeNull();
  });

  it('overlay: route, findings, picks and selection, in that order, info left out', () => {
    const { doc, lanelet, light, regelem } = smallDoc();
    const items = highlightItems({
      doc,
      findings: [
        finding({ severity: 'error', element_id: regelem, element_type: 'relation' }),
        finding({ severity: 'info', element_id: light, element_type: 'way' }),
      ],
      route: { lanelets: [lanelet], lengthM: 20, laneChanges: 0 },
      picks: { lanelets: [lanelet], stop_line: [light] },
      selection: [{ type: 'way', id: light }],
    });
    expect(items.map((item) => [item.role, item.type, item.id])).toEqual([
      ['route', 'relation', lanelet],
      ['error', 'relation', regelem],
      ['pick', 'relation', lanelet],
      ['pick', 'way', light],
      ['selected', 'way', light],
    ]);
  });

  it('list elements by kind, filtered by id or tag', () => {
    const { doc, lanelet, regelem } = smallDoc();
    expect(treeItems(doc, 'lanelets', '')).toEqual([{ type: 'relation', id: lanelet }]);
    expect(treeItems(doc, 'regulatory', 'traffic')).toEqual([{ type: 'relation', id: regelem }]);
    expect(treeItems(doc, 'lines', 'dashed')).toHaveLength(1);
    expect(treeItems(doc, 'lanelets', 'nothing-like-this')).toEqual([]);
    expect(groupCounts(doc)).toEqual({ lanelets: 1, lines: 3, regulatory: 1, areas: 0 });
  });
});
