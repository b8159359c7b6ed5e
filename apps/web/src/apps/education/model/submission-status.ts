import type { EduSubmission } from '@ads/contract';
import type { EpisodeEnd, EpisodeEventKind } from '../sim/protocol';

type State = EduSubmission['state'];

/** AI-DO's job states, as the learner reads them. */
export const STATE_LABEL: Record<State, string> = {
  queued: '대기 중',
  evaluating: '채점 중',
  success: '채점 완료',
  error: '코드 오류',
  failed: '채점 실패',
  timeout: '시간 초과',
};

export const STATE_COLOR = {
  queued: 'info',
  evaluating: 'info',
  success: 'success',
  error: 'error',
  failed: 'error',
  timeout: 'warning',
} as const satisfies Record<State, string>;

/** A wait in seconds as a learner reads it: "약 20초", "약 3분". */
export function waitText(seconds: number): string {
  if (seconds < 60) return `약 ${Math.max(1, Math.round(seconds))}초`;
  return `약 ${Math.round(seconds / 60)}분`;
}

/** The queue line of a submission that waits or is scored. */
export function queueText(submission: Pick<EduSubmission, 'state' | 'queue'>): string | null {
  const queue = submission.queue;
  if (!queue) return null;
  if (submission.state === 'evaluating') {
    return `에피소드를 주행하는 중 · 예상 ${waitText(queue.wait_s)}`;
  }
  const place = queue.ahead === 0 ? '다음 차례' : `앞에 ${queue.ahead}개`;
  return `${place} · 예상 대기 ${waitText(queue.wait_s)}`;
}

export const END_LABEL: Record<EpisodeEnd, string> = {
  finished: '완주',
  timeout: '시간 초과',
  collision: '충돌',
  off_road: '도로 이탈',
  error: '코드 오류',
};

export const END_COLOR = {
  finished: 'success',
  timeout: 'warning',
  collision: 'error',
  off_road: 'error',
  error: 'error',
} as const satisfies Record<EpisodeEnd, string>;

export const EVENT_LABEL: Record<EpisodeEventKind, string> = {
  lane_departure: '차선 이탈',
  red_light: '신호 위반',
  collision: '충돌',
  off_road: '도로 이탈',
  lap: '랩 완료',
  error: '코드 오류',
};

/** Each event's colour on the map and the timeline. */
export const EVENT_COLOR: Record<EpisodeEventKind, string> = {
  lane_departure: '#f59e0b',
  red_light: '#ef4444',
  collision: '#b91c1c',
  off_road: '#a855f7',
  lap: '#22c55e',
  error: '#64748b',
};
