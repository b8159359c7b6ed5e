import { linkAt } from './timeline';

/** The page anyone with a record's share link plays it on (no account needed). */
export const SHARED_PLAYBACK_PATH = '/statistics/record/shared/';

/** The share token in a share's download link (`…/api/record/download/?token=…`), or null. */
export function shareTokenOf(shareUrl: string, origin: string): string | null {
  try {
    return new URL(shareUrl, origin).searchParams.get('token') || null;
  } catch {
    return null;
  }
}

/**
 * The shared playback at `offset`, for a shared record: what "Copy public link at this time"
 * copies on the owner's page. Null when the record is not shared.
 */
export function sharedPlaybackLink(
  shareUrl: string | null,
  origin: string,
  offset: bigint,
): string | null {
  const token = shareUrl === null ? null : shareTokenOf(shareUrl, origin);
  if (!token) return null;
  return linkAt(new URL(SHARED_PLAYBACK_PATH + encodeURIComponent(token), origin).href, offset);
}
