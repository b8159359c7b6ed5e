import { ROUTES } from '@ads/contract';
import { useEffect, useRef, useState } from 'react';
import { call } from '../../../lib/api';
import type { RecordAccess } from '../api';
import type { PlaybackClientLike } from './client-types';
import { createPlaybackClient } from './open-client';
import type { PlaybackSummary } from './protocol';

export type PlaybackSource =
  | { state: 'opening' }
  | { state: 'failed'; message: string }
  | {
      state: 'open';
      client: PlaybackClientLike;
      summary: PlaybackSummary;
      /** The signed link the worker reads (absolute) and when it stops working. */
      url: string;
      expiresAt: string | null;
    };

/**
 * Opens the record for playback: a fresh signed link to its file (the download route's; a
 * share's page reads the share's lasting link instead), the client and its worker, and the record's summary read through them; the worker starts reading
 * the messages at `firstOffset` (the link's time) while the page loads its panels. The worker reads the file
 * by HTTP Range itself; the page never fetches it.
 */
export function usePlaybackSource(
  access: RecordAccess,
  /** The share's download link, read instead of a fresh signed one on a share's page. */
  shareUrl: string | null,
  firstOffset: bigint,
): PlaybackSource {
  const [source, setSource] = useState<PlaybackSource>({ state: 'opening' });
  // The time shown first is read as the record opens; later changes of it are seeks.
  const first = useRef(firstOffset);
  // One open per record, however the page builds the access object.
  const ownId = access.kind === 'own' ? access.id : null;
  useEffect(() => {
    let alive = true;
    let client: PlaybackClientLike | null = null;
    void (async () => {
      const link =
        ownId !== null
          ? await call(ROUTES.recordDownloadLink, { params: { id: ownId } })
          : shareUrl
            ? { success: true as const, detail: { url: shareUrl, expires_at: null } }
            : { success: false as const, message: 'This share link has no file to read.' };
      if (!alive) return;
      if (!link.success) {
        setSource({ state: 'failed', message: link.message });
        return;
      }
      const url = new URL(link.detail.url, window.location.origin).href;
      try {
        client = await createPlaybackClient();
        if (!alive) {
          client.dispose();
          return;
        }
        // The bench's open figure (bench/playback.ts): the worker's open, header to indexes.
        performance.mark('playback:open-start');
        const summary = await withinTime(client.open(url, first.current), OPEN_TIMEOUT_MS);
        performance.mark('playback:opened');
        // Null: a newer open came first (this client opens once, so only after a dispose).
        if (alive && summary) {
          setSource({ state: 'open', client, summary, url, expiresAt: link.detail.expires_at });
        }
      } catch (error) {
        if (alive) {
          setSource({
            state: 'failed',
            message: error instanceof Error ? error.message : String(error),
          });
        }
      }
    })();
    return () => {
      alive = false;
      client?.dispose();
    };
  }, [ownId, shareUrl]);
  return source;
}

/**
 * How long opening may take before the page says it failed: the summary of a multi-GB record
 * is a few reads; a worker that died (a script error) would otherwise leave the page loading.
 */
const OPEN_TIMEOUT_MS = 60_000;

function withinTime<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`No answer from the playback worker in ${ms / 1000} s.`)),
      ms,
    );
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}
