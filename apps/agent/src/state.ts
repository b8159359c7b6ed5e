import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { type Module, Module as ModuleSchema } from '@ads/contract';
import { z } from 'zod';
import { openJsonFile } from './json-file';

export const Installed = z.object({
  module: ModuleSchema,
  runtime: z.enum(['process', 'docker']),
  status: z.enum(['installing', 'installed']),
  installedAt: z.string().optional(),
});
export type Installed = z.infer<typeof Installed>;
const StateFile = z.object({ version: z.literal(1), modules: z.record(z.string(), Installed) });

/**
 * What the agent installed, kept as JSON in its data folder across restarts. Every change is
 * written to a temporary file and renamed over the old one, so a crash never leaves half a file.
 */
export interface AgentState {
  readonly dir: string;
  /** The folder of one module's files. */
  moduleDir(name: string): string;
  /** Where an install fetches a module's new files before they replace the installed ones. */
  stagingDir(name: string): string;
  get(name: string): Installed | undefined;
  all(): Installed[];
  put(entry: Installed): Promise<void>;
  remove(name: string): Promise<void>;
}

export async function openState(dir: string): Promise<AgentState> {
  await mkdir(join(dir, 'modules'), { recursive: true });
  const file = join(dir, 'state.json');
  const json = await openJsonFile(file, StateFile);
  const modules: Record<string, Installed> = json.initial?.modules ?? {};
  const moduleDir = (name: string) => join(dir, 'modules', name);
  const stagingDir = (name: string) => join(dir, 'staging', name);
  // What an install was fetching when the agent stopped is of no use now.
  await rm(join(dir, 'staging'), { recursive: true, force: true });

  const save = () => json.save({ version: 1, modules });

  // An install the agent did not finish (it crashed or was killed) is dropped, never stuck.
  const interrupted = Object.values(modules).filter((entry) => entry.status === 'installing');
  for (const entry of interrupted) {
    delete modules[entry.module.name];
    await rm(moduleDir(entry.module.name), { recursive: true, force: true });
  }
  if (interrupted.length > 0) await save();

  return {
    dir,
    moduleDir,
    stagingDir,
    get: (name) => modules[name],
    all: () => Object.values(modules),
    async put(entry) {
      modules[entry.module.name] = entry;
      await save();
    },
    async remove(name) {
      delete modules[name];
      await save();
    },
  };
}

export type { Module };
