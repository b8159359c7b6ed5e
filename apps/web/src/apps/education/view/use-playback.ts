import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { type Playback, advance, seek, startPlayback, toggle } from '../model/playback';

/**
 * The view's clock over simulated time (model/playback.ts), moved on each animation frame by
 * the wall time that passed, up to `available` seconds; at the end of a `complete` episode it
 * stops. The Try's view and the replay share it.
 */
export function usePlayback(available: number, complete: boolean, playing = false) {
  const [playback, setPlayback] = useState<Playback>(() => ({ ...startPlayback(), playing }));
  const limits = useRef({ available, complete });
  useLayoutEffect(() => {
    limits.current = { available, complete };
  });

  useEffect(() => {
    if (!playback.playing) return;
    let last = performance.now();
    let id = requestAnimationFrame(function step(now) {
      // A tab in the background gets no frames: on return the view goes on, it does not jump.
      const wallS = Math.min(0.25, (now - last) / 1000);
      last = now;
      const { available: end, complete: whole } = limits.current;
      setPlayback((p) => advance(p, wallS, end, whole));
      id = requestAnimationFrame(step);
    });
    return () => cancelAnimationFrame(id);
  }, [playback.playing]);

  // The controls read the limits when used, so they stay the same functions between renders.
  const controls = useMemo(
    () => ({
      /** From the start, playing, at the rate chosen so far. */
      restart: () => setPlayback((p) => startPlayback(p.rate)),
      setRate: (rate: number) => setPlayback((p) => ({ ...p, rate })),
      // Paused at what has arrived of an episode still running, play goes on from there.
      toggle: () =>
        setPlayback((p) => {
          const { available: end, complete: whole } = limits.current;
          return whole ? toggle(p, end) : { ...p, playing: !p.playing };
        }),
      seek: (t: number) => setPlayback((p) => seek(p, t, limits.current.available)),
      /** Straight to what has arrived (the end, once the episode is over). */
      skip: () =>
        setPlayback((p) => ({ ...seek(p, Infinity, limits.current.available), playing: false })),
    }),
    [],
  );
  return { playback, ...controls };
}
