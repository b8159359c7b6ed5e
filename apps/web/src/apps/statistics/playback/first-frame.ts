import { useEffect, useState } from 'react';

/** How long the heavy panels wait at most for the first answer (a record with no cloud). */
export const FIRST_FRAME_WAIT_MS = 1500;

/**
 * Whether the panels that are slow to start (the map's WebGL and style, the plot's curves read
 * on the server) may start: two animation frames after the first answer was shown (the 3D
 * panel has drawn it by then), or after FIRST_FRAME_WAIT_MS. Started with the rest, they held
 * the page's thread while the first cloud waited to be drawn (bench/playback.ts).
 */
export function useAfterFirstFrame(shown: boolean): boolean {
  const [ready, setReady] = useState(false);
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
  return ready;
}
