import { generateDistrict, makeProjector, validateMap } from '@ads/lanelet2';
import { describe, expect, it, vi } from 'vitest';
import type { LonLat } from './editor-api';
import { MapEditor } from './map-editor';
import { PROJECTOR, line, snapshot } from './test-helpers';

/*
 * Big maps: an edit and its undo touch only what the edit touched. Counted as writes to the
 * document's maps, not timed (timings on shared CI machines prove nothing).
 */

/** Counts set/delete/clear calls on the document's three maps. */
function countWrites(editor: MapEditor): () => number {
  let writes = 0;
  for (const map of [editor.doc.nodes, editor.doc.ways, editor.doc.relations] as Map<
    number,
    unknown
  >[]) {
    for (const method of ['set', 'delete', 'clear'] as const) {
      const original = map[method].bind(map) as (...args: unknown[]) => unknown;
      vi.spyOn(map, method).mockImplementation((...args: unknown[]) => {
        writes += 1;
        return original(...args) as never;
      });
    }
  }
  return () => writes;
}

function centreOf(editor: MapEditor, lanelet: number): LonLat {
  const relation = editor.doc.relations.get(lanelet)!;
  const ends = relation.members
    .filter((m) => m.role === 'left' || m.role === 'right')
    .flatMap((m) => editor.doc.ways.get(m.ref)!.nodes)
    .map((id) => editor.doc.nodes.get(id)!);
  const x = ends.reduce((s, n) => s + n.x, 0) / ends.length;
  const y = ends.reduce((s, n) => s + n.y, 0) / ends.length;
  const { lat, lon } = makeProjector(PROJECTOR).reverse(x, y, 0);
  return [lon, lat];
}

describe('a 5,000-lanelet map', () => {
  it('built by drawing: an edit and its undo write only what they touch', () => {
    const editor = MapEditor.empty(PROJECTOR);
    const rows = 50;
    const perRow = 100;
    for (let row = 0; row < rows; row += 1) {
      for (let i = 0; i < perRow; i += 1) {
        editor.addLaneletFromCenterline(line([i * 10, row * 20], [i * 10 + 10, row * 20]), 3.5);
      }
    }
    expect(editor.doc.relations.size).toBe(rows * perRow);
    // Successors share their end nodes: 2 nodes per lanelet plus 2 per row start.
    expect(editor.doc.nodes.size).toBe(rows * (perRow + 1) * 2);

    const target = [...editor.doc.relations.keys()][2_500]!;
    const before = snapshot(editor.doc);
    const writes = countWrites(editor);
    const [, second] = editor.splitLanelet(target, centreOf(editor, target));
    editor.addNeighbourLanelet(second, 'left', 3.5);
    editor.undo();
    editor.undo();
    expect(writes()).toBeLessThan(40);
    vi.restoreAllMocks();
    expect(snapshot(editor.doc)).toEqual(before);
  });

  it('loaded (a generated district): edits, hit tests and validation stay sound', () => {
    const { doc } = generateDistrict({ lanelets: 5_000 });
    const editor = MapEditor.fromDoc(doc, PROJECTOR);
    const lanelets = [...doc.relations.values()].filter((r) => r.tags.type === 'lanelet');
    expect(lanelets.length).toBeGreaterThan(4_000);
    const target = lanelets.find((r) => r.tags.subtype === 'road' && !r.tags.turn_direction)!;
    const errorsBefore = validateMap(doc).filter((f) => f.severity === 'error');
    const before = snapshot(doc);
    const writes = countWrites(editor);
    const centre = centreOf(editor, target.id);
    expect(editor.hitTest(centre, 0.1)).toEqual({ type: 'relation', id: target.id });
    editor.splitLanelet(target.id, centre);
    editor.undo();
    expect(writes()).toBeLessThan(40);
    vi.restoreAllMocks();
    expect(snapshot(doc)).toEqual(before);
    expect(validateMap(doc).filter((f) => f.severity === 'error')).toEqual(errorsBefore);
  });
});
