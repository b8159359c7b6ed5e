import type { MapProjector, OsmDoc } from '@ads/lanelet2';
import { expect } from 'vitest';
import { makeProjector } from '@ads/lanelet2';
import type { LonLat } from './editor-api';
import { MapEditor } from './map-editor';

/*
 * Shared by the model's tests: a projector near Tokyo, positions given in local metres, and a
 * snapshot of a document that keeps its order (Maps compared as ordered entry lists, tags as
 * plain objects), so "undo restores the exact document" includes export order.
 */

export const PROJECTOR: MapProjector = {
  projector_type: 'LocalCartesianUTM',
  map_origin: { latitude: 35.68, longitude: 139.76, altitude: 0 },
};

const projection = makeProjector(PROJECTOR);

/** The [lon, lat] of local metres (x east, y north). */
export function at(x: number, y: number): LonLat {
  const { lat, lon } = projection.reverse(x, y, 0);
  return [lon, lat];
}

export function line(...points: [number, number][]): LonLat[] {
  return points.map(([x, y]) => at(x, y));
}

export function newEditor(): MapEditor {
  return MapEditor.empty(PROJECTOR);
}

export function snapshot(doc: OsmDoc) {
  return {
    nodes: [...doc.nodes.values()].map((n) => ({ ...n, tags: { ...n.tags } })),
    ways: [...doc.ways.values()].map((w) => ({ ...w, nodes: [...w.nodes], tags: { ...w.tags } })),
    relations: [...doc.relations.values()].map((r) => ({
      ...r,
      members: r.members.map((m) => ({ ...m })),
      tags: { ...r.tags },
    })),
    attributes: { ...doc.attributes },
  };
}

/** Local [x, y] of a way's nodes. */
export function wayXY(editor: MapEditor, wayId: number): [number, number][] {
  const way = editor.doc.ways.get(wayId);
  if (!way) throw new Error(`no way ${wayId}`);
  return way.nodes.map((id) => {
    const node = editor.doc.nodes.get(id)!;
    return [node.x, node.y];
  });
}

export function members(editor: MapEditor, relationId: number) {
  return editor.doc.relations.get(relationId)!.members;
}

export function bound(editor: MapEditor, laneletId: number, role: 'left' | 'right'): number {
  return members(editor, laneletId).find((m) => m.role === role)!.ref;
}

/**
 * Runs `edit`, then checks undo gives back exactly the document before and redo exactly the
 * one after. Answers what `edit` answered.
 */
export function expectUndoable<T>(editor: MapEditor, edit: () => T): T {
  const before = snapshot(editor.doc);
  const result = edit();
  const after = snapshot(editor.doc);
  expect(after).not.toEqual(before);
  expect(editor.undo()).toBe(true);
  expect(snapshot(editor.doc)).toEqual(before);
  expect(editor.redo()).toBe(true);
  expect(snapshot(editor.doc)).toEqual(after);
  return result;
}
