import type { BoardSpec } from '@ads/calibration';
import { useEffect, useReducer, useRef } from 'react';
import { gridKey } from '../shared/board-draft';
import { useWorker } from '../shared/worker-context';
import { EMPTY_VIEWS, viewsReducer } from './views-state';

/** Detections running at once: each decodes a full image in the worker. */
const PARALLEL_DETECTIONS = 2;

let nextId = 0;

/**
 * The intrinsics tab's views (views-state.ts) and their search: each view is searched once per
 * board grid, a few at a time, in the worker; the thumbnails' object URLs go with the tab.
 */
export function useBoardViews(spec: BoardSpec | null) {
  const worker = useWorker();
  const [state, dispatch] = useReducer(viewsReducer, EMPTY_VIEWS);
  const grid = gridKey(spec);

  const inFlight = useRef(new Set<string>());
  useEffect(() => {
    if (!spec) return;
    for (const view of state.views) {
      if (inFlight.current.size >= PARALLEL_DETECTIONS) break;
      const key = `${state.round}:${view.id}`;
      if (view.status !== 'detecting' || inFlight.current.has(key)) continue;
      inFlight.current.add(key);
      const round = state.round;
      worker
        .run('detect', { image: view.source, board: spec })
        .then(
          (found) => dispatch({ type: 'detected', id: view.id, round, ...found }),
          (error: Error) =>
            dispatch({ type: 'failed', id: view.id, round, message: error.message }),
        )
        .finally(() => {
          inFlight.current.delete(key);
          // Frees a slot: the state changes with the answer, which runs this effect again.
        });
    }
    // `grid` rather than `spec`: a new object each render, the same board.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state, grid, worker]);

  const urls = useRef(new Set<string>());
  useEffect(() => {
    const owned = urls.current;
    return () => owned.forEach((url) => URL.revokeObjectURL(url));
  }, []);

  const addImages = (files: File[]) => {
    const views = files.map((file) => {
      const url = URL.createObjectURL(file);
      urls.current.add(url);
      nextId += 1;
      return { id: `v${nextId}`, name: file.name, source: file, url };
    });
    dispatch({ type: 'add', views });
  };

  return { state, dispatch, addImages };
}
