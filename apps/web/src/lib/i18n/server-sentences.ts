/**
 * The Korean of the server's sentences beyond the account and HTTP ones (locales/ko/server.ts,
 * bundled): each app's own are in locales/ko/server-<app>.ts, fetched with the app's catalogue
 * on a Korean screen (instance.ts) and added here, so they never weigh on /home's first load.
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

export function addServerSentences(sentences: ServerSentences): void {
  if (added.has(sentences)) return;
  added.add(sentences);
  Object.assign(LOADED_SENTENCES.exact, sentences.exact);
  LOADED_SENTENCES.patterns.push(...sentences.patterns);
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
