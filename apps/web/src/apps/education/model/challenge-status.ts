import type { EduChallenge } from '@ads/contract';

/** Where a challenge stands for a learner now. */
export type ChallengeStatus = 'accepting' | 'upcoming' | 'closed' | 'draft';

export const STATUS_LABEL: Record<ChallengeStatus, string> = {
  accepting: '접수 중',
  upcoming: '예정',
  closed: '마감',
  draft: '초안',
};

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

/** How long until it closes (or opens), as a chip says it: "D-3", "오늘 마감", "3일 후 시작". */
export function deadlineText(challenge: Dated, now: number): string | null {
  const status = challengeStatus(challenge, now);
  if (status === 'accepting' && challenge.closes_at) {
    const days = Math.floor((Date.parse(challenge.closes_at) - now) / DAY_MS);
    return days <= 0 ? '오늘 마감' : `D-${days}`;
  }
  if (status === 'upcoming' && challenge.opens_at) {
    const days = Math.ceil((Date.parse(challenge.opens_at) - now) / DAY_MS);
    return days <= 1 ? '곧 시작' : `${days}일 후 시작`;
  }
  return null;
}

export const LEVEL_LABEL: Record<string, string> = {
  beginner: '초급',
  intermediate: '중급',
  advanced: '고급',
};

export const LEVEL_COLOR: Record<string, 'success' | 'warning' | 'error'> = {
  beginner: 'success',
  intermediate: 'warning',
  advanced: 'error',
};

/** A challenge's kind: a controller that drives, or (later) a detector's predictions. */
export const KIND_LABEL: Record<string, string> = { driving: '주행', perception: '인지' };
