import { validateMap } from '@ads/lanelet2';
import { describe, expect, it } from 'vitest';
import { EditError } from './editor-api';
import { bound, expectUndoable, line, members, newEditor, wayXY } from './test-helpers';

const WIDTH = 3.5;

function distanceToSegmentLine(p: [number, number], a: [number, number], b: [number, number]) {
  const [dx, dy] = [b[0] - a[0], b[1] - a[1]];
  return Math.abs((p[0] - a[0]) * dy - (p[1] - a[1]) * dx) / Math.hypot(dx, dy);
}

describe('addLaneletFromCenterline', () => {
  it('puts the bounds width / 2 either side of a straight centreline', () => {
    const editor = newEditor();
    const created = expectUndoable(editor, () =>
      editor.addLaneletFromCenterline(line([0, 0], [50, 0]), WIDTH),
    );
    const left = wayXY(editor, created.left);
    const right = wayXY(editor, created.right);
    for (const [, y] of left) expect(y).toBeCloseTo(1.75, 6);
    for (const [, y] of right) expect(y).toBeCloseTo(-1.75, 6);
    expect(left.map(([x]) => x)).toEqual([expect.closeTo(0, 6), expect.closeTo(50, 6)]);
    const relation = editor.doc.relations.get(created.lanelet)!;
    expect({ ...relation.tags }).toEqual({
      type: 'lanelet',
      subtype: 'road',
      location: 'urban',
      one_way: 'yes',
      speed_limit: '50',
    });
    expect(relation.members).toEqual([
      { type: 'way', ref: created.left, role: 'left' },
      { type: 'way', ref: created.right, role: 'right' },
    ]);
    expect({ ...editor.doc.ways.get(created.left)!.tags }).toEqual({
      type: 'line_thin',
      subtype: 'solid',
    });
    for (const id of editor.doc.ways.get(created.left)!.nodes) {
      expect(editor.doc.nodes.get(id)!.tags.ele).toBe('0');
    }
  });

  it('keeps the width round a 90° corner (mitred, not pinched)', () => {
    const editor = newEditor();
    const created = editor.addLaneletFromCenterline(line([0, 0], [30, 0], [30, 30]), WIDTH);
    const left = wayXY(editor, created.left);
    const right = wayXY(editor, created.right);
    expect(left).toHaveLength(3);
    // The corner points lie 1.75 m from both centreline segments' lines.
    for (const corner of [left[1]!, right[1]!]) {
      expect(distanceToSegmentLine(corner, [0, 0], [30, 0])).toBeCloseTo(1.75, 6);
      expect(distanceToSegmentLine(corner, [30, 0], [30, 30])).toBeCloseTo(1.75, 6);
    }
    expect(left[1]![0]).toBeCloseTo(28.25, 6);
    expect(left[1]![1]).toBeCloseTo(1.75, 6);
    expect(right[1]![0]).toBeCloseTo(31.75, 6);
    expect(right[1]![1]).toBeCloseTo(-1.75, 6);
  });

  it('user tags override the defaults', () => {
    const editor = newEditor();
    const { lanelet } = editor.addLaneletFromCenterline(line([0, 0], [10, 0]), 3, {
      speed_limit: '30',
      turn_direction: 'left',
    });
    const tags = editor.tagsOf({ type: 'relation', id: lanelet })!;
    expect(tags.speed_limit).toBe('30');
    expect(tags.turn_direction).toBe('left');
  });

  it('refuses a centreline of one point, a bad width and a hairpin', () => {
    const editor = newEditor();
    expect(() => editor.addLaneletFromCenterline(line([0, 0], [0, 0]), WIDTH)).toThrow(EditError);
    expect(() => editor.addLaneletFromCenterline(line([0, 0], [9, 0]), 0)).toThrow(
      /width must be a number of metres above 0/,
    );
    expect(() => editor.addLaneletFromCenterline(line([0, 0], [20, 0], [0, 1]), WIDTH)).toThrow(
      /too sharply/,
    );
    expect(editor.doc.nodes.size).toBe(0);
    expect(editor.canUndo).toBe(false);
  });

  it('a successor drawn from near an end shares that end’s nodes', () => {
    const editor = newEditor();
    const first = editor.addLaneletFromCenterline(line([0, 0], [20, 0]), WIDTH);
    const second = expectUndoable(editor, () =>
      editor.addLaneletFromCenterline(line([20.3, 0.2], [40, 0]), WIDTH),
    );
    const firstLeft = editor.doc.ways.get(first.left)!.nodes;
    const firstRight = editor.doc.ways.get(first.right)!.nodes;
    expect(editor.doc.ways.get(second.left)!.nodes[0]).toBe(firstLeft.at(-1));
    expect(editor.doc.ways.get(second.right)!.nodes[0]).toBe(firstRight.at(-1));
    // …and one drawn to end near a start shares that start's nodes.
    const before = editor.addLaneletFromCenterline(line([-20, 0], [-0.4, 0]), WIDTH);
    expect(editor.doc.ways.get(before.left)!.nodes.at(-1)).toBe(firstLeft[0]);
    expect(editor.doc.ways.get(before.right)!.nodes.at(-1)).toBe(firstRight[0]);
  });

  it('does not snap beyond 0.5 m, nor to an end facing the other way', () => {
    const editor = newEditor();
    const first = editor.addLaneletFromCenterline(line([0, 0], [20, 0]), WIDTH);
    const far = editor.addLaneletFromCenterline(line([20.6, 0], [40, 0]), WIDTH);
    const firstLeft = editor.doc.ways.get(first.left)!.nodes;
    expect(editor.doc.ways.get(far.left)!.nodes[0]).not.toBe(firstLeft.at(-1));
    // Starting at the end but driving back: left and right are the other way round.
    const back = editor.addLaneletFromCenterline(line([20, 0], [20, -20]), WIDTH);
    expect(editor.doc.ways.get(back.left)!.nodes[0]).not.toBe(firstLeft.at(-1));
  });

  it('a successor takes its elevation from the end it starts on', () => {
    const editor = newEditor();
    const first = editor.addLaneletFromCenterline(line([0, 0], [20, 0]), WIDTH);
    const ends = [first.left, first.right].map((id) => editor.doc.ways.get(id)!.nodes.at(-1)!);
    editor.batch('Raise', () => {
      for (const id of ends) editor.setTags({ type: 'node', id }, { ele: '2' });
    });
    expect(ends.map((id) => editor.doc.nodes.get(id)!.z)).toEqual([2, 2]);
    const next = editor.addLaneletFromCenterline(line([20, 0], [30, 0], [40, 0]), WIDTH);
    for (const id of editor.doc.ways.get(next.left)!.nodes) {
      expect(editor.doc.nodes.get(id)!.z).toBe(2);
      expect(editor.doc.nodes.get(id)!.tags.ele).toBe('2');
    }
  });
});

describe('addNeighbourLanelet', () => {
  it('shares the bound way itself, which becomes dashed', () => {
    const editor = newEditor();
    const road = editor.addLaneletFromCenterline(line([0, 0], [30, 0], [60, 10]), WIDTH);
    const left = expectUndoable(editor, () => editor.addNeighbourLanelet(road.lanelet, 'left', 3));
    expect(left.right).toBe(road.left);
    expect(bound(editor, left.lanelet, 'right')).toBe(road.left);
    expect({ ...editor.doc.ways.get(road.left)!.tags }).toEqual({
      type: 'line_thin',
      subtype: 'dashed',
    });
    // The new outer bound runs 3 m left of the shared one, corner included.
    const shared = wayXY(editor, road.left);
    const outer = wayXY(editor, left.left);
    expect(outer).toHaveLength(shared.length);
    expect(distanceToSegmentLine(outer[0]!, shared[0]!, shared[1]!)).toBeCloseTo(3, 6);
    expect(distanceToSegmentLine(outer[1]!, shared[0]!, shared[1]!)).toBeCloseTo(3, 6);
    expect(distanceToSegmentLine(outer[1]!, shared[1]!, shared[2]!)).toBeCloseTo(3, 6);

    const right = editor.addNeighbourLanelet(road.lanelet, 'right', WIDTH);
    expect(right.left).toBe(road.right);
    expect(() => editor.addNeighbourLanelet(road.lanelet, 'left', 3)).toThrow(
      `Lanelet ${road.lanelet} already has a neighbour on its left, lanelet ${left.lanelet}, sharing way ${road.left}.`,
    );
  });

  it('a neighbour beside a successor joins the neighbour beside its predecessor', () => {
    const editor = newEditor();
    const a = editor.addLaneletFromCenterline(line([0, 0], [20, 0]), WIDTH);
    const b = editor.addLaneletFromCenterline(line([20, 0], [40, 0]), WIDTH);
    const aLeft = editor.addNeighbourLanelet(a.lanelet, 'left', WIDTH);
    const bLeft = editor.addNeighbourLanelet(b.lanelet, 'left', WIDTH);
    const outerA = editor.doc.ways.get(aLeft.left)!.nodes;
    expect(editor.doc.ways.get(bLeft.left)!.nodes[0]).toBe(outerA.at(-1));
  });

  it('a road of two lanes and a successor validates without errors', () => {
    const editor = newEditor();
    const a = editor.addLaneletFromCenterline(line([0, 0], [30, 0]), WIDTH);
    editor.addNeighbourLanelet(a.lanelet, 'left', WIDTH);
    const b = editor.addLaneletFromCenterline(line([30, 0], [50, 5], [70, 20]), WIDTH);
    editor.addNeighbourLanelet(b.lanelet, 'right', WIDTH);
    editor.addLaneletFromCenterline(line([70, 20], [90, 35]), WIDTH);
    const errors = validateMap(editor.doc).filter((f) => f.severity === 'error');
    expect(errors).toEqual([]);
    expect(members(editor, a.lanelet)).toHaveLength(2);
  });
});

describe('addLaneletFromBounds', () => {
  it('makes a lanelet of two line strings, and refuses them swapped', () => {
    const editor = newEditor();
    const leftWay = editor.addLineString(line([0, 3], [20, 3]), { type: 'line_thin' });
    const rightWay = editor.addLineString(line([0, 0], [20, 0]), { type: 'road_border' });
    expect(() => editor.addLaneletFromBounds(rightWay, leftWay)).toThrow(
      `Way ${rightWay} lies right of way ${leftWay}`,
    );
    const created = expectUndoable(editor, () =>
      editor.addLaneletFromBounds(leftWay, rightWay, { subtype: 'highway' }),
    );
    expect(created).toMatchObject({ left: leftWay, right: rightWay });
    expect(editor.tagsOf({ type: 'relation', id: created.lanelet })!.subtype).toBe('highway');
  });

  it('accepts a left bound drawn backwards (Lanelet2 inverts it)', () => {
    const editor = newEditor();
    const leftWay = editor.addLineString(line([20, 3], [0, 3]), { type: 'line_thin' });
    const rightWay = editor.addLineString(line([0, 0], [20, 0]), { type: 'line_thin' });
    const created = editor.addLaneletFromBounds(leftWay, rightWay);
    expect(validateMap(editor.doc).filter((f) => f.severity === 'error')).toEqual([]);
    expect(created.lanelet).toBeGreaterThan(rightWay);
  });
});
