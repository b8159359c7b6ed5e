import { describe, expect, it } from 'vitest';
import {
  compareScored,
  DEFAULT_RULES,
  leaderboard,
  pointsForRank,
  type ScoreRule,
  type Scores,
  seasonStanding,
  submissionScores,
} from './ranking';

const scores = (completion: number, time: number, penalties = 0): Scores => ({
  completion,
  time,
  penalties,
  total: time + penalties,
});

describe("a submission's scores", () => {
  it('averages completion and sums time and penalty seconds over the episodes', () => {
    expect(
      submissionScores([
        { completion: 1, timeS: 61.25, penaltyS: 0 },
        { completion: 1, timeS: 63.5, penaltyS: 10 },
        { completion: 0.4, timeS: 20.05, penaltyS: 30 },
      ]),
    ).toEqual({ completion: 0.8, time: 144.8, penalties: 40, total: 184.8 });
    expect(submissionScores([])).toEqual({ completion: 0, time: 0, penalties: 0, total: 0 });
  });
});

describe('ranking', () => {
  it('ranks by the rules in order, each in its direction, then by the earlier submission', () => {
    const a = { scores: scores(1, 70), submittedAt: 5 };
    const b = { scores: scores(1, 65, 10), submittedAt: 9 };
    const c = { scores: scores(0.9, 40), submittedAt: 1 };
    // Completion first (higher better), then total time (lower better): a (70) before b (75).
    expect([b, c, a].sort((x, y) => compareScored(DEFAULT_RULES, x, y))).toEqual([a, b, c]);
    // Time alone, then penalties: b (65 s) before a (70 s), c (40 s) first.
    const byTime: ScoreRule[] = [
      { key: 'time', order: 'asc' },
      { key: 'penalties', order: 'asc' },
    ];
    expect([a, b, c].sort((x, y) => compareScored(byTime, x, y))).toEqual([c, b, a]);
    // Equal on every rule: the earlier submission is ahead.
    const early = { scores: scores(1, 70), submittedAt: 1 };
    expect(compareScored(DEFAULT_RULES, early, a)).toBeLessThan(0);
  });

  it("keeps each learner's best submission only, and ranks those", () => {
    const board = leaderboard(DEFAULT_RULES, [
      { id: 1, userId: 7, scores: scores(1, 80), submittedAt: 1 },
      { id: 2, userId: 8, scores: scores(1, 75), submittedAt: 2 },
      { id: 3, userId: 7, scores: scores(1, 70), submittedAt: 3 }, // 7's best
      { id: 4, userId: 9, scores: scores(0.5, 30), submittedAt: 4 },
      { id: 5, userId: 7, scores: scores(0.9, 20), submittedAt: 5 }, // worse: unfinished
      { id: 6, userId: 10, scores: scores(1, 75), submittedAt: 6 }, // ties 8, later
    ]);
    expect(board.map(({ rank, submission }) => [rank, submission.userId, submission.id])).toEqual([
      [1, 7, 3],
      [2, 8, 2],
      [3, 10, 6],
      [4, 9, 4],
    ]);
  });
});

describe('the season', () => {
  it('gives the top ten points, a tenth less per rank', () => {
    expect([1, 2, 5, 10, 11].map((rank) => pointsForRank(100, rank))).toEqual([100, 90, 60, 10, 0]);
  });

  it('sums points over challenges; ties go to more firsts, then the earlier best', () => {
    const s = (userId: number, submittedAt: number) => ({
      id: userId * 100 + submittedAt,
      userId,
      scores: scores(1, 1),
      submittedAt,
    });
    const standing = seasonStanding([
      {
        points: 100,
        standings: [
          { rank: 1, submission: s(1, 5) },
          { rank: 2, submission: s(2, 3) },
        ],
      },
      {
        points: 100,
        standings: [
          { rank: 1, submission: s(2, 4) },
          { rank: 2, submission: s(1, 6) },
        ],
      },
      { points: 50, standings: [{ rank: 1, submission: s(3, 1) }] },
    ]);
    // 1 and 2 both have 190 points and one first; 2's best came earlier (3 < 5).
    expect(standing).toEqual([
      { userId: 2, points: 190, firsts: 1, rank: 1 },
      { userId: 1, points: 190, firsts: 1, rank: 2 },
      { userId: 3, points: 50, firsts: 1, rank: 3 },
    ]);
  });
});
