import { createReadStream } from 'node:fs';
import { chmod, link, mkdir, open, rm, symlink } from 'node:fs/promises';
import { join, posix } from 'node:path';
import { createGunzip } from 'node:zlib';
import { AgentError } from '../runtime';

// A small reader of gzipped tar archives (ustar, with the pax and GNU long-name extensions GNU
// tar and npm write), so that the agent stays one self-contained package without native or
// extra dependencies. It unpacks into a fresh folder and refuses, with a sentence, any entry
// that would reach outside it: an absolute path, a `..`, a path through a link, or a link
// whose target leaves the folder (followed through the archive's other links). A refused
// archive leaves nothing: the folder is removed.

const BLOCK = 512;

/** Is this artifact file an archive to unpack (else a single file the runtime runs)? */
export const isArchive = (file: string) => file.endsWith('.tar.gz') || file.endsWith('.tgz');

/** Reads exact byte counts from a stream of chunks. */
class Bytes {
  private chunks: Buffer[] = [];
  private length = 0;
  private done = false;
  constructor(private readonly source: AsyncIterator<Buffer>) {}

  private async fill(count: number): Promise<void> {
    while (this.length < count && !this.done) {
      const next = await this.source.next();
      if (next.done) this.done = true;
      else {
        this.chunks.push(next.value);
        this.length += next.value.length;
      }
    }
  }

  /** Up to `max` bytes (fewer only at the end of the stream). */
  async take(max: number): Promise<Buffer> {
    await this.fill(Math.min(max, 1));
    const all = this.chunks.length === 1 ? this.chunks[0]! : Buffer.concat(this.chunks);
    const out = all.subarray(0, Math.min(max, all.length));
    const rest = all.subarray(out.length);
    this.chunks = rest.length > 0 ? [rest] : [];
    this.length = rest.length;
    return out;
  }

  /** Exactly `count` bytes, or fewer when the stream ends first. */
  async exact(count: number): Promise<Buffer> {
    await this.fill(count);
    return this.take(count);
  }

  /** `count` bytes handed to `sink` piece by piece; throws when the stream ends first. */
  async each(count: number, sink: (piece: Buffer) => Promise<void> | void): Promise<void> {
    let left = count;
    while (left > 0) {
      const piece = await this.take(Math.min(left, 1 << 20));
      if (piece.length === 0) throw new AgentError('The archive ends in the middle of a file.');
      left -= piece.length;
      await sink(piece);
    }
  }
}

interface Header {
  name: string;
  type: string;
  size: number;
  mode: number;
  linkname: string;
}

const text = (block: Buffer, start: number, length: number) => {
  const field = block.subarray(start, start + length);
  const end = field.indexOf(0);
  return field.subarray(0, end < 0 ? field.length : end).toString('utf8');
};

/** An octal field, or GNU's base-256 form (high bit set) for sizes beyond 8 GiB. */
function number(block: Buffer, start: number, length: number): number {
  const field = block.subarray(start, start + length);
  if (field[0]! & 0x80) {
    let value = field[0]! & 0x7f;
    for (const byte of field.subarray(1)) value = value * 256 + byte;
    return value;
  }
  const digits = text(block, start, length).trim();
  return digits ? parseInt(digits, 8) : 0;
}

function readHeader(block: Buffer): Header {
  let sum = 0;
  for (let i = 0; i < BLOCK; i += 1) sum += i >= 148 && i < 156 ? 0x20 : block[i]!;
  if (sum !== number(block, 148, 8)) {
    throw new AgentError('The archive is not a tar.gz archive (a header does not check out).');
  }
  const name = text(block, 0, 100);
  const prefix = text(block, 257, 5) === 'ustar' ? text(block, 345, 155) : '';
  return {
    name: prefix ? `${prefix}/${name}` : name,
    type: String.fromCharCode(block[156] || 0x30),
    size: number(block, 124, 12),
    mode: number(block, 100, 8),
    linkname: text(block, 157, 100),
  };
}

/** A pax extended header's records: `<length> <key>=<value>\n`. */
function paxRecords(body: Buffer): Record<string, string> {
  const records: Record<string, string> = {};
  let offset = 0;
  while (offset < body.length) {
    const space = body.indexOf(0x20, offset);
    const length = parseInt(body.subarray(offset, space).toString('utf8'), 10);
    if (space < 0 || !(length > 0)) break;
    const record = body.subarray(space + 1, offset + length - 1).toString('utf8');
    const equals = record.indexOf('=');
    if (equals > 0) records[record.slice(0, equals)] = record.slice(equals + 1);
    offset += length;
  }
  return records;
}

/** The entry's path inside the folder, or a refusal for one that would leave it. */
function safePath(name: string, what = 'entry'): string {
  if (name.startsWith('/') || /^[A-Za-z]:/.test(name) || name.includes('\\')) {
    throw new AgentError(`The archive's ${what} "${name}" is an absolute path; refused.`);
  }
  const parts = name.split('/').filter((part) => part !== '' && part !== '.');
  if (parts.includes('..')) {
    throw new AgentError(`The archive's ${what} "${name}" leaves its folder (..); refused.`);
  }
  return parts.join('/');
}

/**
 * Does following the symlink at `at` (to `target`) leave the folder? Resolved through the
 * archive's own links (`links`: path → target), as the file system would, since a link's `..`
 * after another link goes up from where that one points, not from where it sits.
 */
function escapes(at: string, target: string, links: Map<string, string>): boolean {
  if (target.startsWith('/')) return true;
  const where = at.split('/').slice(0, -1);
  const queue = target.split('/');
  let hops = 0;
  while (queue.length > 0) {
    const part = queue.shift()!;
    if (part === '' || part === '.') continue;
    if (part === '..') {
      if (where.length === 0) return true;
      where.pop();
      continue;
    }
    where.push(part);
    const next = links.get(where.join('/'));
    if (next === undefined) continue;
    // A loop never resolves: count it as leaving, as the kernel gives up on it too.
    if ((hops += 1) > 40 || next.startsWith('/')) return true;
    where.pop();
    queue.unshift(...next.split('/'));
  }
  return false;
}

const outside = (name: string, target: string) =>
  new AgentError(`The archive's link "${name}" points to ${target}, outside its folder; refused.`);

/**
 * Unpacks the gzipped tar `archive` into `folder` (created; it must not exist). On any refusal
 * or damage, `folder` is removed and an AgentError says why.
 */
export async function unpackTarGz(archive: string, folder: string): Promise<void> {
  await mkdir(folder, { recursive: false });
  try {
    await unpack(archive, folder);
  } catch (error) {
    await rm(folder, { recursive: true, force: true });
    if (error instanceof AgentError) throw error;
    throw new AgentError(`The archive could not be unpacked: ${(error as Error).message}`);
  }
}

async function unpack(archive: string, folder: string): Promise<void> {
  const source = createReadStream(archive);
  const stream = createGunzip();
  // pipe() does not pass a read error on: without this the reader would wait forever.
  source.once('error', (error) => stream.destroy(error));
  source.pipe(stream);
  const bytes = new Bytes(stream[Symbol.asyncIterator]());
  const links = new Map<string, string>();
  const files = new Set<string>();
  let pax: Record<string, string> = {};
  let longName: string | undefined;
  let longLink: string | undefined;
  try {
    for (;;) {
      const block = await bytes.exact(BLOCK);
      if (block.length === 0) break;
      if (block.length < BLOCK) throw new AgentError('The archive ends in the middle of a header.');
      if (block.every((byte) => byte === 0)) break;
      const header = readHeader(block);
      const padded = Math.ceil(header.size / BLOCK) * BLOCK;
      // Extensions describe the next entry: read their body and go on.
      if ('xgLK'.includes(header.type)) {
        const body = await bytes.exact(padded);
        if (body.length < padded) throw new AgentError('The archive ends in the middle of a file.');
        const data = body.subarray(0, header.size);
        if (header.type === 'x') pax = paxRecords(data);
        if (header.type === 'L') longName = text(data, 0, data.length);
        if (header.type === 'K') longLink = text(data, 0, data.length);
        continue;
      }
      const name = pax.path ?? longName ?? header.name;
      const linkname = pax.linkpath ?? longLink ?? header.linkname;
      const size = pax.size === undefined ? header.size : Number(pax.size);
      pax = {};
      longName = undefined;
      longLink = undefined;

      const path = safePath(name);
      // Nothing is written through a link: a link inside may point anywhere inside, and then
      // a path through it would be checked against the wrong place.
      const parts = path.split('/');
      for (let i = 1; i < parts.length; i += 1) {
        const through = parts.slice(0, i).join('/');
        if (links.has(through)) {
          throw new AgentError(
            `The archive's entry "${name}" goes through the link ${through}; refused.`,
          );
        }
      }
      const target = join(folder, path);
      if (path !== '' && header.type !== '5') {
        await mkdir(join(folder, posix.dirname(path)), { recursive: true });
        // A later entry of the same name replaces the earlier one, as tar does.
        await rm(target, { recursive: true, force: true });
        for (const known of [...files, ...links.keys()]) {
          if (known === path || known.startsWith(`${path}/`)) {
            files.delete(known);
            links.delete(known);
          }
        }
      }
      const payload = Math.ceil(size / BLOCK) * BLOCK;
      switch (header.type) {
        case '0':
        case '7': {
          if (path === '') throw new AgentError('The archive holds a file without a name.');
          const mode = (header.mode & 0o755) | 0o600;
          const out = await open(target, 'wx', mode);
          try {
            await bytes.each(size, async (piece) => {
              await out.write(piece);
            });
          } finally {
            await out.close();
          }
          // The umask may have taken bits away: the archive's executable bits are kept.
          await chmod(target, mode);
          files.add(path);
          await bytes.each(payload - size, () => {});
          break;
        }
        case '5':
          await mkdir(target, { recursive: true });
          await bytes.each(payload, () => {});
          break;
        case '2':
          links.set(path, linkname);
          if (escapes(path, linkname, links)) throw outside(name, linkname);
          await symlink(linkname, target);
          await bytes.each(payload, () => {});
          break;
        case '1': {
          const source = safePath(linkname, 'link');
          if (!files.has(source)) {
            throw new AgentError(
              `The archive's link "${name}" points to ${linkname}, which it does not hold; refused.`,
            );
          }
          await link(join(folder, source), target);
          await bytes.each(payload, () => {});
          break;
        }
        default:
          throw new AgentError(
            `The archive's entry "${name}" is a device, a pipe or another special file (type ${header.type}); refused.`,
          );
      }
    }
    // Every link is checked once all are known: one may point through a later one.
    for (const [at, target] of links) {
      if (escapes(at, target, links)) throw outside(at, target);
    }
  } finally {
    source.destroy();
    stream.destroy();
  }
}
