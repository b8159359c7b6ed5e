import type { MapProjector, OsmDoc, OsmTags } from '@ads/lanelet2';
import { vi } from 'vitest';
import type { ElementRef, MapEditorApi } from '../../model/editor-api';

/**
 * An editing model that records what the page asks of it, over a hand-made document: the
 * page's logic is tested apart from the model (which has its own tests).
 */
export function fakeEditor(doc: OsmDoc) {
  const listeners = new Set<() => void>();
  let revision = 0;
  let nextId = 1000;
  const bump = () => {
    revision++;
    for (const listener of listeners) listener();
  };
  const tagsOf = (ref: ElementRef): OsmTags | null =>
    (ref.type === 'node'
      ? doc.nodes.get(ref.id)?.tags
      : ref.type === 'way'
        ? doc.ways.get(ref.id)?.tags
        : doc.relations.get(ref.id)?.tags) ?? null;
  const editor = {
    doc,
    projector: {
      projector_type: 'LocalCartesianUTM',
      map_origin: { latitude: 35, longitude: 139, altitude: 0 },
    } as MapProjector,
    get revision() {
      return revision;
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    undo: vi.fn(() => true),
    redo: vi.fn(() => true),
    canUndo: true,
    canRedo: false,
    batch<T>(_label: string, run: () => T): T {
      return run();
    },
    addLaneletFromCenterline: vi.fn(() => ({ lanelet: ++nextId, left: ++nextId, right: ++nextId })),
    addLaneletFromBounds: vi.fn(() => ({ lanelet: ++nextId, left: 0, right: 0 })),
    addNeighbourLanelet: vi.fn(() => ({ lanelet: ++nextId, left: 0, right: 0 })),
    addLineString: vi.fn(() => ++nextId),
    addPoint: vi.fn(() => ++nextId),
    splitLanelet: vi.fn((): [number, number] => [++nextId, ++nextId]),
    joinLanelets: vi.fn(() => ++nextId),
    reverseLanelet: vi.fn(),
    moveNode: vi.fn(),
    setTags: vi.fn((ref: ElementRef, patch: Record<string, string | null>) => {
      const tags = tagsOf(ref);
      if (!tags) return;
      for (const [key, value] of Object.entries(patch)) {
        if (value === null) delete tags[key];
        else tags[key] = value;
      }
      bump();
    }),
    deleteElement: vi.fn(),
    addTrafficLight: vi.fn(() => ++nextId),
    addTrafficLightLine: vi.fn(() => ++nextId),
    setWayElevation: vi.fn(),
    addTrafficSign: vi.fn(() => ++nextId),
    addRightOfWay: vi.fn(() => ++nextId),
    addSpeedLimit: vi.fn(() => ++nextId),
    addCrosswalk: vi.fn(() => ++nextId),
    setStopLine: vi.fn(),
    linkRegulatoryElement: vi.fn(),
    hitTest: vi.fn((): ElementRef | null => null),
    tagsOf,
    bump,
  };
  vi.spyOn(editor, 'batch');
  return editor satisfies MapEditorApi & { bump(): void };
}
