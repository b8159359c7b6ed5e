import type { EduScoreKey, EduScoreRule } from '@ads/contract';
import type { ChallengeState, Level } from './challenge-form';

/** What each score is, as the ranking rules list names it. */
export const SCORE_LABELS: Record<EduScoreKey, string> = {
  completion: 'Completion',
  time: 'Time',
  penalties: 'Penalties',
  total: 'Total (time + penalties)',
  nd_score: 'NDS (nuScenes detection score)',
  mean_ap: 'mAP (nuScenes)',
  ap_r40: '3D AP R40 (KITTI strict)',
};

export const ORDER_LABELS: Record<EduScoreRule['order'], string> = {
  desc: 'Higher is better',
  asc: 'Lower is better',
};

export const LEVEL_LABELS: Record<Level, string> = {
  beginner: 'Beginner',
  intermediate: 'Intermediate',
  advanced: 'Advanced',
};

export const STATE_LABELS: Record<ChallengeState, string> = {
  draft: 'Draft',
  open: 'Open',
  closed: 'Closed',
};

/** What a state means to learners, said under the state's switch. */
export const STATE_HINTS: Record<ChallengeState, string> = {
  draft: 'Only admins see a draft.',
  open: 'Learners see it and may submit between its dates.',
  closed: 'Learners see it and its leaderboard; no new submissions.',
};

export const STATE_COLORS = {
  draft: 'default',
  open: 'success',
  closed: 'warning',
} as const satisfies Record<ChallengeState, string>;

/** A wait in seconds as people say it: "12 s", "3 min". */
export function formatWait(seconds: number): string {
  if (seconds < 90) return `${Math.max(0, Math.round(seconds))} s`;
  return `${Math.round(seconds / 60)} min`;
}
