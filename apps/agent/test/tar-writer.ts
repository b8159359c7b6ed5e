import { writeFile } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';

// Hand-made ustar archives for tests: entries written byte by byte as POSIX.1-1988 has them,
// with no checks at all, so that a test can make what GNU tar will not write (paths that
// leave the folder, links out of it).

export interface TarEntry {
  name: string;
  /** '0' file (default), '1' hard link, '2' symlink, '5' folder. */
  type?: '0' | '1' | '2' | '5';
  body?: string | Buffer;
  linkname?: string;
  mode?: number;
}

/** One ustar header block, checksum included. */
function header(entry: TarEntry, size: number): Buffer {
  const block = Buffer.alloc(512);
  const put = (value: string, start: number, length: number) =>
    block.write(value.slice(0, length), start, 'utf8');
  const octal = (value: number, length: number) =>
    value.toString(8).padStart(length - 1, '0') + '\0';
  put(entry.name, 0, 100);
  put(octal(entry.mode ?? 0o644, 8), 100, 8);
  put(octal(0, 8), 108, 8);
  put(octal(0, 8), 116, 8);
  put(octal(size, 12), 124, 12);
  put(octal(0, 12), 136, 12);
  put('        ', 148, 8);
  put(entry.type ?? '0', 156, 1);
  put(entry.linkname ?? '', 157, 100);
  put('ustar\0', 257, 6);
  put('00', 263, 2);
  let sum = 0;
  for (const byte of block) sum += byte;
  put(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 8);
  return block;
}

/** A gzipped tar of these entries, as given. */
export function tarGz(entries: TarEntry[]): Buffer {
  const blocks: Buffer[] = [];
  for (const entry of entries) {
    const body = Buffer.from(entry.body ?? '');
    blocks.push(header(entry, body.length), body, Buffer.alloc((512 - (body.length % 512)) % 512));
  }
  blocks.push(Buffer.alloc(1024));
  return gzipSync(Buffer.concat(blocks));
}

/** Writes `tarGz(entries)` to `path`; answers the path. */
export async function writeTarGz(path: string, entries: TarEntry[]): Promise<string> {
  await writeFile(path, tarGz(entries));
  return path;
}
