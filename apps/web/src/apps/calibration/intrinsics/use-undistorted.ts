import type { CameraIntrinsics, Vec2 } from '@ads/calibration';
import { useEffect, useState } from 'react';
import { useWorker } from '../shared/worker-context';
import type { Progress, RgbaImage } from '../worker/protocol';
import { type Straightness, gridStraightness } from './straightness';
import type { View } from './views-state';

export interface Undistorted {
  key: string;
  image: RgbaImage;
  corners: Vec2[];
  before: Straightness | null;
  after: Straightness | null;
}

/**
 * A view undistorted with the intrinsics in the worker, with how far the board's rows and
 * columns bend before and after; asked again when the view or the intrinsics change. `ready` is
 * the answer for the current view and intrinsics only.
 */
export function useUndistorted(
  view: View | undefined,
  intrinsics: CameraIntrinsics,
  grid: { cols: number; rows: number; ids: readonly number[] | undefined },
) {
  const { cols, rows, ids } = grid;
  const worker = useWorker();
  const [result, setResult] = useState<Undistorted | null>(null);
  const [progress, setProgress] = useState<Progress | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const key = view
    ? `${view.id}|${intrinsics.K.join()}|${intrinsics.D.join()}|${intrinsics.model}`
    : '';

  useEffect(() => {
    if (!view || result?.key === key) return;
    let current = true;
    // Told after the effect, as any answer from the worker.
    queueMicrotask(() => {
      if (!current) return;
      setProgress({ stage: 'Undistorting…' });
      setProblem(null);
    });
    worker
      .run(
        'undistort',
        { image: view.source, intrinsics, corners: view.corners },
        { onProgress: (p) => current && setProgress(p) },
      )
      .then(
        (out) => {
          if (!current) return;
          setResult({
            key,
            image: out,
            corners: out.corners,
            before: gridStraightness(view.corners, cols, rows, ids),
            after: gridStraightness(out.corners, cols, rows, ids),
          });
        },
        (error: Error) => current && setProblem(error.message),
      )
      .finally(() => current && setProgress(null));
    return () => {
      current = false;
    };
  }, [worker, view, key, intrinsics, cols, rows, ids, result?.key]);

  return { ready: result?.key === key ? result : null, progress, problem };
}
