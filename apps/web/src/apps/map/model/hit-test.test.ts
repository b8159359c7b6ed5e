import { describe, expect, it } from 'vitest';
import { at, line, newEditor } from './test-helpers';

describe('hitTest', () => {
  it('finds points, vertices, ways and lanelets by area', () => {
    const editor = newEditor();
    const road = editor.addLaneletFromCenterline(line([0, 0], [40, 0]), 3.5);
    const pole = editor.addPoint(at(20, 10), { type: 'pole' });
    const leftStart = editor.doc.ways.get(road.left)!.nodes[0]!;

    expect(editor.hitTest(at(20.4, 10.3), 1)).toEqual({ type: 'node', id: pole });
    expect(editor.hitTest(at(0.1, 1.8), 1)).toEqual({ type: 'node', id: leftStart });
    expect(editor.hitTest(at(20, 2.3), 1)).toEqual({ type: 'way', id: road.left });
    expect(editor.hitTest(at(20, -1.2), 1)).toEqual({ type: 'way', id: road.right });
    expect(editor.hitTest(at(20, 0.3), 1)).toEqual({ type: 'relation', id: road.lanelet });
    expect(editor.hitTest(at(20, 30), 1)).toBeNull();
  });

  it('follows edits: moved nodes, deleted and undone elements', () => {
    const editor = newEditor();
    const pole = editor.addPoint(at(0, 0), { type: 'pole' });
    editor.moveNode(pole, at(100, 100));
    expect(editor.hitTest(at(0, 0), 1)).toBeNull();
    expect(editor.hitTest(at(100, 100.5), 1)).toEqual({ type: 'node', id: pole });
    const road = editor.addLaneletFromCenterline(line([90, 90], [130, 90]), 3.5);
    expect(editor.hitTest(at(110, 90), 0.5)).toEqual({ type: 'relation', id: road.lanelet });
    editor.deleteElement({ type: 'relation', id: road.lanelet });
    expect(editor.hitTest(at(110, 90), 0.5)).toBeNull();
    editor.undo();
    expect(editor.hitTest(at(110, 90), 0.5)).toEqual({ type: 'relation', id: road.lanelet });
  });

  it('picks the lanelet whose centreline is nearest where lanelets overlap', () => {
    const editor = newEditor();
    const a = editor.addLaneletFromCenterline(line([0, 0], [40, 0]), 6);
    const b = editor.addLaneletFromCenterline(line([0, 2], [40, 2]), 6);
    expect(editor.hitTest(at(20, 0.2), 0.1)).toEqual({ type: 'relation', id: a.lanelet });
    expect(editor.hitTest(at(20, 1.8), 0.1)).toEqual({ type: 'relation', id: b.lanelet });
  });
});

describe('ids', () => {
  it('are unique across nodes, ways and relations', () => {
    const editor = newEditor();
    const road = editor.addLaneletFromCenterline(line([0, 0], [20, 0], [40, 0]), 3.5);
    editor.addNeighbourLanelet(road.lanelet, 'right', 3.5);
    editor.addSpeedLimit({ lanelets: [road.lanelet], speedKmh: 30 });
    editor.undo();
    editor.addPoint(at(5, 5));
    const { nodes, ways, relations } = editor.doc;
    const all = [...nodes.keys(), ...ways.keys(), ...relations.keys()];
    expect(new Set(all).size).toBe(all.length);
    expect(all.every((id) => id > 0)).toBe(true);
  });
});
