import type { EduScoreRule } from '@ads/contract';
import { describe, expect, it } from 'vitest';
import { bestOf, compareScored, formatScore, rankingSentence } from './scores';

const RULES: EduScoreRule[] = [
  { key: 'completion', order: 'desc' },
  { key: 'total', order: 'asc' },
];
const scored = (completion: number, total: number, at: string) => ({
  scores: { completion, time: total, penalties: 0, total },
  created_at: at,
});

describe('scores', () => {
  it('reads completion in percent and times in seconds', () => {
    expect(formatScore('completion', 1)).toBe('100%');
    expect(formatScore('completion', 0.4567)).toBe('45.7%');
    expect(formatScore('total', 95.05)).toBe('95.05초');
    expect(formatScore('penalties', 0)).toBe('0.00초');
  });

  it('ranks by the rules in order and direction, then the earlier submission', () => {
    const early = scored(1, 100, '2026-01-01T00:00:00Z');
    const late = scored(1, 100, '2026-01-02T00:00:00Z');
    const faster = scored(1, 90, '2026-01-03T00:00:00Z');
    const unfinished = scored(0.5, 10, '2026-01-01T00:00:00Z');
    expect(compareScored(RULES, faster, early)).toBeLessThan(0);
    expect(compareScored(RULES, early, late)).toBeLessThan(0);
    expect(compareScored(RULES, unfinished, early)).toBeGreaterThan(0);
    const byTime: EduScoreRule[] = [{ key: 'total', order: 'asc' }];
    expect(compareScored(byTime, unfinished, early)).toBeLessThan(0);
  });

  it('keeps the best scored submission and skips those without scores', () => {
    const list = [
      { id: 1, ...scored(1, 120, '2026-01-01T00:00:00Z') },
      { id: 2, scores: null, created_at: '2026-01-02T00:00:00Z' },
      { id: 3, ...scored(1, 95, '2026-01-03T00:00:00Z') },
      { id: 4, ...scored(0.9, 50, '2026-01-04T00:00:00Z') },
    ];
    expect(bestOf(RULES, list)?.id).toBe(3);
    expect(bestOf(RULES, [{ scores: null, created_at: '2026-01-01T00:00:00Z' }])).toBeNull();
  });

  it('publishes the tie-break in the rules order', () => {
    expect(rankingSentence(RULES)).toBe(
      '순위는 완주율(높을수록 좋음) → 총 시간(낮을수록 좋음) 순서로 비교하고, 모두 같으면 먼저 ' +
        '제출한 쪽이 앞섭니다. 학습자마다 가장 좋은 제출 하나만 순위에 들어갑니다.',
    );
  });
});
