import { useSyncExternalStore } from 'react';

/*
 * The playback's moving time (ns from the record's start) as a store of its own, outside
 * React's state: playing, it changes twenty times a second, and what shows it (the timeline's
 * thumb and text, the plot's cursor, the map's marker, the URL) subscribes to it alone. Held in
 * the section's state, it rendered the whole section — buttons, tooltips, the layout bar, every
 * panel frame — at each change: 30 % of the page's main thread while playing (bench/playback.ts,
 * ADR 30).
 */

export interface PlaybackTime {
  /** The time shown now. */
  get(): bigint;
  /** Shows `offset`; listeners are told only when it differs. */
  set(offset: bigint): void;
  /** Calls `listener` at each change; answers how to stop. */
  subscribe(listener: () => void): () => void;
}

export function createPlaybackTime(initial: bigint): PlaybackTime {
  let offset = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => offset,
    set(next) {
      if (next === offset) return;
      offset = next;
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The time shown, in a component that renders again at each change (and only that one). */
export function useShownTime(time: PlaybackTime): bigint {
  return useSyncExternalStore(time.subscribe, time.get, time.get);
}
