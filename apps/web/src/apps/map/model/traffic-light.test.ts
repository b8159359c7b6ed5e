import { describe, expect, it } from 'vitest';
import { EditError } from './editor-api';
import { expectUndoable, line, newEditor } from './test-helpers';
import { LIGHT_BODY_HEIGHT_M, LIGHT_MOUNTING_M } from './traffic-light';

const zOf = (editor: ReturnType<typeof newEditor>, way: number) =>
  editor.doc.ways.get(way)!.nodes.map((id) => editor.doc.nodes.get(id)!.z);

describe('traffic light line strings', () => {
  it('get Autoware’s height tag and hang 5 m over the ground under their middle', () => {
    const editor = newEditor();
    // A road sloping up eastwards: z = 10 + x / 10.
    editor.setGround((x) => 10 + x / 10);
    const light = expectUndoable(editor, () =>
      editor.addTrafficLightLine(line([40, 3], [40, 2]), []),
    );
    expect(LIGHT_BODY_HEIGHT_M).toBe(0.5);
    expect(LIGHT_MOUNTING_M).toBe(5);
    expect(editor.doc.ways.get(light)!.tags).toEqual({
      type: 'traffic_light',
      subtype: 'red_yellow_green',
      height: '0.5',
    });
    const [a, b] = zOf(editor, light);
    expect(a).toBeCloseTo(19, 6);
    expect(b).toBeCloseTo(19, 6);
  });

  it('without a ground source take the nearest node of their lanelets, else 0', () => {
    const editor = newEditor();
    const alone = editor.addTrafficLightLine(line([0, 0], [1, 0]), []);
    expect(zOf(editor, alone)).toEqual([5, 5]);
    const road = editor.addLaneletFromCenterline(line([0, 0], [30, 0]), 3.5);
    const right = editor.doc.ways.get(road.right)!;
    editor.setTags({ type: 'node', id: right.nodes.at(-1)! }, { ele: '3' });
    const light = editor.addTrafficLightLine(line([31, -3], [31, -2]), [road.lanelet]);
    expect(zOf(editor, light)).toEqual([8, 8]);
  });

  it('never snap to road nodes: a light starting on a bound gets nodes of its own', () => {
    const editor = newEditor();
    const road = editor.addLaneletFromCenterline(line([0, 0], [30, 0]), 4);
    const light = editor.addTrafficLightLine(line([30, 2], [30, 1]), [road.lanelet]);
    const nodes = editor.doc.ways.get(light)!.nodes;
    expect(editor.doc.ways.get(road.left)!.nodes).not.toContain(nodes[0]);
  });

  it('refuse a line of one point and change nothing', () => {
    const editor = newEditor();
    expect(() => editor.addTrafficLightLine(line([0, 0], [0, 0]), [])).toThrow(EditError);
    expect(editor.doc.nodes.size).toBe(0);
    expect(editor.canUndo).toBe(false);
  });

  it('are raised or lowered as a whole, and a non-number elevation is refused', () => {
    const editor = newEditor();
    const light = editor.addTrafficLightLine(line([0, 0], [1, 0]), []);
    expectUndoable(editor, () => editor.setWayElevation(light, 6.2));
    expect(zOf(editor, light)).toEqual([6.2, 6.2]);
    const node = editor.doc.nodes.get(editor.doc.ways.get(light)!.nodes[0]!)!;
    expect(Number(node.tags.ele)).toBe(6.2);
    expect(() => editor.setWayElevation(light, Number.NaN)).toThrow(/number of metres/);
    expect(() => editor.setWayElevation(999, 1)).toThrow(/Way 999 does not exist/);
    expect(zOf(editor, light)).toEqual([6.2, 6.2]);
  });
});

describe('a ground source', () => {
  it('gives new nodes of lanelets, lines and points their z; where it has none they keep the old rule', () => {
    const editor = newEditor();
    // Ground known only east of x = -2.
    editor.setGround((x) => (x >= -2 ? 12.5 : null));
    const road = editor.addLaneletFromCenterline(line([0, 0], [20, 0]), 3.5);
    for (const way of [road.left, road.right]) {
      for (const z of zOf(editor, way)) expect(z).toBe(12.5);
    }
    const point = editor.addPoint(line([5, 5])[0]!);
    expect(editor.doc.nodes.get(point)!.z).toBe(12.5);
    const west = editor.addLineString(line([-10, 10], [-5, 10]), { type: 'line_thin' });
    expect(zOf(editor, west)).toEqual([0, 0]);
    editor.setGround(null);
    const later = editor.addPoint(line([5, 6])[0]!);
    expect(editor.doc.nodes.get(later)!.z).toBe(0);
  });
});
