import type { EduSubmission } from '@ads/contract';
import type { EpisodeEnd, EpisodeEventKind } from '../sim/protocol';
import type { EduT } from './edu-t';

type State = EduSubmission['state'];

/** AI-DO's job states, as the learner reads them. */
export const stateLabel = (t: EduT, state: State) => t(`submission.state.${state}`);

export const STATE_COLOR = {
  queued: 'info',
  evaluating: 'info',
  success: 'success',
  error: 'error',
  failed: 'error',
  timeout: 'warning',
} as const satisfies Record<State, string>;

/** A wait in seconds as a learner reads it: "about 20 s", "about 3 min". */
export function waitText(t: EduT, seconds: number): string {
  if (seconds < 60) return t('submission.waitSeconds', { count: Math.max(1, Math.round(seconds)) });
  return t('submission.waitMinutes', { count: Math.round(seconds / 60) });
}

/** The queue line of a submission that waits or is scored. */
export function queueText(
  t: EduT,
  submission: Pick<EduSubmission, 'state' | 'queue'>,
): string | null {
  const queue = submission.queue;
  if (!queue) return null;
  if (submission.state === 'evaluating') {
    return t('submission.driving', { wait: waitText(t, queue.wait_s) });
  }
  const place =
    queue.ahead === 0 ? t('submission.next') : t('submission.ahead', { count: queue.ahead });
  return t('submission.waiting', { place, wait: waitText(t, queue.wait_s) });
}

export const endLabel = (t: EduT, end: EpisodeEnd) => t(`end.${end}`);

export const END_COLOR = {
  finished: 'success',
  timeout: 'warning',
  collision: 'error',
  off_road: 'error',
  error: 'error',
} as const satisfies Record<EpisodeEnd, string>;

export const eventLabel = (t: EduT, kind: EpisodeEventKind) => t(`event.${kind}`);

/** Each event's colour on the map and the timeline. */
export const EVENT_COLOR: Record<EpisodeEventKind, string> = {
  lane_departure: '#f59e0b',
  red_light: '#ef4444',
  collision: '#b91c1c',
  off_road: '#a855f7',
  lap: '#22c55e',
  error: '#64748b',
};
