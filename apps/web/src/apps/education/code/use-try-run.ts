import type { EduEpisode } from '@ads/contract';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { EpisodeClient } from '../sim/episode-client';
import { IDLE_TRY, framesEnd, tryReducer } from '../model/try-run';
import { usePlayback } from '../view/use-playback';

/**
 * A Try on the page: the episode worker drives the code (faster than real time) while the
 * view plays the frames as they come, at the learner's rate. Leaving the page ends the worker.
 */
export function useTryRun() {
  const client = useRef<EpisodeClient | null>(null);
  const stopCurrent = useRef<(() => void) | null>(null);
  /** The Try under way: an earlier one's late answer (it was stopped for this one) is dropped. */
  const current = useRef(0);
  const [run, dispatch] = useReducer(tryReducer, IDLE_TRY);
  const clock = usePlayback(framesEnd(run), run.phase === 'done' || run.phase === 'failed');
  const { restart } = clock;

  useEffect(
    () => () => {
      client.current?.dispose();
      client.current = null;
    },
    [],
  );

  const start = useCallback(
    (source: string, episode: EduEpisode, index: number) => {
      stopCurrent.current?.();
      const token = ++current.current;
      client.current ??= new EpisodeClient();
      dispatch({ type: 'start', episode: index });
      restart();
      const trying = client.current.try(source, episode, {
        scene: (scene) => dispatch({ type: 'scene', scene }),
        frames: (frames) => dispatch({ type: 'frames', frames }),
      });
      stopCurrent.current = trying.stop;
      void trying.done.then((end) => {
        if (token !== current.current) return;
        stopCurrent.current = null;
        if (end.kind === 'result') dispatch({ type: 'result', result: end.result });
        else dispatch({ type: 'failed', message: end.message });
      });
    },
    [restart],
  );

  const stop = useCallback(() => stopCurrent.current?.(), []);
  return { run, start, stop, ...clock };
}
