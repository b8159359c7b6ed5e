import { create } from 'zustand';
import type { GroundGrid } from './ground-grid';

/*
 * The point-cloud layer under the editor: one cloud at a time, read from the user's disk (it
 * never leaves the browser: nothing is uploaded or saved with the map), its ground the source
 * of new nodes' z while it is loaded, shown or not.
 */

export interface PointCloudLayer {
  /** The file's name (the files', comma-separated, for a divided map). */
  name: string;
  /** Points in the file, and how many of them are drawn. */
  points: number;
  drawn: number;
  grid: GroundGrid;
  lonLat: Float64Array;
  z: Float32Array;
  zRange: [number, number];
  visible: boolean;
}

/** What the last new node's z came from, for the status bar. */
export type GroundNote = { kind: 'cloud'; z: number } | { kind: 'none' } | null;

interface PointCloudState {
  layer: PointCloudLayer | null;
  /** The name of a file being read. */
  loading: string | null;
  ground: GroundNote;
}

export const usePointCloud = create<PointCloudState>(() => ({
  layer: null,
  loading: null,
  ground: null,
}));

export const pointCloud = {
  get: () => usePointCloud.getState(),
  set: (patch: Partial<PointCloudState>) => usePointCloud.setState(patch),
  toggle() {
    const { layer } = usePointCloud.getState();
    if (layer) usePointCloud.setState({ layer: { ...layer, visible: !layer.visible } });
  },
  remove() {
    usePointCloud.setState({ layer: null, ground: null });
  },
};
