import { constants, type Dirent } from 'node:fs';
import { type FileHandle, mkdir, open, readdir, realpath, stat } from 'node:fs/promises';
import { isAbsolute, join, relative, sep } from 'node:path';
import type { Recording } from '@ads/contract';
import { AgentError } from '../runtime';

/** Sub-folders are listed this deep: `ros2 bag record` writes `<bag>/<bag>_0.mcap`. */
const MAX_DEPTH = 4;
/** A listing stops here, so a folder of millions of files cannot flood the browser. */
const MAX_FILES = 5000;

/** A file of the recordings folder, opened for reading (see openRecording). */
export interface OpenRecording {
  /** The name the browser used: a `/`-separated path relative to the recordings folder. */
  name: string;
  /** Its real path, inside the folder; what the handle was opened from. */
  path: string;
  handle: FileHandle;
  size: number;
  modified: Date;
  close(): Promise<void>;
}

/** True when `path` is `root` or below it (both real paths). */
function inside(root: string, path: string): boolean {
  const rest = relative(root, path);
  return rest === '' || (!rest.startsWith(`..${sep}`) && rest !== '..' && !isAbsolute(rest));
}

const hidden = (entry: string) => entry.startsWith('.');

/**
 * The files of the recordings folder and of its sub-folders, newest first. Hidden entries are
 * left out, and so are symbolic links that lead out of the folder (they could not be sent).
 * Symlinked folders are not followed, so a link loop cannot make the listing endless.
 */
export async function listRecordings(folder: string): Promise<Recording[]> {
  await mkdir(folder, { recursive: true });
  const root = await realpath(folder);
  const found: (Recording & { time: number })[] = [];

  async function visit(dir: string, prefix: string, depth: number): Promise<void> {
    let entries: Dirent[];
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch {
      return; // A sub-folder that cannot be read, or one removed meanwhile, lists nothing.
    }
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const entry of entries) {
      if (found.length >= MAX_FILES) return;
      if (hidden(entry.name)) continue;
      const path = join(dir, entry.name);
      const name = prefix + entry.name;
      if (entry.isDirectory()) {
        if (depth < MAX_DEPTH) await visit(path, `${name}/`, depth + 1);
        continue;
      }
      if (!entry.isFile() && !entry.isSymbolicLink()) continue;
      try {
        if (entry.isSymbolicLink() && !inside(root, await realpath(path))) continue;
        const info = await stat(path);
        if (!info.isFile()) continue;
        found.push({
          name,
          size: info.size,
          modified: info.mtime.toISOString(),
          time: info.mtimeMs,
        });
      } catch {
        continue; // Removed meanwhile, or a dangling link.
      }
    }
  }

  await visit(root, '', 0);
  found.sort((a, b) => b.time - a.time || (a.name < b.name ? -1 : 1));
  return found.map(({ name, size, modified }) => ({ name, size, modified }));
}

/**
 * The segments of a name the browser sent, or an AgentError when it could point anywhere but
 * into the folder: an absolute path (POSIX or Windows), `.`/`..`, empty segments, NUL.
 */
function segmentsOf(name: string): string[] {
  const refuse = () =>
    new AgentError(`${JSON.stringify(name)} is not a file of the recordings folder.`);
  const windows = sep === '\\';
  if (name.includes('\0') || isAbsolute(name) || (windows && /^[a-zA-Z]:/.test(name))) {
    throw refuse();
  }
  // On POSIX a backslash is part of a file name, not a separator.
  const segments = name.split(windows ? /[\\/]/ : '/');
  if (segments.some((part) => part === '' || part === '.' || part === '..')) throw refuse();
  return segments;
}

/**
 * Opens the file `name` of the recordings folder for sending. Every refusal happens here,
 * before anything goes to the studio: names that climb out, symbolic links whose target is
 * outside the folder, anything that is not a regular file, and empty files. The file is opened
 * once by its real path and checked to be the one that was resolved, so swapping it for a
 * link after the check does not redirect the upload.
 */
export async function openRecording(folder: string, name: string): Promise<OpenRecording> {
  const segments = segmentsOf(name);
  const root = await realpath(folder).catch(() => {
    throw new AgentError(`The recordings folder ${folder} cannot be read.`);
  });
  let path: string;
  try {
    path = await realpath(join(root, ...segments));
  } catch {
    throw new AgentError(`There is no recording ${name} in the recordings folder.`);
  }
  if (!inside(root, path) || path === root) {
    throw new AgentError(`${name} leads outside the recordings folder; it cannot be sent.`);
  }
  const checked = await stat(path).catch(() => {
    throw new AgentError(`There is no recording ${name} in the recordings folder.`);
  });
  if (!checked.isFile()) throw new AgentError(`${name} is not a file.`);
  // O_NOFOLLOW: if the last part became a link since realpath, opening fails instead.
  const handle = await open(path, constants.O_RDONLY | constants.O_NOFOLLOW).catch(() => {
    throw new AgentError(`${name} cannot be opened for reading.`);
  });
  try {
    const info = await handle.stat();
    if (info.ino !== checked.ino || info.dev !== checked.dev || !info.isFile()) {
      throw new AgentError(`${name} changed while it was being opened; ask again.`);
    }
    if (info.size === 0) throw new AgentError(`${name} is empty; there is nothing to send.`);
    return {
      name,
      path,
      handle,
      size: info.size,
      modified: info.mtime,
      close: () => handle.close(),
    };
  } catch (error) {
    await handle.close();
    throw error;
  }
}
