import type { PlaybackClient } from './playback-client';

/**
 * What the page needs of the playback client (over its worker): the panels and hooks take
 * this, so that a test hands them a stand-in without a worker, and the page type-checks
 * against the client's own signatures.
 */
export type PlaybackClientLike = Pick<
  PlaybackClient,
  'open' | 'at' | 'series' | 'paths' | 'dispose'
>;
