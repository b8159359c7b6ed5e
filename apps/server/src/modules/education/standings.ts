import type { EduBadge, EduEpisodeResult, EduScores } from '@ads/contract';
import type { EduChallengeRow } from '../../db/education-schema';
import type { BoardRow } from './education.repo';
import { closed } from './challenge-state';
import {
  type Standing,
  compareScored,
  leaderboard,
  pointsForRank,
  seasonStanding,
} from './ranking';

/**
 * The standings ADS Education shows, from stored rows (pure): a challenge's leaderboard, the
 * season over challenges and a learner's badges. The ranking rules are ranking.ts's.
 */

/** A scored submission on a leaderboard. */
export type BoardEntry = BoardRow & { scores: EduScores; submittedAt: number };

/** Each learner's best scored submission, ranked by the challenge's rules (public episodes). */
function publicBoard(
  challenge: Pick<EduChallengeRow, 'rules'>,
  rows: readonly BoardRow[],
): Standing<BoardEntry>[] {
  const scored = rows
    .filter((row) => row.scores)
    .map((row) => ({ ...row, scores: row.scores!, submittedAt: row.createdAt.getTime() }));
  return leaderboard(challenge.rules, scored);
}

export interface Board {
  /** Ranked by the hidden final episodes. */
  final: boolean;
  standings: Standing<BoardEntry>[];
}

/**
 * A challenge's leaderboard at `now`: each learner's best submission by the challenge's rules.
 * Once the challenge has closed, if it has hidden final episodes, those same submissions (the
 * best the learners saw) are ranked again by their final scores, which `scores` then are; one
 * scored before the final episodes were set has none and ranks after, in its public order,
 * until the challenge is re-scored.
 */
export function challengeBoard(
  challenge: Pick<EduChallengeRow, 'rules' | 'state' | 'opensAt' | 'closesAt' | 'finalEpisodes'>,
  rows: readonly BoardRow[],
  now: Date,
): Board {
  const standings = publicBoard(challenge, rows);
  if (challenge.finalEpisodes.length === 0 || !closed(challenge, now)) {
    return { final: false, standings };
  }
  const best = standings.map((standing) => standing.submission);
  const ranked = best
    .filter((submission) => submission.finalScores)
    .map((submission) => ({ ...submission, scores: submission.finalScores! }))
    .sort((a, b) => compareScored(challenge.rules, a, b) || a.id - b.id);
  const unranked = best.filter((submission) => !submission.finalScores);
  return {
    final: true,
    standings: [...ranked, ...unranked].map((submission, i) => ({ rank: i + 1, submission })),
  };
}

export interface SeasonEntry {
  rank: number;
  user: { id: number; name: string };
  points: number;
  challenges: Array<{ id: number; title: string; rank: number; points: number }>;
}

/** The season: points summed over the boards, with the challenges that gave each learner some. */
export function season(
  boards: ReadonlyArray<{
    challenge: Pick<EduChallengeRow, 'id' | 'title' | 'points'>;
    standings: ReadonlyArray<Standing<BoardEntry>>;
  }>,
): SeasonEntry[] {
  const names = new Map<number, string>();
  const gained = new Map<number, SeasonEntry['challenges']>();
  for (const { challenge, standings } of boards) {
    for (const { rank, submission } of standings) {
      names.set(submission.userId, submission.userName);
      const points = pointsForRank(challenge.points, rank);
      if (points === 0) continue;
      const list = gained.get(submission.userId) ?? [];
      list.push({ id: challenge.id, title: challenge.title, rank, points });
      gained.set(submission.userId, list);
    }
  }
  const totals = seasonStanding(
    boards.map(({ challenge, standings }) => ({ points: challenge.points, standings })),
  );
  return totals.map((total) => ({
    rank: total.rank,
    user: { id: total.userId, name: names.get(total.userId)! },
    points: total.points,
    challenges: gained.get(total.userId) ?? [],
  }));
}

/** What badges read of a learner's own submissions. */
export interface HistoryRow {
  id: number;
  challengeId: number;
  state: string;
  episodes: EduEpisodeResult[];
  createdAt: Date;
  finishedAt: Date | null;
}

export const BADGE_TITLES: Record<EduBadge['key'], string> = {
  first_submission: 'You sent your first controller.',
  first_lap: 'Your controller finished a lap.',
  clean_lap: 'You finished a lap without a penalty.',
  top_10: 'You are in the top ten of a leaderboard.',
  podium: 'You are on the podium of a leaderboard.',
  winner: 'You lead a leaderboard.',
};

/** Places on a leaderboard that earn a badge, best last (a winner also holds the other two). */
const PLACES = [
  ['top_10', 10],
  ['podium', 3],
  ['winner', 1],
] as const;

const earnedAt = (row: { createdAt: Date; finishedAt: Date | null }) =>
  (row.finishedAt ?? row.createdAt).getTime();

/**
 * A learner's badges, each from the first submission that earned it: the first one sent, the
 * first episode finished, the first finished without a penalty, and a place in the top ten, on
 * the podium or first of any current leaderboard (lost again if the place is lost).
 */
export function badgesOf(
  userId: number,
  history: readonly HistoryRow[],
  boards: ReadonlyArray<ReadonlyArray<Standing<BoardEntry>>>,
): EduBadge[] {
  const badges: EduBadge[] = [];
  const award = (
    key: EduBadge['key'],
    row: { id: number; challengeId: number; createdAt: Date; finishedAt: Date | null },
    at: number,
  ) =>
    badges.push({
      key,
      title: BADGE_TITLES[key],
      submission_id: row.id,
      challenge_id: row.challengeId,
      earned_at: new Date(at).toISOString(),
    });
  const first = history[0];
  if (first) award('first_submission', first, earnedAt(first));
  const earliest = (test: (episode: EduEpisodeResult) => boolean) =>
    history
      .filter((row) => row.state === 'success' && row.episodes.some(test))
      .sort((a, b) => earnedAt(a) - earnedAt(b) || a.id - b.id)[0];
  const lap = earliest((episode) => episode.end === 'finished');
  if (lap) award('first_lap', lap, earnedAt(lap));
  const clean = earliest(
    (episode) =>
      episode.end === 'finished' &&
      episode.penalties.seconds === 0 &&
      episode.penalties.lane_departures === 0 &&
      episode.penalties.red_lights === 0 &&
      episode.penalties.collisions === 0,
  );
  if (clean) award('clean_lap', clean, earnedAt(clean));
  const placed = boards.flatMap((standings) =>
    standings.filter((standing) => standing.submission.userId === userId),
  );
  for (const [key, place] of PLACES) {
    const held = placed
      .filter((standing) => standing.rank <= place)
      .map((standing) => standing.submission)
      .sort((a, b) => earnedAt(a) - earnedAt(b) || a.id - b.id)[0];
    if (held) award(key, held, earnedAt(held));
  }
  return badges;
}
