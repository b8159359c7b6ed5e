import { createHash } from 'node:crypto';
import type { FileHandle } from 'node:fs/promises';
import { TextDecoder } from 'node:util';

/** A NUL byte in this many first bytes marks a file as binary (as git and editors do). */
export const BINARY_SNIFF_BYTES = 8 * 1024;
const CHUNK_BYTES = 256 * 1024;

export interface FileFacts {
  /** SHA-256 hex of the bytes read (the whole file unless `limit` cut it). */
  version: string;
  /** A NUL byte in the first 8 kB, or bytes that are not UTF-8. */
  binary: boolean;
}

/** True when `bytes` (the start of a file) has a NUL byte in its first 8 kB. */
export function hasNul(bytes: Uint8Array): boolean {
  return bytes.subarray(0, BINARY_SNIFF_BYTES).includes(0);
}

/**
 * Reads an open file once from its start, `limit` bytes at most, for its hash and whether it is
 * text. The UTF-8 check streams, so a character split across two chunks is still valid; a file
 * cut by `limit` is not blamed for a character the cut split.
 */
export async function fileFacts(handle: FileHandle, limit = Infinity): Promise<FileFacts> {
  const hash = createHash('sha256');
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const buffer = Buffer.alloc(CHUNK_BYTES);
  let position = 0;
  let binary = false;
  while (position < limit) {
    const wanted = Math.min(CHUNK_BYTES, limit - position);
    const { bytesRead } = await handle.read(buffer, 0, wanted, position);
    if (bytesRead === 0) break;
    const chunk = buffer.subarray(0, bytesRead);
    hash.update(chunk);
    if (position < BINARY_SNIFF_BYTES && hasNul(chunk.subarray(0, BINARY_SNIFF_BYTES - position))) {
      binary = true;
    }
    if (!binary) binary = !decodes(decoder, chunk, true);
    position += bytesRead;
  }
  if (!binary && limit === Infinity) binary = !decodes(decoder, new Uint8Array(0), false);
  return { version: hash.digest('hex'), binary };
}

function decodes(decoder: TextDecoder, chunk: Uint8Array, stream: boolean): boolean {
  try {
    decoder.decode(chunk, { stream });
    return true;
  } catch {
    return false;
  }
}

/** The SHA-256 hex of a whole open file. */
export async function fileVersion(handle: FileHandle): Promise<string> {
  const hash = createHash('sha256');
  const buffer = Buffer.alloc(CHUNK_BYTES);
  let position = 0;
  for (;;) {
    const { bytesRead } = await handle.read(buffer, 0, CHUNK_BYTES, position);
    if (bytesRead === 0) return hash.digest('hex');
    hash.update(buffer.subarray(0, bytesRead));
    position += bytesRead;
  }
}
