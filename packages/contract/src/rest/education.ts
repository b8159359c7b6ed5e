import { z } from '../zod';
import { Id, Timestamp, envelope } from './envelope';

/**
 * ADS Education's REST shapes (issue 29, ADR 27). A driving challenge is laps of the sample
 * road network's loop; each episode fixes a seed (lights, stopped cars) and its limits.
 */
export const EduScoreKey = z.enum([
  'completion',
  'time',
  'penalties',
  'total',
  'nd_score',
  'mean_ap',
  'ap_r40',
]);
export type EduScoreKey = z.infer<typeof EduScoreKey>;

/** A challenge's kind: a controller driving the simulator, or a detector's predictions file. */
export const EduChallengeKind = z.enum(['driving', 'perception']);
export type EduChallengeKind = z.infer<typeof EduChallengeKind>;

/** The scores of a driving challenge (its episodes). */
export const EDU_DRIVING_KEYS = ['completion', 'time', 'penalties', 'total'] as const;
/**
 * The scores of a perception challenge: AI Benchmark's headline metrics on the dataset's hidden
 * test split (nuScenes' NDS and mAP, KITTI's strict 3D AP at 40 recall points), each 0–1.
 */
export const EDU_PERCEPTION_KEYS = ['nd_score', 'mean_ap', 'ap_r40'] as const;
export const eduScoreKeysOf = (kind: EduChallengeKind): readonly EduScoreKey[] =>
  kind === 'perception' ? EDU_PERCEPTION_KEYS : EDU_DRIVING_KEYS;

/** A score the challenge ranks by: `desc` higher is better, `asc` lower is better. */
export const EduScoreRule = z.object({ key: EduScoreKey, order: z.enum(['asc', 'desc']) });
export type EduScoreRule = z.infer<typeof EduScoreRule>;

export const EduEpisode = z.object({
  seed: z.number().int().min(0).max(2_147_483_647),
  laps: z.number().int().min(1).max(5),
  time_limit_s: z.number().int().min(10).max(900),
  lights: z.boolean(),
  obstacles: z.number().int().min(0).max(5),
});
export type EduEpisode = z.infer<typeof EduEpisode>;

export const EduChallengeState = z.enum(['draft', 'open', 'closed']);

const Title = z.string().trim().min(1, 'Give the challenge a title.').max(120);

export const EduChallengeBody = z.object({
  /** Driving (episodes, a controller) or perception (a dataset, a predictions file). */
  kind: EduChallengeKind.default('driving'),
  /** Perception: the AI Benchmark dataset whose hidden test split scores the predictions. */
  dataset_id: Id.nullable().default(null),
  title: Title,
  summary: z.string().trim().max(300).default(''),
  /** The challenge page's text (Markdown): the task, the observation, the rules. */
  description: z.string().max(20_000).default(''),
  level: z.enum(['beginner', 'intermediate', 'advanced']).default('beginner'),
  rules: z.array(EduScoreRule).min(1).max(4),
  /** The episodes every submission drives and is ranked on (driving: at least one; perception: none). */
  episodes: z.array(EduEpisode).max(10),
  /**
   * Hidden episodes (AI-DO's hidden map against overfitting): every submission drives them too,
   * but learners see neither them nor what they gave until the challenge closes; then the
   * leaderboard ranks by them (ADR 27).
   */
  final_episodes: z.array(EduEpisode).max(10).default([]),
  attempts_per_day: z.number().int().min(1).max(100).default(10),
  opens_at: Timestamp.nullable().default(null),
  closes_at: Timestamp.nullable().default(null),
  /** Season points for the first place (a tenth less per rank, the top ten). */
  points: z.number().int().min(0).max(1000).default(100),
  /** The code the editor starts with (perception: none). */
  starter: z.string().max(50_000).default(''),
  state: EduChallengeState.default('draft'),
});
export type EduChallengeBody = z.input<typeof EduChallengeBody>;
/** The body as parsed (defaults filled in). */
export type EduChallengeFields = z.output<typeof EduChallengeBody>;

/** A perception challenge's dataset as learners see it (never its test split's ground truth). */
export const EduDataset = z.object({
  id: z.number(),
  name: z.string(),
  /** Frames in the hidden test split the predictions are scored on. */
  test_samples: z.array(z.string()),
  classes: z.array(z.string()),
});
export type EduDataset = z.infer<typeof EduDataset>;

export const EduChallenge = z.object({
  id: z.number(),
  kind: EduChallengeKind,
  /** Perception: the dataset (null for driving, or when it was deleted). */
  dataset: EduDataset.nullable(),
  title: z.string(),
  summary: z.string(),
  description: z.string(),
  level: z.string(),
  rules: z.array(EduScoreRule),
  episodes: z.array(EduEpisode),
  /** The hidden final episodes: admins only (null to anyone else). */
  final_episodes: z.array(EduEpisode).nullable(),
  attempts_per_day: z.number(),
  opens_at: Timestamp.nullable(),
  closes_at: Timestamp.nullable(),
  points: z.number(),
  starter: z.string(),
  state: EduChallengeState,
  /** Open for submissions now: open, and within its dates. */
  accepting: z.boolean(),
  created_at: Timestamp,
});
export type EduChallenge = z.infer<typeof EduChallenge>;

export const EduChallengeParams = z.object({ id: Id });
export const EduChallengeAnswer = envelope(EduChallenge);
export const EduChallengeListAnswer = envelope(z.array(EduChallenge));

/**
 * A submission's scores. The driving keys are always there (0 for a perception submission); the
 * perception keys only for a perception submission.
 */
export const EduScores = z.object({
  completion: z.number(),
  time: z.number(),
  penalties: z.number(),
  total: z.number(),
  nd_score: z.number().optional(),
  mean_ap: z.number().optional(),
  ap_r40: z.number().optional(),
});
export type EduScores = z.infer<typeof EduScores>;

/** AI-DO's job states: queued, evaluating, then success (scored), error (the code), failed, timeout. */
export const EduSubmissionState = z.enum([
  'queued',
  'evaluating',
  'success',
  'error',
  'failed',
  'timeout',
]);
export type EduSubmissionState = z.infer<typeof EduSubmissionState>;

export const EduEpisodeResult = z.object({
  end: z.enum(['finished', 'timeout', 'collision', 'off_road', 'error']),
  message: z.string().nullable(),
  completion: z.number(),
  time_s: z.number(),
  penalties: z.object({
    lane_departures: z.number(),
    red_lights: z.number(),
    collisions: z.number(),
    seconds: z.number(),
  }),
  log: z.array(z.string()),
});
export type EduEpisodeResult = z.infer<typeof EduEpisodeResult>;

export const EduSubmission = z.object({
  id: z.number(),
  challenge_id: z.number(),
  user: z.object({ id: z.number(), name: z.string() }),
  state: EduSubmissionState,
  message: z.string(),
  scores: EduScores.nullable(),
  /**
   * The scores over the challenge's hidden final episodes: to admins, and to the author once
   * the challenge has closed; null before, and when it has none.
   */
  final_scores: EduScores.nullable(),
  episodes: z.array(EduEpisodeResult),
  /** While queued: submissions ahead of it, and a running estimate of the wait in seconds. */
  queue: z.object({ ahead: z.number(), wait_s: z.number() }).nullable(),
  created_at: Timestamp,
  finished_at: Timestamp.nullable(),
  /** The learner's code: its author and admins only (perception: empty). */
  source: z.string().nullable(),
  /** Perception: the boxes the predictions file held (null for driving). */
  predictions: z.number().nullable().optional(),
});
export type EduSubmission = z.infer<typeof EduSubmission>;

export const EduSubmitBody = z.object({
  source: z.string().min(1, 'Write a controller first.').max(50_000),
});
export const EduSubmissionParams = z.object({ id: Id });
/**
 * A perception submission: the predictions file (AI Benchmark's format, docs/benchmark-format.md:
 * JSON `{"pred": [...]}` or a label archive) is the raw request body, as AI Benchmark's own
 * submission takes it; its samples are the dataset's test split.
 */
export const EduPredictionsMax = 64 * 1024 ** 2;
export const EduSubmissionAnswer = envelope(EduSubmission);
export const EduSubmissionListAnswer = envelope(z.array(EduSubmission));

export const EduStanding = z.object({
  rank: z.number(),
  user: z.object({ id: z.number(), name: z.string() }),
  submission_id: z.number(),
  scores: EduScores,
  submitted_at: Timestamp,
});
export const EduLeaderboardAnswer = envelope(
  z.object({
    rules: z.array(EduScoreRule),
    /**
     * The final ranking: the challenge has closed and has hidden final episodes, so each
     * learner's best submission is ranked by its scores on them (`scores` are those).
     */
    final: z.boolean(),
    standings: z.array(EduStanding),
  }),
);

/** One episode's replay: the trace at `hz`, the path driven under it, the events on a timeline. */
export const EduReplay = z.object({
  submission_id: z.number(),
  episode: z.number(),
  end: EduEpisodeResult.shape.end,
  trace: z.object({
    hz: z.number(),
    x: z.array(z.number()),
    y: z.array(z.number()),
    yaw: z.array(z.number()),
    speed: z.array(z.number()),
  }),
  path: z.object({ x: z.array(z.number()), y: z.array(z.number()) }),
  events: z.array(
    z.object({
      t: z.number(),
      kind: z.enum(['lane_departure', 'red_light', 'collision', 'off_road', 'lap', 'error']),
      at: z.number(),
      detail: z.string().optional(),
    }),
  ),
});
export type EduReplay = z.infer<typeof EduReplay>;
export const EduReplayParams = z.object({ id: Id, episode: z.coerce.number().int().min(0).max(9) });
export const EduReplayAnswer = envelope(EduReplay);

/** The season: points summed over challenges (pointsForRank of each best submission). */
export const EduSeasonStanding = z.object({
  rank: z.number(),
  user: z.object({ id: z.number(), name: z.string() }),
  points: z.number(),
  /** Per challenge that gave points: its id, title, the rank and the points. */
  challenges: z.array(
    z.object({ id: z.number(), title: z.string(), rank: z.number(), points: z.number() }),
  ),
});
export const EduSeasonAnswer = envelope(z.object({ standings: z.array(EduSeasonStanding) }));

export const EduBadgeKey = z.enum([
  'first_submission',
  'first_lap',
  'clean_lap',
  'top_10',
  'podium',
  'winner',
]);
export const EduBadge = z.object({
  key: EduBadgeKey,
  title: z.string(),
  /** The submission that earned it. */
  submission_id: z.number(),
  challenge_id: z.number(),
  earned_at: Timestamp,
});
export type EduBadge = z.infer<typeof EduBadge>;

/** The learner's own page: badges, season place and the latest submissions over challenges. */
export const EduMeAnswer = envelope(
  z.object({
    badges: z.array(EduBadge),
    season: z.object({ rank: z.number().nullable(), points: z.number(), learners: z.number() }),
    recent: z.array(
      EduSubmission.omit({ source: true, episodes: true }).extend({ challenge_title: z.string() }),
    ),
  }),
);

/** An admin's view of a challenge's queue: what waits and what is being scored, in order. */
export const EduQueueAnswer = envelope(
  z.array(EduSubmission.omit({ source: true, episodes: true })),
);
/** Re-scoring queues every scored submission of the challenge again (after a rule change). */
export const EduRescoreAnswer = envelope(z.object({ queued: z.number() }));
