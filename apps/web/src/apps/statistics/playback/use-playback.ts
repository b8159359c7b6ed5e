import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { PlaybackClientLike } from './client-types';
import { createPlaybackTime } from './playback-time';
import type { PlaybackMessage } from './protocol';
import { type ShownMessages, createShownMessages } from './shown-messages';
import { advance, clampNs, durationNs, parseNs } from './timeline';

/**
 * While playing, the time shown moves at most this often (≈ 20 Hz, every third frame at 60 Hz),
 * and so do the panels' messages, except a new cloud or image, shown when it comes: a 50 Hz
 * odometry rendered the 3D view's panel, the plot and the map 40 times a second, and the page
 * played at 0.75-0.86 of its paused frame rate (bench/playback.ts, ADR 30).
 */
export const PLAY_RENDER_MS = 45;

/** Playing, the worker reads ahead this many seconds of play (record time: × speed). */
const READ_AHEAD_S = 1;

/**
 * The playback's time and what the panels show at it. Both are stores of their own (`time`,
 * playback-time.ts; `shown`, shown-messages.ts): what shows them subscribes, and the section
 * renders for neither. Playing, a requestAnimationFrame loop
 * moves the wanted time by speed × elapsed; whenever the wanted time (or the topics) differ from
 * what was last asked, `at` is asked again, with at most one request in flight: frames that come
 * while one is out are skipped, not queued, so a slow decode lowers the panels' frame rate and
 * never builds a backlog.
 */
export function usePlayback(input: {
  client: PlaybackClientLike | null;
  startNs: string;
  endNs: string;
  topics: readonly string[];
  initialOffset: bigint;
}) {
  const { client, startNs, endNs } = input;
  const start = useMemo(() => parseNs(startNs) ?? 0n, [startNs]);
  const duration = useMemo(() => durationNs(startNs, endNs), [startNs, endNs]);
  const topicsKey = input.topics.join('\n');
  const topics = useMemo(() => (topicsKey ? topicsKey.split('\n') : []), [topicsKey]);

  const [time] = useState(() => createPlaybackTime(clampNs(input.initialOffset, 0n, duration)));
  const [playing, setPlaying] = useState(false);
  const [speed, setSpeed] = useState(1);
  const [shown] = useState(createShownMessages);
  const [error, setError] = useState<string | null>(null);

  const wanted = useRef(time.get());
  /**
   * The worker's answers applied: what the next ask names as had, and what the panels show now
   * or, playing, at the next time shown (held while it is not the shown map itself).
   */
  const applied = useRef<ShownMessages>(shown.get());
  const playingNow = useRef(false);
  const showApplied = useCallback(() => {
    if (applied.current !== shown.get()) shown.set(applied.current);
  }, [shown]);
  const inFlight = useRef(false);
  const asked = useRef<string | null>(null);
  // What the next request asks with, read by callbacks that outlive a render.
  const latest = useRef({ client, topics, start });
  useLayoutEffect(() => {
    latest.current = { client, topics, start };
  }, [client, topics, start]);
  /** Playing: how far ahead of the time asked the worker reads (ns), by the speed; 0 paused. */
  const aheadNs = useRef(0n);

  const pump = useCallback(
    function ask() {
      const { client, topics, start } = latest.current;
      if (inFlight.current || !client) return;
      const key = `${wanted.current}|${topics.join('\n')}`;
      if (key === asked.current) return;
      asked.current = key;
      if (topics.length === 0) {
        applied.current = new Map();
        shown.set(applied.current, false);
        return;
      }
      inFlight.current = true;
      // What the page has (shown, or held to be shown) is not decoded and sent again while it is
      // still the latest.
      const have: Record<string, string> = {};
      for (const [topic, message] of applied.current) have[topic] = message.timeNs;
      // The bench splits a seek's time with these: asked → answered (the worker's part in its
      // detail) → the frame drawn (ScenePanel's mark). Only the latest of each is kept: playing
      // asks at every animation frame.
      performance.clearMarks('playback:asked');
      performance.mark('playback:asked');
      const ahead = aheadNs.current;
      client
        .at((start + wanted.current).toString(), topics, {
          have,
          ...(ahead > 0n ? { aheadNs: ahead.toString() } : {}),
        })
        .then(
          (answer) => {
            inFlight.current = false;
            if (answer) {
              performance.clearMarks('playback:answered');
              performance.mark('playback:answered', {
                detail: { workMs: answer.workMs },
              });
              const before = applied.current;
              const next = keepSame(before, answer.messages);
              applied.current = next;
              if (shown.first() === null) shown.set(next);
              else if (next !== before) {
                // Playing, a change of poses, numbers or text waits for the next time shown.
                if (!playingNow.current || framesChanged(before, next)) showApplied();
              }
              setError(null);
            }
            ask();
          },
          (failure: unknown) => {
            inFlight.current = false;
            setError(failure instanceof Error ? failure.message : String(failure));
          },
        );
    },
    [shown, showApplied],
  );

  const seek = useCallback(
    (to: bigint) => {
      const next = clampNs(to, 0n, duration);
      wanted.current = next;
      time.set(next);
      pump();
    },
    [duration, pump, time],
  );

  // A new client or new topics: ask again at the same time. A layout effect: the first ask
  // goes to the worker before the panels' own effects (the 3D view's renderer) and the paint,
  // not after them (bench/playback.ts: opened → asked took 145–196 ms as a passive effect).
  useLayoutEffect(() => {
    asked.current = null;
    pump();
  }, [client, topicsKey, pump]);

  useEffect(() => {
    if (!playing) return;
    playingNow.current = true;
    aheadNs.current = BigInt(Math.round(speed * READ_AHEAD_S * 1e9));
    let handle = 0;
    let last = performance.now();
    let shownAt = -Infinity;
    const frame = (now: number) => {
      const moved = advance(wanted.current, now - last, speed, duration);
      last = now;
      // The worker is asked at every frame; the page shows the new time at most every
      // PLAY_RENDER_MS: what shows it (the thumb, the plot's cursor, the map's marker) need not
      // render at display rate.
      wanted.current = moved.offset;
      pump();
      if (moved.ended || now - shownAt >= PLAY_RENDER_MS) {
        shownAt = now;
        // One render for both: React batches the two stores' changes of this task.
        time.set(moved.offset);
        showApplied();
      }
      if (moved.ended) setPlaying(false);
      else handle = requestAnimationFrame(frame);
    };
    handle = requestAnimationFrame(frame);
    return () => {
      cancelAnimationFrame(handle);
      aheadNs.current = 0n;
      playingNow.current = false;
      showApplied();
    };
  }, [playing, speed, duration, pump, time, showApplied]);

  const play = useCallback(() => {
    // Play at the end starts over.
    if (wanted.current >= duration) seek(0n);
    setPlaying(true);
  }, [duration, seek]);
  const pause = useCallback(() => {
    setPlaying(false);
    // The time shown is the time stopped at, not the last one shown while playing.
    time.set(wanted.current);
  }, [time]);

  return {
    start,
    duration,
    time,
    playing,
    speed,
    shown,
    error,
    seek,
    play,
    pause,
    setSpeed,
  };
}
export type Playback = ReturnType<typeof usePlayback>;

/** Whether a cloud or an image changed from `before` to `next`: a sensor's frame, shown at once. */
function framesChanged(before: ShownMessages, next: ShownMessages): boolean {
  for (const [topic, message] of next) {
    const kind = message.view?.kind;
    if ((kind === 'cloud' || kind === 'image') && before.get(topic) !== message) return true;
  }
  return false;
}

/**
 * The answer as the shown map, keeping the message objects of topics whose message did not
 * change (same time): a panel whose message is the same object draws nothing new. When nothing
 * changed it is `before` itself, so the page does not render again for it (playing, most frames'
 * answers). A replaced image's bitmap is closed (it was transferred to this page and nobody
 * draws it any more).
 */
export function keepSame(before: ShownMessages, answer: PlaybackMessage[]): ShownMessages {
  const next = new Map<string, PlaybackMessage>();
  for (const message of answer) {
    const old = before.get(message.topic);
    if (message.same) {
      if (old) next.set(message.topic, old);
      continue;
    }
    if (old && old.timeNs === message.timeNs) {
      next.set(message.topic, old);
      if (message !== old && message.view?.kind === 'image') message.view.bitmap.close?.();
    } else next.set(message.topic, message);
  }
  let changed = next.size !== before.size;
  for (const [topic, old] of before) {
    if (next.get(topic) === old) continue;
    changed = true;
    if (old.view?.kind === 'image') old.view.bitmap.close?.();
  }
  return changed ? next : before;
}
