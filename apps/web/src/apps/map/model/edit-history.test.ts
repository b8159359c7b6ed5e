import { describe, expect, it, vi } from 'vitest';
import { EditError } from './editor-api';
import { MapEditor } from './map-editor';
import { PROJECTOR, at, line, newEditor, snapshot } from './test-helpers';

describe('edit history', () => {
  it('undoes and redoes one operation, and a new operation clears redo', () => {
    const editor = newEditor();
    const a = editor.addPoint(at(0, 0), { type: 'pole' });
    const b = editor.addPoint(at(5, 0));
    expect(editor.canUndo).toBe(true);
    expect(editor.undo()).toBe(true);
    expect(editor.doc.nodes.has(b)).toBe(false);
    expect(editor.canRedo).toBe(true);
    expect(editor.redoLabel).toBe('Add point');
    expect(editor.redo()).toBe(true);
    expect(editor.doc.nodes.has(b)).toBe(true);
    editor.undo();
    editor.setTags({ type: 'node', id: a }, { type: 'sign' });
    expect(editor.canRedo).toBe(false);
    expect(editor.redo()).toBe(false);
    expect(editor.doc.nodes.get(a)!.tags.type).toBe('sign');
  });

  it('groups a batch into one step and tells listeners once', () => {
    const editor = newEditor();
    const heard = vi.fn();
    editor.subscribe(heard);
    const before = snapshot(editor.doc);
    const revision = editor.revision;
    const ids = editor.batch('Two points', () => [
      editor.addPoint(at(0, 0)),
      editor.addPoint(at(1, 0)),
    ]);
    expect(ids).toHaveLength(2);
    expect(heard).toHaveBeenCalledTimes(1);
    expect(editor.revision).toBe(revision + 1);
    expect(editor.undoLabel).toBe('Two points');
    editor.undo();
    expect(snapshot(editor.doc)).toEqual(before);
    expect(editor.canUndo).toBe(false);
    expect(heard).toHaveBeenCalledTimes(2);
  });

  it('rolls a failing operation back completely, batch and all', () => {
    const editor = newEditor();
    editor.addLaneletFromCenterline(line([0, 0], [20, 0]), 3.5);
    const before = snapshot(editor.doc);
    expect(() =>
      editor.batch('Broken', () => {
        editor.addPoint(at(50, 50));
        editor.joinLanelets(9999, 1);
      }),
    ).toThrow(EditError);
    expect(snapshot(editor.doc)).toEqual(before);
    expect(editor.undoLabel).toBe('Add lanelet');
  });

  it('a failed step inside a batch that catches it leaves the rest of the batch', () => {
    const editor = newEditor();
    editor.batch('Partly', () => {
      editor.addPoint(at(0, 0));
      expect(() => editor.moveNode(12345, at(1, 1))).toThrow('Node 12345 does not exist.');
      editor.addPoint(at(2, 0));
    });
    expect(editor.doc.nodes.size).toBe(2);
    editor.undo();
    expect(editor.doc.nodes.size).toBe(0);
  });

  it('puts deleted elements back in their file order', () => {
    const editor = newEditor();
    editor.addLineString(line([0, 10], [10, 10], [20, 10]), { type: 'stop_line' });
    const lanelet = editor.addLaneletFromCenterline(line([0, 0], [30, 0]), 3.5);
    editor.addPoint(at(40, 40), { type: 'pole' });
    const before = snapshot(editor.doc);
    editor.deleteElement({ type: 'relation', id: lanelet.lanelet });
    expect(editor.doc.ways.size).toBe(1);
    editor.undo();
    expect(snapshot(editor.doc)).toEqual(before);
  });

  it('an operation that changes nothing is no step', () => {
    const editor = newEditor();
    const id = editor.addPoint(at(0, 0), { type: 'pole' });
    const revision = editor.revision;
    editor.setTags({ type: 'node', id }, { type: 'pole' });
    expect(editor.revision).toBe(revision);
    expect(editor.undoLabel).toBe('Add point');
  });

  it('edits a loaded document in place, keeping its ids', () => {
    const source = newEditor();
    source.addLaneletFromCenterline(line([0, 0], [10, 0]), 3);
    const editor = MapEditor.fromDoc(source.doc, PROJECTOR);
    const { nodes, ways, relations } = source.doc;
    const highest = Math.max(...nodes.keys(), ...ways.keys(), ...relations.keys());
    expect(editor.addPoint(at(1, 1))).toBe(highest + 1);
    expect(editor.doc).toBe(source.doc);
  });
});
