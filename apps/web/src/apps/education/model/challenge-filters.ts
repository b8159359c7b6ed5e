import type { EduChallenge } from '@ads/contract';
import { type ChallengeStatus, challengeStatus } from './challenge-status';

/** The challenge list's filters, kept in the address so a link or Back shows the same list. */
export interface ChallengeFilters {
  level: 'all' | 'beginner' | 'intermediate' | 'advanced';
  status: 'all' | Exclude<ChallengeStatus, 'draft'>;
  kind: 'all' | 'driving' | 'perception';
}

export const NO_FILTERS: ChallengeFilters = { level: 'all', status: 'all', kind: 'all' };

const LEVELS = ['beginner', 'intermediate', 'advanced'] as const;
const STATUSES = ['accepting', 'upcoming', 'closed'] as const;
const KINDS = ['driving', 'perception'] as const;

const pick = <T extends string>(value: string | null, allowed: readonly T[]): T | 'all' =>
  allowed.includes(value as T) ? (value as T) : 'all';

export function filtersFromSearch(search: URLSearchParams): ChallengeFilters {
  return {
    level: pick(search.get('level'), LEVELS),
    status: pick(search.get('status'), STATUSES),
    kind: pick(search.get('kind'), KINDS),
  };
}

/** The filters as search parameters; an "all" leaves its parameter out. */
export function searchOfFilters(filters: ChallengeFilters): URLSearchParams {
  const search = new URLSearchParams();
  for (const key of ['level', 'status', 'kind'] as const) {
    if (filters[key] !== 'all') search.set(key, filters[key]);
  }
  return search;
}

/** The challenges the filters let through, accepting ones first, then by opening, newest first. */
export function filterChallenges(
  challenges: readonly EduChallenge[],
  filters: ChallengeFilters,
  now: number,
): EduChallenge[] {
  const rank: Record<ChallengeStatus, number> = { accepting: 0, upcoming: 1, closed: 2, draft: 3 };
  return challenges
    .filter(
      (c) =>
        (filters.level === 'all' || c.level === filters.level) &&
        (filters.kind === 'all' || c.kind === filters.kind) &&
        (filters.status === 'all' || challengeStatus(c, now) === filters.status),
    )
    .sort(
      (a, b) =>
        rank[challengeStatus(a, now)] - rank[challengeStatus(b, now)] ||
        Date.parse(b.created_at) - Date.parse(a.created_at),
    );
}
