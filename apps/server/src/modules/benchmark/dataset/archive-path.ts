import { DatasetFormatError } from './dataset-format-error';

/**
 * An archive entry's path, relative and '/'-separated, with `./` and empty segments dropped:
 * `./velodyne//000001.bin` → `velodyne/000001.bin`. Absolute paths and `..` segments are
 * refused, though the importer never writes where an entry's path says (it writes
 * `<target>/<sample>.bin` from a checked sample name): an archive built to climb out of its
 * folder is not a dataset, and saying so beats quietly skipping the entry. Backslashes count as
 * separators here, as archives made on Windows use them.
 */
export function normaliseEntryPath(raw: string): string {
  const shown = raw.length > 200 ? `${raw.slice(0, 200)}…` : raw;
  if (raw.startsWith('/') || raw.startsWith('\\') || /^[A-Za-z]:/.test(raw)) {
    throw new DatasetFormatError(
      `The archive entry '${shown}' has an absolute path; entries must be relative to the archive.`,
    );
  }
  const parts = raw.split(/[/\\]/).filter((part) => part !== '' && part !== '.');
  if (parts.includes('..')) {
    throw new DatasetFormatError(
      `The archive entry '${shown}' points outside the archive ('..' in its path).`,
    );
  }
  return parts.join('/');
}

/** Files that operating systems add to archives behind their users' backs. */
export function isOsClutter(path: string): boolean {
  const parts = path.split('/');
  const base = parts[parts.length - 1]!;
  return (
    parts[0] === '__MACOSX' || base === '.DS_Store' || base.startsWith('._') || base === 'Thumbs.db'
  );
}
