import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';

/**
 * The names archives have, in the file store and at `/api/file/module/<file>` alike (the
 * contract's `ModuleArtifact.file`): no slash, no leading dot, so no name is a path.
 */
export const ARCHIVE_KEY = /^[a-z0-9][a-z0-9.-]{0,120}$/;

/** Extensions kept from the uploaded file's name, so the agent knows how to open it. */
const EXTENSIONS = ['tar.gz', 'tgz', 'tar', 'zip', 'js', 'mjs', 'cjs'];

/** The archive's extension by the name it was uploaded with; `bin` for anything else. */
export function archiveExtension(filename: string): string {
  const lower = filename.toLowerCase();
  return EXTENSIONS.find((extension) => lower.endsWith(`.${extension}`)) ?? 'bin';
}

/**
 * An archive's file name, made by the server only: the algorithm, its version (lower-case,
 * build metadata as a dash), the start of its sha256, so two versions never share one.
 */
export function archiveFileName(
  algorithm: string,
  version: string,
  sha256: string,
  extension: string,
): string {
  const tail = `-${sha256.slice(0, 12)}.${extension}`;
  const safe = version.toLowerCase().replace(/[^a-z0-9.-]/g, '-');
  const head = `${algorithm}-${safe}`.slice(0, 121 - tail.length);
  return `${head}${tail}`;
}

/** The file's sha256 (hex) and size, read once as a stream. */
export async function hashFile(path: string): Promise<{ sha256: string; size: number }> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of createReadStream(path, { highWaterMark: 1024 * 1024 })) {
    hash.update(chunk as Buffer);
    size += (chunk as Buffer).length;
  }
  return { sha256: hash.digest('hex'), size };
}
