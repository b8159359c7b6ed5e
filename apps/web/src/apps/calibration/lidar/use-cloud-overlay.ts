import type { CameraIntrinsics, CloudProjection, Mat3 } from '@ads/calibration';
import { useEffect, useState } from 'react';
import { notify } from '../../../lib/notify';
import { useWorker } from '../shared/worker-context';
import type { Shown } from './lidar-rules';
import type { Capture } from './lidar-state';

/**
 * The cloud over the image, projected in the worker whenever the transform or capture changes
 * (while it is switched on); `projection` is the one for what is shown now, or null.
 */
export function useCloudOverlay(
  shown: Shown | null,
  intrinsics: CameraIntrinsics | null,
  capture: Capture,
) {
  const worker = useWorker();
  const [showOverlay, setShowOverlay] = useState(true);
  const [overlay, setOverlay] = useState<{ key: string; projection: CloudProjection } | null>(null);
  const overlayKey =
    shown && intrinsics && capture.cloud && capture.image
      ? JSON.stringify([capture.cloud.key, shown.result.R, shown.result.t, intrinsics])
      : '';
  useEffect(() => {
    if (
      !showOverlay ||
      !overlayKey ||
      overlay?.key === overlayKey ||
      !shown ||
      !intrinsics ||
      !capture.cloud
    )
      return;
    let current = true;
    worker
      .run('overlay', {
        cloud: capture.cloud.key,
        intrinsics,
        R: shown.result.R as Mat3,
        t: shown.result.t,
      })
      .then(
        (projection) => current && setOverlay({ key: overlayKey, projection }),
        (error: Error) => current && notify(error.message, 'error'),
      );
    return () => {
      current = false;
    };
  }, [worker, showOverlay, overlayKey, overlay?.key, shown, intrinsics, capture.cloud]);
  const projection = showOverlay && overlay?.key === overlayKey ? overlay.projection : null;
  return { showOverlay, setShowOverlay, projection };
}
