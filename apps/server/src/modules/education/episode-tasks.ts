import type { EpisodeResult, EpisodeSpec } from '@ads/driving-sim';

/** One episode to run on the sample road network's lap: its seed and limits (ADR 27). */
export type EpisodeRun = Omit<EpisodeSpec, 'map'>;

/** What the episode worker is given: the learner's code and the episodes to drive it through. */
export interface EpisodeTask {
  source: string;
  episodes: EpisodeRun[];
}

/** An episode's result as stored and shown: the sim's, with what the controller printed. */
export type EpisodeOutcome = EpisodeResult & { log: string[] };

export type EpisodeAnswer =
  /** The worker's first message: its thread's id, by which its CPU time is read (null: none). */
  | { kind: 'thread'; tid: number | null }
  | { kind: 'progress'; done: number; total: number }
  | { kind: 'done'; value: EpisodeOutcome[] }
  | { kind: 'error'; message: string };
