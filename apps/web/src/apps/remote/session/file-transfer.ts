import { REMOTE_FILE_PART_BYTES, ReadData, WriteData } from '@ads/contract';
import { i18n } from '../../../lib/i18n';
import { bytesOf, concatBytes, randomId } from './bytes';
import { RemoteCallError } from './errors';
import type { RemoteSession } from './remote-session';

type Caller = Pick<RemoteSession, 'call'>;

/** A file as read from the PC: its bytes (the first part only when binary or too large). */
export interface FileRead {
  bytes: Uint8Array;
  size: number;
  mtimeMs: number;
  /** The whole file's version, named as `base` by the save. */
  version: string | null;
  binary: boolean;
  tooLarge: boolean;
}

/** Tries of a read whose file changed between its parts before it gives up. */
const READ_TRIES = 3;

async function readPart(session: Caller, path: string, offset: number): Promise<ReadData> {
  const data = (await session.call('read', { path, offset })) as Record<string, unknown> | null;
  const part = ReadData.safeParse({ ...data, bytes: bytesOf(data?.bytes) });
  if (!part.success) throw new RemoteCallError('failed', i18n.t('remote:session.unreadablePart'));
  return part.data;
}

/**
 * Reads a file in parts of REMOTE_FILE_PART_BYTES until `eof`. The version comes with the first
 * part: should the file change under a read of several parts (its size or time differs), the
 * read starts again, so the bytes always belong to the version returned.
 */
export async function readFile(session: Caller, path: string): Promise<FileRead> {
  for (let attempt = 0; attempt < READ_TRIES; attempt += 1) {
    const first = await readPart(session, path, 0);
    const parts = [first.bytes];
    let part = first;
    let offset = first.bytes.length;
    let changed = false;
    // A binary or too-large file opens read-only with its first part.
    while (!part.eof && !first.binary && !first.tooLarge) {
      part = await readPart(session, path, offset);
      if (part.size !== first.size || part.mtimeMs !== first.mtimeMs) {
        changed = true;
        break;
      }
      if (part.bytes.length === 0 && !part.eof) {
        throw new RemoteCallError('failed', i18n.t('remote:session.stoppedSending'));
      }
      parts.push(part.bytes);
      offset += part.bytes.length;
    }
    if (changed) continue;
    return {
      bytes: concatBytes(parts),
      size: first.size,
      mtimeMs: first.mtimeMs,
      version: first.version ?? null,
      binary: first.binary,
      tooLarge: first.tooLarge,
    };
  }
  throw new RemoteCallError('failed', i18n.t('remote:session.keptChanging'));
}

/**
 * Saves a file in parts of REMOTE_FILE_PART_BYTES under one upload id, `final` on the last (an
 * empty file is one empty final part). `base` is the version it was edited from (null: a new
 * file; 'force': overwrite). A file changed on the PC since fails with code `conflict`.
 */
export async function writeFile(
  session: Caller,
  path: string,
  bytes: Uint8Array,
  base: string | null | 'force',
): Promise<WriteData> {
  const upload = randomId(16);
  let offset = 0;
  for (;;) {
    const chunk = bytes.subarray(offset, offset + REMOTE_FILE_PART_BYTES);
    const final = offset + chunk.length >= bytes.length;
    const data = await session.call('write', {
      path,
      upload,
      offset,
      bytes: chunk.slice(),
      final,
      base,
    });
    offset += chunk.length;
    if (final) {
      const written = WriteData.safeParse(data);
      if (!written.success)
        throw new RemoteCallError('failed', i18n.t('remote:session.unreadableAnswer'));
      return written.data;
    }
  }
}
