/*
 * The playback page's time in the browser: the URL's `?t=` kept at it, and which keys belong to
 * what has the focus rather than to the timeline.
 */
import { useEffect, useRef } from 'react';
import type { useSearchParams } from 'react-router';
import { withTimeParam } from './timeline';
import type { PlaybackTime } from './playback-time';

/** The URL follows the time at most this often while playing (replace, not push). */
const URL_EVERY_MS = 1000;
/**
 * Paused, the URL follows the time this long after the last seek: a run of seeks (a held arrow
 * key, clicks along the bar) writes it once, when it stops, not while the next seek's frame is
 * on its way (a replace costs the page ~17 ms: the router's render and Chromium's own
 * same-document navigation, which fetches the favicon again).
 */
const URL_AFTER_SEEK_MS = 500;

/** Whether a key belongs to what has the focus (a field, a menu, a button's Space, the 3D view's arrows). */
export function isEditing(target: EventTarget, key: string): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (
    target.closest(
      'input, textarea, select, [contenteditable="true"], [role="combobox"], [role="listbox"], [role="menu"]',
    )
  ) {
    return true;
  }
  if (key === ' ' && target.closest('button, a, summary, [role="button"]')) return true;
  // The 3D view pans with the arrow keys while it has the focus.
  if (key.startsWith('Arrow') && target.closest('[role="img"]')) return true;
  return false;
}

/**
 * Keeps `?t=` at the time shown: replaced (not pushed) so Back leaves the page, at most once a
 * second while playing, and half a second after the last seek when paused. It follows the time
 * by subscribing (the section does not render as the time moves).
 */
export function useTimeInUrl(
  time: PlaybackTime,
  playing: boolean,
  setSearch: ReturnType<typeof useSearchParams>[1],
): void {
  const last = useRef(0);
  /** The first time is the link's own (or the start): the URL changes only when the time does. */
  const first = useRef<bigint | null>(time.get());
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const follow = () => {
      const offset = time.get();
      if (first.current !== null && first.current === offset) return;
      first.current = null;
      clearTimeout(timer);
      const now = performance.now();
      const wait = playing ? Math.max(0, URL_EVERY_MS - (now - last.current)) : URL_AFTER_SEEK_MS;
      timer = setTimeout(() => {
        last.current = performance.now();
        setSearch((before) => withTimeParam(before, time.get()), { replace: true });
      }, wait);
    };
    // Playing starting or stopping changes the wait: the time is followed again from here.
    follow();
    const stop = time.subscribe(follow);
    return () => {
      stop();
      clearTimeout(timer);
    };
  }, [time, playing, setSearch]);
}
