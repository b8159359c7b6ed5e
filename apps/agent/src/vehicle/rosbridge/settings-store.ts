import { readFileSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { VehicleSettings } from '@ads/contract';
import { z } from 'zod';

/** Nothing confirmed: what a vehicle starts with, and what a lost file means. */
export const UNCONFIRMED: VehicleSettings = { operator_timeout_ms: null };

/** The file: each vehicle's settings by its rosbridge URL (one agent may drive another car later). */
const SettingsFile = z.record(z.string(), VehicleSettings);

export interface SettingsStore {
  /** The vehicle's settings as kept; UNCONFIRMED when the file or its entry is missing. */
  load(): VehicleSettings;
  /** Keeps them; resolves once they are on disk. */
  save(settings: VehicleSettings): Promise<void>;
}

/**
 * A rosbridge vehicle's settings in the agent's data folder, keyed by its URL. No file (tests,
 * or an agent without a data folder) keeps them in memory only.
 */
export function openSettingsStore(
  file: string | undefined,
  url: string,
  log: (line: string) => void,
): SettingsStore {
  let memory: VehicleSettings = UNCONFIRMED;
  /** Saves run one after another, so the last one asked is the one on disk. */
  let queue: Promise<void> = Promise.resolve();

  const parse = (text: string, what: string): z.infer<typeof SettingsFile> => {
    try {
      const parsed = SettingsFile.safeParse(JSON.parse(text));
      if (parsed.success) return parsed.data;
    } catch {
      // A torn or edited file: said below, and read as nothing confirmed.
    }
    log(`${what} is not a vehicle settings file: the vehicle's settings read as not confirmed`);
    return {};
  };

  return {
    load() {
      if (!file) return memory;
      let text: string;
      try {
        text = readFileSync(file, 'utf8');
      } catch {
        return UNCONFIRMED;
      }
      return parse(text, file)[url] ?? UNCONFIRMED;
    },

    save(settings) {
      if (!file) {
        memory = settings;
        return Promise.resolve();
      }
      const write = async () => {
        const kept: z.infer<typeof SettingsFile> = await readFile(file, 'utf8').then(
          (text) => parse(text, file),
          () => ({}),
        );
        kept[url] = settings;
        await mkdir(dirname(file), { recursive: true });
        // Written aside and renamed, so a crash never leaves half a file.
        const aside = `${file}.${process.pid}.tmp`;
        await writeFile(aside, `${JSON.stringify(kept, null, 2)}\n`);
        await rename(aside, file);
      };
      const done = queue.then(write);
      queue = done.catch(() => {});
      return done;
    },
  };
}
