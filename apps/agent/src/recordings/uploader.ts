import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { RECORD_ID_HEADER, RECORD_UPLOAD_PATH } from '@ads/contract';
import { type DetailedError, type HttpResponse, Upload } from 'tus-js-client';
import { AgentError } from '../runtime';
import type { OpenRecording } from './folder';
import { drain, handleReader } from './handle-reader';
import { explainUploadError, isRefusal } from './upload-errors';
import { openUploadUrls } from './upload-urls';

/** Waits before each retry of a failed request; the count starts again after any progress. */
export const UPLOAD_RETRY_DELAYS_MS = [0, 1000, 3000, 5000, 10_000, 20_000];
/** A request that moves nothing for this long is given up (a studio that hangs, not one that is down). */
export const UPLOAD_STALL_MS = 60_000;
/** Once every byte is out, the studio indexes the file before it answers: minutes for many GB. */
export const UPLOAD_INDEX_WAIT_MS = 15 * 60_000;

export interface UploaderOptions {
  /** The studio's origin. */
  server: string;
  /** The PC token: the bearer of every tus request. */
  token: string;
  /** The JSON file that keeps the addresses of unfinished uploads across restarts. */
  urlsFile: string;
  retryDelays?: number[];
  stallMs?: number;
}

export interface UploadRequest {
  file: OpenRecording;
  projectId?: number | undefined;
  /** 0 when starting or resuming, then each new whole percent 1–99. */
  progress(percent: number, message: string): void;
}

/** Sends recordings to the studio's tus endpoint, resuming what an earlier run left unfinished. */
export interface Uploader {
  /** Resolves with the new record's id (null if the studio did not name it). */
  send(request: UploadRequest): Promise<number | null>;
  /** Stops every upload; each stays resumable. */
  close(): Promise<void>;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The base name of a `/`-separated recording name, as the record's name in the studio. */
const fileName = (name: string) => name.slice(name.lastIndexOf('/') + 1);

export async function createUploader(options: UploaderOptions): Promise<Uploader> {
  const urls = await openUploadUrls(options.urlsFile);
  const endpoint = new URL(RECORD_UPLOAD_PATH, options.server).toString();
  const tokenId = sha256(options.token).slice(0, 16);
  const active = new Map<string, { stop(error: AgentError): Promise<void> }>();

  async function send({ file, projectId, progress }: UploadRequest): Promise<number | null> {
    if (active.has(file.path)) throw new AgentError(`${file.name} is already being uploaded.`);
    // The same bytes to the same studio, PC and project resume; anything changed starts anew.
    const fingerprint = sha256(
      JSON.stringify([
        file.path,
        file.size,
        file.modified.getTime(),
        projectId ?? null,
        endpoint,
        tokenId,
      ]),
    );
    return new Promise<number | null>((resolve, reject) => {
      let stall: NodeJS.Timeout | undefined;
      let shown = 0;
      /** Every byte of the current request is out; the answer waits for the index. */
      let allSent = false;
      let announced = false;
      let stopped = false;
      const streams = new Set<Readable>();
      const settle = (outcome: () => void) => {
        clearTimeout(stall);
        stopped = true;
        void drain(streams).then(() => {
          active.delete(file.path);
          outcome();
        });
      };
      // abort(false) keeps the upload on the studio, so it can be resumed.
      const stop = (error: AgentError) => {
        stopped = true;
        clearTimeout(stall);
        const end = () => settle(() => reject(error));
        return upload.abort(false).then(end, end);
      };
      const watch = (ms: number, message: string) => {
        clearTimeout(stall);
        if (stopped) return;
        stall = setTimeout(() => void stop(new AgentError(message)), ms);
      };
      const watchRequest = () =>
        watch(
          options.stallMs ?? UPLOAD_STALL_MS,
          `The studio stopped answering while ${file.name} was sent; ask again to resume it.`,
        );
      /** The last byte is on its way: the studio's answer now waits for its index. */
      const allOut = () => {
        if (allSent) return;
        allSent = true;
        watch(
          UPLOAD_INDEX_WAIT_MS,
          `The studio received ${file.name} but did not finish indexing it in ` +
            `${UPLOAD_INDEX_WAIT_MS / 60_000} minutes; look for it in Data Management.`,
        );
        if (announced) return;
        announced = true;
        shown = 99;
        progress(99, `Sent ${file.name}; the studio is indexing it`);
      };

      const upload = new Upload(file as never, {
        endpoint,
        headers: { authorization: `Bearer ${options.token}` },
        metadata: {
          filename: fileName(file.name),
          ...(projectId === undefined ? {} : { project_id: String(projectId) }),
        },
        uploadSize: file.size,
        // The rest of the file in one PATCH, streamed from disk as the connection takes it: the
        // studio keeps what it received, so a dropped connection costs only a HEAD and the PATCH
        // of the rest, and no request waits for the one before (ADR 11).
        chunkSize: Infinity,
        retryDelays: options.retryDelays ?? UPLOAD_RETRY_DELAYS_MS,
        fileReader: handleReader(file, streams, {
          failed: (error) => {
            void stop(new AgentError(`Cannot read ${file.name}: ${error.message}`));
          },
          allRead: () => allOut(),
        }),
        fingerprint: async () => fingerprint,
        urlStorage: urls,
        storeFingerprintForResuming: true,
        // Removed in onSuccess instead, awaited: tus-js-client does not wait for its removal.
        removeFingerprintOnSuccess: false,
        // A request in flight is watched; the wait for the last answer (the index) is longer.
        onBeforeRequest: () => {
          allSent = false;
          watchRequest();
        },
        onAfterResponse: () => clearTimeout(stall),
        onShouldRetry: (error) => !isRefusal(error),
        onProgress(sent, total) {
          // Progress is throttled: the reader, not a last progress call, tells when all is out.
          if (allSent) return;
          if (sent >= total) return allOut();
          watchRequest();
          const percent = Math.min(99, Math.max(1, Math.floor((sent / total) * 100)));
          if (percent <= shown) return;
          shown = percent;
          progress(percent, `Uploading ${file.name}`);
        },
        onSuccess: ({ lastResponse }) => {
          const end = () => settle(() => resolve(recordIdOf(lastResponse)));
          void urls.removeFingerprint(fingerprint).then(end, end);
        },
        onError: (error) => {
          const refused = isRefusal(error as DetailedError);
          // A refused file is gone from the studio: the next try must not resume it.
          const forget = refused ? urls.removeFingerprint(fingerprint) : Promise.resolve();
          const end = () => settle(() => reject(explainUploadError(error, file.name)));
          void forget.then(end, end);
        },
      });
      active.set(file.path, { stop });

      void upload.findPreviousUploads().then(
        (previous) => {
          if (stopped) return; // The agent stopped meanwhile.
          const last = previous.at(-1);
          if (last) upload.resumeFromPreviousUpload(last);
          progress(0, `${last ? 'Resuming' : 'Starting'} the upload of ${file.name}`);
          upload.start();
        },
        (error: unknown) => settle(() => reject(explainUploadError(error, file.name))),
      );
    });
  }

  return {
    send,
    async close() {
      const stopped = new AgentError('The agent stopped; ask again to resume the upload.');
      await Promise.all([...active.values()].map(({ stop }) => stop(stopped)));
    },
  };
}

function recordIdOf(response: HttpResponse): number | null {
  const id = Number(response.getHeader(RECORD_ID_HEADER));
  return Number.isInteger(id) && id > 0 ? id : null;
}
