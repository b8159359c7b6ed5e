import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PlaybackClientLike } from './client-types';
import type { PlaybackMessage } from './protocol';
import { PLAY_RENDER_MS, keepSame, usePlayback } from './use-playback';

// The playback loop: time moved by speed × elapsed on animation frames, and `at` asked with at
// most one request in flight (frames in between are skipped, never queued).

const START = '1700000000000000000';
const END = '1700000060000000000';

/** A stand-in for the worker's client whose `at` answers when the test says. */
function client() {
  const pending: Array<{
    timeNs: string;
    topics: string[];
    have: Record<string, string> | undefined;
    aheadNs: string | undefined;
    answer(messages: PlaybackMessage[] | null): void;
  }> = [];
  const stub = {
    at: (
      timeNs: string,
      topics: string[],
      options?: { have?: Record<string, string>; aheadNs?: string },
    ) =>
      new Promise<{ messages: PlaybackMessage[]; bytesRead: number } | null>((resolve) =>
        pending.push({
          timeNs,
          topics,
          have: options?.have,
          aheadNs: options?.aheadNs,
          answer: (messages) => resolve(messages && { messages, bytesRead: 0 }),
        }),
      ),
  } as unknown as PlaybackClientLike;
  return { stub, pending };
}

/** The playback of START..END over `stub`, showing `topics`, from `initialOffset`. */
const playing = (stub: PlaybackClientLike, topics: string[], initialOffset = 0n) =>
  renderHook(() =>
    usePlayback({ client: stub, startNs: START, endNs: END, topics, initialOffset }),
  );

let frames: Array<(now: number) => void> = [];
beforeEach(() => {
  frames = [];
  vi.spyOn(performance, 'now').mockReturnValue(0);
  vi.stubGlobal('requestAnimationFrame', (draw: (now: number) => void) => frames.push(draw));
  vi.stubGlobal('cancelAnimationFrame', () => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const message = (topic: string, timeNs: string): PlaybackMessage => ({
  topic,
  timeNs,
  message: { timeNs },
});

describe('the playback loop', () => {
  it('asks once at the start, then only for the latest time once the answer is in', async () => {
    const { stub, pending } = client();
    const { result } = playing(stub, ['/a'], 2_000_000_000n);
    expect(pending.map((each) => each.timeNs)).toEqual(['1700000002000000000']);
    act(() => result.current.seek(3_000_000_000n));
    act(() => result.current.seek(4_000_000_000n));
    act(() => result.current.seek(5_000_000_000n));
    // One in flight: the seeks wait, and only the last is asked.
    expect(pending).toHaveLength(1);
    await act(async () => pending[0]!.answer([message('/a', '1700000001900000000')]));
    expect(pending.map((each) => each.timeNs)).toEqual([
      '1700000002000000000',
      '1700000005000000000',
    ]);
    expect(result.current.shown.get().get('/a')?.timeNs).toBe('1700000001900000000');
    // A superseded answer (null) changes nothing shown.
    await act(async () => pending[1]!.answer(null));
    expect(result.current.shown.get().get('/a')?.timeNs).toBe('1700000001900000000');
  });

  it('plays at speed × elapsed time, and stops at the end', async () => {
    const { stub, pending } = client();
    const { result } = playing(stub, ['/a']);
    act(() => result.current.setSpeed(2));
    act(() => result.current.play());
    act(() => frames.shift()!(100));
    expect(result.current.time.get()).toBe(200_000_000n);
    act(() => frames.shift()!(150));
    expect(result.current.time.get()).toBe(300_000_000n);
    // The first request is still out: no new one per frame.
    expect(pending).toHaveLength(1);
    await act(async () => pending[0]!.answer([]));
    expect(pending.at(-1)!.timeNs).toBe('1700000000300000000');
    act(() => frames.shift()!(60_000));
    expect(result.current.time.get()).toBe(60_000_000_000n);
    expect(result.current.playing).toBe(false);
  });

  it('playing, asks the worker to read a second of play ahead (× speed); paused, not', async () => {
    const { stub, pending } = client();
    const { result } = playing(stub, ['/a']);
    expect(pending[0]!.aheadNs).toBeUndefined();
    act(() => result.current.setSpeed(2));
    act(() => result.current.play());
    await act(async () => pending[0]!.answer([]));
    act(() => frames.shift()!(20));
    expect(pending.at(-1)!.aheadNs).toBe('2000000000');
    act(() => result.current.pause());
    await act(async () => pending.at(-1)!.answer([]));
    act(() => result.current.seek(5_000_000_000n));
    expect(pending.at(-1)!.timeNs).toBe('1700000005000000000');
    expect(pending.at(-1)!.aheadNs).toBeUndefined();
  });

  it('playing, asks at every frame but moves the time shown at most every PLAY_RENDER_MS, without rendering the section, and shows the exact time on pause', async () => {
    const { stub, pending } = client();
    const { result } = playing(stub, ['/a']);
    await act(async () => pending.at(-1)!.answer([]));
    act(() => result.current.play());
    act(() => frames.shift()!(10));
    expect(result.current.time.get()).toBe(10_000_000n);
    await act(async () => pending.at(-1)!.answer([]));
    let moves = 0;
    const stop = result.current.time.subscribe(() => (moves += 1));
    const section = result.current;
    for (let frame = 1; frame <= 10; frame++) {
      act(() => frames.shift()!(10 + frame * 10));
      // The answer in, the frame's time is asked, shown or not.
      await act(async () => pending.at(-1)!.answer([]));
      expect(pending.at(-1)!.timeNs).toBe(
        String(BigInt(START) + BigInt(10 + frame * 10) * 1_000_000n),
      );
    }
    stop();
    // 100 ms of frames every 10 ms: the time shown moved, at most every PLAY_RENDER_MS ...
    expect(moves).toBeGreaterThan(0);
    expect(moves).toBeLessThanOrEqual(Math.ceil(100 / PLAY_RENDER_MS));
    // ... and the hook's users did not render for it (answers that change nothing render none).
    expect(result.current).toBe(section);
    act(() => result.current.pause());
    expect(result.current.time.get()).toBe(110_000_000n);
  });

  it('playing, shows a new pose or number with the next time shown, but a new cloud at once; paused, at once', async () => {
    const { stub, pending } = client();
    const { result } = playing(stub, ['/cloud', '/odom']);
    const cloud = (timeNs: string): PlaybackMessage => ({
      ...message('/cloud', timeNs),
      view: { kind: 'cloud', frameId: 'lidar', positions: new Float32Array(3), points: 1 },
    });
    await act(async () => pending.at(-1)!.answer([cloud('1'), message('/odom', '1')]));
    act(() => result.current.play());
    act(() => frames.shift()!(10));
    let renders = 0;
    const stop = result.current.shown.subscribe(() => (renders += 1));
    // An odometry message: held until the time shown moves (PLAY_RENDER_MS after the last) ...
    await act(async () => pending.at(-1)!.answer([cloud('1'), message('/odom', '2')]));
    expect(result.current.shown.get().get('/odom')!.timeNs).toBe('1');
    act(() => frames.shift()!(20));
    // ... and the next ask names it as had all the same: the worker does not send it again.
    expect(pending.at(-1)!.have).toEqual({ '/cloud': '1', '/odom': '2' });
    await act(async () => pending.at(-1)!.answer([cloud('1'), message('/odom', '3')]));
    expect(renders).toBe(0);
    act(() => frames.shift()!(10 + PLAY_RENDER_MS));
    expect(renders).toBe(1);
    expect(result.current.shown.get().get('/odom')!.timeNs).toBe('3');
    // A new cloud is shown when it comes, with the odometry that came with it.
    await act(async () => pending.at(-1)!.answer([cloud('4'), message('/odom', '4')]));
    expect(renders).toBe(2);
    expect(result.current.shown.get().get('/cloud')!.timeNs).toBe('4');
    expect(result.current.shown.get().get('/odom')!.timeNs).toBe('4');
    // Held when the play stops: shown on the pause.
    act(() => frames.shift()!(20 + PLAY_RENDER_MS));
    await act(async () => pending.at(-1)!.answer([cloud('4'), message('/odom', '5')]));
    expect(result.current.shown.get().get('/odom')!.timeNs).toBe('4');
    act(() => result.current.pause());
    expect(result.current.shown.get().get('/odom')!.timeNs).toBe('5');
    // Paused, a seek's answer is shown at once.
    act(() => result.current.seek(30_000_000_000n));
    await act(async () => pending.at(-1)!.answer([cloud('4'), message('/odom', '6')]));
    expect(result.current.shown.get().get('/odom')!.timeNs).toBe('6');
    stop();
  });

  it('names what it shows in the next ask, and keeps it when the answer says it is the same', async () => {
    const { stub, pending } = client();
    const { result } = playing(stub, ['/cloud', '/speed']);
    expect(pending[0]!.have).toEqual({});
    const cloud = message('/cloud', '1700000000000000000');
    await act(async () =>
      pending.shift()!.answer([cloud, message('/speed', '1700000000000000000')]),
    );
    act(() => result.current.seek(50_000_000n));
    expect(pending[0]!.have).toEqual({
      '/cloud': '1700000000000000000',
      '/speed': '1700000000000000000',
    });
    await act(async () =>
      pending
        .shift()!
        .answer([
          { topic: '/cloud', timeNs: '1700000000000000000', message: null, same: true },
          message('/speed', '1700000000050000000'),
        ]),
    );
    expect(result.current.shown.get().get('/cloud')).toBe(cloud);
    expect(result.current.shown.get().get('/speed')!.timeNs).toBe('1700000000050000000');
  });

  it('keeps the message objects that did not change, so panels draw nothing new', () => {
    const a = message('/a', '5');
    const b = message('/b', '5');
    const before = new Map([
      ['/a', a],
      ['/b', b],
    ]);
    const next = keepSame(before, [message('/a', '5'), message('/b', '6')]);
    expect(next.get('/a')).toBe(a);
    expect(next.get('/b')).not.toBe(b);
    // Nothing new at all: the very map, so the page does not render again for it.
    expect(keepSame(before, [message('/a', '5'), { ...b, message: null, same: true }])).toBe(
      before,
    );
    // A topic gone from the answer is a change.
    expect(keepSame(before, [message('/a', '5')])).not.toBe(before);
  });
});
