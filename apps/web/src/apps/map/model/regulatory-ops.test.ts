import { describe, expect, it } from 'vitest';
import { at, expectUndoable, line, members, newEditor } from './test-helpers';

const WIDTH = 3.5;

function twoLanes() {
  const editor = newEditor();
  const road = editor.addLaneletFromCenterline(line([0, 0], [40, 0]), WIDTH);
  const beside = editor.addNeighbourLanelet(road.lanelet, 'left', WIDTH);
  const stop = editor.addLineString(line([38, -1.75], [38, 5.25]), { type: 'stop_line' });
  return { editor, road: road.lanelet, beside: beside.lanelet, stop };
}

const links = (editor: ReturnType<typeof newEditor>, lanelet: number) =>
  members(editor, lanelet).filter((m) => m.role === 'regulatory_element');

describe('regulatory elements', () => {
  it('a traffic light refers to its lights, stops at the stop line, and is named by each lanelet', () => {
    const { editor, road, beside, stop } = twoLanes();
    const light = editor.addLineString(line([41, 6], [41.5, 6]), {
      type: 'traffic_light',
      subtype: 'red_yellow_green',
      height: '1.2',
    });
    const id = expectUndoable(editor, () =>
      editor.addTrafficLight({ lanelets: [road, beside], lights: [light], stopLine: stop }),
    );
    const relation = editor.doc.relations.get(id)!;
    expect({ ...relation.tags }).toEqual({ type: 'regulatory_element', subtype: 'traffic_light' });
    expect(relation.members).toEqual([
      { type: 'way', ref: light, role: 'refers' },
      { type: 'way', ref: stop, role: 'ref_line' },
    ]);
    for (const lanelet of [road, beside]) {
      expect(links(editor, lanelet)).toEqual([
        { type: 'relation', ref: id, role: 'regulatory_element' },
      ]);
    }
  });

  it('a traffic sign may refer to a point and carries its sign type', () => {
    const { editor, road, stop } = twoLanes();
    const sign = editor.addPoint(at(39, -3), { type: 'traffic_sign', subtype: 'de206' });
    const id = editor.addTrafficSign({
      lanelets: [road],
      signs: [sign],
      stopLine: stop,
      signType: 'de206',
    });
    const relation = editor.doc.relations.get(id)!;
    expect(relation.tags.subtype).toBe('traffic_sign');
    expect(relation.tags.sign_type).toBe('de206');
    expect(relation.members[0]).toEqual({ type: 'node', ref: sign, role: 'refers' });
  });

  it('right of way names both sides, which both name it', () => {
    const { editor, road, beside, stop } = twoLanes();
    const id = expectUndoable(editor, () =>
      editor.addRightOfWay({ rightOfWay: [road], yield: [beside], stopLine: stop }),
    );
    expect(members(editor, id)).toEqual([
      { type: 'relation', ref: road, role: 'right_of_way' },
      { type: 'relation', ref: beside, role: 'yield' },
      { type: 'way', ref: stop, role: 'ref_line' },
    ]);
    expect(links(editor, road)).toHaveLength(1);
    expect(links(editor, beside)).toHaveLength(1);
    expect(() => editor.addRightOfWay({ rightOfWay: [road], yield: [road] })).toThrow(
      `Lanelet ${road} cannot both have the right of way and yield.`,
    );
  });

  it('a speed limit sets the lanelets’ speed_limit tag too', () => {
    const { editor, road, beside } = twoLanes();
    const id = expectUndoable(editor, () =>
      editor.addSpeedLimit({ lanelets: [road, beside], speedKmh: 30 }),
    );
    const tags = editor.tagsOf({ type: 'relation', id })!;
    expect({ ...tags }).toEqual({
      type: 'regulatory_element',
      subtype: 'speed_limit',
      sign_type: '30 km/h',
      speed_limit: '30',
    });
    expect(editor.tagsOf({ type: 'relation', id: road })!.speed_limit).toBe('30');
    expect(editor.tagsOf({ type: 'relation', id: beside })!.speed_limit).toBe('30');
    expect(() => editor.addSpeedLimit({ lanelets: [road], speedKmh: -5 })).toThrow(/above 0/);
  });

  it('a crosswalk refers to the crosswalk lanelet and is named by the roads', () => {
    const { editor, road, beside, stop } = twoLanes();
    const walk = editor.addLaneletFromCenterline(line([44, -4], [44, 8]), 3, {
      subtype: 'crosswalk',
      one_way: 'no',
    });
    const id = expectUndoable(editor, () =>
      editor.addCrosswalk({ crosswalk: walk.lanelet, lanelets: [road, beside], stopLines: [stop] }),
    );
    expect(editor.tagsOf({ type: 'relation', id })!.subtype).toBe('crosswalk');
    expect(members(editor, id)).toEqual([
      { type: 'relation', ref: walk.lanelet, role: 'refers' },
      { type: 'way', ref: stop, role: 'ref_line' },
    ]);
    expect(links(editor, road)).toHaveLength(1);
    expect(() => editor.addCrosswalk({ crosswalk: road, lanelets: [beside] })).toThrow(
      /not a crosswalk/,
    );
  });

  it('links and unlinks an element', () => {
    const { editor, road, beside } = twoLanes();
    const id = editor.addSpeedLimit({ lanelets: [road], speedKmh: 40 });
    expectUndoable(editor, () => editor.linkRegulatoryElement(beside, id, true));
    expect(links(editor, beside)).toHaveLength(1);
    editor.linkRegulatoryElement(road, id, false);
    expect(links(editor, road)).toHaveLength(0);
    expect(() => editor.linkRegulatoryElement(road, road, true)).toThrow(
      `Relation ${road} is not a regulatory element.`,
    );
  });
});

describe('deleteElement', () => {
  it('a lanelet takes its unused bounds and nodes along, keeping what others use', () => {
    const { editor, road, beside, stop } = twoLanes();
    const light = editor.addLineString(line([41, 6], [41.5, 6]), { type: 'traffic_light' });
    const tl = editor.addTrafficLight({
      lanelets: [road, beside],
      lights: [light],
      stopLine: stop,
    });
    const shared = members(editor, road).find((m) => m.role === 'left')!.ref;
    const own = members(editor, road).find((m) => m.role === 'right')!.ref;
    const ownNodes = editor.doc.ways.get(own)!.nodes;
    expectUndoable(editor, () => editor.deleteElement({ type: 'relation', id: road }));
    expect(editor.doc.relations.has(road)).toBe(false);
    expect(editor.doc.ways.has(own)).toBe(false);
    for (const node of ownNodes) expect(editor.doc.nodes.has(node)).toBe(false);
    expect(editor.doc.ways.has(shared)).toBe(true);
    expect(editor.doc.relations.has(tl)).toBe(true);
  });

  it('a regulatory element leaves the lanelets naming it; its lines stay', () => {
    const { editor, road, beside, stop } = twoLanes();
    const id = editor.addRightOfWay({ rightOfWay: [road], yield: [beside], stopLine: stop });
    expectUndoable(editor, () => editor.deleteElement({ type: 'relation', id }));
    expect(links(editor, road)).toEqual([]);
    expect(links(editor, beside)).toEqual([]);
    expect(editor.doc.ways.has(stop)).toBe(true);
  });

  it('a lanelet named by a right of way leaves it', () => {
    const { editor, road, beside } = twoLanes();
    const id = editor.addRightOfWay({ rightOfWay: [road], yield: [beside] });
    editor.deleteElement({ type: 'relation', id: beside });
    expect(members(editor, id)).toEqual([{ type: 'relation', ref: road, role: 'right_of_way' }]);
  });

  it('refuses a bound way, deletes a way with its own nodes, and a node out of its way', () => {
    const { editor, road, stop } = twoLanes();
    const right = members(editor, road).find((m) => m.role === 'right')!.ref;
    expect(() => editor.deleteElement({ type: 'way', id: right })).toThrow(
      `Way ${right} is lanelet ${road}'s right bound`,
    );
    const stopNodes = editor.doc.ways.get(stop)!.nodes;
    expectUndoable(editor, () => editor.deleteElement({ type: 'way', id: stop }));
    for (const node of stopNodes) expect(editor.doc.nodes.has(node)).toBe(false);

    const curb = editor.addLineString(line([0, -5], [10, -5], [20, -5]), { type: 'curbstone' });
    const middle = editor.doc.ways.get(curb)!.nodes[1]!;
    expectUndoable(editor, () => editor.deleteElement({ type: 'node', id: middle }));
    expect(editor.doc.ways.get(curb)!.nodes).toHaveLength(2);
  });

  it('deletes a selection in any order as one step', () => {
    const { editor, road } = twoLanes();
    const right = members(editor, road).find((m) => m.role === 'right')!.ref;
    expectUndoable(editor, () =>
      editor.deleteElements([
        { type: 'way', id: right },
        { type: 'relation', id: road },
      ]),
    );
    expect(editor.doc.relations.has(road)).toBe(false);
  });
});
