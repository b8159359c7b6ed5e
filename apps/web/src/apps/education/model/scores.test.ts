import type { EduScoreRule } from '@ads/contract';
import { describe, expect, it } from 'vitest';
import { formatScore, rankingSentence, scoreLabel, scoreText } from './scores';
import { educationT } from './test-t';

const RULES: EduScoreRule[] = [
  { key: 'completion', order: 'desc' },
  { key: 'total', order: 'asc' },
];

describe('scores', () => {
  it('reads completion in percent and times in seconds, in either language', async () => {
    const [en, ko] = [await educationT('en'), await educationT('ko')];
    expect(formatScore(ko, 'completion', 1)).toBe('100%');
    expect(formatScore(ko, 'completion', 0.4567)).toBe('45.7%');
    expect(formatScore(ko, 'total', 95.05)).toBe('95.05초');
    expect(formatScore(ko, 'penalties', 0)).toBe('0.00초');
    expect(formatScore(en, 'total', 95.05)).toBe('95.05 s');
    expect(formatScore(en, 'total', 1234.5)).toBe('1,234.50 s');
    expect(formatScore(en, 'mean_ap', 0.12345)).toBe('0.123');
  });

  it('names every score, and shows a dash for one a submission does not have', async () => {
    const [en, ko] = [await educationT('en'), await educationT('ko')];
    expect(scoreLabel(ko, 'total')).toBe('총 시간');
    expect(scoreLabel(en, 'total')).toBe('Total time');
    expect(scoreLabel(en, 'later_score' as never)).toBe('later_score');
    const scores = { completion: 0.5, time: 10, penalties: 2, total: 12 };
    expect(scoreText(ko, scores, 'completion')).toBe('50%');
    expect(scoreText(ko, { ...scores, total: undefined } as never, 'total')).toBe('—');
  });

  it('publishes the tie-break in the rules order', async () => {
    expect(rankingSentence(await educationT('ko'), RULES)).toBe(
      '순위는 완주율(높을수록 좋음) → 총 시간(낮을수록 좋음) 순서로 비교하고, 모두 같으면 먼저 ' +
        '제출한 쪽이 앞섭니다. 학습자마다 가장 좋은 제출 하나만 순위에 들어갑니다.',
    );
    expect(rankingSentence(await educationT('en'), RULES)).toBe(
      'Ranked by Completion (higher is better) → Total time (lower is better), in that order; ' +
        "when all are equal, the earlier submission comes first. Only each learner's best " +
        'submission is ranked.',
    );
  });
});
