import { useEffect } from 'react';
import type { MapEditorApi } from '../../model/editor-api';
import { groundAt } from './ground-grid';
import { pointCloud, usePointCloud } from './point-cloud-store';

/**
 * Makes the loaded cloud's ground the model's source of new nodes' z, and notes each answer
 * for the status bar (a click outside the cloud must not silently give z = 0). The layer
 * belongs to the open map: it goes when the editor does (another map may be elsewhere).
 */
export function usePointCloudGround(editor: MapEditorApi) {
  const grid = usePointCloud((state) => state.layer?.grid ?? null);
  useEffect(() => {
    if (!editor.setGround) return;
    if (!grid) {
      editor.setGround(null);
      return;
    }
    editor.setGround((x, y) => {
      const z = groundAt(grid, x, y);
      pointCloud.set({ ground: z === null ? { kind: 'none' } : { kind: 'cloud', z } });
      return z;
    });
    return () => editor.setGround?.(null);
  }, [editor, grid]);
  useEffect(() => () => pointCloud.remove(), [editor]);
}
