/**
 * The Korean of the server's sentences, added as they are fetched: the account and HTTP ones
 * (locales/ko/server.ts) with the Korean core catalogues (locales/core-ko.ts), each app's own
 * (locales/ko/server-<app>.ts) with the app's catalogue on a Korean screen (instance.ts), so
 * none weighs on an English screen's first load.
 */

export type SentencePattern = readonly [RegExp, (...parts: string[]) => string];

export interface ServerSentences {
  exact: Record<string, string>;
  patterns: readonly SentencePattern[];
}

/** What the apps loaded so far have added. */
export const LOADED_SENTENCES: { exact: Record<string, string>; patterns: SentencePattern[] } = {
  exact: {},
  patterns: [],
};

const added = new Set<ServerSentences>();

/** Adds an app's sentences; `first` (the core's) are tried before any app's patterns. */
export function addServerSentences(sentences: ServerSentences, { first = false } = {}): void {
  if (added.has(sentences)) return;
  added.add(sentences);
  Object.assign(LOADED_SENTENCES.exact, sentences.exact);
  if (first) LOADED_SENTENCES.patterns.unshift(...sentences.patterns);
  else LOADED_SENTENCES.patterns.push(...sentences.patterns);
}

/** The file of server sentences (locales/ko/server-<file>.ts) each namespace brings along. */
export const SERVER_FILE_OF: Readonly<Record<string, string>> = {
  education: 'education',
  hmi: 'hmi',
  vehicle: 'hmi',
  operator: 'hmi',
  map: 'map',
  maps: 'map',
  statistics: 'statistics',
  monitoring: 'monitoring',
  benchmark: 'benchmark',
  calibration: 'calibration',
  scene3d: 'calibration',
  board: 'board',
  static: 'board',
};
