import { RECORD_ID_HEADER, RECORD_UPLOAD_PATH } from '@ads/contract';
import { Server } from '@tus/server';
import type { FastifyBaseLogger } from 'fastify';
import { AppError, unauthorized } from '../../http/errors';
import type { Uploader } from './upload-caller';
import { UploadFileStore } from './upload-file-store';
import type { UploadFiles } from './upload-files';
import type { UploadService } from './upload.service';

/** The tus endpoint without its trailing slash: @tus/server adds `/<id>` to it. */
export const TUS_PATH = RECORD_UPLOAD_PATH.replace(/\/$/, '');

/** Who sent each request that is being handed to tus (set by upload.routes.ts). */
export type UploaderOf = (request: Request) => Uploader | undefined;

/** An error tus answers as it is: our envelope as the body (tus allows a body on errors). */
function tusError(error: unknown, log: FastifyBaseLogger) {
  if (error instanceof AppError) {
    const body = { success: false, message: error.message, detail: error.detail };
    return { status_code: error.status, body: JSON.stringify(body) };
  }
  log.error({ err: error }, 'upload failed');
  return {
    status_code: 500,
    body: JSON.stringify({ success: false, message: 'Something went wrong on our side.' }),
  };
}

/**
 * tus 1.0.0 (creation, creation-with-upload, creation-defer-length, termination) over the
 * uploads folder. The hooks check the metadata when an upload is created and turn a finished
 * one into a record; who the caller is was settled before the request got here.
 */
export function createTusServer(deps: {
  files: UploadFiles;
  uploads: UploadService;
  uploaderOf: UploaderOf;
  maxBytes: number;
  log: FastifyBaseLogger;
}): Server {
  const { uploads, uploaderOf, log } = deps;
  return new Server({
    path: TUS_PATH,
    // Abandoned uploads are removed by the storage sweep, on the injected clock.
    datastore: new UploadFileStore(deps.files.directory, deps.files.dataPath),
    maxSize: deps.maxBytes,
    // The Location is a path: a Host header cannot send the client elsewhere.
    relativeLocation: true,
    // The web app uploads from its own origin; nothing else gets CORS headers.
    allowedOrigins: () => false,
    exposedHeaders: [RECORD_ID_HEADER],
    async onUploadCreate(request, upload) {
      const uploader = uploaderOf(request);
      try {
        if (!uploader) throw unauthorized();
        return { metadata: { ...(await uploads.admit(uploader, upload.metadata ?? {})) } };
      } catch (error) {
        throw tusError(error, log);
      }
    },
    async onUploadFinish(_request, upload) {
      try {
        const id = await uploads.finish(upload);
        return { headers: { [RECORD_ID_HEADER]: String(id) } };
      } catch (error) {
        throw tusError(error, log);
      }
    },
  });
}
