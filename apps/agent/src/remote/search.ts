import type { Dirent } from 'node:fs';
import { open, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { TextDecoder } from 'node:util';
import type { SearchData } from '@ads/contract';
import { RemoteError } from './errors';
import { hasNul } from './file-facts';
import { READ_FLAGS } from './paths';
import { UPLOAD_FILE } from './uploads';

export const SEARCH_MAX_MATCHES = 1000;
/** Files larger than this are not searched (logs, bags, builds): the walk stays quick. */
export const SEARCH_MAX_FILE_BYTES = 2 * 1024 * 1024;
/** Files looked at in one search at most; a bigger tree answers `truncated`. */
export const SEARCH_MAX_FILES = 20_000;
export const SEARCH_LINE_CHARS = 300;
const SKIPPED_FOLDERS = new Set(['.git', 'node_modules']);

export interface SearchQuery {
  query: string;
  regex: boolean;
  caseSensitive: boolean;
}

function pattern({ query, regex, caseSensitive }: SearchQuery): RegExp {
  const source = regex ? query : query.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  try {
    return new RegExp(source, caseSensitive ? 'g' : 'gi');
  } catch (error) {
    throw new RemoteError(
      'invalid',
      `The search is not a valid regular expression: ${String(error)}`,
    );
  }
}

/** The text of a file small enough and text, or undefined. */
async function textOf(path: string): Promise<string | undefined> {
  let handle;
  try {
    // Links are skipped by the walk; O_NOFOLLOW keeps it so if one is swapped in meanwhile.
    handle = await open(path, READ_FLAGS);
  } catch {
    return undefined;
  }
  try {
    const stats = await handle.stat();
    if (!stats.isFile() || stats.size > SEARCH_MAX_FILE_BYTES) return undefined;
    const bytes = await handle.readFile();
    if (hasNul(bytes)) return undefined;
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  } finally {
    await handle.close();
  }
}

/**
 * Searches the text files under `dir` (a real folder inside the workspace; `rel` names it for
 * the page) in Node, so no grep or ripgrep is needed on the PC. Links are not followed: one may
 * lead out of the workspace, and a folder linked twice would be searched twice.
 */
export async function searchFiles(
  dir: string,
  rel: string,
  query: SearchQuery,
): Promise<SearchData> {
  const find = pattern(query);
  const matches: SearchData['matches'] = [];
  let files = 0;
  const folders: Array<{ dir: string; rel: string }> = [{ dir, rel }];
  while (folders.length > 0) {
    const folder = folders.shift()!;
    let entries: Dirent[];
    try {
      entries = await readdir(folder.dir, { withFileTypes: true });
    } catch {
      continue;
    }
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const entry of entries) {
      const path = join(folder.dir, entry.name);
      const name = folder.rel === '' ? entry.name : `${folder.rel}/${entry.name}`;
      if (entry.isDirectory()) {
        if (!SKIPPED_FOLDERS.has(entry.name)) folders.push({ dir: path, rel: name });
        continue;
      }
      if (!entry.isFile() || UPLOAD_FILE.test(entry.name)) continue;
      if (++files > SEARCH_MAX_FILES) return { matches, truncated: true };
      const text = await textOf(path);
      if (text === undefined) continue;
      if (matchLines(text, name, find, matches)) return { matches, truncated: true };
    }
  }
  return { matches, truncated: false };
}

/** Adds the matches of one file; true when the list is full and there was more. */
function matchLines(
  text: string,
  path: string,
  find: RegExp,
  matches: SearchData['matches'],
): boolean {
  const lines = text.split(/\r?\n/);
  for (const [index, line] of lines.entries()) {
    find.lastIndex = 0;
    for (let found = find.exec(line); found; found = find.exec(line)) {
      if (matches.length === SEARCH_MAX_MATCHES) return true;
      matches.push({
        path,
        line: index + 1,
        column: found.index + 1,
        text: line.slice(0, SEARCH_LINE_CHARS),
      });
      // An empty match would find itself forever.
      if (found[0] === '') find.lastIndex += 1;
    }
  }
  return false;
}
