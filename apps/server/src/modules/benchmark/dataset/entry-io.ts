import { open } from 'node:fs/promises';
import type { ArchiveEntry } from './archive-reader';
import { DatasetFormatError, formatBytes } from './dataset-format-error';
import { decodeUtf8 } from './json-text';

/** Writes an entry's body to `path`, chunk by chunk (a velodyne file can be tens of MB). */
export async function writeEntryToFile(entry: ArchiveEntry, path: string): Promise<void> {
  const file = await open(path, 'w');
  try {
    for await (const chunk of entry.body) await file.write(chunk);
  } finally {
    await file.close();
  }
}

/**
 * A text entry (gt.json, a label or calib file), refused before it is read when it would take
 * the texts read so far past `budget.max`: ground truth and predictions are held in memory.
 */
export async function readEntryText(
  entry: ArchiveEntry,
  budget: { used: number; max: number; what: string },
): Promise<string> {
  if (budget.used + entry.size > budget.max) {
    throw new DatasetFormatError(
      budget.used === 0
        ? `${entry.path}: ${formatBytes(entry.size)} is more than the ${formatBytes(budget.max)} allowed for ${budget.what}.`
        : `${entry.path}: ${budget.what} add up to more than the ${formatBytes(budget.max)} allowed.`,
    );
  }
  budget.used += entry.size;
  const chunks: Uint8Array[] = [];
  for await (const chunk of entry.body) chunks.push(chunk);
  return decodeUtf8(Buffer.concat(chunks));
}
