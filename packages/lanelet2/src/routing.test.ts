import { describe, expect, it } from 'vitest';
import { buildLaneletMap } from './lanelet-map';
import { buildRoutingGraph, nearestLanelet, routeBetweenPoints, shortestRoute } from './routing';
import { LANE_WIDTH, MapBuilder, junction, twoLaneRoad } from './test-maps';

function graphOf(divider?: Record<string, string>, laneChangeCost?: number) {
  const road = twoLaneRoad(divider ? { divider } : {});
  const map = buildLaneletMap(road.builder.doc);
  return { ...road, map, graph: buildRoutingGraph(map, { laneChangeCost }) };
}

describe('buildRoutingGraph', () => {
  it('links successors and same-direction neighbours', () => {
    const { graph, right, left } = graphOf();
    expect(graph.laneletIds).toHaveLength(4);
    expect(graph.successors(right[0])).toEqual([right[1]]);
    expect(graph.predecessors(right[1])).toEqual([right[0]]);
    expect(graph.neighbours(right[0])).toEqual([
      { id: left[0], side: 'left', sameDirection: true, laneChange: true },
    ]);
    expect(graph.neighbours(left[0])).toEqual([
      { id: right[0], side: 'right', sameDirection: true, laneChange: true },
    ]);
    expect(graph.length(right[0])).toBeCloseTo(20, 9);
    expect(graph.edges(right[0])).toEqual([
      { to: right[1], kind: 'successor', cost: 20 },
      { to: left[0], kind: 'lane_change_left', cost: 5 },
    ]);
  });

  it('keeps the opposite lane of a two-way road as an adjacent neighbour without an edge', () => {
    const b = new MapBuilder();
    const centre = b.line(
      [
        [0, 0],
        [30, 0],
      ],
      { type: 'line_thin', subtype: 'dashed' },
    );
    const east = b.lanelet(
      centre,
      b.line(
        [
          [0, -LANE_WIDTH],
          [30, -LANE_WIDTH],
        ],
        {},
      ),
    );
    const west = b.lanelet(
      centre,
      b.line(
        [
          [30, LANE_WIDTH],
          [0, LANE_WIDTH],
        ],
        {},
      ),
    );
    const graph = buildRoutingGraph(buildLaneletMap(b.doc));
    expect(graph.neighbours(east)).toEqual([
      { id: west, side: 'left', sameDirection: false, laneChange: false },
    ]);
    expect(graph.edges(east)).toEqual([]);
    expect(shortestRoute(graph, east, west)).toBeNull();
  });

  it('leaves out lanelets for pedestrians and lanelets without geometry', () => {
    const { builder: b } = twoLaneRoad();
    const crosswalk = b.lanelet(
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
    const broken = b.lanelet(12345, 12346);
    const graph = buildRoutingGraph(buildLaneletMap(b.doc));
    expect(graph.has(crosswalk)).toBe(false);
    expect(graph.has(broken)).toBe(false);
    expect(graph.laneletIds).toHaveLength(4);
  });
});

describe('shortestRoute', () => {
  it('follows successors; the start and target lanelets count in full', () => {
    const { graph, right } = graphOf();
    expect(shortestRoute(graph, right[0], right[1])).toEqual({
      lanelets: right,
      length: 40,
      cost: 40,
      laneChanges: 0,
    });
    expect(shortestRoute(graph, right[0], right[0])).toEqual({
      lanelets: [right[0]],
      length: 20,
      cost: 20,
      laneChanges: 0,
    });
  });

  it('changes lanes over a dashed line, at the lane change cost', () => {
    const { graph, right, left } = graphOf();
    const route = shortestRoute(graph, right[0], left[1])!;
    expect(route).toMatchObject({ length: 40, cost: 45, laneChanges: 1 });
    expect(route.lanelets[0]).toBe(right[0]);
    expect(route.lanelets[route.lanelets.length - 1]).toBe(left[1]);
    expect(route.lanelets).toHaveLength(3);
    const expensive = graphOf(undefined, 100);
    expect(shortestRoute(expensive.graph, expensive.right[0], expensive.left[1])).toMatchObject({
      length: 40,
      cost: 140,
      laneChanges: 1,
    });
  });

  it('does not cross a solid line', () => {
    const { graph, right, left } = graphOf({ type: 'line_thin', subtype: 'solid' });
    expect(shortestRoute(graph, right[0], left[1])).toBeNull();
    expect(shortestRoute(graph, right[0], right[1])).not.toBeNull();
  });

  it('crosses dashed_solid and solid_dashed from the dashed side only', () => {
    // The divider is drawn +x: the left lane lies on the line's left, the right lane on its right.
    const dashedLeft = graphOf({ type: 'line_thin', subtype: 'dashed_solid' });
    expect(shortestRoute(dashedLeft.graph, dashedLeft.left[0], dashedLeft.right[1])).not.toBeNull();
    expect(shortestRoute(dashedLeft.graph, dashedLeft.right[0], dashedLeft.left[1])).toBeNull();
    const dashedRight = graphOf({ type: 'line_thick', subtype: 'solid_dashed' });
    expect(
      shortestRoute(dashedRight.graph, dashedRight.right[0], dashedRight.left[1]),
    ).not.toBeNull();
    expect(shortestRoute(dashedRight.graph, dashedRight.left[0], dashedRight.right[1])).toBeNull();
  });

  it('lets `virtual` lines and `lane_change=yes` through, road borders not', () => {
    const virtual = graphOf({ type: 'virtual' });
    expect(shortestRoute(virtual.graph, virtual.right[0], virtual.left[1])).not.toBeNull();
    const tagged = graphOf({ type: 'line_thin', subtype: 'solid', lane_change: 'yes' });
    expect(shortestRoute(tagged.graph, tagged.right[0], tagged.left[1])).not.toBeNull();
    const border = graphOf({ type: 'road_border' });
    expect(shortestRoute(border.graph, border.right[0], border.left[1])).toBeNull();
  });

  it('answers null for an unreachable or unknown lanelet', () => {
    const { graph, right } = graphOf();
    expect(shortestRoute(graph, right[1], right[0])).toBeNull();
    expect(shortestRoute(graph, right[0], 999_999)).toBeNull();
  });

  it('takes the cheaper of two branches', () => {
    const j = junction({ straight: 'straight', left: 'left' });
    const graph = buildRoutingGraph(buildLaneletMap(j.builder.doc));
    expect(shortestRoute(graph, j.approach, j.left)!.lanelets).toEqual([j.approach, j.left]);
    expect(shortestRoute(graph, j.approach, j.straight)!.length).toBeCloseTo(40, 6);
  });
});

describe('nearestLanelet and routeBetweenPoints', () => {
  it('finds the lanelet containing a point, else the nearest centreline within 10 m', () => {
    const { map, right, left } = graphOf();
    expect(nearestLanelet(map, 5, 1)).toBe(right[0]);
    expect(nearestLanelet(map, 35, 6)).toBe(left[1]);
    expect(nearestLanelet(map, 5, -4)).toBe(right[0]);
    expect(nearestLanelet(map, 5, -40)).toBeNull();
    expect(nearestLanelet(map, NaN, 0)).toBeNull();
  });

  it('routes between two points on the road, and not from off it', () => {
    const { map, graph, right, left } = graphOf();
    const route = routeBetweenPoints(map, graph, { x: 2, y: 1 }, { x: 38, y: 6 })!;
    expect(route.lanelets[0]).toBe(right[0]);
    expect(route.lanelets[route.lanelets.length - 1]).toBe(left[1]);
    expect(routeBetweenPoints(map, graph, { x: 2, y: 100 }, { x: 38, y: 6 })).toBeNull();
  });
});
