import type { EduEpisode, EduEpisodeResult } from '@ads/contract';
import type { Clock } from '../../clock';
import type { BenchScoring } from '../benchmark';
import type { JobHandler } from '../jobs';
import type { EducationRepo } from './education.repo';
import type { EpisodeOutcome } from './episode-tasks';
import { EpisodeTimeout, runEpisodes } from './episode-worker-client';
import { scorePredictions } from './perception-job';
import { submissionScores } from './ranking';

/** The computing time a submission's evaluation may take: the sandbox's budget per episode and a margin. */
const BUDGET_PER_EPISODE_MS = 60_000;
const BUDGET_MARGIN_MS = 30_000;

const scoresOf = (outcomes: EpisodeOutcome[]) =>
  submissionScores(
    outcomes.map((o) => ({
      completion: o.completion,
      timeS: o.timeS,
      penaltyS: o.penalties.seconds,
    })),
  );

const resultOf = (outcome: EpisodeOutcome): EduEpisodeResult => ({
  end: outcome.end,
  message: outcome.message,
  completion: outcome.completion,
  time_s: outcome.timeS,
  penalties: {
    lane_departures: outcome.penalties.laneDepartures,
    red_lights: outcome.penalties.redLights,
    collisions: outcome.penalties.collisions,
    seconds: outcome.penalties.seconds,
  },
  log: outcome.log,
});

/**
 * The durable job that scores a submission (any instance takes it; a restart resumes it): the
 * challenge's episodes in a worker thread, then the scores and the replays in one write.
 * Code that does not load is the learner's error; an evaluation over its wall time, a timeout.
 */
export function educationJobHandler(deps: {
  repo: EducationRepo;
  clock: Clock;
  perception: BenchScoring;
}): JobHandler {
  const { repo, clock } = deps;
  /** An evaluation that scored nothing. */
  const nothing = () => ({
    scores: null,
    finalScores: null,
    episodes: [],
    replays: [],
    at: clock.now(),
  });
  return {
    async run(payload, context) {
      const id = Number(payload.submissionId);
      const submission = await repo.submission(id);
      if (!submission) return; // its challenge or author was deleted meanwhile
      const challenge = await repo.challenge(submission.challengeId);
      if (!challenge) return;
      await repo.started(id, clock.now());
      if (challenge.kind === 'perception') {
        await scorePredictions(deps, submission, challenge, context);
        return;
      }
      const runOf = (episode: EduEpisode) => ({
        laps: episode.laps,
        seed: episode.seed,
        timeLimitS: episode.time_limit_s,
        lights: episode.lights,
        obstacles: episode.obstacles,
      });
      // The hidden final episodes are driven after the public ones, in the same sandbox run.
      const shown = challenge.episodes.length;
      const episodes = [...challenge.episodes, ...challenge.finalEpisodes].map(runOf);
      let outcomes: EpisodeOutcome[];
      try {
        outcomes = await runEpisodes(
          { source: submission.source, episodes },
          {
            budgetMs: episodes.length * BUDGET_PER_EPISODE_MS + BUDGET_MARGIN_MS,
            signal: context.signal,
            onProgress: (done, total) =>
              context.progress(done / total, `Episode ${done} of ${total} driven.`),
          },
        );
      } catch (error) {
        if (!(error instanceof EpisodeTimeout)) throw error;
        await repo.finished(id, { ...nothing(), state: 'timeout', message: error.message });
        return;
      }
      // Every episode ended before it began: the code did not load.
      const unloaded = outcomes.every(
        (o) => o.end === 'error' && o.timeS === 0 && o.trace.x.length === 0,
      );
      if (unloaded) {
        await repo.finished(id, {
          ...nothing(),
          state: 'error',
          message: outcomes[0]?.message ?? 'The code did not load.',
          episodes: outcomes.slice(0, shown).map(resultOf),
        });
        return;
      }
      const [visible, hidden] = [outcomes.slice(0, shown), outcomes.slice(shown)];
      // Of the final episodes only their scores are kept: no results, logs or replays to leak.
      await repo.finished(id, {
        state: 'success',
        message: '',
        scores: scoresOf(visible),
        finalScores: hidden.length > 0 ? scoresOf(hidden) : null,
        episodes: visible.map(resultOf),
        replays: visible.map((o) => ({
          trace: o.trace,
          events: o.events,
          path: o.path,
          end: o.end,
        })),
        at: clock.now(),
      });
    },
    async failed(payload, message) {
      await repo.finished(Number(payload.submissionId), {
        ...nothing(),
        state: 'failed',
        message: `The evaluation failed: ${message}`,
      });
    },
  };
}
