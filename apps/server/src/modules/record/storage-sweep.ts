import type { Clock } from '../../clock';
import type { RecordStore, StoredObject } from '../../files/record-store';
import type { RecordRepo } from './record.repo';
import type { UploadFiles } from '../../files/upload-files';

export interface SweepDeps {
  records: RecordRepo;
  store: RecordStore;
  files: UploadFiles;
  isFinishing(uploadId: string): boolean;
  clock: Clock;
  /** Files this young are left alone: they may belong to a record being written right now. */
  graceMs: number;
  /** An upload that received nothing for this long is abandoned. */
  uploadExpiryMs: number;
}

const BATCH = 500;

/**
 * What a crash, a failed removal or an abandoned upload can leave on disk, removed: files in
 * the record store that no record points to (a crash between moving a file in and committing
 * its row, or between deleting a row and its file, an account deleted meanwhile), uploads that
 * stopped receiving bytes, and halves of an upload (bytes without description or the reverse).
 * Runs at start and every hour (app.ts); safe to run on several instances at once.
 */
export function createStorageSweep(deps: SweepDeps) {
  async function sweepStore(before: Date): Promise<number> {
    let removed = 0;
    const drop = async (batch: StoredObject[]) => {
      const known = await deps.records.knownKeys(batch.map((object) => object.key));
      for (const object of batch) {
        if (known.has(object.key) || object.modifiedAt >= before) continue;
        await deps.store.remove(object.key);
        removed++;
      }
    };
    let batch: StoredObject[] = [];
    for await (const object of deps.store.list()) {
      batch.push(object);
      if (batch.length === BATCH) {
        await drop(batch);
        batch = [];
      }
    }
    await drop(batch);
    return removed;
  }

  async function sweepUploads(now: number): Promise<number> {
    let removed = 0;
    for (const upload of await deps.files.list()) {
      if (deps.isFinishing(upload.id)) continue;
      const idle = now - upload.modifiedAt.getTime();
      const whole = upload.hasData && upload.hasInfo;
      if (idle > (whole ? deps.uploadExpiryMs : deps.graceMs)) {
        await deps.files.discard(upload.id);
        removed++;
      }
    }
    return removed;
  }

  return {
    async sweep(): Promise<{ records: number; uploads: number }> {
      const now = deps.clock.now().getTime();
      return {
        records: await sweepStore(new Date(now - deps.graceMs)),
        uploads: await sweepUploads(now),
      };
    },
  };
}
export type StorageSweep = ReturnType<typeof createStorageSweep>;
