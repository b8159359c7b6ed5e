import type { Frame, Scene, TryResult } from '../sim/protocol';

/**
 * A Try in the browser, as the page shows it: the scene arrives, then frames as the simulator
 * drives the learner's code, then the result (or a sentence why it failed). The frames come
 * faster than real time; playback.ts decides how much of them the view has reached.
 */
export interface TryRun {
  phase: 'idle' | 'starting' | 'running' | 'done' | 'failed';
  /** Which of the challenge's episodes (index). */
  episode: number;
  scene: Scene | null;
  frames: Frame[];
  result: TryResult | null;
  error: string | null;
}

export type TryAction =
  | { type: 'start'; episode: number }
  | { type: 'scene'; scene: Scene }
  | { type: 'frames'; frames: Frame[] }
  | { type: 'result'; result: TryResult }
  | { type: 'failed'; message: string }
  | { type: 'reset' };

export const IDLE_TRY: TryRun = {
  phase: 'idle',
  episode: 0,
  scene: null,
  frames: [],
  result: null,
  error: null,
};

export function tryReducer(run: TryRun, action: TryAction): TryRun {
  switch (action.type) {
    case 'start':
      return { ...IDLE_TRY, phase: 'starting', episode: action.episode };
    case 'scene':
      return run.phase === 'starting' || run.phase === 'running'
        ? { ...run, scene: action.scene, phase: 'running' }
        : run;
    case 'frames':
      return run.phase === 'running' ? { ...run, frames: [...run.frames, ...action.frames] } : run;
    case 'result':
      return run.phase === 'running' || run.phase === 'starting'
        ? { ...run, phase: 'done', result: action.result }
        : run;
    case 'failed':
      return run.phase === 'idle' ? run : { ...run, phase: 'failed', error: action.message };
    case 'reset':
      return IDLE_TRY;
  }
}

/** Whether a Try is under way (its button turns into Stop). */
export const isTrying = (run: TryRun) => run.phase === 'starting' || run.phase === 'running';

/** Simulated seconds the frames reach (the last one's time), 0 before any. */
export const framesEnd = (run: TryRun) => run.frames.at(-1)?.t ?? 0;

/** The frame at or before `t` (frames are 1/20 s apart from 0). */
export function frameAt(frames: readonly Frame[], t: number): Frame | null {
  if (frames.length === 0) return null;
  let low = 0;
  let high = frames.length - 1;
  if (t >= frames[high]!.t) return frames[high]!;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (frames[middle]!.t <= t) low = middle;
    else high = middle - 1;
  }
  return frames[low]!;
}
