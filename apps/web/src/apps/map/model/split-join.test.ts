import { validateMap } from '@ads/lanelet2';
import { describe, expect, it } from 'vitest';
import { EditError } from './editor-api';
import {
  at,
  bound,
  expectUndoable,
  line,
  members,
  newEditor,
  snapshot,
  wayXY,
} from './test-helpers';

const WIDTH = 3.5;

describe('splitLanelet', () => {
  it('cuts both bounds at the nearest centreline position', () => {
    const editor = newEditor();
    const road = editor.addLaneletFromCenterline(line([0, 0], [40, 0]), WIDTH);
    const [first, second] = expectUndoable(editor, () =>
      editor.splitLanelet(road.lanelet, at(15, 1)),
    );
    expect(first).toBe(road.lanelet);
    expect(second).not.toBe(first);
    // The first part keeps the bound ways (cut short), the second gets new ones.
    expect(bound(editor, first, 'left')).toBe(road.left);
    expect(wayXY(editor, road.left).map(([x]) => x)).toEqual([
      expect.closeTo(0, 6),
      expect.closeTo(15, 6),
    ]);
    expect(wayXY(editor, bound(editor, second, 'right')).map(([x]) => x)).toEqual([
      expect.closeTo(15, 6),
      expect.closeTo(40, 6),
    ]);
    // Successors: the second starts on the first's end nodes.
    const firstEnd = editor.doc.ways.get(road.left)!.nodes.at(-1);
    expect(editor.doc.ways.get(bound(editor, second, 'left'))!.nodes[0]).toBe(firstEnd);
    expect({ ...editor.doc.relations.get(second)!.tags }).toEqual({
      ...editor.doc.relations.get(first)!.tags,
    });
    expect(validateMap(editor.doc).filter((f) => f.severity === 'error')).toEqual([]);
  });

  it('keeps a shared bound whole for the neighbour, with the cut node in it', () => {
    const editor = newEditor();
    const road = editor.addLaneletFromCenterline(line([0, 0], [40, 0]), WIDTH);
    const beside = editor.addNeighbourLanelet(road.lanelet, 'left', WIDTH);
    const [first, second] = editor.splitLanelet(road.lanelet, at(20, 0));
    expect(bound(editor, beside.lanelet, 'right')).toBe(road.left);
    const shared = editor.doc.ways.get(road.left)!.nodes;
    expect(shared).toHaveLength(3);
    expect(editor.doc.ways.get(bound(editor, first, 'left'))!.nodes).toEqual(shared.slice(0, 2));
    expect(editor.doc.ways.get(bound(editor, second, 'left'))!.nodes).toEqual(shared.slice(1));
  });

  it('gives regulatory elements to the part holding their stop line, speed limits to both', () => {
    const editor = newEditor();
    const road = editor.addLaneletFromCenterline(line([0, 0], [40, 0]), WIDTH);
    const stop = editor.addLineString(line([38, -1.75], [38, 1.75]), { type: 'stop_line' });
    const light = editor.addLineString(line([42, 3], [42, 4]), { type: 'traffic_light' });
    const early = editor.addLineString(line([5, -1.75], [5, 1.75]), { type: 'stop_line' });
    const sign = editor.addPoint(at(4, -3), { type: 'traffic_sign', subtype: 'de206' });
    const tl = editor.addTrafficLight({
      lanelets: [road.lanelet],
      lights: [light],
      stopLine: stop,
    });
    const ts = editor.addTrafficSign({ lanelets: [road.lanelet], signs: [sign], stopLine: early });
    const limit = editor.addSpeedLimit({ lanelets: [road.lanelet], speedKmh: 30 });
    const [first, second] = editor.splitLanelet(road.lanelet, at(20, 0));
    const regulatory = (id: number) =>
      members(editor, id)
        .filter((m) => m.role === 'regulatory_element')
        .map((m) => m.ref);
    expect(regulatory(first)).toEqual([ts, limit]);
    expect(regulatory(second)).toEqual([tl, limit]);
  });

  it('refuses a split at an end', () => {
    const editor = newEditor();
    const road = editor.addLaneletFromCenterline(line([0, 0], [40, 0]), WIDTH);
    expect(() => editor.splitLanelet(road.lanelet, at(-5, 0))).toThrow(
      `Split lanelet ${road.lanelet} at least 0.5 m from its start and end`,
    );
  });
});

describe('joinLanelets', () => {
  it('split then join gives one lanelet with the same outline', () => {
    const editor = newEditor();
    const road = editor.addLaneletFromCenterline(line([0, 0], [20, 0], [40, 10]), WIDTH);
    const leftBefore = wayXY(editor, road.left);
    const [first, second] = editor.splitLanelet(road.lanelet, at(30, 5));
    const joined = expectUndoable(editor, () => editor.joinLanelets(first, second));
    expect(joined).toBe(road.lanelet);
    expect(editor.doc.relations.has(second)).toBe(false);
    expect(bound(editor, joined, 'left')).toBe(road.left);
    const leftAfter = wayXY(editor, road.left);
    // The cut node stays as an extra point on the same line.
    expect(leftAfter).toHaveLength(leftBefore.length + 1);
    expect(leftAfter[0]).toEqual(leftBefore[0]);
    expect(leftAfter.at(-1)).toEqual(leftBefore.at(-1));
    expect(editor.doc.relations.size).toBe(1);
    expect(editor.doc.ways.size).toBe(2);
  });

  it('makes new ways when the bounds are shared with neighbours', () => {
    const editor = newEditor();
    const a = editor.addLaneletFromCenterline(line([0, 0], [20, 0]), WIDTH);
    const b = editor.addLaneletFromCenterline(line([20, 0], [40, 0]), WIDTH);
    const aLeft = editor.addNeighbourLanelet(a.lanelet, 'left', WIDTH);
    const joined = editor.joinLanelets(a.lanelet, b.lanelet);
    const left = bound(editor, joined, 'left');
    expect(left).not.toBe(a.left);
    expect(bound(editor, aLeft.lanelet, 'right')).toBe(a.left);
    expect(wayXY(editor, left).map(([x]) => Math.round(x))).toEqual([0, 20, 40]);
    expect(editor.doc.ways.has(b.left)).toBe(false);
    expect(editor.doc.ways.has(a.right)).toBe(true);
    expect(editor.doc.ways.has(b.right)).toBe(false);
  });

  it('refuses lanelets that do not meet, with a sentence', () => {
    const editor = newEditor();
    const a = editor.addLaneletFromCenterline(line([0, 0], [20, 0]), WIDTH);
    const b = editor.addLaneletFromCenterline(line([30, 0], [40, 0]), WIDTH);
    expect(() => editor.joinLanelets(a.lanelet, b.lanelet)).toThrow(
      new EditError(
        `Lanelet ${a.lanelet} and ${b.lanelet} do not meet: ${b.lanelet} must start where ${a.lanelet} ends to be joined.`,
      ),
    );
    expect(() => editor.joinLanelets(b.lanelet, a.lanelet)).toThrow(/do not meet/);
  });

  it('refuses to cut a junction', () => {
    const editor = newEditor();
    const a = editor.addLaneletFromCenterline(line([0, 0], [20, 0]), WIDTH);
    const straight = editor.addLaneletFromCenterline(line([20, 0], [40, 0]), WIDTH);
    const turn = editor.addLaneletFromCenterline(line([20, 0], [30, 3], [35, 15]), WIDTH);
    expect(() => editor.joinLanelets(a.lanelet, straight.lanelet)).toThrow(
      `Lanelet ${a.lanelet} also leads to lanelet ${turn.lanelet}`,
    );
  });
});

describe('reverseLanelet', () => {
  it('flips the driving direction; twice is the identity', () => {
    const editor = newEditor();
    const road = editor.addLaneletFromCenterline(line([0, 0], [20, 0], [40, 10]), WIDTH);
    const before = snapshot(editor.doc);
    const oldRight = [...editor.doc.ways.get(road.right)!.nodes];
    const oldLeft = [...editor.doc.ways.get(road.left)!.nodes];
    expectUndoable(editor, () => editor.reverseLanelet(road.lanelet));
    const right = editor.doc.ways.get(bound(editor, road.lanelet, 'right'))!;
    const left = editor.doc.ways.get(bound(editor, road.lanelet, 'left'))!;
    expect(right.nodes).toEqual([...oldLeft].reverse());
    expect(left.nodes).toEqual([...oldRight].reverse());
    expect(validateMap(editor.doc).filter((f) => f.severity === 'error')).toEqual([]);
    editor.reverseLanelet(road.lanelet);
    expect(snapshot(editor.doc)).toEqual(before);
  });

  it('leaves a neighbour driving its way, copying the bound it needs forwards', () => {
    const editor = newEditor();
    const road = editor.addLaneletFromCenterline(line([0, 0], [30, 0]), WIDTH);
    const beside = editor.addNeighbourLanelet(road.lanelet, 'left', WIDTH);
    const sharedNodes = [...editor.doc.ways.get(road.left)!.nodes];
    editor.reverseLanelet(road.lanelet);
    expect(editor.doc.ways.get(road.left)!.nodes).toEqual(sharedNodes);
    expect(bound(editor, beside.lanelet, 'right')).toBe(road.left);
    const newRight = bound(editor, road.lanelet, 'right');
    expect(newRight).not.toBe(road.left);
    expect(editor.doc.ways.get(newRight)!.nodes).toEqual([...sharedNodes].reverse());
    expect(validateMap(editor.doc).filter((f) => f.severity === 'error')).toEqual([]);
  });
});
