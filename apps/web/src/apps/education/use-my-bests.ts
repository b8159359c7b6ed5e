import type { EduChallenge } from '@ads/contract';
import { useAuth } from '../../lib/auth-store';
import { useLeaderboards } from './api';
import type { MyBest } from './components/ChallengeCard';

/**
 * My rank and best scores per challenge, from each leaderboard: absent while asking, null
 * without a scored submission, false when the leaderboard could not be read.
 */
export function useMyBests(
  challenges: readonly EduChallenge[],
): Map<number, MyBest | null | false> {
  const me = useAuth((state) => state.id);
  const boards = useLeaderboards(challenges.map((c) => c.id));
  const bests = new Map<number, MyBest | null | false>();
  challenges.forEach((challenge, index) => {
    const board = boards[index];
    if (board?.isError) bests.set(challenge.id, false);
    if (!board?.data) return;
    const mine = board.data.standings.find((row) => row.user.id === me);
    bests.set(challenge.id, mine ? { rank: mine.rank, scores: mine.scores } : null);
  });
  return bests;
}
