/**
 * How ADS Education turns episodes into a submission's score and scores into ranks (issue 29,
 * ADR 27), in the published way: a challenge states its scores in order with their direction,
 * the best submission per learner counts, ties are broken in that order and then by the
 * earlier submission. Pure functions: the service, the leaderboard and the tests share them.
 */

/** What one episode gave (driving: from @ads/driving-sim's EpisodeResult). */
export interface EpisodeScore {
  /** 0–1 of the distance. */
  completion: number;
  /** Simulated seconds driven. */
  timeS: number;
  /** Penalty seconds. */
  penaltyS: number;
}

/** The scores a challenge can rank by: a driving challenge's, or a perception challenge's. */
export type DrivingKey = 'completion' | 'time' | 'penalties' | 'total';
export type PerceptionKey = 'nd_score' | 'mean_ap' | 'ap_r40';
export type ScoreKey = DrivingKey | PerceptionKey;

/** `desc`: higher is better (completion); `asc`: lower is better (time, penalties). */
export interface ScoreRule {
  key: ScoreKey;
  order: 'asc' | 'desc';
}

/** Driving keys always (0 for a perception submission); perception keys on perception ones. */
export type Scores = Record<DrivingKey, number> & Partial<Record<PerceptionKey, number>>;

/** The default rules: finish the most, then the least total time (time + penalty seconds). */
export const DEFAULT_RULES: readonly ScoreRule[] = [
  { key: 'completion', order: 'desc' },
  { key: 'total', order: 'asc' },
];

const round = (value: number, digits = 3) => Math.round(value * 10 ** digits) / 10 ** digits;

/**
 * A submission's scores over its episodes: completion is the mean (an episode that ended early
 * counts what it drove), time and penalties are sums, total is their sum (DeepRacer's total
 * time with penalty seconds).
 */
export function submissionScores(episodes: readonly EpisodeScore[]): Record<DrivingKey, number> {
  if (episodes.length === 0) return { completion: 0, time: 0, penalties: 0, total: 0 };
  const completion = episodes.reduce((sum, e) => sum + e.completion, 0) / episodes.length;
  const time = episodes.reduce((sum, e) => sum + e.timeS, 0);
  const penalties = episodes.reduce((sum, e) => sum + e.penaltyS, 0);
  return {
    completion: round(completion, 4),
    time: round(time, 2),
    penalties: round(penalties, 2),
    total: round(time + penalties, 2),
  };
}

/** Negative when `a` ranks before `b` under `rules` (then by the earlier submission). */
export function compareScored(
  rules: readonly ScoreRule[],
  a: { scores: Scores; submittedAt: number },
  b: { scores: Scores; submittedAt: number },
): number {
  for (const rule of rules) {
    const difference = (a.scores[rule.key] ?? 0) - (b.scores[rule.key] ?? 0);
    if (difference !== 0) return rule.order === 'desc' ? -difference : difference;
  }
  return a.submittedAt - b.submittedAt;
}

export interface ScoredSubmission {
  id: number;
  userId: number;
  scores: Scores;
  /** Epoch ms. */
  submittedAt: number;
}

export interface Standing<T extends ScoredSubmission> {
  rank: number;
  submission: T;
}

/**
 * The leaderboard: each learner's best submission, ranked. Equal scores share no rank: the
 * earlier submission is ahead (a published tie-break, not a coin).
 */
export function leaderboard<T extends ScoredSubmission>(
  rules: readonly ScoreRule[],
  submissions: readonly T[],
): Standing<T>[] {
  const best = new Map<number, T>();
  for (const submission of submissions) {
    const held = best.get(submission.userId);
    if (!held || compareScored(rules, submission, held) < 0)
      best.set(submission.userId, submission);
  }
  return [...best.values()]
    .sort((a, b) => compareScored(rules, a, b) || a.id - b.id)
    .map((submission, i) => ({ rank: i + 1, submission }));
}

/** Season points for a rank: the challenge's points to the first, a tenth less per rank, the top ten. */
export function pointsForRank(points: number, rank: number): number {
  return rank > 10 ? 0 : Math.round((points * (11 - rank)) / 10);
}

/**
 * The season's standing: points summed over challenges from each one's leaderboard, highest
 * first; ties go to the learner with more first places, then to the earlier best submission.
 */
export function seasonStanding(
  boards: ReadonlyArray<{ points: number; standings: ReadonlyArray<Standing<ScoredSubmission>> }>,
): Array<{ userId: number; points: number; firsts: number; rank: number }> {
  const totals = new Map<number, { points: number; firsts: number; earliest: number }>();
  for (const board of boards) {
    for (const { rank, submission } of board.standings) {
      const held = totals.get(submission.userId) ?? { points: 0, firsts: 0, earliest: Infinity };
      held.points += pointsForRank(board.points, rank);
      if (rank === 1) held.firsts += 1;
      held.earliest = Math.min(held.earliest, submission.submittedAt);
      totals.set(submission.userId, held);
    }
  }
  return [...totals.entries()]
    .sort(([, a], [, b]) => b.points - a.points || b.firsts - a.firsts || a.earliest - b.earliest)
    .map(([userId, total], i) => ({
      userId,
      points: total.points,
      firsts: total.firsts,
      rank: i + 1,
    }));
}
