import { type EduReplay, isAdmin } from '@ads/contract';
import type { Clock } from '../../clock';
import type { EduChallengeRow } from '../../db/education-schema';
import type { Actor } from '../../http/auth';
import { badRequest, conflict, notFound } from '../../http/errors';
import type { EducationAccess } from './education-access';
import type { EducationViews } from './education-views';
import type { BoardRow, EducationRepo } from './education.repo';
import type { Standing } from './ranking';
import { type BoardEntry, badgesOf, challengeBoard, season } from './standings';

/** How many of a learner's latest submissions their page lists. */
const RECENT = 20;

/** What the job stores per episode in edu_traces (education-jobs.ts). */
type StoredReplay = Pick<EduReplay, 'end' | 'trace' | 'path' | 'events'>;

const standingView = ({ rank, submission }: Standing<BoardEntry>) => ({
  rank,
  user: { id: submission.userId, name: submission.userName },
  submission_id: submission.id,
  scores: submission.scores,
  submitted_at: submission.createdAt.toISOString(),
});

/**
 * What learners read of results (issue 29, ADR 27): a challenge's leaderboard, an episode's
 * replay, the season over challenges, and a learner's own page (badges, season place, latest
 * submissions). The ranking rules are ranking.ts's; standings.ts applies them to rows.
 */
export function createEducationResults(deps: {
  repo: EducationRepo;
  clock: Clock;
  access: EducationAccess;
  views: EducationViews;
}) {
  const { repo, clock, access, views } = deps;

  /** Every challenge that is not a draft, with its leaderboard. */
  async function seasonBoards() {
    const challenges = (await repo.challenges()).filter((row) => row.state !== 'draft');
    const byChallenge = new Map<number, BoardRow[]>();
    for (const row of await repo.scoredInSeason()) {
      const list = byChallenge.get(row.challengeId) ?? [];
      list.push(row);
      byChallenge.set(row.challengeId, list);
    }
    const now = clock.now();
    return challenges.map((challenge: EduChallengeRow) => ({
      challenge,
      standings: challengeBoard(challenge, byChallenge.get(challenge.id) ?? [], now).standings,
    }));
  }

  return {
    async leaderboard(actor: Actor, challengeId: number) {
      const challenge = await access.challenge(actor, challengeId);
      const board = challengeBoard(challenge, await repo.scored(challengeId), clock.now());
      return {
        rules: challenge.rules,
        final: board.final,
        standings: board.standings.map(standingView),
      };
    },

    /** One episode's replay, to the submission's author and admins. */
    async replay(actor: Actor, id: number, episode: number): Promise<EduReplay> {
      const submission = await access.submission(actor, id);
      if (submission.state === 'queued' || submission.state === 'evaluating') {
        throw conflict('This submission is not scored yet: its replays come with its scores.');
      }
      const driven = submission.episodes.length;
      if (driven === 0) {
        throw notFound('This submission has no replay: its evaluation drove no episode.');
      }
      if (episode >= driven) {
        const which = driven === 1 ? 'episode 0' : `an episode from 0 to ${driven - 1}`;
        throw badRequest(`This submission drove ${driven} episode(s): ask for ${which}.`, {
          episode: `No episode ${episode}: ask for ${which}.`,
        });
      }
      const stored = (await repo.replay(id, episode)) as StoredReplay | undefined;
      if (!stored) throw notFound('This episode has no replay: the code did not load.');
      return { submission_id: id, episode, ...stored };
    },

    async season() {
      const standings = season(await seasonBoards());
      return { standings };
    },

    async me(actor: Actor) {
      const boards = await seasonBoards();
      const standings = season(boards);
      const mine = standings.find((entry) => entry.user.id === actor.id);
      const recent = await repo.recentOf(actor.id, { drafts: isAdmin(actor.role), limit: RECENT });
      return {
        badges: badgesOf(
          actor.id,
          await repo.learnerHistory(actor.id),
          boards.map((board) => board.standings),
        ),
        season: {
          rank: mine?.rank ?? null,
          points: mine?.points ?? 0,
          learners: standings.length,
        },
        recent: await views.submissionViews(recent, actor),
      };
    },
  };
}
export type EducationResults = ReturnType<typeof createEducationResults>;
