import { RECORD_ID_HEADER, RECORD_UPLOAD_PATH } from '@ads/contract';
import { type DetailedError, type HttpResponse, Upload, defaultOptions } from 'tus-js-client';
import { useAuth } from './auth-store';
import { http, refreshOnce, signOutToLanding } from './http';
import { tokens } from './storage';

/**
 * The one resumable-upload client of the web app: tus 1.0.0 (tus-js-client) to the studio's
 * record endpoint (or another tus endpoint of the studio: `options.path`), with the session's
 * bearer token and the HTTP layer's refresh-once-on-401.
 * Files are read slice by slice, never whole; an interrupted upload continues where the server
 * stopped, both after a dropped connection (retries) and after a reload (stored fingerprint).
 */

/** Waits between retries of a failed request: about a minute of trying before giving up. */
export const UPLOAD_RETRY_DELAYS_MS = [0, 1_000, 3_000, 5_000, 10_000, 20_000];
/** Bytes per PATCH: each chunk carries a fresh token, and a lost one costs at most this much. */
export const UPLOAD_CHUNK_BYTES = 16 * 1024 * 1024;

export interface RecordUploadMetadata {
  filename: string;
  project_id?: number;
  vehicle?: string;
  /** An AI Benchmark dataset archive (administrators): kept as it is, imported by its id. */
  purpose?: 'benchmark-dataset';
}

export interface RecordUploadHandlers {
  /** Bytes the server has accepted so far (including what an earlier attempt sent). */
  onProgress?(sent: number, total: number): void;
  /** The upload continues an earlier, interrupted one of the same file. */
  onResume?(): void;
  /** The browser went offline; the upload continues by itself when it is back. */
  onOffline?(): void;
  /** The last chunk was accepted and the server indexed the record (or kept the archive). */
  onSuccess?(recordId: number | null, uploadId: string): void;
  /** The server refused the file (its message) or every retry failed. */
  onError?(message: string, status: number | null): void;
}

export interface RecordUploadOptions {
  chunkSize?: number;
  retryDelays?: number[];
  /**
   * The studio's tus endpoint to send to: Data Management's (`RECORD_UPLOAD_PATH`) unless
   * another area has its own, as IP Repository has for artifact archives (`STORE_UPLOAD_PATH`).
   */
  path?: string;
}

export interface RecordUpload {
  /** Starts, or resumes a stored upload of the same file by the same account. */
  start(): Promise<void>;
  /** Stops sending; `start` continues from the server's offset. */
  pause(): Promise<void>;
  /** Stops and deletes the partial upload on the server. */
  cancel(): Promise<void>;
}

/** What a refused request's answer says: the envelope's message, else a plain description. */
export function uploadErrorMessage(error: Error): { message: string; status: number | null } {
  const response = (error as Partial<DetailedError>).originalResponse ?? null;
  if (!response) {
    return { message: 'The upload lost its connection to the studio.', status: null };
  }
  const status = response.getStatus();
  let message = '';
  try {
    const body = JSON.parse(response.getBody()) as { message?: unknown };
    if (typeof body.message === 'string') message = body.message;
  } catch {
    message = response.getBody().trim().slice(0, 300);
  }
  return { message: message || `The studio refused the upload (${status}).`, status };
}

function recordIdOf(response: HttpResponse): number | null {
  const id = Number(response.getHeader(RECORD_ID_HEADER));
  return Number.isInteger(id) && id > 0 ? id : null;
}

function endpoint(path: string): string {
  // tus resolves the upload's Location against the endpoint, so it must be absolute.
  return new URL(`${http.defaults.baseURL ?? ''}${path}`, window.location.href).href;
}

/** Creates the upload of one record file; nothing is sent before `start`. */
export function createRecordUpload(
  file: File | Blob,
  metadata: RecordUploadMetadata,
  handlers: RecordUploadHandlers = {},
  options: RecordUploadOptions = {},
): RecordUpload {
  // Set by a 401 whose refresh worked: that one failed request is sent again with the new token.
  let retryAfterRefresh = false;
  let onlineAgain: (() => void) | null = null;

  const tusMetadata: Record<string, string> = { filename: metadata.filename };
  if (metadata.project_id !== undefined) tusMetadata.project_id = String(metadata.project_id);
  if (metadata.vehicle) tusMetadata.vehicle = metadata.vehicle;
  if (metadata.purpose) tusMetadata.purpose = metadata.purpose;

  const path = options.path ?? RECORD_UPLOAD_PATH;
  const upload: Upload = new Upload(file, {
    endpoint: endpoint(path),
    metadata: tusMetadata,
    chunkSize: options.chunkSize ?? UPLOAD_CHUNK_BYTES,
    retryDelays: options.retryDelays ?? UPLOAD_RETRY_DELAYS_MS,
    removeFingerprintOnSuccess: true,
    // Another account, project, vehicle or endpoint is another upload, even of the same file.
    fingerprint: async (input, tusOptions) =>
      [
        await defaultOptions.fingerprint(input, tusOptions),
        ...(path === RECORD_UPLOAD_PATH ? [] : [path]),
        useAuth.getState().id,
        metadata.project_id ?? '',
        metadata.vehicle ?? '',
        metadata.purpose ?? '',
      ].join('|'),
    onBeforeRequest: (request) => {
      const access = tokens.access();
      if (access) request.setHeader('Authorization', `Bearer ${access}`);
    },
    onAfterResponse: async (_request, response) => {
      if (response.getStatus() !== 401) return;
      // The same shared refresh as every other call (lib/http.ts): one at a time, once.
      if (await refreshOnce()) {
        retryAfterRefresh = true;
      } else {
        signOutToLanding();
      }
    },
    onShouldRetry: (error, attempt, tusOptions) => {
      if (error.originalResponse?.getStatus() === 401) {
        const retry = retryAfterRefresh;
        retryAfterRefresh = false;
        return retry;
      }
      return defaultOptions.onShouldRetry?.(error, attempt, tusOptions) ?? false;
    },
    onProgress: (sent, total) => handlers.onProgress?.(sent, total),
    onSuccess: ({ lastResponse }) => {
      watchNetwork(false);
      handlers.onSuccess?.(recordIdOf(lastResponse), upload.url?.split('/').pop() ?? '');
    },
    onError: (error) => {
      const { message, status } = uploadErrorMessage(error);
      // Offline, tus gives up at once; the upload continues when the browser is back online.
      if (status === null && typeof navigator !== 'undefined' && !navigator.onLine) {
        handlers.onOffline?.();
        waitForOnline();
        return;
      }
      watchNetwork(false);
      handlers.onError?.(message, status);
    },
  });

  // The browser saying the network is gone is shown at once: a request on its way may neither
  // fail nor move for a long while (or, under an emulated outage, go on), and the person should
  // not have to wait for tus to give up to learn why nothing moves.
  const wentOffline = () => handlers.onOffline?.();
  const watchNetwork = (on: boolean) => {
    if (typeof window === 'undefined') return;
    window.removeEventListener('offline', wentOffline);
    if (on) window.addEventListener('offline', wentOffline);
  };

  function waitForOnline() {
    stopWaiting();
    onlineAgain = () => {
      stopWaiting();
      upload.start();
    };
    window.addEventListener('online', onlineAgain);
  }

  function stopWaiting() {
    if (onlineAgain) window.removeEventListener('online', onlineAgain);
    onlineAgain = null;
  }

  return {
    async start() {
      stopWaiting();
      if (!upload.url) {
        const previous = await upload.findPreviousUploads();
        const newest = previous.sort((a, b) => b.creationTime.localeCompare(a.creationTime))[0];
        if (newest) {
          upload.resumeFromPreviousUpload(newest);
          handlers.onResume?.();
        }
      }
      watchNetwork(true);
      upload.start();
    },
    async pause() {
      watchNetwork(false);
      stopWaiting();
      await upload.abort(false);
    },
    async cancel() {
      watchNetwork(false);
      stopWaiting();
      await upload.abort(true).catch(() => {
        // Nothing was created yet, or the server already forgot it: nothing to delete.
      });
    },
  };
}
