import type { Clock } from '../../clock';
import type { RecordStore, StoredObject } from '../../files/record-store';
import type { UploadFiles } from '../../files/upload-files';
import type { VersionRepo } from './version.repo';

const BATCH = 500;

/**
 * What a crash or an abandoned upload leaves behind in IP Repository, removed: archives in the
 * file store that no version points to (a crash between storing a file and inserting its
 * version), uploads that stopped receiving bytes, and halves of an upload. At start and hourly,
 * as Data Management's sweep (ADR 11); safe on several instances at once.
 */
export function createStoreSweep(deps: {
  versions: VersionRepo;
  files: RecordStore;
  uploads: UploadFiles;
  isTaking(uploadId: string): boolean;
  clock: Clock;
  /** Files this young are left alone: their version may be being written. */
  graceMs: number;
  /** An upload that received nothing for this long is abandoned. */
  uploadExpiryMs: number;
}) {
  async function sweepArchives(before: Date): Promise<number> {
    let removed = 0;
    const drop = async (batch: StoredObject[]) => {
      const known = await deps.versions.knownArchives(batch.map((object) => object.key));
      for (const object of batch) {
        if (known.has(object.key) || object.modifiedAt >= before) continue;
        await deps.files.remove(object.key);
        removed++;
      }
    };
    let batch: StoredObject[] = [];
    for await (const object of deps.files.list()) {
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
    for (const upload of await deps.uploads.list()) {
      if (deps.isTaking(upload.id)) continue;
      const idle = now - upload.modifiedAt.getTime();
      const whole = upload.hasData && upload.hasInfo;
      if (idle > (whole ? deps.uploadExpiryMs : deps.graceMs)) {
        await deps.uploads.discard(upload.id);
        removed++;
      }
    }
    return removed;
  }

  return {
    async sweep(): Promise<{ archives: number; uploads: number }> {
      const now = deps.clock.now().getTime();
      return {
        archives: await sweepArchives(new Date(now - deps.graceMs)),
        uploads: await sweepUploads(now),
      };
    },
  };
}
export type StoreSweep = ReturnType<typeof createStoreSweep>;
