import { type EduChallenge, type EduSubmission, isAdmin } from '@ads/contract';
import type { Clock } from '../../clock';
import type { EduChallengeRow } from '../../db/education-schema';
import type { Actor } from '../../http/auth';
import type { BenchScoring } from '../benchmark';
import { accepting, closed } from './challenge-state';
import type { EducationRepo, SubmissionSummary, SubmissionWithUser } from './education.repo';

/** With no finished evaluation to go by, a wait is estimated at this per submission ahead. */
const DEFAULT_EVALUATION_S = 10;

export const iso = (date: Date | null) => (date ? date.toISOString() : null);

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** A submission as any answer shows it; lists over challenges leave out code and episodes. */
type ViewedSubmission = SubmissionWithUser | SubmissionSummary;
type SubmissionAnswer<R> = R extends SubmissionWithUser
  ? EduSubmission
  : Omit<EduSubmission, 'source' | 'episodes'> & { challenge_title: string };

/** How ADS Education's rows read in its answers. */
export function createEducationViews(deps: {
  repo: EducationRepo;
  clock: Clock;
  perception: BenchScoring;
}) {
  const { repo, clock } = deps;

  /** A perception challenge's dataset: its name, classes and test samples (no ground truth). */
  async function datasetOf(row: EduChallengeRow): Promise<EduChallenge['dataset']> {
    if (row.kind !== 'perception' || row.datasetId === null) return null;
    const dataset = await deps.perception.dataset(row.datasetId);
    return dataset
      ? {
          id: dataset.id,
          name: dataset.name,
          test_samples: dataset.testSamples,
          classes: dataset.classes,
        }
      : null;
  }

  /** A challenge; its hidden final episodes to admins only. */
  const challengeView = async (row: EduChallengeRow, viewer: Actor): Promise<EduChallenge> => ({
    id: row.id,
    kind: row.kind as EduChallenge['kind'],
    dataset: await datasetOf(row),
    title: row.title,
    summary: row.summary,
    description: row.description,
    level: row.level,
    rules: row.rules,
    episodes: row.episodes,
    final_episodes: isAdmin(viewer.role) ? row.finalEpisodes : null,
    attempts_per_day: row.attemptsPerDay,
    opens_at: iso(row.opensAt),
    closes_at: iso(row.closesAt),
    points: row.points,
    starter: row.starter,
    state: row.state as EduChallenge['state'],
    accepting: accepting(row, clock.now()),
    created_at: row.createdAt.toISOString(),
  });

  /**
   * Submissions as answers, with the queue filled for those still waiting: how many are ahead
   * and a running estimate of the wait (the median of the latest evaluations per submission).
   * Final scores are the viewer's once their challenge has closed, and always an admin's.
   */
  async function submissionViews<R extends ViewedSubmission>(
    rows: readonly R[],
    viewer: Actor,
  ): Promise<Array<SubmissionAnswer<R>>> {
    let each: number | undefined;
    const finalShown = new Map<number, boolean>();
    const views = [];
    for (const row of rows) {
      let queue: EduSubmission['queue'] = null;
      if (row.state === 'queued' || row.state === 'evaluating') {
        const ahead = await repo.ahead(row);
        if (each === undefined) {
          const durations = await repo.recentDurations();
          each = durations.length > 0 ? median(durations) : DEFAULT_EVALUATION_S;
        }
        queue = { ahead, wait_s: Math.round((ahead + 1) * each) };
      }
      if (!finalShown.has(row.challengeId)) {
        const challenge = isAdmin(viewer.role) ? null : await repo.challenge(row.challengeId);
        finalShown.set(row.challengeId, !challenge || closed(challenge, clock.now()));
      }
      const view = {
        id: row.id,
        challenge_id: row.challengeId,
        user: { id: row.userId, name: row.userName },
        state: row.state as EduSubmission['state'],
        message: row.message,
        scores: row.scores,
        final_scores: finalShown.get(row.challengeId) ? row.finalScores : null,
        queue,
        created_at: row.createdAt.toISOString(),
        finished_at: iso(row.finishedAt),
        predictions: row.predictions,
        ...('source' in row
          ? { episodes: row.episodes, source: row.source }
          : { challenge_title: row.challengeTitle }),
      };
      views.push(view as SubmissionAnswer<R>);
    }
    return views;
  }

  return {
    challengeView,
    submissionViews,
    async submissionView(row: SubmissionWithUser, viewer: Actor): Promise<EduSubmission> {
      const [view] = await submissionViews([row], viewer);
      return view!;
    },
  };
}
export type EducationViews = ReturnType<typeof createEducationViews>;
