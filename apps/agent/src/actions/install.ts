import { type DownloadEntry, ModuleActionData } from '@ads/contract';
import { AgentError } from '../runtime';
import type { Action } from './context';

const installing = new Set<string>();

/**
 * installAPI `{ name }` → `pending` DownloadEntry events (0 installing, 1–99 percent), then
 * `success` with progress 100 or `error` with progress −1 and the reason. Never throws: a
 * failure is an entry at −1, which is what the download popup shows.
 */
export const install: Action = async (data, context) => {
  const { runtime, state } = context;
  const name = ModuleActionData.safeParse(data).data?.name;
  const entry = (progress: number, message: string): DownloadEntry => ({
    name: name ?? '',
    progress,
    type: runtime.kind,
    message,
  });
  const fail = (message: string): undefined => {
    context.reply('error', entry(-1, message));
    return undefined;
  };
  if (!name) return fail('Name the module to install: { name }.');
  if (installing.has(name)) return fail(`${name} is already being installed.`);
  installing.add(name);
  try {
    const catalogue = await context.catalogue().catch(() => {
      throw new AgentError('Cannot read the module catalogue from the studio.');
    });
    const module = catalogue.find((candidate) => candidate.name === name);
    if (!module) throw new AgentError(`There is no module ${name} in the catalogue.`);
    // Refused before the state changes: a running module must stay installed and stoppable.
    const [current] = await runtime.list([module]);
    if (current?.is_running) throw new AgentError(`Stop ${name} before installing.`);
    await state.put({ module, runtime: runtime.kind, status: 'installing' });
    try {
      await runtime.install(module, (progress, message) =>
        context.reply('pending', entry(progress, message)),
      );
    } catch (error) {
      await state.remove(name);
      throw error;
    }
    await state.put({
      module,
      runtime: runtime.kind,
      status: 'installed',
      installedAt: new Date().toISOString(),
    });
    context.reply('success', entry(100, `Installed ${name} ${module.version}`));
  } catch (error) {
    fail(error instanceof AgentError ? error.message : `Install failed: ${String(error)}`);
  } finally {
    installing.delete(name);
  }
  return undefined;
};
