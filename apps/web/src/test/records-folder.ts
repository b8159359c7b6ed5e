// Test-only: the temporary folder the page tests write their record files into, one at a time
// per worker; src/test-setup.ts removes it when each file ends.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

let folder: string | null = null;

/** A temporary folder for this test file's record files, made on first use. */
export async function recordsFolder(): Promise<string> {
  folder ??= await mkdtemp(join(tmpdir(), 'ads-web-records-'));
  return folder;
}

/** Removes the folder, if one was made; the next file that writes records gets a new one. */
export async function removeRecordsFolder(): Promise<void> {
  const gone = folder;
  folder = null;
  if (gone) await rm(gone, { recursive: true, force: true });
}
