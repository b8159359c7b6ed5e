import type { EduScores } from '@ads/contract';
import type { Clock } from '../../clock';
import type { EduChallengeRow } from '../../db/education-schema';
import { type BenchScoring, PredictionsRefused } from '../benchmark';
import type { EducationRepo, SubmissionWithUser } from './education.repo';

/** Wall time a perception submission's evaluation may take. */
const PERCEPTION_WALL_MS = 10 * 60_000;

/**
 * Scores a perception submission (ADR 27): its kept predictions file on the dataset's hidden
 * test split, by AI Benchmark's evaluator through its face (modules/benchmark), in the
 * benchmark's worker. The scores are the evaluator's headline metrics as it gives them; the
 * driving keys are 0. No episodes, no replays: nothing of the ground truth is kept here.
 */
export async function scorePredictions(
  deps: { repo: EducationRepo; clock: Clock; perception: BenchScoring },
  submission: SubmissionWithUser,
  challenge: EduChallengeRow,
  context: { signal: AbortSignal; progress(fraction: number, message: string): void },
): Promise<void> {
  const { repo, clock, perception } = deps;
  const end = (state: 'success' | 'error' | 'timeout', message: string, scores: EduScores | null) =>
    repo.finished(submission.id, {
      state,
      message,
      scores,
      finalScores: null,
      episodes: [],
      replays: [],
      at: clock.now(),
    });
  if (!submission.predictionsKey || challenge.datasetId === null) {
    await end('error', 'This submission has no predictions file for this challenge.', null);
    return;
  }
  const wall = AbortSignal.timeout(PERCEPTION_WALL_MS);
  let headline: Awaited<ReturnType<BenchScoring['score']>>;
  try {
    headline = await perception.score(challenge.datasetId, submission.predictionsKey, {
      signal: AbortSignal.any([context.signal, wall]),
      onProgress: (fraction, message) => context.progress(fraction, message),
    });
  } catch (error) {
    if (error instanceof PredictionsRefused) {
      await end('error', error.message, null);
      return;
    }
    if (wall.aborted && !context.signal.aborted) {
      await end(
        'timeout',
        `The evaluation took longer than ${PERCEPTION_WALL_MS / 1000} s and was stopped.`,
        null,
      );
      return;
    }
    throw error;
  }
  await end('success', '', {
    completion: 0,
    time: 0,
    penalties: 0,
    total: 0,
    nd_score: headline.nd_score,
    mean_ap: headline.mean_ap,
    ap_r40: headline.ap_r40 ?? 0,
  });
}
