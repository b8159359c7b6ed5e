import { describe, expect, it } from 'vitest';
import { badgeShelf } from './badges';
import { queueText, waitText } from './submission-status';
import { educationT } from './test-t';

describe('a submission as the learner reads it', () => {
  it('says the place in the queue and the wait', async () => {
    const [en, ko] = [await educationT('en'), await educationT('ko')];
    expect(queueText(ko, { state: 'queued', queue: { ahead: 2, wait_s: 30 } })).toBe(
      '앞에 2개 · 예상 대기 약 30초',
    );
    expect(queueText(ko, { state: 'queued', queue: { ahead: 0, wait_s: 10 } })).toBe(
      '다음 차례 · 예상 대기 약 10초',
    );
    expect(queueText(ko, { state: 'evaluating', queue: { ahead: 0, wait_s: 12 } })).toBe(
      '에피소드를 주행하는 중 · 예상 약 12초',
    );
    expect(queueText(ko, { state: 'success', queue: null })).toBeNull();
    expect(waitText(ko, 0.2)).toBe('약 1초');
    expect(waitText(ko, 150)).toBe('약 3분');
    expect(queueText(en, { state: 'queued', queue: { ahead: 2, wait_s: 30 } })).toBe(
      '2 ahead · expected wait about 30 s',
    );
    expect(queueText(en, { state: 'queued', queue: { ahead: 0, wait_s: 150 } })).toBe(
      'Next in line · expected wait about 3 min',
    );
  });

  it('shelves every badge with the first time it was earned', () => {
    const earned = (key: 'first_lap' | 'podium', at: string, submission: number) => ({
      key,
      title: key,
      submission_id: submission,
      challenge_id: 1,
      earned_at: at,
    });
    const shelf = badgeShelf([
      earned('podium', '2026-02-02T00:00:00Z', 9),
      earned('first_lap', '2026-01-05T00:00:00Z', 4),
      earned('podium', '2026-01-01T00:00:00Z', 3),
    ]);
    expect(shelf.map((b) => b.key)).toEqual([
      'first_submission',
      'first_lap',
      'clean_lap',
      'top_10',
      'podium',
      'winner',
    ]);
    const podium = shelf.find((b) => b.key === 'podium')!;
    expect(podium).toMatchObject({ count: 2, earned: { submission_id: 3 } });
    expect(shelf.find((b) => b.key === 'winner')!.earned).toBeNull();
  });
});
