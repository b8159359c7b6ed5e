import { rename, stat } from 'node:fs/promises';
import { foreignKeyViolation } from '../../db/errors';
import { AppError, conflict, notFound } from '../../http/errors';
import type { ProjectLookup } from './project-lookup';
import { RecordIndexError, indexRecord, suggestFromIndex } from '../../files/indexer';
import { newRecordKey, type RecordStore } from '../../files/record-store';
import type { RecordRepo } from './record.repo';
import type { Uploader } from './upload-caller';
import type { UploadFiles } from '../../files/upload-files';
import type { FinishedUpload } from '../../files/tus/tus-endpoint';
import { admitMetadata, isUploadOf } from './upload-metadata';

const noSuchUpload = () => notFound('No such upload.');

/**
 * Uploads become records: the metadata is checked when the upload is created, and the file is
 * indexed when its last byte arrives. A file that does not index, or any failure on the way,
 * leaves nothing behind: no row, no file in the record store, no upload to resume.
 */
export function createUploadService(deps: {
  records: RecordRepo;
  projects: ProjectLookup;
  store: RecordStore;
  files: UploadFiles;
}) {
  const { records, store, files } = deps;
  // Uploads being indexed on this instance: a second finish of the same upload (an empty PATCH
  // at the final offset) or a HEAD/PATCH/DELETE meanwhile must not touch its file.
  const finishing = new Set<string>();

  async function finish(upload: FinishedUpload): Promise<number> {
    const meta = upload.metadata ?? {};
    // A benchmark archive stays as it came: the admin imports it by its upload id.
    if (meta.purpose === 'benchmark-dataset') return 0;
    const path = upload.storage?.path ?? files.dataPath(upload.id);
    // The store's own preparation (the file store's fsync) runs while the index reads the file:
    // the disk writes while the CPU parses. Both settle before anything else touches the file.
    const [indexed, prepared] = await Promise.allSettled([
      indexRecord(path),
      store.prepareFile?.(path),
    ]);
    if (indexed.status === 'rejected') {
      const error: unknown = indexed.reason;
      throw error instanceof RecordIndexError ? new AppError(422, error.message) : error;
    }
    if (prepared.status === 'rejected') throw prepared.reason;
    const index = indexed.value;
    const suggestions = suggestFromIndex(index);
    const size = (await stat(path)).size;
    const key = newRecordKey(index.format);
    await store.putFile(key, path);
    let id: number;
    try {
      id = await records.insert({
        ownerId: Number(meta.owner_id),
        projectId: meta.project_id ? Number(meta.project_id) : null,
        pcId: meta.pc_id ? Number(meta.pc_id) : null,
        name: meta.filename ?? upload.id,
        format: index.format,
        size,
        storageKey: key,
        vehicle: meta.vehicle ?? '',
        startAt: index.start,
        endAt: index.end,
        startNs: index.start_ns,
        endNs: index.end_ns,
        durationS: index.duration_s,
        messageCount: index.message_count,
        topicCount: index.topics.length,
        distanceM: index.distance_m,
        avgSpeedMps: index.avg_speed_mps,
        maxSpeedMps: index.max_speed_mps,
        topics: index.topics,
        route: index.route,
        routeSource: index.route_source,
        speed: index.speed,
        suggestions,
        uploadId: upload.id,
      });
    } catch (error) {
      await store.remove(key);
      // The owner, project or PC went away while the file was on its way.
      if (foreignKeyViolation(error) !== undefined) {
        throw conflict('The account, project or PC of this upload was deleted meanwhile.');
      }
      throw error;
    }
    // The record is committed: a description left behind is the sweep's (half an upload).
    await files.forget(upload.id).catch(() => undefined);
    return id;
  }

  return {
    admit: (uploader: Uploader, metadata: Record<string, string | null | undefined>) =>
      admitMetadata(deps.projects, uploader, metadata),

    /**
     * An upload of this caller's that can be resumed, asked about or ended now; else 404. One
     * that already became a record answers with it, so a client that lost the last answer (an
     * agent killed right after its last PATCH) learns it is complete instead of sending again.
     */
    async checkOwned(
      uploader: Uploader,
      id: string,
    ): Promise<{ recordId: number; size: number } | undefined> {
      const info = await files.info(id);
      if (!info) {
        const made = await records.byUploadId(id);
        if (made && made.ownerId === uploader.ownerId && made.pcId === uploader.pcId)
          return { recordId: made.id, size: made.size };
        throw noSuchUpload();
      }
      if (!isUploadOf(uploader, info.metadata)) throw noSuchUpload();
      if (finishing.has(id))
        throw new AppError(423, 'This upload is being indexed. Try again soon.');
      return undefined;
    },

    isFinishing: (id: string) => finishing.has(id),

    /**
     * Hands a finished benchmark-dataset upload of this administrator over to the import:
     * its file moves to `dest` and the upload is no more (docs/benchmark-format.md); any other
     * upload is 404.
     */
    async takeDatasetUpload(ownerId: number, id: string, dest: string): Promise<void> {
      const info = await files.info(id);
      const meta = info?.metadata;
      const size = await stat(files.dataPath(id)).then(
        (found) => found.size,
        () => -1,
      );
      if (
        !info ||
        meta?.purpose !== 'benchmark-dataset' ||
        meta.owner_id !== String(ownerId) ||
        finishing.has(id) ||
        info.size === undefined ||
        size !== info.size
      ) {
        throw notFound('No such finished upload.');
      }
      await rename(files.dataPath(id), dest);
      await files.forget(id).catch(() => undefined);
    },

    /** Indexes, stores and records a finished upload; the new record's id. */
    async finish(upload: FinishedUpload): Promise<number> {
      if (finishing.has(upload.id))
        throw new AppError(423, 'This upload is being indexed already.');
      finishing.add(upload.id);
      try {
        return await finish(upload);
      } catch (error) {
        // A finished upload cannot be resumed: a client that retried would see it complete and
        // believe it stored. Removing it makes a retry start over instead.
        await files.discard(upload.id);
        throw error;
      } finally {
        finishing.delete(upload.id);
      }
    },
  };
}
export type UploadService = ReturnType<typeof createUploadService>;
