import { describe, expect, it } from 'vitest';
import { buildLaneletMap, laneletGeometry, parseSpeedLimit, wayPoints } from './lanelet-map';
import { emptyDoc } from './osm';
import { MapBuilder, twoLaneRoad } from './test-maps';

describe('buildLaneletMap', () => {
  it('reads lanelets, their bounds, tags and bound users', () => {
    const { builder: b, right, left, dashed, rightBorder } = twoLaneRoad();
    b.tags(right[0], 'relation').turn_direction = 'left';
    b.tags(right[0], 'relation').speed_limit = '30 mph';
    const map = buildLaneletMap(b.doc);
    expect(map.lanelets.size).toBe(4);
    expect(map.lanelets.get(right[0])).toMatchObject({
      id: right[0],
      leftWayId: dashed[0],
      rightWayId: rightBorder[0],
      leftInverted: false,
      subtype: 'road',
      location: 'urban',
      oneWay: true,
      turnDirection: 'left',
    });
    expect(map.lanelets.get(right[0])!.speedLimit).toBeCloseTo(48.28, 2);
    expect(map.boundUsers.get(dashed[0])).toEqual([right[0], left[0]]);
  });

  it('reads areas and regulatory elements with members by role', () => {
    const { builder: b, right } = twoLaneRoad();
    const stop = b.line(
      [
        [40, 0],
        [40, 3.5],
      ],
      { type: 'stop_line' },
    );
    const light = b.line(
      [
        [45, 0],
        [45, 3.5],
      ],
      { type: 'traffic_light' },
    );
    const reg = b.regulatoryElement('traffic_light', [
      { role: 'refers', ref: light },
      { role: 'ref_line', ref: stop },
    ]);
    b.refer(right[1], reg);
    const area = b.relation([{ type: 'way', ref: stop, role: 'outer' }], {
      type: 'multipolygon',
      subtype: 'parking',
    });
    const map = buildLaneletMap(b.doc);
    expect(map.lanelets.get(right[1])!.regulatoryElementIds).toEqual([reg]);
    const element = map.regulatoryElements.get(reg)!;
    expect(element.subtype).toBe('traffic_light');
    expect(element.members.get('refers')!.map((m) => m.ref)).toEqual([light]);
    expect(map.areas.get(area)).toMatchObject({ subtype: 'parking', outerWayIds: [stop] });
  });

  it('defaults one_way to yes for roads and no for pedestrians', () => {
    const b = new MapBuilder();
    const l = b.line(
      [
        [0, 1],
        [5, 1],
      ],
      {},
    );
    const r = b.line(
      [
        [0, 0],
        [5, 0],
      ],
      {},
    );
    const walk = b.lanelet(l, r, { subtype: 'walkway' });
    const road = b.lanelet(l, r, { one_way: 'no' });
    const map = buildLaneletMap(b.doc);
    expect(map.lanelets.get(walk)!.oneWay).toBe(false);
    expect(map.lanelets.get(road)!.oneWay).toBe(false);
  });
});

describe('laneletGeometry', () => {
  it('gives both bounds in the driving direction, the averaged centreline and the length', () => {
    const { builder: b, left, leftBorder } = twoLaneRoad();
    b.doc.ways.get(leftBorder[0])!.nodes.reverse();
    const map = buildLaneletMap(b.doc);
    expect(map.lanelets.get(left[0])!.leftInverted).toBe(true);
    const geometry = laneletGeometry(map, left[0])!;
    expect(geometry.left.map((p) => [p.x, p.y])).toEqual([
      [0, 7],
      [20, 7],
    ]);
    expect(geometry.centerline.map((p) => [p.x, p.y])).toEqual([
      [0, 5.25],
      [20, 5.25],
    ]);
    expect(geometry.length).toBe(20);
    expect(geometry.polygon).toHaveLength(4);
    expect(geometry.bbox).toEqual({ minX: 0, minY: 3.5, maxX: 20, maxY: 7 });
  });

  it('resamples bounds with different point counts before averaging', () => {
    const b = new MapBuilder();
    const id = b.lanelet(
      b.line(
        [
          [0, 2],
          [5, 2],
          [10, 2],
        ],
        {},
      ),
      b.line(
        [
          [0, 0],
          [10, 0],
        ],
        {},
      ),
    );
    const geometry = laneletGeometry(buildLaneletMap(b.doc), id)!;
    expect(geometry.centerline.map((p) => [p.x, p.y])).toEqual([
      [0, 1],
      [5, 1],
      [10, 1],
    ]);
  });

  it('uses a centerline member, turned to the driving direction', () => {
    const b = new MapBuilder();
    const id = b.lanelet(
      b.line(
        [
          [0, 2],
          [10, 2],
        ],
        {},
      ),
      b.line(
        [
          [0, 0],
          [10, 0],
        ],
        {},
      ),
    );
    const centre = b.line(
      [
        [10, 1.2],
        [0, 1.2],
      ],
      {},
    );
    b.doc.relations.get(id)!.members.push({ type: 'way', ref: centre, role: 'centerline' });
    const geometry = laneletGeometry(buildLaneletMap(b.doc), id)!;
    expect(geometry.centerline.map((p) => [p.x, p.y])).toEqual([
      [0, 1.2],
      [10, 1.2],
    ]);
  });

  it('is null for a lanelet with a missing way or node, which is still listed', () => {
    const { builder: b, right, rightBorder } = twoLaneRoad();
    b.doc.ways.get(rightBorder[1])!.nodes.push(424242);
    b.doc.ways.delete(rightBorder[0]);
    const map = buildLaneletMap(b.doc);
    expect(map.lanelets.has(right[0])).toBe(true);
    expect(laneletGeometry(map, right[0])).toBeNull();
    expect(laneletGeometry(map, right[1])).toBeNull();
    expect(laneletGeometry(map, 777)).toBeNull();
    expect(wayPoints(emptyDoc(), 1)).toBeNull();
  });
});

describe('parseSpeedLimit', () => {
  it('reads Lanelet2 speed notations as km/h', () => {
    expect(parseSpeedLimit('50')).toBe(50);
    expect(parseSpeedLimit(' 50 km/h ')).toBe(50);
    expect(parseSpeedLimit('50kmh')).toBe(50);
    expect(parseSpeedLimit('10 m/s')).toBe(36);
    expect(parseSpeedLimit('10mps')).toBe(36);
    expect(parseSpeedLimit('30 mph')).toBeCloseTo(48.28, 2);
    expect(parseSpeedLimit('-5')).toBe(-5);
    expect(parseSpeedLimit('fast')).toBeUndefined();
    expect(parseSpeedLimit('')).toBeUndefined();
    expect(parseSpeedLimit(undefined)).toBeUndefined();
  });
});
