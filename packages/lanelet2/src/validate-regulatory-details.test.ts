import { describe, expect, it } from 'vitest';
import type { OsmDoc } from './osm';
import type { MapBuilder } from './test-maps';
import { twoLaneRoad } from './test-maps';
import type { ValidateOptions } from './validate';
import { validateMap } from './validate';

// Issue 32: regulatory elements' members by type and role, stop lines of no element, traffic
// lights without height and local coordinates on some points only, as Autoware's map
// validator (autoware_lanelet2_map_validator) reports them.

const found = (doc: OsmDoc, code: string, options?: ValidateOptions) =>
  validateMap(doc, options).filter((finding) => finding.code === code);

const stopLine = (b: MapBuilder, x = 38) =>
  b.line(
    [
      [x, 0],
      [x, 3.5],
    ],
    { type: 'stop_line' },
  );
const light = (b: MapBuilder, tags: Record<string, string> = { height: '0.7' }) =>
  b.line(
    [
      [45, 8],
      [45.5, 8],
    ],
    { type: 'traffic_light', subtype: 'red_yellow_green', ...tags },
  );

describe('traffic_light_regulatory_element_details', () => {
  it('refuses a lane bound as the stop line and a road line as the light', () => {
    const { builder: b, right, rightBorder, dashed } = twoLaneRoad();
    const reg = b.regulatoryElement('traffic_light', [
      { role: 'refers', ref: rightBorder[1] },
      { role: 'ref_line', ref: dashed[1] },
    ]);
    b.refer(right[1], reg);
    const findings = found(b.doc, 'traffic_light_regulatory_element_details');
    expect(findings.map((f) => [f.severity, f.element_id])).toEqual([
      ['error', reg],
      ['error', reg],
    ]);
    const text = findings.map((f) => f.message).join('\n');
    expect(text).toContain(
      `has way ${rightBorder[1]} (type road_border, a bound of lanelet ${right[1]}) as \`refers\`; its \`refers\` must be line strings of type traffic_light`,
    );
    expect(text).toContain(
      'its `ref_line` must be a line string of type stop_line, not a lane bound',
    );
  });

  it('is quiet for a light and a stop line of the right types', () => {
    const { builder: b, right } = twoLaneRoad();
    const reg = b.regulatoryElement('traffic_light', [
      { role: 'refers', ref: light(b) },
      { role: 'ref_line', ref: stopLine(b) },
    ]);
    b.refer(right[1], reg);
    expect(validateMap(b.doc, { flavour: 'autoware' })).toEqual([]);
  });
});

describe('crosswalk_regulatory_element_details', () => {
  it('wants one crosswalk lanelet as refers and stop lines as ref_line', () => {
    const { builder: b, right, left, dashed } = twoLaneRoad();
    const reg = b.regulatoryElement('crosswalk', [
      { role: 'refers', ref: left[1], type: 'relation' },
      { role: 'refers', ref: right[0], type: 'relation' },
      { role: 'ref_line', ref: dashed[0] },
    ]);
    b.refer(right[1], reg);
    const messages = found(b.doc, 'crosswalk_regulatory_element_details').map((f) => f.message);
    expect(messages).toHaveLength(3);
    expect(messages).toEqual(
      expect.arrayContaining([
        expect.stringContaining('its `refers` must be a lanelet of subtype crosswalk'),
        expect.stringContaining('has 2 `refers` members'),
        expect.stringContaining('its `ref_line` must be line strings of type stop_line'),
      ]),
    );

    const crossing = b.lanelet(
      b.line(
        [
          [30, -2],
          [30, 9],
        ],
        { type: 'line_thin', subtype: 'solid' },
      ),
      b.line(
        [
          [33, -2],
          [33, 9],
        ],
        { type: 'line_thin', subtype: 'solid' },
      ),
      { subtype: 'crosswalk', one_way: 'no' },
    );
    b.doc.relations.get(reg)!.members = [
      { type: 'relation', ref: crossing, role: 'refers' },
      { type: 'way', ref: stopLine(b, 28), role: 'ref_line' },
    ];
    expect(found(b.doc, 'crosswalk_regulatory_element_details')).toEqual([]);
  });
});

describe('traffic_sign_regulatory_element_details (a stop sign)', () => {
  const withSign = (members: ('sign' | 'light' | 'stop')[], subtype = 'stop_sign') => {
    const { builder: b, right } = twoLaneRoad();
    const make = {
      sign: () => ({
        role: 'refers',
        ref: b.line(
          [
            [40, -1],
            [40.6, -1],
          ],
          { type: 'traffic_sign', subtype },
        ),
      }),
      light: () => ({ role: 'refers', ref: light(b) }),
      stop: () => ({ role: 'ref_line', ref: stopLine(b) }),
    };
    const reg = b.regulatoryElement(
      'traffic_sign',
      members.map((m) => make[m]()),
    );
    b.refer(right[1], reg);
    return b.doc;
  };
  const code = 'traffic_sign_regulatory_element_details';

  it('wants a traffic_sign as the sign, in both flavours', () => {
    const [finding] = found(withSign(['light', 'stop']), code);
    expect(finding?.message).toContain('its `refers` must be traffic_sign line strings');
    expect(found(withSign(['sign', 'stop'], 'de205'), code)).toEqual([]);
  });

  it('for Autoware: a stop_sign and a stop line', () => {
    const autoware = { flavour: 'autoware' } as const;
    expect(found(withSign(['sign']), code, autoware)[0]?.message).toContain(
      'has no `ref_line`, so Autoware does not know where to stop',
    );
    expect(found(withSign(['sign', 'stop'], 'de205'), code, autoware)[0]?.message).toContain(
      'a line string of type traffic_sign, subtype stop_sign',
    );
    expect(validateMap(withSign(['sign', 'stop']), autoware)).toEqual([]);
  });
});

describe('right_of_way_regulatory_element_details', () => {
  it('wants lanelets as right_of_way and yield, and no lane bound as ref_line', () => {
    const { builder: b, right, left, dashed } = twoLaneRoad();
    const reg = b.regulatoryElement('right_of_way', [
      { role: 'right_of_way', ref: right[1], type: 'relation' },
      { role: 'yield', ref: dashed[1] },
      { role: 'ref_line', ref: dashed[0] },
    ]);
    b.refer(left[1], reg);
    const messages = found(b.doc, 'right_of_way_regulatory_element_details').map((f) => f.message);
    expect(messages).toHaveLength(2);
    expect(messages).toEqual(
      expect.arrayContaining([
        expect.stringContaining('as `yield`; its `yield` must be lanelets'),
        expect.stringContaining('must be line strings (stop lines), not lane bounds'),
      ]),
    );
  });
});

describe('stop_line_missing_regulatory_elements', () => {
  it('reports a stop line of no element: a warning, an error for Autoware', () => {
    const { builder: b } = twoLaneRoad();
    const stop = stopLine(b);
    const [plain] = found(b.doc, 'stop_line_missing_regulatory_elements');
    expect(plain).toMatchObject({ severity: 'warning', element_id: stop, element_type: 'way' });
    const [autoware] = found(b.doc, 'stop_line_missing_regulatory_elements', {
      flavour: 'autoware',
    });
    expect(autoware?.severity).toBe('error');
  });
});

describe('traffic_light_missing_height', () => {
  it('warns for a light without a positive height', () => {
    const { builder: b } = twoLaneRoad();
    const none = light(b, {});
    const zero = light(b, { height: '0' });
    light(b);
    const findings = found(b.doc, 'traffic_light_missing_height');
    expect(findings.map((f) => [f.severity, f.element_id])).toEqual([
      ['warning', none],
      ['warning', zero],
    ]);
    expect(findings[1]?.message).toContain('has `height` "0"');
  });
});

describe('local_coordinates_declaration', () => {
  it('wants local_x/local_y on every point or none', () => {
    const { builder: b } = twoLaneRoad();
    const code = 'local_coordinates_declaration';
    expect(found(b.doc, code)).toEqual([]);
    const ids = [...b.doc.nodes.keys()];
    for (const id of ids.slice(0, -2)) {
      Object.assign(b.doc.nodes.get(id)!.tags, { local_x: '1', local_y: '2' });
    }
    b.doc.nodes.get(ids.at(-2)!)!.tags.local_x = '1';
    const findings = found(b.doc, code);
    expect(findings.map((f) => [f.severity, f.element_id])).toEqual([
      ['error', ids.at(-2)],
      ['error', ids.at(-1)],
    ]);
    expect(findings[0]?.message).toContain('has `local_x` but not `local_y`');
    expect(findings[1]?.message).toMatch(/^1 node of \d+ has no `local_x`\/`local_y`/);
  });
});
