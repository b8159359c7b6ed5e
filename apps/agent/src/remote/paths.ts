import { constants, type Stats } from 'node:fs';
import { lstat, readlink, realpath } from 'node:fs/promises';
import { basename, dirname, join, resolve, sep } from 'node:path';
import { fsError, RemoteError } from './errors';

/**
 * A workspace path resolved on disk. Every existing part of it has been looked at: a symbolic
 * link anywhere in it (the last part too, and a dangling one) is followed only to check that its
 * target stays inside the workspace; anything that leaves it was refused before this exists.
 */
export interface Resolved {
  /** The path as the page names it: '/'-separated, normalized, '' for the workspace itself. */
  rel: string;
  /** Where its content is: every link resolved (a final link's target, existing or not). */
  real: string;
  /** The entry itself, in its real parent folder (a final link: the link, not its target). */
  self: string;
  /** What is at `self` (not followed), undefined when nothing is there. */
  lstat: Stats | undefined;
}

/** A link that points back at itself through others is refused like one leaving the folder. */
const MAX_LINK_DEPTH = 32;

function outside(path: string): RemoteError {
  return new RemoteError('outside', `${path} is outside the workspace; the agent only serves it.`);
}

/** True when `path` (absolute, normalized) is `root` or under it. */
export function isInside(root: string, path: string): boolean {
  return path === root || path.startsWith(root.endsWith(sep) ? root : root + sep);
}

/**
 * The parts of a workspace path. `..` is taken away lexically, never through the disk, so it
 * can only go up as far as the workspace itself; absolute paths are refused outright.
 */
export function pathParts(path: string): string[] {
  if (path.includes('\0')) throw new RemoteError('invalid', 'A path cannot hold a NUL character.');
  if (path.startsWith('/')) throw outside(path);
  const parts: string[] = [];
  for (const part of path.split('/')) {
    if (part === '' || part === '.') continue;
    if (part !== '..') parts.push(part);
    else if (parts.pop() === undefined) throw outside(path);
  }
  return parts;
}

async function lstatOrNothing(path: string, shown: string): Promise<Stats | undefined> {
  try {
    return await lstat(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw fsError(error, shown);
  }
}

/**
 * Where a link leads, as a real path inside `root`. A dangling link is judged by where its
 * target would be: the realpath of the deepest part that exists, plus the rest.
 */
async function linkTarget(root: string, link: string, shown: string, depth = 0): Promise<string> {
  if (depth > MAX_LINK_DEPTH) throw outside(shown);
  try {
    const real = await realpath(link);
    if (!isInside(root, real)) throw outside(shown);
    return real;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (error instanceof RemoteError) throw error;
    if (code === 'ELOOP') throw outside(shown);
    if (code !== 'ENOENT') throw fsError(error, shown);
  }
  const target = resolve(dirname(link), await readlink(link));
  const rest: string[] = [];
  let base = target;
  let stats = await lstatOrNothing(base, shown);
  while (!stats) {
    rest.unshift(basename(base));
    base = dirname(base);
    stats = await lstatOrNothing(base, shown);
  }
  const real = stats.isSymbolicLink()
    ? await linkTarget(root, base, shown, depth + 1)
    : await realpath(base).catch((error: unknown) => {
        throw fsError(error, shown);
      });
  const whole = join(real, ...rest);
  if (!isInside(root, whole)) throw outside(shown);
  return whole;
}

/**
 * Resolves `path` inside `root` (a real path), part by part with lstat, so that no link is
 * followed without its target being checked. What is checked here can change before it is used
 * (another process on the PC swaps a folder for a link): Node has no openat(), so the window is
 * kept small, and files are opened with O_NOFOLLOW where it matters.
 */
export async function resolveInside(root: string, path: string): Promise<Resolved> {
  const parts = pathParts(path);
  const rel = parts.join('/');
  let dir = root;
  for (const [index, name] of parts.entries()) {
    const here = join(dir, name);
    const last = index === parts.length - 1;
    const stats = await lstatOrNothing(here, rel);
    if (!stats) {
      // Nothing below a missing folder exists either, and nothing there can be a link.
      const real = join(here, ...parts.slice(index + 1));
      return { rel, real, self: real, lstat: undefined };
    }
    if (stats.isSymbolicLink()) {
      const target = await linkTarget(root, here, rel);
      if (last) return { rel, real: target, self: here, lstat: stats };
      dir = target;
    } else if (last) {
      return { rel, real: here, self: here, lstat: stats };
    } else if (!stats.isDirectory()) {
      throw new RemoteError('not_found', `${parts.slice(0, index + 1).join('/')} is not a folder.`);
    } else {
      dir = here;
    }
  }
  return { rel, real: dir, self: dir, lstat: await lstatOrNothing(dir, rel) };
}

/**
 * How workspace files are opened to read: never through a link (the path was resolved to one
 * without any), and without waiting: a FIFO opened to read would otherwise block until a writer
 * came (and with it a thread of Node's pool); it is then refused as not a file.
 */
export const READ_FLAGS = constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK;
