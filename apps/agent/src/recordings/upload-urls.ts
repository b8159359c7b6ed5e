import type { PreviousUpload, UrlStorage } from 'tus-js-client';
import { z } from 'zod';
import { openJsonFile } from '../json-file';

/** Entries older than this are dropped at start: the studio will have expired those uploads. */
const KEEP_MS = 14 * 24 * 3600 * 1000;

const Entry = z.object({
  fingerprint: z.string(),
  size: z.number().nullable(),
  metadata: z.record(z.string(), z.string()),
  creationTime: z.string(),
  uploadUrl: z.string().nullable(),
  parallelUploadUrls: z.array(z.string()).nullable(),
});
type Entry = z.infer<typeof Entry>;
const UploadsFile = z.object({ version: z.literal(1), uploads: z.record(z.string(), Entry) });

export interface UploadUrls extends UrlStorage {
  /** Forgets every upload of a file, e.g. when the studio refused it for good. */
  removeFingerprint(fingerprint: string): Promise<void>;
}

/**
 * Where tus-js-client keeps the address of each unfinished upload, so that the agent resumes it
 * after a restart instead of sending the whole file again. One JSON file in the data folder,
 * rewritten through a temporary file and a rename (json-file.ts), like state.json: a crash never
 * leaves half a file (tus-js-client's own FileUrlStorage writes in place). A file that cannot be read only
 * costs the resumes, never the uploads.
 */
export async function openUploadUrls(file: string): Promise<UploadUrls> {
  const json = await openJsonFile(file, UploadsFile);
  const uploads: Record<string, Entry> = json.initial?.uploads ?? {};
  const now = Date.now();
  for (const [key, entry] of Object.entries(uploads)) {
    if (!(now - Date.parse(entry.creationTime) < KEEP_MS)) delete uploads[key];
  }

  const save = () => json.save({ version: 1, uploads });
  const found = (keep: (entry: Entry) => boolean): PreviousUpload[] =>
    Object.entries(uploads)
      .filter(([, entry]) => keep(entry))
      .map(([urlStorageKey, { fingerprint: _fingerprint, ...entry }]) => ({
        ...entry,
        urlStorageKey,
      }));
  let counter = 0;

  return {
    findAllUploads: async () => found(() => true),
    findUploadsByFingerprint: async (fingerprint) =>
      found((entry) => entry.fingerprint === fingerprint),
    async removeUpload(key) {
      if (!(key in uploads)) return;
      delete uploads[key];
      await save();
    },
    async addUpload(fingerprint, upload) {
      counter += 1;
      const key = `${fingerprint}::${Date.now()}-${counter}`;
      uploads[key] = {
        fingerprint,
        // tus-js-client leaves out the one of the two URL fields it does not use.
        size: upload.size ?? null,
        metadata: upload.metadata ?? {},
        creationTime: upload.creationTime,
        uploadUrl: upload.uploadUrl ?? null,
        parallelUploadUrls: upload.parallelUploadUrls ?? null,
      };
      await save();
      return key;
    },
    async removeFingerprint(fingerprint) {
      const keys = Object.keys(uploads).filter((key) => uploads[key]!.fingerprint === fingerprint);
      for (const key of keys) delete uploads[key];
      if (keys.length > 0) await save();
    },
  };
}
