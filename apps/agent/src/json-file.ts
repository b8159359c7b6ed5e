import { readFile, rename, writeFile } from 'node:fs/promises';
import type { z } from 'zod';

/**
 * A small JSON file the agent keeps in its data folder (state.json, uploads.json). Every write
 * goes to a temporary file renamed over the old one, one write at a time, so a crash never
 * leaves half a file. A missing, unreadable or foreign file reads as nothing.
 */
export async function openJsonFile<T>(file: string, schema: z.ZodType<T>) {
  let initial: T | undefined;
  const text = await readFile(file, 'utf8').catch(() => null);
  if (text !== null) {
    try {
      const parsed = schema.safeParse(JSON.parse(text));
      if (parsed.success) initial = parsed.data;
    } catch {
      // Not JSON: start empty.
    }
  }
  let writing = Promise.resolve();
  return {
    initial,
    save(value: T): Promise<void> {
      const body = JSON.stringify(value, null, 2);
      writing = writing.then(async () => {
        await writeFile(`${file}.tmp`, body);
        await rename(`${file}.tmp`, file);
      });
      return writing;
    },
  };
}
