import type { EduChallenge } from '@ads/contract';
import { describe, expect, it } from 'vitest';
import {
  NO_FILTERS,
  filterChallenges,
  filtersFromSearch,
  searchOfFilters,
} from './challenge-filters';
import { challengeStatus, deadlineText } from './challenge-status';
import { educationT } from './test-t';

const NOW = Date.parse('2026-03-10T12:00:00Z');
const DAY = 24 * 3600_000;
const iso = (ms: number) => new Date(ms).toISOString();

function challenge(id: number, over: Partial<EduChallenge> = {}): EduChallenge {
  // Only what the filters read; the contract's other fields do not matter here.
  return {
    id,
    kind: 'driving',
    title: `Challenge ${id}`,
    summary: '',
    description: '',
    level: 'beginner',
    rules: [{ key: 'completion', order: 'desc' }],
    episodes: [{ seed: 1, laps: 1, time_limit_s: 120, lights: true, obstacles: 0 }],
    final_episodes: null,
    attempts_per_day: 5,
    opens_at: null,
    closes_at: null,
    points: 100,
    starter: '',
    state: 'open',
    accepting: true,
    created_at: iso(NOW - id * DAY),
    ...over,
  } as EduChallenge;
}

describe('challenge status and filters', () => {
  it('tells accepting, upcoming and closed apart, and says when in each language', async () => {
    const [en, ko] = [await educationT('en'), await educationT('ko')];
    expect(challengeStatus(challenge(1), NOW)).toBe('accepting');
    const later = challenge(2, { accepting: false, opens_at: iso(NOW + 3 * DAY) });
    expect(challengeStatus(later, NOW)).toBe('upcoming');
    expect(deadlineText(ko, later, NOW)).toBe('3일 후 시작');
    expect(deadlineText(en, later, NOW)).toBe('Starts in 3 days');
    const past = challenge(3, { accepting: false, closes_at: iso(NOW - DAY) });
    expect(challengeStatus(past, NOW)).toBe('closed');
    expect(challengeStatus(challenge(4, { state: 'closed', accepting: false }), NOW)).toBe(
      'closed',
    );
    const closing = challenge(5, { closes_at: iso(NOW + 2.5 * DAY) });
    expect(deadlineText(ko, closing, NOW)).toBe('D-2');
    const today = challenge(6, { closes_at: iso(NOW + 3600_000) });
    expect(deadlineText(ko, today, NOW)).toBe('오늘 마감');
    expect(deadlineText(en, today, NOW)).toBe('Closes today');
  });

  it('reads and writes the filters in the address, ignoring what it does not know', () => {
    const filters = filtersFromSearch(new URLSearchParams('level=advanced&status=closed&kind=x'));
    expect(filters).toEqual({ level: 'advanced', status: 'closed', kind: 'all' });
    expect(searchOfFilters(filters).toString()).toBe('level=advanced&status=closed');
    expect(searchOfFilters(NO_FILTERS).toString()).toBe('');
  });

  it('filters by level, status and kind; accepting first, then the newest', () => {
    const list = [
      challenge(1, { state: 'closed', accepting: false }),
      challenge(2, { level: 'advanced' }),
      challenge(3),
      challenge(4, { accepting: false, opens_at: iso(NOW + DAY) }),
    ];
    expect(filterChallenges(list, NO_FILTERS, NOW).map((c) => c.id)).toEqual([2, 3, 4, 1]);
    const advanced = { ...NO_FILTERS, level: 'advanced' as const };
    expect(filterChallenges(list, advanced, NOW).map((c) => c.id)).toEqual([2]);
    const closed = { ...NO_FILTERS, status: 'closed' as const };
    expect(filterChallenges(list, closed, NOW).map((c) => c.id)).toEqual([1]);
    const perception = { ...NO_FILTERS, kind: 'perception' as const };
    expect(filterChallenges(list, perception, NOW)).toEqual([]);
  });
});
