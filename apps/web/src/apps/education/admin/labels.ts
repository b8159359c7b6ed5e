import type { EduScoreKey, EduScoreRule } from '@ads/contract';
import type { EduT } from '../model/edu-t';
import type { ChallengeState, Level } from './challenge-form';

// The admin pages' words for the contract's codes (the education namespace's `admin.*`).

/** What each score is, as the ranking rules list names it. */
export const scoreName = (t: EduT, key: EduScoreKey) => t(`admin.score.${key}`);

export const orderName = (t: EduT, order: EduScoreRule['order']) => t(`admin.order.${order}`);

export const LEVELS: readonly Level[] = ['beginner', 'intermediate', 'advanced'];

/** A level's name; one the contract adds later reads as its key. */
export const levelName = (t: EduT, level: string) =>
  (LEVELS as readonly string[]).includes(level) ? t(`admin.level.${level as Level}`) : level;

export const stateName = (t: EduT, state: ChallengeState) => t(`admin.state.${state}`);

/** What a state means to learners, said under the state's switch. */
export const stateHint = (t: EduT, state: ChallengeState) => t(`admin.stateHint.${state}`);

export const STATE_COLORS = {
  draft: 'default',
  open: 'success',
  closed: 'warning',
} as const satisfies Record<ChallengeState, string>;

/** A wait in seconds as people say it: "12 s", "3 min". */
export function formatWait(t: EduT, seconds: number): string {
  if (seconds < 90) return t('admin.waitSeconds', { count: Math.max(0, Math.round(seconds)) });
  return t('admin.waitMinutes', { count: Math.round(seconds / 60) });
}
