import { describe, expect, it } from 'vitest';
import type { Frame, Scene, TryResult } from '../sim/protocol';
import { IDLE_TRY, frameAt, framesEnd, isTrying, tryReducer } from './try-run';
import { advance, clockText, seek, startPlayback, toggle } from './playback';

const frame = (t: number): Frame => ({
  t,
  x: t,
  y: 0,
  yaw: 0,
  speed: 5,
  driven: t * 5,
  remaining: 100 - t * 5,
  lateral: 0,
  throttle: 0.5,
  brake: 0,
  steering: 0,
  nextStop: null,
});
const scene = { lanes: [] } as unknown as Scene;
const result = { end: 'finished' } as TryResult;

describe('a Try and its playback', () => {
  it('goes starting → running → done, and drops what comes after it ended', () => {
    let run = tryReducer(IDLE_TRY, { type: 'start', episode: 1 });
    expect(run.phase).toBe('starting');
    expect(isTrying(run)).toBe(true);
    run = tryReducer(run, { type: 'scene', scene });
    run = tryReducer(run, { type: 'frames', frames: [frame(0), frame(0.05)] });
    run = tryReducer(run, { type: 'frames', frames: [frame(0.1)] });
    expect(run.frames).toHaveLength(3);
    expect(framesEnd(run)).toBe(0.1);
    run = tryReducer(run, { type: 'result', result });
    expect(run).toMatchObject({ phase: 'done', episode: 1, result });
    expect(tryReducer(run, { type: 'frames', frames: [frame(9)] }).frames).toHaveLength(3);
    expect(tryReducer(run, { type: 'reset' })).toBe(IDLE_TRY);
  });

  it('keeps the sentence of a failure; a stopped Try ignores its late answers', () => {
    const started = tryReducer(IDLE_TRY, { type: 'start', episode: 0 });
    const failed = tryReducer(started, { type: 'failed', message: 'took too long' });
    expect(failed).toMatchObject({ phase: 'failed', error: 'took too long' });
    expect(tryReducer(IDLE_TRY, { type: 'scene', scene })).toBe(IDLE_TRY);
    expect(tryReducer(IDLE_TRY, { type: 'failed', message: 'x' })).toBe(IDLE_TRY);
  });

  it('finds the frame at a time', () => {
    const frames = [0, 0.05, 0.1, 0.15].map(frame);
    expect(frameAt(frames, 0.12)?.t).toBe(0.1);
    expect(frameAt(frames, 5)?.t).toBe(0.15);
    expect(frameAt(frames, 0)?.t).toBe(0);
    expect(frameAt([], 1)).toBeNull();
  });

  it('plays at its rate up to what has arrived, and stops at the end of a whole episode', () => {
    let playback = startPlayback(4);
    playback = advance(playback, 0.5, 10, false);
    expect(playback.t).toBe(2);
    playback = advance(playback, 5, 3, false);
    expect(playback).toMatchObject({ t: 3, playing: true });
    playback = advance(playback, 1, 3.5, true);
    expect(playback).toMatchObject({ t: 3.5, playing: false });
    playback = toggle(playback, 3.5);
    expect(playback).toMatchObject({ t: 0, playing: true });
    expect(seek(playback, 99, 3.5).t).toBe(3.5);
    expect(seek(playback, -1, 3.5).t).toBe(0);
    expect(clockText(75.25)).toBe('1:15.3');
  });
});
