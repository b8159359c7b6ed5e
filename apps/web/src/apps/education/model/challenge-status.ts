import type { EduChallenge } from '@ads/contract';
import type { EduT } from './edu-t';

/** Where a challenge stands for a learner now. */
export type ChallengeStatus = 'accepting' | 'upcoming' | 'closed' | 'draft';

/** A status as a chip says it. */
export const statusLabel = (t: EduT, status: ChallengeStatus) => t(`status.${status}`);

export const STATUS_COLOR = {
  accepting: 'success',
  upcoming: 'info',
  closed: 'default',
  draft: 'warning',
} as const satisfies Record<ChallengeStatus, string>;

type Dated = Pick<EduChallenge, 'state' | 'accepting' | 'opens_at' | 'closes_at'>;

/** The server says whether it accepts now; before its opening it is upcoming, else closed. */
export function challengeStatus(challenge: Dated, now: number): ChallengeStatus {
  if (challenge.state === 'draft') return 'draft';
  if (challenge.accepting) return 'accepting';
  const opens = challenge.opens_at ? Date.parse(challenge.opens_at) : null;
  if (challenge.state === 'open' && opens !== null && now < opens) return 'upcoming';
  return 'closed';
}

const DAY_MS = 24 * 3600_000;

/** How long until it closes (or opens), as a chip says it: "D-3", "Closes today", "Starts in 3 days". */
export function deadlineText(t: EduT, challenge: Dated, now: number): string | null {
  const status = challengeStatus(challenge, now);
  if (status === 'accepting' && challenge.closes_at) {
    const days = Math.floor((Date.parse(challenge.closes_at) - now) / DAY_MS);
    return days <= 0 ? t('deadline.today') : t('deadline.days', { days });
  }
  if (status === 'upcoming' && challenge.opens_at) {
    const days = Math.ceil((Date.parse(challenge.opens_at) - now) / DAY_MS);
    return days <= 1 ? t('deadline.soon') : t('deadline.startsIn', { days });
  }
  return null;
}

export const LEVELS = ['beginner', 'intermediate', 'advanced'] as const;

/** A level's name; a level the pages do not know reads as its key. */
export const levelLabel = (t: EduT, level: string) =>
  (LEVELS as readonly string[]).includes(level)
    ? t(`level.${level as (typeof LEVELS)[number]}`)
    : level;

export const LEVEL_COLOR: Record<string, 'success' | 'warning' | 'error'> = {
  beginner: 'success',
  intermediate: 'warning',
  advanced: 'error',
};

export const KINDS = ['driving', 'perception'] as const;

/** A challenge's kind: a controller that drives, or a detector's predictions. */
export const kindLabel = (t: EduT, kind: string) =>
  (KINDS as readonly string[]).includes(kind) ? t(`kind.${kind as (typeof KINDS)[number]}`) : kind;
