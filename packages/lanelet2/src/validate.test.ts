import { describe, expect, it } from 'vitest';
import type { MapFinding, OsmDoc } from './osm';
import { emptyDoc, newTags } from './osm';
import type { XY } from './test-maps';
import { LANE_WIDTH, MapBuilder, junction, twoLaneRoad } from './test-maps';
import type { ValidateOptions } from './validate';
import { FINDING_CODES, FINDING_SEVERITIES, validateMap } from './validate';

function codes(doc: OsmDoc, options?: ValidateOptions): string[] {
  return [...new Set(validateMap(doc, options).map((f) => f.code))].sort();
}

function only(doc: OsmDoc, code: string, options?: ValidateOptions): MapFinding[] {
  const findings = validateMap(doc, options);
  expect(findings.map((f) => f.code)).toEqual(findings.map(() => code));
  expect(findings.length).toBeGreaterThan(0);
  return findings;
}

function setMembers(b: MapBuilder, id: number, roles: Record<string, number>): void {
  b.doc.relations.get(id)!.members = Object.entries(roles).map(([role, ref]) => ({
    type: 'way' as const,
    ref,
    role,
  }));
}

describe('validateMap: clean maps', () => {
  it('finds nothing wrong with a two-lane road, in both flavours', () => {
    const { builder } = twoLaneRoad();
    expect(validateMap(builder.doc)).toEqual([]);
    expect(validateMap(builder.doc, { flavour: 'autoware' })).toEqual([]);
  });

  it('finds nothing wrong with a junction whose branches have a turn direction', () => {
    const { builder } = junction({ straight: 'straight', left: 'left' });
    expect(validateMap(builder.doc)).toEqual([]);
  });

  it('lists a description and a severity for every code', () => {
    for (const code of Object.keys(FINDING_CODES)) {
      expect(FINDING_CODES[code as keyof typeof FINDING_CODES].length).toBeGreaterThan(10);
      expect(FINDING_SEVERITIES[code as keyof typeof FINDING_SEVERITIES]).toMatch(/error|warning/);
    }
  });
});

describe('validateMap: one rule broken, one finding code', () => {
  it('lanelet_bounds: a second left way', () => {
    const { builder: b, right, leftBorder } = twoLaneRoad();
    b.doc.relations.get(right[0])!.members.push({ type: 'way', ref: leftBorder[0], role: 'left' });
    const [finding] = only(b.doc, 'lanelet_bounds');
    expect(finding).toMatchObject({ severity: 'error', element_id: right[0] });
    expect(finding!.message).toContain('2 left bounds and 1 right bound');
  });

  it('lanelet_bounds: no right way at all', () => {
    const { builder: b, right, dashed } = twoLaneRoad();
    setMembers(b, right[1], { left: dashed[1] });
    only(b.doc, 'lanelet_bounds');
  });

  it('missing_reference: a regulatory element and a node that do not exist', () => {
    const { builder: b, right } = twoLaneRoad();
    b.refer(right[0], 9999);
    b.way([b.node(0, -5), 8888], { type: 'line_thin', subtype: 'solid' });
    const findings = only(b.doc, 'missing_reference');
    expect(findings.map((f) => f.message).join(' ')).toMatch(/relation 9999.*|node 8888/);
    expect(
      findings.some((f) => f.message.includes('relation 9999 (role regulatory_element)')),
    ).toBe(true);
    expect(findings.some((f) => f.message.includes('node 8888'))).toBe(true);
  });

  it('duplicate_id: a node with a lanelet’s id', () => {
    const { builder: b, right } = twoLaneRoad();
    b.doc.nodes.set(right[0], {
      id: right[0],
      lat: 0,
      lon: 0,
      x: 50,
      y: 50,
      z: 0,
      tags: newTags(),
    });
    const [finding] = only(b.doc, 'duplicate_id');
    expect(finding!.message).toContain(`node ${right[0]} and lanelet ${right[0]}`);
  });

  it('linestring_too_short: a one-node bound', () => {
    const { builder: b, right, dashed } = twoLaneRoad();
    const stub = b.way([b.node(0, -1)], { type: 'road_border' });
    setMembers(b, right[0], { left: dashed[0], right: stub });
    const [finding] = only(b.doc, 'linestring_too_short');
    expect(finding).toMatchObject({ element_id: stub, element_type: 'way' });
  });

  it('duplicated_points: a node repeated in a bound', () => {
    const { builder: b, rightBorder } = twoLaneRoad();
    const way = b.doc.ways.get(rightBorder[0])!;
    way.nodes = [way.nodes[0]!, way.nodes[0]!, way.nodes[1]!];
    only(b.doc, 'duplicated_points');
  });

  it('lanelet_bounds_crossed: left and right swapped', () => {
    const { builder: b, right, dashed, rightBorder } = twoLaneRoad();
    setMembers(b, right[0], { left: rightBorder[0], right: dashed[0] });
    const [finding] = only(b.doc, 'lanelet_bounds_crossed');
    expect(finding).toMatchObject({ severity: 'error', element_id: right[0] });
  });

  it('lanelet_bounds_crossed: bounds crossing like an X', () => {
    const b = new MapBuilder();
    const leftA = b.line(
      [
        [0, 2],
        [10, -2],
        [20, 2],
      ],
      { type: 'road_border' },
    );
    const rightA = b.line(
      [
        [0, -2],
        [10, 2],
        [20, -2],
      ],
      { type: 'road_border' },
    );
    const a = b.lanelet(leftA, rightA);
    // The next lanelet starts at the same nodes (not new ones on top: points_too_close).
    const end = (way: number) => b.doc.ways.get(way)!.nodes.at(-1)!;
    b.lanelet(
      b.line([end(leftA), [40, 2]], { type: 'road_border' }),
      b.line([end(rightA), [40, -2]], { type: 'road_border' }),
    );
    expect(only(b.doc, 'lanelet_bounds_crossed').map((f) => f.element_id)).toEqual([a]);
  });

  it('traffic_light_refers, traffic_light_stop_line (a warning, an error for Autoware)', () => {
    const withLight = (roles: ('refers' | 'ref_line')[]) => {
      const { builder: b, right } = twoLaneRoad();
      // Only the members asked for are drawn: a stop line of no element is a finding itself.
      const ways = {
        ref_line: () =>
          b.line(
            [
              [38, 0],
              [38, 3.5],
            ],
            { type: 'stop_line' },
          ),
        refers: () =>
          b.line(
            [
              [45, 0],
              [45, 3.5],
            ],
            { type: 'traffic_light', subtype: 'red_yellow_green', height: '0.7' },
          ),
      };
      const reg = b.regulatoryElement(
        'traffic_light',
        roles.map((role) => ({ role, ref: ways[role]() })),
      );
      b.refer(right[1], reg);
      return { doc: b.doc, reg };
    };
    const noLight = withLight(['ref_line']);
    expect(only(noLight.doc, 'traffic_light_refers')[0]).toMatchObject({ element_id: noLight.reg });
    const noStop = withLight(['refers']);
    expect(only(noStop.doc, 'traffic_light_stop_line')[0]!.severity).toBe('warning');
    const autoware = only(noStop.doc, 'traffic_light_stop_line', { flavour: 'autoware' });
    expect(autoware[0]!.severity).toBe('error');
    expect(validateMap(withLight(['refers', 'ref_line']).doc)).toEqual([]);
  });

  it('a complete traffic light is fine; unused, it is regulatory_element_unused', () => {
    const { builder: b, right } = twoLaneRoad();
    const stop = b.line(
      [
        [38, 0],
        [38, 3.5],
      ],
      { type: 'stop_line' },
    );
    const light = b.line(
      [
        [45, 0],
        [45, 3.5],
      ],
      { type: 'traffic_light', height: '0.7' },
    );
    const reg = b.regulatoryElement('traffic_light', [
      { role: 'refers', ref: light },
      { role: 'ref_line', ref: stop },
    ]);
    expect(only(b.doc, 'regulatory_element_unused')[0]).toMatchObject({ element_id: reg });
    b.refer(right[1], reg);
    expect(validateMap(b.doc)).toEqual([]);
  });

  it('regulatory_element_members: a traffic sign without the sign, a right of way without lanes', () => {
    const { builder: b, right, left } = twoLaneRoad();
    const stop = b.line(
      [
        [38, 0],
        [38, 3.5],
      ],
      { type: 'stop_line' },
    );
    const sign = b.regulatoryElement('traffic_sign', [{ role: 'ref_line', ref: stop }]);
    const priority = b.regulatoryElement('right_of_way', [
      { role: 'right_of_way', ref: right[1], type: 'relation' },
    ]);
    b.refer(right[1], sign);
    b.refer(left[1], priority);
    const findings = only(b.doc, 'regulatory_element_members');
    expect(findings.map((f) => f.element_id)).toEqual([sign, priority]);
    expect(findings[1]!.message).toContain('`yield`');
  });

  it('regulatory_element_members: a speed limit without a drawn sign is fine with its sign_type', () => {
    const { builder: b, right } = twoLaneRoad();
    const limit = b.regulatoryElement('speed_limit', []);
    b.refer(right[0], limit);
    expect(only(b.doc, 'regulatory_element_members').map((f) => f.element_id)).toEqual([limit]);
    b.tags(limit, 'relation').sign_type = '30 km/h';
    expect(validateMap(b.doc).filter((f) => f.code === 'regulatory_element_members')).toEqual([]);
  });

  it('lanelet_head_on: two lanelets ending at the same edge from opposite sides', () => {
    const { builder: b, right, dashed, rightBorder } = twoLaneRoad();
    const endLeft = b.doc.ways.get(dashed[1])!.nodes[1]!; // (40, 3.5)
    const endRight = b.doc.ways.get(rightBorder[1])!.nodes[1]!; // (40, 0)
    // Driving −x from x = 80: its right is +y, so its end edge is R2's end edge swapped.
    const back = b.lanelet(
      b.line(
        [
          [80, 0],
          [60, 0],
        ],
        { type: 'road_border' },
      ),
      b.line(
        [
          [80, LANE_WIDTH],
          [60, LANE_WIDTH],
        ],
        { type: 'road_border' },
      ),
    );
    const headOn = b.lanelet(
      b.line([b.doc.ways.get(b.doc.relations.get(back)!.members[0]!.ref)!.nodes[1]!, endRight], {
        type: 'road_border',
      }),
      b.line([b.doc.ways.get(b.doc.relations.get(back)!.members[1]!.ref)!.nodes[1]!, endLeft], {
        type: 'road_border',
      }),
    );
    const [finding] = only(b.doc, 'lanelet_head_on');
    expect(finding).toMatchObject({ severity: 'error', element_id: right[1] });
    expect(finding!.message).toContain(`Lanelets ${right[1]} and ${headOn}`);
  });

  it('missing_subtype and missing_location', () => {
    const a = twoLaneRoad();
    delete a.builder.tags(a.right[0], 'relation').subtype;
    expect(only(a.builder.doc, 'missing_subtype')[0]!.element_id).toBe(a.right[0]);
    const b = twoLaneRoad();
    delete b.builder.tags(b.left[1], 'relation').location;
    expect(only(b.builder.doc, 'missing_location')[0]!.element_id).toBe(b.left[1]);
  });

  it('speed_limit_invalid: unreadable or not positive; "30 km/h" and "20 mph" are fine', () => {
    const { builder: b, right, left } = twoLaneRoad();
    b.tags(right[0], 'relation').speed_limit = 'fast';
    b.tags(right[1], 'relation').speed_limit = '0';
    expect(only(b.doc, 'speed_limit_invalid').map((f) => f.element_id)).toEqual(right);
    b.tags(right[0], 'relation').speed_limit = '30 km/h';
    b.tags(right[1], 'relation').speed_limit = '20 mph';
    b.tags(left[1], 'relation').speed_limit = '13.9 m/s';
    expect(validateMap(b.doc)).toEqual([]);
  });

  it('missing_ele: one finding for the map, Autoware only', () => {
    const { builder: b } = twoLaneRoad();
    const ids = [...b.doc.nodes.keys()];
    for (const id of ids.slice(2)) delete b.doc.nodes.get(id)!.tags.ele;
    expect(validateMap(b.doc)).toEqual([]);
    const [finding] = only(b.doc, 'missing_ele', { flavour: 'autoware' });
    expect(finding).toMatchObject({
      severity: 'warning',
      element_id: ids[2],
      element_type: 'node',
    });
    expect(finding!.message).toContain(`${ids.length - 2} nodes of ${ids.length}`);
  });

  it('missing_turn_direction: diverging branches without (or with a wrong) turn_direction', () => {
    const j = junction();
    const findings = only(j.builder.doc, 'missing_turn_direction');
    expect(findings.map((f) => f.element_id)).toEqual([j.straight, j.left]);
    const wrong = junction({ straight: 'straight', left: 'up' });
    expect(only(wrong.builder.doc, 'missing_turn_direction')[0]!.element_id).toBe(wrong.left);
  });

  it('no turn_direction needed when a lane merely splits into parallel lanes', () => {
    const { builder: b, right } = twoLaneRoad();
    // R1 gets a second successor that drifts 2 m right over 20 m: a lane split, not a turn.
    const r1 = b.doc.relations.get(right[0])!;
    const endLeft = b.doc.ways.get(r1.members[0]!.ref)!.nodes[1]!;
    const endRight = b.doc.ways.get(r1.members[1]!.ref)!.nodes[1]!;
    b.lanelet(
      b.line([endLeft, [40, 1.5]], { type: 'virtual' }),
      b.line([endRight, [40, -2]], { type: 'virtual' }),
    );
    expect(codes(b.doc)).not.toContain('missing_turn_direction');
  });

  it('lanelet_isolated: a lanelet nothing connects to', () => {
    const { builder: b } = twoLaneRoad();
    const alone = b.lanelet(
      b.line(
        [
          [0, 100],
          [20, 100],
        ],
        { type: 'road_border' },
      ),
      b.line(
        [
          [0, 96.5],
          [20, 96.5],
        ],
        { type: 'road_border' },
      ),
    );
    expect(only(b.doc, 'lanelet_isolated')[0]!.element_id).toBe(alone);
  });

  it('lanelet_isolated: a crosswalk on its own is fine (pedestrians are not routed)', () => {
    const { builder: b } = twoLaneRoad();
    b.lanelet(
      b.line(
        [
          [10, -1],
          [10, 8],
        ],
        { type: 'pedestrian_marking' },
      ),
      b.line(
        [
          [14, -1],
          [14, 8],
        ],
        { type: 'pedestrian_marking' },
      ),
      { subtype: 'crosswalk' },
    );
    expect(validateMap(b.doc)).toEqual([]);
  });

  it('lanelet_overlap: a second lane drawn 1 m off the first', () => {
    const { builder: b, right } = twoLaneRoad();
    const border = { type: 'road_border' };
    const l = [b.node(0, 4.5), b.node(20, 4.5), b.node(40, 4.5)];
    const r = [b.node(0, 1), b.node(20, 1), b.node(40, 1)];
    const q1 = b.lanelet(b.way([l[0]!, l[1]!], border), b.way([r[0]!, r[1]!], border));
    b.lanelet(b.way([l[1]!, l[2]!], border), b.way([r[1]!, r[2]!], border));
    const findings = only(b.doc, 'lanelet_overlap');
    expect(findings[0]!.element_id).toBe(right[0]);
    expect(findings[0]!.message).toContain(`Lanelets ${right[0]} and ${q1} overlap by 50.0 m²`);
  });

  it('lanelet_overlap: crossing lanes at an intersection are not reported', () => {
    const { builder: b } = junction({ straight: 'straight', left: 'left' });
    const border = { type: 'road_border' };
    // A northbound lane crossing the straight branch at right angles, and its predecessor.
    const c = (y: number): [number, number] => [b.node(14, y), b.node(17.5, y)];
    const [l0, r0] = c(-40);
    const [l1, r1] = c(-20);
    const [l2, r2] = c(20);
    b.lanelet(b.way([l0, l1], border), b.way([r0, r1], border));
    b.lanelet(b.way([l1, l2], border), b.way([r1, r2], border));
    expect(validateMap(b.doc)).toEqual([]);
  });

  it('bounds pointing opposite ways are flipped, not reported', () => {
    const { builder: b, leftBorder } = twoLaneRoad();
    b.doc.ways.get(leftBorder[0])!.nodes.reverse();
    expect(validateMap(b.doc)).toEqual([]);
  });

  it('a two-way road sharing its centre line is clean', () => {
    const b = new MapBuilder();
    const row = (y: number) => [0, 30, 60].map((x) => b.node(x, y));
    const south = row(-LANE_WIDTH);
    const centre = row(0);
    const north = row(LANE_WIDTH);
    const solid = { type: 'line_thin', subtype: 'solid' };
    const border = { type: 'road_border' };
    for (const i of [0, 1]) {
      const mid = b.way([centre[i]!, centre[i + 1]!], solid); // drawn +x, used by both
      b.lanelet(mid, b.way([south[i]!, south[i + 1]!], border)); // eastbound
      b.lanelet(mid, b.way([north[i + 1]!, north[i]!], border)); // westbound: left inverted
    }
    expect(validateMap(b.doc)).toEqual([]);
  });
});

describe('validateMap: findings are sorted and worded', () => {
  it('sorts errors, then warnings, then by id', () => {
    const { builder: b, right, left } = twoLaneRoad();
    delete b.tags(left[1], 'relation').location;
    b.refer(right[1], 4242);
    const findings = validateMap(b.doc);
    expect(findings.map((f) => [f.severity, f.element_id])).toEqual([
      ['error', right[1]],
      ['warning', left[1]],
    ]);
    for (const f of findings) expect(f.message).toMatch(/^[A-Z].*\.$/);
  });
});

describe('validateMap: never throws', () => {
  it('answers for empty and malformed documents', () => {
    expect(validateMap(emptyDoc())).toEqual([]);
    expect(validateMap({} as OsmDoc)).toEqual([]);
    expect(validateMap(null as unknown as OsmDoc)).toEqual([]);
    const weird = emptyDoc();
    weird.relations.set(1, {
      id: 1,
      members: [
        { type: 'relation', ref: 1, role: 'left' },
        { type: 'relation', ref: 2, role: 'right' },
      ],
      tags: newTags([['type', 'lanelet']]),
    });
    weird.relations.set(2, {
      id: 2,
      members: [{ type: 'relation', ref: 1, role: 'refers' }],
      tags: { type: 'regulatory_element', subtype: 'traffic_light', ['__proto__']: 'x' },
    });
    weird.ways.set(3, { id: 3, nodes: [], tags: undefined as unknown as Record<string, string> });
    weird.nodes.set(4, { id: 4, lat: NaN, lon: NaN, x: NaN, y: Infinity, z: NaN, tags: newTags() });
    const findings = validateMap(weird, { flavour: 'autoware' });
    expect(findings.map((f) => f.code)).not.toContain('validator_failed');
    expect(findings.map((f) => f.code)).toContain('lanelet_bounds');
  });

  it('survives absurd coordinates', () => {
    const b = new MapBuilder();
    const far: XY[] = [
      [-1e12, 0],
      [1e12, 0],
    ];
    b.lanelet(
      b.line(far, {}),
      b.line(
        [
          [-1e12, -3],
          [1e12, -3],
        ],
        {},
      ),
    );
    b.lanelet(
      b.line(
        [
          [0, 1e15],
          [1, 1e15],
        ],
        {},
      ),
      b.line(
        [
          [0, -1e15],
          [1, -1e15],
        ],
        {},
      ),
    );
    expect(codes(b.doc)).not.toContain('validator_failed');
  });
});
