import type { EduScoreRule } from '@ads/contract';
import { describe, expect, it } from 'vitest';
import { formatScore, rankingSentence, scoreLabel, scoreText } from './scores';

const RULES: EduScoreRule[] = [
  { key: 'completion', order: 'desc' },
  { key: 'total', order: 'asc' },
];

describe('scores', () => {
  it('reads completion in percent and times in seconds', () => {
    expect(formatScore('completion', 1)).toBe('100%');
    expect(formatScore('completion', 0.4567)).toBe('45.7%');
    expect(formatScore('total', 95.05)).toBe('95.05초');
    expect(formatScore('penalties', 0)).toBe('0.00초');
  });

  it('names every score, and shows a dash for one a submission does not have', () => {
    expect(scoreLabel('total')).toBe('총 시간');
    const scores = { completion: 0.5, time: 10, penalties: 2, total: 12 };
    expect(scoreText(scores, 'completion')).toBe('50%');
    expect(scoreText({ ...scores, total: undefined } as never, 'total')).toBe('—');
  });

  it('publishes the tie-break in the rules order', () => {
    expect(rankingSentence(RULES)).toBe(
      '순위는 완주율(높을수록 좋음) → 총 시간(낮을수록 좋음) 순서로 비교하고, 모두 같으면 먼저 ' +
        '제출한 쪽이 앞섭니다. 학습자마다 가장 좋은 제출 하나만 순위에 들어갑니다.',
    );
  });
});
