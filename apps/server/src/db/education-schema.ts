import type { EduEpisode, EduEpisodeResult, EduScoreRule, EduScores } from '@ads/contract';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt, users } from './schema';

// ADS Education's tables (issue 29, ADR 27), beside schema.ts in the one migration history.

/** A challenge an admin authors: its rules, episodes, dates and points. */
export const eduChallenges = pgTable(
  'edu_challenges',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull().default('driving'),
    /** Perception: the AI Benchmark dataset scoring it (its id; no key across modules' tables). */
    datasetId: integer('dataset_id'),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    description: text('description').notNull().default(''),
    level: text('level').notNull().default('beginner'),
    rules: jsonb('rules').$type<EduScoreRule[]>().notNull(),
    episodes: jsonb('episodes').$type<EduEpisode[]>().notNull(),
    /** Hidden episodes the final ranking uses once the challenge closes (admins see them). */
    finalEpisodes: jsonb('final_episodes').$type<EduEpisode[]>().notNull().default([]),
    attemptsPerDay: integer('attempts_per_day').notNull().default(10),
    opensAt: timestamp('opens_at', { withTimezone: true }),
    closesAt: timestamp('closes_at', { withTimezone: true }),
    points: integer('points').notNull().default(100),
    starter: text('starter').notNull(),
    state: text('state').notNull().default('draft'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('edu_challenges_state_check', sql`${t.state} in ('draft', 'open', 'closed')`),
    check('edu_challenges_kind_check', sql`${t.kind} in ('driving', 'perception')`),
  ],
);
export type EduChallengeRow = typeof eduChallenges.$inferSelect;

/** A learner's submission: the code, the job's state, and what the episodes gave. */
export const eduSubmissions = pgTable(
  'edu_submissions',
  {
    id: serial('id').primaryKey(),
    challengeId: integer('challenge_id')
      .notNull()
      .references(() => eduChallenges.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    source: text('source').notNull(),
    /** Perception: the key AI Benchmark keeps the validated predictions under, and their boxes. */
    predictionsKey: text('predictions_key'),
    predictions: integer('predictions'),
    state: text('state').notNull().default('queued'),
    message: text('message').notNull().default(''),
    jobId: integer('job_id'),
    scores: jsonb('scores').$type<EduScores>(),
    /** Scores over the challenge's final episodes (none stored per episode, nor their traces). */
    finalScores: jsonb('final_scores').$type<EduScores>(),
    /** Per episode, without its trace (edu_traces holds those). */
    episodes: jsonb('episodes').$type<EduEpisodeResult[]>().notNull().default([]),
    createdAt: createdAt(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    check(
      'edu_submissions_state_check',
      sql`${t.state} in ('queued', 'evaluating', 'success', 'error', 'failed', 'timeout')`,
    ),
    index('edu_submissions_board_idx').on(t.challengeId, t.state),
    index('edu_submissions_user_idx').on(t.userId, t.createdAt),
    index('edu_submissions_queue_idx').on(t.state, t.id),
  ],
);
export type EduSubmissionRow = typeof eduSubmissions.$inferSelect;

/** Each episode's replay: the trace, the events and the path, as the episode gave them. */
export const eduTraces = pgTable(
  'edu_traces',
  {
    submissionId: integer('submission_id')
      .notNull()
      .references(() => eduSubmissions.id, { onDelete: 'cascade' }),
    episode: integer('episode').notNull(),
    replay: jsonb('replay').$type<Record<string, unknown>>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.submissionId, t.episode] })],
);
