import type { PlaybackClientLike } from './client-types';

/**
 * The playback client over its worker, loaded with the first playback a page opens (the
 * worker's decoders are no part of the record page's first load).
 */
export async function createPlaybackClient(): Promise<PlaybackClientLike> {
  const { PlaybackClient } = await import('./playback-client');
  return new PlaybackClient();
}
