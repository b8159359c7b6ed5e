import { stat } from 'node:fs/promises';
import { canAccess } from '@ads/contract';
import type { FastifyRequest } from 'fastify';
import type { UploadFiles } from '../../files/upload-files';
import { roleRefusal } from '../../http/auth';
import { AppError, badRequest, conflict, notFound, unauthorized } from '../../http/errors';

/** Who uploads an archive: a signed-in user (USER or higher, IP Repository on for the role). */
export interface ArchiveUploader {
  userId: number;
}

/** A finished upload taken for a version: its bytes on local disk and the name it came with. */
export interface TakenUpload {
  path: string;
  filename: string;
  size: number;
}

/** C0 and C1 control characters: never part of a file name. */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

const noSuchUpload = () => notFound('No such upload.');

/**
 * Archive uploads of IP Repository (tus, at STORE_UPLOAD_PATH): an upload is its uploader's
 * until a version is published from it (its bytes then move into the file store) or the sweep
 * removes it, abandoned. Only a user's access token uploads here; a PC has nothing to publish.
 */
export function createStoreUploads(deps: {
  files: UploadFiles;
  /** Refuses (403) a role for which IP Repository is hidden or disabled. */
  checkApp(role: string): Promise<void>;
}) {
  const { files } = deps;
  // Uploads being published on this instance: nothing else may touch their file meanwhile.
  const taking = new Set<string>();

  return {
    taking: (id: string) => taking.has(id),

    async callerOf(request: FastifyRequest): Promise<ArchiveUploader> {
      const actor = request.actor;
      if (!actor) throw unauthorized();
      if (!canAccess(actor.role, 'USER')) throw roleRefusal(actor.role);
      await deps.checkApp(actor.role);
      return { userId: actor.id };
    },

    /** The metadata kept with a new upload: its file name, cleaned, and its owner. */
    async admit(
      uploader: ArchiveUploader,
      given: Record<string, string | null | undefined>,
    ): Promise<Record<string, string>> {
      const filename = (given.filename ?? '').trim().split(/[\\/]/).at(-1) ?? '';
      if (!filename || filename.length > 255 || CONTROL.test(filename)) {
        throw badRequest('Name the file: Upload-Metadata needs a filename.', {
          filename: 'A file name of at most 255 characters, without control characters.',
        });
      }
      return { filename, owner_id: String(uploader.userId) };
    },

    /** An upload of this caller's that may be resumed, asked about or ended now; else 404. */
    async checkOwned(uploader: ArchiveUploader, id: string): Promise<undefined> {
      const info = await files.info(id);
      if (!info || info.metadata?.owner_id !== String(uploader.userId)) throw noSuchUpload();
      if (taking.has(id))
        throw new AppError(423, 'This upload is being published. Try again soon.');
      return undefined;
    },

    /**
     * Takes the caller's finished upload `id` for a publish: `work` gets its bytes on local disk
     * and may move them away; the upload is gone after, whatever `work` did (an archive refused
     * is not kept). An upload not complete yet stays, to be resumed.
     */
    async take<T>(
      userId: number,
      id: string,
      work: (upload: TakenUpload) => Promise<T>,
    ): Promise<T> {
      const info = await files.info(id);
      if (!info || info.metadata?.owner_id !== String(userId)) throw noSuchUpload();
      if (taking.has(id)) throw conflict('This upload is being published already.');
      taking.add(id);
      try {
        const size = await stat(files.dataPath(id)).then(
          (found) => found.size,
          () => -1,
        );
        if (info.size === undefined || size !== info.size) {
          throw conflict('This upload is not complete yet: send the rest of the file first.');
        }
        try {
          return await work({
            path: files.dataPath(id),
            filename: info.metadata?.filename ?? 'archive',
            size,
          });
        } finally {
          await files.discard(id);
        }
      } finally {
        taking.delete(id);
      }
    },
  };
}
export type StoreUploads = ReturnType<typeof createStoreUploads>;
