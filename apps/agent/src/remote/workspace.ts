import { constants, type Stats } from 'node:fs';
import {
  type FileHandle,
  lstat,
  mkdir,
  open,
  readdir,
  realpath,
  rename,
  rm,
  stat,
} from 'node:fs/promises';
import { dirname, join } from 'node:path';
import {
  type FileEntry,
  type ListData,
  REMOTE_EDIT_LIMIT_BYTES,
  REMOTE_FILE_PART_BYTES,
  type ReadData,
  type SearchData,
  type StatData,
  type WriteData,
} from '@ads/contract';
import { fsError, RemoteError } from './errors';
import { type FileFacts, fileFacts } from './file-facts';
import { READ_FLAGS, type Resolved, resolveInside } from './paths';
import { type SearchQuery, searchFiles } from './search';
import { UPLOAD_FILE, Uploads, type WritePart } from './uploads';

const byName = new Intl.Collator('en', { numeric: true }).compare;

/**
 * One code session's view of the workspace folder: every operation of the contract, each path
 * resolved inside the folder first. A session keeps its saves in progress (removed at `close`)
 * and what it learnt of the files it read (their version, whether they are text).
 */
export interface Workspace {
  /** The folder's real path. */
  root: string;
  list(args: { path: string }): Promise<ListData>;
  stat(args: { path: string }): Promise<StatData>;
  read(args: { path: string; offset: number }): Promise<ReadData>;
  write(args: { path: string } & WritePart): Promise<WriteData>;
  mkdir(args: { path: string }): Promise<Record<string, never>>;
  create(args: { path: string }): Promise<Record<string, never>>;
  rename(args: { from: string; to: string }): Promise<Record<string, never>>;
  delete(args: { path: string }): Promise<Record<string, never>>;
  search(args: SearchQuery & { path: string }): Promise<SearchData>;
  close(): Promise<void>;
}

/** Opens the workspace folder, making it when it is not there yet. */
export async function openWorkspace(dir: string): Promise<Workspace> {
  await mkdir(dir, { recursive: true });
  const root = await realpath(dir);
  const uploads = new Uploads();
  const facts = new Map<string, FileFacts & { size: number; mtimeMs: number }>();
  const resolve = (path: string) => resolveInside(root, path);

  /** What `at` leads to (a link followed), which must exist. */
  async function target(at: Resolved): Promise<Stats> {
    if (!at.lstat) throw fsError({ code: 'ENOENT' }, at.rel);
    if (!at.lstat.isSymbolicLink()) return at.lstat;
    return stat(at.real).catch((error: unknown) => {
      throw fsError(error, at.rel);
    });
  }

  /** The version and text-ness of an open file, kept while it does not change. */
  async function factsOf(at: Resolved, handle: FileHandle, stats: Stats): Promise<FileFacts> {
    const known = facts.get(at.real);
    if (known && known.size === stats.size && known.mtimeMs === stats.mtimeMs) return known;
    const found = await fileFacts(handle);
    facts.set(at.real, { ...found, size: stats.size, mtimeMs: stats.mtimeMs });
    return found;
  }

  function notRoot(at: Resolved, doing: string) {
    if (at.rel === '') throw new RemoteError('refused', `The workspace itself cannot be ${doing}.`);
  }

  return {
    root,

    async list({ path }) {
      const at = await resolve(path);
      if (!(await target(at)).isDirectory()) {
        throw new RemoteError('invalid', `${at.rel} is not a folder.`);
      }
      const names = await readdir(at.real).catch((error: unknown) => {
        throw fsError(error, at.rel);
      });
      const entries: FileEntry[] = [];
      for (const name of names) {
        if (UPLOAD_FILE.test(name)) continue;
        // Gone between readdir and lstat: not listed.
        const stats = await lstat(join(at.real, name)).catch(() => undefined);
        if (!stats) continue;
        const kind = stats.isSymbolicLink() ? 'link' : stats.isDirectory() ? 'dir' : 'file';
        entries.push({ name, kind, size: stats.size, mtimeMs: stats.mtimeMs });
      }
      entries.sort(
        (a, b) => Number(b.kind === 'dir') - Number(a.kind === 'dir') || byName(a.name, b.name),
      );
      return { entries };
    },

    async stat({ path }) {
      const at = await resolve(path);
      const stats = await target(at);
      if (stats.isDirectory()) return { kind: 'dir', size: stats.size, mtimeMs: stats.mtimeMs };
      const { handle, stats: opened } = await openFile(at);
      try {
        const version =
          opened.size > REMOTE_EDIT_LIMIT_BYTES
            ? undefined
            : (await factsOf(at, handle, opened)).version;
        return {
          kind: 'file',
          size: opened.size,
          mtimeMs: opened.mtimeMs,
          ...(version ? { version } : {}),
        };
      } finally {
        await handle.close();
      }
    },

    async read({ path, offset }) {
      const at = await resolve(path);
      const { handle, stats } = await openFile(at);
      try {
        if (offset > stats.size) {
          throw new RemoteError('invalid', `${at.rel} is only ${stats.size} bytes long.`);
        }
        const length = Math.min(REMOTE_FILE_PART_BYTES, stats.size - offset);
        const bytes = Buffer.alloc(length);
        const { bytesRead } = await handle.read(bytes, 0, length, offset);
        const tooLarge = stats.size > REMOTE_EDIT_LIMIT_BYTES;
        // A file too large to edit is shown from its first part only: hashing all of it (a
        // bag of gigabytes) would only delay that part, and nothing saves it.
        const known = tooLarge
          ? await fileFacts(handle, REMOTE_FILE_PART_BYTES)
          : await factsOf(at, handle, stats);
        return {
          size: stats.size,
          mtimeMs: stats.mtimeMs,
          offset,
          bytes: bytes.subarray(0, bytesRead),
          eof: offset + bytesRead >= stats.size,
          ...(offset === 0 && !tooLarge ? { version: known.version } : {}),
          binary: known.binary,
          tooLarge,
        };
      } finally {
        await handle.close();
      }
    },

    async write({ path, ...part }) {
      const at = await resolve(path);
      if (at.lstat && (await target(at).catch(() => undefined))?.isDirectory()) {
        throw new RemoteError('invalid', `${at.rel} is a folder.`);
      }
      const parent = await stat(dirname(at.real)).catch(() => undefined);
      if (!parent?.isDirectory()) {
        throw new RemoteError('not_found', `The folder of ${at.rel} does not exist on the PC.`);
      }
      return uploads.write(at, part);
    },

    async mkdir({ path }) {
      const at = await resolve(path);
      if (at.lstat) throw fsError({ code: 'EEXIST' }, at.rel);
      await mkdir(at.real, { recursive: true }).catch((error: unknown) => {
        throw fsError(error, at.rel);
      });
      return {};
    },

    async create({ path }) {
      const at = await resolve(path);
      if (at.lstat) throw fsError({ code: 'EEXIST' }, at.rel);
      try {
        await mkdir(dirname(at.real), { recursive: true });
        const flags =
          constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW;
        await (await open(at.real, flags, 0o644)).close();
      } catch (error) {
        throw fsError(error, at.rel);
      }
      return {};
    },

    async rename({ from, to }) {
      const source = await resolve(from);
      const destination = await resolve(to);
      notRoot(source, 'renamed');
      notRoot(destination, 'replaced');
      if (!source.lstat) throw fsError({ code: 'ENOENT' }, source.rel);
      // rename() would replace a file there without a word.
      if (destination.lstat) throw fsError({ code: 'EEXIST' }, destination.rel);
      try {
        await mkdir(dirname(destination.self), { recursive: true });
        // A link is moved as a link (`self`), never the file it points at.
        await rename(source.self, destination.self);
      } catch (error) {
        throw fsError(error, source.rel);
      }
      return {};
    },

    async delete({ path }) {
      const at = await resolve(path);
      notRoot(at, 'deleted');
      if (!at.lstat) throw fsError({ code: 'ENOENT' }, at.rel);
      // rm() removes a link itself, and does not follow links inside a folder it removes.
      await rm(at.self, { recursive: true }).catch((error: unknown) => {
        throw fsError(error, at.rel);
      });
      return {};
    },

    async search({ path, ...query }) {
      const at = await resolve(path);
      if (!(await target(at)).isDirectory()) {
        throw new RemoteError('invalid', `${at.rel} is not a folder.`);
      }
      return searchFiles(at.real, at.rel, query);
    },

    async close() {
      await uploads.close();
      facts.clear();
    },
  };
}

/** Opens a workspace file to read; its real path has no links left, O_NOFOLLOW keeps it so. */
async function openFile(at: Resolved): Promise<{ handle: FileHandle; stats: Stats }> {
  let handle: FileHandle;
  try {
    handle = await open(at.real, READ_FLAGS);
  } catch (error) {
    throw fsError(error, at.rel);
  }
  const stats = await handle.stat();
  if (!stats.isFile()) {
    await handle.close();
    throw new RemoteError('invalid', `${at.rel} is not a file.`);
  }
  return { handle, stats };
}
