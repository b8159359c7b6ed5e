import { createHash, type Hash } from 'node:crypto';
import { chmod, type FileHandle, open, rename, rm, stat } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { constants } from 'node:fs';
import { REMOTE_EDIT_LIMIT_BYTES, type WriteData } from '@ads/contract';
import { fsError, RemoteError } from './errors';
import { fileVersion } from './file-facts';
import { READ_FLAGS, type Resolved } from './paths';

/** The temporary file of a save, beside its target; `list` and `search` leave these out. */
export function uploadFileName(target: string, upload: string): string {
  return `.${basename(target)}.ads-upload-${upload}`;
}
export const UPLOAD_FILE = /^\..*\.ads-upload-[A-Za-z0-9_-]{8,64}$/;

export interface WritePart {
  upload: string;
  offset: number;
  bytes: Uint8Array;
  final: boolean;
  base: string | null | 'force';
}

interface Upload {
  rel: string;
  target: string;
  temp: string;
  handle: FileHandle;
  received: number;
  hash: Hash;
}

const MB = 1024 * 1024;

/**
 * The saves of one session in progress. Parts are appended to a temporary file beside the
 * target; the final part swaps it in with a rename (atomic on one file system), so the target is
 * always either the old file or the whole new one, never half of a save.
 */
export class Uploads {
  private readonly open = new Map<string, Upload>();

  async write(at: Resolved, part: WritePart): Promise<WriteData> {
    let upload = this.open.get(part.upload);
    if (part.offset === 0) {
      // A save begun again (the page retried) starts over.
      if (upload) await this.abandon(part.upload);
      upload = await this.begin(at, part.upload);
    }
    if (!upload || upload.rel !== at.rel) {
      throw new RemoteError('invalid', `The save of ${at.rel} lost its first part; save again.`);
    }
    if (part.offset !== upload.received) {
      await this.abandon(part.upload);
      throw new RemoteError('invalid', `The parts of the save of ${at.rel} came out of order.`);
    }
    if (upload.received + part.bytes.length > REMOTE_EDIT_LIMIT_BYTES) {
      await this.abandon(part.upload);
      throw new RemoteError(
        'too_large',
        `${at.rel} would be larger than ${REMOTE_EDIT_LIMIT_BYTES / MB} MB, the most the editor saves.`,
      );
    }
    try {
      await upload.handle.write(part.bytes, 0, part.bytes.length, upload.received);
    } catch (error) {
      await this.abandon(part.upload);
      throw fsError(error, at.rel);
    }
    upload.received += part.bytes.length;
    upload.hash.update(part.bytes);
    if (!part.final) return { received: upload.received };
    try {
      return await this.finish(upload, part.base);
    } finally {
      await this.abandon(part.upload);
    }
  }

  /** Removes the temporary files of saves that never finished (the session ends). */
  async close(): Promise<void> {
    await Promise.all([...this.open.keys()].map((id) => this.abandon(id)));
  }

  private async begin(at: Resolved, id: string): Promise<Upload> {
    if (at.rel === '') throw new RemoteError('invalid', 'The workspace itself is a folder.');
    const target = at.real;
    const temp = join(dirname(target), uploadFileName(target, id));
    // O_NOFOLLOW|O_EXCL: a link planted at the temporary name is never written through.
    const flags = constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW;
    const handle = await open(temp, flags, 0o644).catch(async (error: unknown) => {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw fsError(error, at.rel);
      // Left by an agent that stopped mid-save: the name is ours.
      await rm(temp, { force: true });
      return open(temp, flags, 0o644).catch((again: unknown) => {
        throw fsError(again, at.rel);
      });
    });
    const upload = { rel: at.rel, target, temp, handle, received: 0, hash: createHash('sha256') };
    this.open.set(id, upload);
    return upload;
  }

  private async finish(upload: Upload, base: WritePart['base']): Promise<WriteData> {
    await upload.handle.datasync();
    const current = await this.currentVersion(upload);
    if (base === null && current) {
      throw new RemoteError(
        'exists',
        `${upload.rel} already exists on the PC; it was not overwritten.`,
      );
    }
    if (base !== null && base !== 'force' && current?.version !== base) {
      throw new RemoteError(
        'conflict',
        current
          ? `${upload.rel} changed on the PC since you opened it; your save was not written.`
          : `${upload.rel} was deleted on the PC since you opened it; your save was not written.`,
      );
    }
    try {
      // A saved script stays executable: the new file takes the old one's mode.
      if (current) await chmod(upload.temp, current.mode & 0o7777);
      await rename(upload.temp, upload.target);
      const stats = await stat(upload.target);
      return {
        received: upload.received,
        version: upload.hash.digest('hex'),
        mtimeMs: stats.mtimeMs,
      };
    } catch (error) {
      throw fsError(error, upload.rel);
    }
  }

  private async currentVersion(upload: Upload) {
    let handle: FileHandle;
    try {
      handle = await open(upload.target, READ_FLAGS);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw fsError(error, upload.rel);
    }
    try {
      const stats = await handle.stat();
      if (!stats.isFile()) throw new RemoteError('invalid', `${upload.rel} is not a file.`);
      return { version: await fileVersion(handle), mode: stats.mode };
    } finally {
      await handle.close();
    }
  }

  private async abandon(id: string): Promise<void> {
    const upload = this.open.get(id);
    if (!upload) return;
    this.open.delete(id);
    await upload.handle.close().catch(() => {});
    await rm(upload.temp, { force: true }).catch(() => {});
  }
}
