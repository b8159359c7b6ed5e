import { useCallback, useRef, useSyncExternalStore } from 'react';
import type { PlaybackMessage } from './protocol';

/*
 * What the panels show now, by topic, as a store of its own (like the time, playback-time.ts):
 * each panel subscribes to its own topics and renders when one of their messages changes. Held
 * in the section's state, every answer rendered the whole section — the timeline, the layout
 * bar, every panel's frame — before the 3D view was handed its cloud: a seek's answer took
 * 20 ms of the page's thread on the way to its frame (bench/playback.ts, ADR 30).
 */

/** The messages shown now, by topic. */
export type ShownMessages = ReadonlyMap<string, PlaybackMessage>;

export interface ShownStore {
  /** The messages shown now. */
  get(): ShownMessages;
  /** The first answer's messages (null before it): what the page's first frame waits for. */
  first(): ShownMessages | null;
  /** Answers shown so far (an answer that changed nothing is not one). */
  answers(): number;
  /**
   * Shows `next` (the caller keeps unchanged messages the same objects: `keepSame`); `answer`
   * false when it is not the worker's answer (no topics left to show).
   */
  set(next: ShownMessages, answer?: boolean): void;
  /** Calls `listener` at each change; answers how to stop. */
  subscribe(listener: () => void): () => void;
}

export function createShownMessages(): ShownStore {
  let shown: ShownMessages = new Map();
  let first: ShownMessages | null = null;
  let answers = 0;
  const listeners = new Set<() => void>();
  return {
    get: () => shown,
    first: () => first,
    answers: () => answers,
    set(next, answer = true) {
      shown = next;
      if (answer) {
        first ??= next;
        answers += 1;
      }
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * The messages of `topics` shown now: the same map object until one of their messages changes,
 * so a component renders again only for its own topics (a plot's speed, not the lidar's cloud).
 */
export function useTopicMessages(store: ShownStore, topics: readonly string[]): ShownMessages {
  const key = topics.join('\n');
  const last = useRef<{ key: string; selected: ShownMessages } | null>(null);
  const select = useCallback(() => {
    const all = store.get();
    const before = last.current;
    const wanted = key ? key.split('\n') : [];
    if (
      before &&
      before.key === key &&
      wanted.every((t) => before.selected.get(t) === all.get(t))
    ) {
      return before.selected;
    }
    const selected = new Map<string, PlaybackMessage>();
    for (const topic of wanted) {
      const message = all.get(topic);
      if (message) selected.set(topic, message);
    }
    last.current = { key, selected };
    return selected;
  }, [store, key]);
  return useSyncExternalStore(store.subscribe, select, select);
}

/** The first answer's messages, null before it: renders once when it comes, not after. */
export function useFirstShown(store: ShownStore): ShownMessages | null {
  return useSyncExternalStore(store.subscribe, store.first, store.first);
}
