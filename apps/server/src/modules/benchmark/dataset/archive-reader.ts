import { createReadStream } from 'node:fs';
import { open, stat } from 'node:fs/promises';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import { extract as tarExtract } from 'tar-stream';
import { type Entry as ZipEntry, type ZipFile, getFileNameLowLevel, openPromise } from 'yauzl';
import { isOsClutter, normaliseEntryPath } from './archive-path';
import { DatasetFormatError, formatBytes } from './dataset-format-error';

/*
 * Reads a .tar, .tar.gz or .zip archive entry by entry without holding it in memory: datasets
 * run to several GB. The kind is recognised from the file's first bytes, not its name (an
 * upload is stored under a name of the server's choosing). Entries reach the caller one at a
 * time, in archive order, as a relative '/'-path (checked by normaliseEntryPath), a size and a
 * body to read once; directories and OS clutter (__MACOSX/, .DS_Store) are passed over.
 */

export type ArchiveKind = 'tar' | 'tar.gz' | 'zip';

export interface ArchiveEntry {
  /** Relative, '/'-separated, without `./`. */
  path: string;
  /** Uncompressed bytes. */
  size: number;
  /** The content; read it to its end or not at all (what is left is skipped). */
  body: AsyncIterable<Uint8Array>;
}

/** Bytes of the archive file read so far (compressed bytes for .tar.gz), and its size. */
export type ArchiveProgress = (bytesRead: number, totalBytes: number) => void;

/**
 * Progress as the benchmark's jobs report it: a fraction of the work, a sentence to show, and
 * the bytes behind the fraction for callers that want them.
 */
export type ProgressCallback = (
  fraction: number,
  message: string,
  bytes: { read: number; total: number },
) => void;

/** An ArchiveProgress reporting to a ProgressCallback: "Reading the archive: 1.2 GB of 4.5 GB." */
export function archiveProgress(
  onProgress: ProgressCallback | undefined,
  what = 'Reading the archive',
): ArchiveProgress | undefined {
  if (!onProgress) return undefined;
  // A zip's inflated chunks are 16 kB: a report per MB read is plenty for a bar.
  let reported = -Infinity;
  return (read, total) => {
    if (read - reported < 1_000_000 && read < total) return;
    reported = read;
    onProgress(
      total > 0 ? read / total : 1,
      `${what}: ${formatBytes(read)} of ${formatBytes(total)}.`,
      { read, total },
    );
  };
}

export interface ReadArchiveOptions {
  onProgress?: ArchiveProgress;
  signal?: AbortSignal;
}

export type EntryHandler = (entry: ArchiveEntry) => Promise<void>;

/** Recognises the archive from its first 512 bytes (a tar header is 512 bytes). */
export async function detectArchiveKind(path: string): Promise<ArchiveKind> {
  const file = await open(path, 'r');
  const head = Buffer.alloc(512);
  let length: number;
  try {
    ({ bytesRead: length } = await file.read(head, 0, 512, 0));
  } finally {
    await file.close();
  }
  if (length === 0) throw new DatasetFormatError('The archive is empty (0 bytes).');
  if (length >= 2 && head[0] === 0x1f && head[1] === 0x8b) return 'tar.gz';
  // Local file header, or the end record of an empty zip.
  if (length >= 4 && head.readUInt32LE(0) === 0x04034b50) return 'zip';
  if (length >= 4 && head.readUInt32LE(0) === 0x06054b50) return 'zip';
  if (length === 512 && isTarHeader(head)) return 'tar';
  throw new DatasetFormatError('The file is neither a .tar, a .tar.gz nor a .zip archive.');
}

/** 'ustar' at 257, or (old V7 tars have no magic) a header whose checksum adds up. */
function isTarHeader(head: Buffer): boolean {
  if (head.toString('latin1', 257, 262) === 'ustar') return true;
  const stored = parseInt(head.toString('latin1', 148, 156).replace(/[\0 ]+$/g, ''), 8);
  if (!Number.isFinite(stored)) return false;
  let sum = 0;
  for (let i = 0; i < 512; i++) sum += i >= 148 && i < 156 ? 0x20 : head[i]!;
  return sum === stored;
}

/** Calls `onEntry` for every file of the archive, in order; the archive's kind is returned. */
export async function readArchive(
  path: string,
  onEntry: EntryHandler,
  options: ReadArchiveOptions = {},
): Promise<ArchiveKind> {
  const kind = await detectArchiveKind(path);
  const total = (await stat(path)).size;
  if (kind === 'zip') await readZip(path, total, onEntry, options);
  else await readTar(path, total, kind === 'tar.gz', onEntry, options);
  options.onProgress?.(total, total);
  return kind;
}

/** Drains what the handler left of a body, so the archive can move to the next entry. */
async function drain(body: AsyncIterable<unknown> | Iterable<unknown>) {
  for await (const _ of body) {
    // skipped
  }
}

async function readTar(
  path: string,
  total: number,
  gzip: boolean,
  onEntry: EntryHandler,
  { onProgress, signal }: ReadArchiveOptions,
) {
  let bytesRead = 0;
  const source = createReadStream(path, { highWaterMark: 1 << 20 });
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      bytesRead += chunk.length;
      onProgress?.(bytesRead, total);
      callback(null, chunk);
    },
  });
  const extract = tarExtract();
  const piping = gzip
    ? pipeline(source, counter, createGunzip(), extract)
    : pipeline(source, counter, extract);
  // Awaited below; this keeps an early stop (a refused entry) from being an unhandled rejection.
  piping.catch(() => undefined);

  try {
    for await (const entry of extract) {
      signal?.throwIfAborted();
      const { header } = entry;
      const entryPath = normaliseEntryPath(header.name);
      const type = header.type ?? 'file';
      if (type === 'directory' || entryPath === '' || isOsClutter(entryPath)) {
        await drain(entry);
        continue;
      }
      if (type === 'symlink' || type === 'link') {
        throw new DatasetFormatError(
          `${entryPath}: links are not accepted in an archive; store the file itself.`,
        );
      }
      if (type !== 'file' && type !== 'contiguous-file') {
        throw new DatasetFormatError(`${entryPath}: a ${type} is not a file; archives hold files.`);
      }
      const body = readOnce(entry as AsyncIterable<Uint8Array>, signal);
      await onEntry({ path: entryPath, size: header.size ?? 0, body: body.iterable });
      await drain(body.rest());
    }
    await piping;
  } catch (error) {
    source.destroy();
    throw tarError(error, gzip);
  }
}

/**
 * A body the handler may read once; `rest()` is what it left (all of it when it read nothing).
 */
function readOnce(stream: AsyncIterable<Uint8Array>, signal: AbortSignal | undefined) {
  let started = false;
  let finished = false;
  async function* iterate(): AsyncGenerator<Uint8Array> {
    for await (const chunk of stream) {
      signal?.throwIfAborted();
      yield chunk;
    }
    finished = true;
  }
  return {
    iterable: {
      [Symbol.asyncIterator]() {
        if (started) throw new Error('An archive entry body can be read only once.');
        started = true;
        return iterate();
      },
    } as AsyncIterable<Uint8Array>,
    rest: (): AsyncIterable<unknown> | Iterable<unknown> => (started || finished ? [] : stream),
  };
}

function tarError(error: unknown, gzip: boolean): unknown {
  if (error instanceof DatasetFormatError || (error as Error)?.name === 'AbortError') return error;
  const message = error instanceof Error ? error.message : String(error);
  const code = (error as { code?: string })?.code ?? '';
  if (code.startsWith('Z_')) {
    return new DatasetFormatError(
      `The archive's gzip compression is damaged or cut short (${message}).`,
    );
  }
  if (/Unexpected end of data/i.test(message)) {
    return new DatasetFormatError('The archive ends in the middle of a file: it is truncated.');
  }
  if (/Invalid tar header|checksum/i.test(message)) {
    return new DatasetFormatError(
      gzip
        ? `The archive is gzip-compressed but what it holds is not a valid tar (${message}).`
        : `The archive is not a valid tar (${message}).`,
    );
  }
  return error;
}

/** The next central-directory entry, or undefined at the end. */
function nextZipEntry(zip: ZipFile): Promise<ZipEntry | undefined> {
  return new Promise((resolve, reject) => {
    const onEntry = (entry: ZipEntry) => {
      off();
      resolve(entry);
    };
    const onEnd = () => {
      off();
      resolve(undefined);
    };
    const onError = (error: Error) => {
      off();
      reject(error);
    };
    const off = () => {
      zip.off('entry', onEntry);
      zip.off('end', onEnd);
      zip.off('error', onError);
    };
    zip.on('entry', onEntry);
    zip.on('end', onEnd);
    zip.on('error', onError);
    zip.readEntry();
  });
}

const S_IFMT = 0o170000;
const S_IFLNK = 0o120000;

async function readZip(
  path: string,
  total: number,
  onEntry: EntryHandler,
  { onProgress, signal }: ReadArchiveOptions,
) {
  let zip: ZipFile;
  try {
    // Names decoded here rather than by yauzl, which would refuse `..` with its own wording.
    zip = await openPromise(path, { autoClose: false, decodeStrings: false });
  } catch (error) {
    throw new DatasetFormatError(
      `The archive is not a readable zip (${(error as Error).message}).`,
    );
  }
  // Any late error after a refusal is moot; without a listener it would crash the process.
  zip.on('error', () => undefined);
  let done = 0;
  try {
    for (;;) {
      let entry: ZipEntry | undefined;
      try {
        entry = await nextZipEntry(zip);
      } catch (error) {
        throw new DatasetFormatError(
          `The archive's zip directory is damaged (${(error as Error).message}).`,
        );
      }
      if (!entry) break;
      signal?.throwIfAborted();
      const raw = getFileNameLowLevel(
        entry.generalPurposeBitFlag,
        entry.fileNameRaw,
        entry.extraFields,
        false,
      );
      const entryPath = normaliseEntryPath(raw);
      const stored = entry.compressedSize;
      const step = stored + 30 + entry.fileNameLength + entry.extraFieldLength;
      if (raw.endsWith('/') || entryPath === '' || isOsClutter(entryPath)) {
        done += step;
        continue;
      }
      if (((entry.externalFileAttributes >>> 16) & S_IFMT) === S_IFLNK) {
        throw new DatasetFormatError(
          `${entryPath}: links are not accepted in an archive; store the file itself.`,
        );
      }
      if (entry.isEncrypted()) {
        throw new DatasetFormatError(`${entryPath} is encrypted; the archive must not be.`);
      }
      if (!entry.canDecodeFileData()) {
        throw new DatasetFormatError(
          `${entryPath} uses zip compression method ${entry.compressionMethod}; only stored (0) and deflate (8) are read.`,
        );
      }
      const stream: Readable = await zip.openReadStreamPromise(entry);
      const size = entry.uncompressedSize;
      let inflated = 0;
      const counted = (async function* () {
        const chunks = (stream as AsyncIterable<Buffer>)[Symbol.asyncIterator]();
        for (;;) {
          let next: IteratorResult<Buffer>;
          try {
            next = await chunks.next();
          } catch (error) {
            // Damaged deflate data, or fewer bytes than the directory promised.
            throw new DatasetFormatError(
              `${entryPath} cannot be read from the zip (${(error as Error).message}).`,
            );
          }
          if (next.done) return;
          inflated += next.value.length;
          // Compressed bytes are what the file holds: scale what was inflated to them.
          onProgress?.(Math.min(total, done + (size > 0 ? (stored * inflated) / size : 0)), total);
          yield next.value;
        }
      })();
      const body = readOnce(counted, signal);
      try {
        await onEntry({ path: entryPath, size, body: body.iterable });
        await drain(body.rest());
      } finally {
        stream.destroy();
      }
      done += step;
      onProgress?.(Math.min(total, done), total);
    }
  } finally {
    zip.close();
  }
}
