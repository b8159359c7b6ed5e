import { readFile, readdir, stat, unlink } from 'node:fs/promises';
import { join } from 'node:path';

/** tus upload ids as @tus/server makes them (16 random bytes, hex); nothing else names a file. */
export const UPLOAD_ID = /^[0-9a-f]{32}$/;

/** What @tus/file-store keeps beside each upload's bytes, in `<id>.json`. */
export interface UploadInfo {
  id: string;
  size?: number;
  metadata?: Record<string, string | null>;
  creation_date?: string;
}

/** The uploads folder (DATA_DIR/uploads): one data file and one `.json` per upload. */
export function createUploadFiles(directory: string) {
  const dataPath = (id: string) => join(directory, id);
  const infoPath = (id: string) => join(directory, `${id}.json`);
  const unlinkQuietly = async (path: string) => {
    try {
      await unlink(path);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  };

  return {
    directory,
    dataPath,

    async info(id: string): Promise<UploadInfo | undefined> {
      if (!UPLOAD_ID.test(id)) return undefined;
      try {
        return JSON.parse(await readFile(infoPath(id), 'utf8')) as UploadInfo;
      } catch {
        return undefined;
      }
    },

    /** Removes whatever is left of an upload: its bytes and its description. */
    async discard(id: string): Promise<void> {
      if (!UPLOAD_ID.test(id)) return;
      await unlinkQuietly(dataPath(id));
      await unlinkQuietly(infoPath(id));
    },

    /** Forgets a finished upload whose bytes have moved into the record store. */
    async forget(id: string): Promise<void> {
      await unlinkQuietly(infoPath(id));
    },

    /** Every upload id present, with when its files were last written (the newest of the two). */
    async list(): Promise<
      Array<{ id: string; hasData: boolean; hasInfo: boolean; modifiedAt: Date }>
    > {
      const names = await readdir(directory).catch(() => [] as string[]);
      const byId = new Map<string, { hasData: boolean; hasInfo: boolean; modifiedAt: Date }>();
      for (const name of names) {
        const id = name.replace(/\.json$/, '');
        if (!UPLOAD_ID.test(id)) continue;
        const info = await stat(join(directory, name)).catch(() => null);
        if (!info) continue;
        const entry = byId.get(id) ?? { hasData: false, hasInfo: false, modifiedAt: new Date(0) };
        if (name.endsWith('.json')) entry.hasInfo = true;
        else entry.hasData = true;
        if (info.mtime > entry.modifiedAt) entry.modifiedAt = info.mtime;
        byId.set(id, entry);
      }
      return [...byId].map(([id, entry]) => ({ id, ...entry }));
    },
  };
}
export type UploadFiles = ReturnType<typeof createUploadFiles>;
