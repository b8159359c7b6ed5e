import { useCallback, useEffect, useState } from 'react';

/** How long the heavy panels wait at most for the first frame (a record with no cloud). */
export const FIRST_FRAME_WAIT_MS = 1500;

/**
 * Whether the panels that are slow to start (the map's WebGL and style, the plot's curves read
 * on the server and its path chooser) may start: two animation frames after the first frame
 * was shown, or after FIRST_FRAME_WAIT_MS. The first frame is the 3D panel's first cloud drawn
 * where the first answer brought one for it (`cloudToDraw`), else the first answer itself.
 * Started with the rest, they held the page's thread while the first cloud waited to be
 * drawn; started after the answer only, the map's set-up still came before the cloud, which
 * the 3D view draws in a worker and reports a moment later (bench/playback.ts).
 */
export function useAfterFirstFrame(
  answered: boolean,
  cloudToDraw: boolean,
): { ready: boolean; onCloudDrawn: () => void } {
  const [ready, setReady] = useState(false);
  const [cloudDrawn, setCloudDrawn] = useState(false);
  const onCloudDrawn = useCallback(() => setCloudDrawn(true), []);
  const shown = answered && (cloudDrawn || !cloudToDraw);
  useEffect(() => {
    if (ready) return;
    const timer = setTimeout(() => setReady(true), FIRST_FRAME_WAIT_MS);
    let handle = 0;
    if (shown) {
      handle = requestAnimationFrame(() => {
        handle = requestAnimationFrame(() => setReady(true));
      });
    }
    return () => {
      clearTimeout(timer);
      cancelAnimationFrame(handle);
    };
  }, [shown, ready]);
  return { ready, onCloudDrawn };
}
