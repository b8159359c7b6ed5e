import { type DownloadEntry, InstallActionData, type Module, ModuleName } from '@ads/contract';
import { AgentError } from '../runtime';
import type { Action, ActionContext } from './context';

const installing = new Set<string>();

/** The module to install: the named version, or the newest in the catalogue. */
async function chosen(name: string, version: string | undefined, context: ActionContext) {
  if (version !== undefined) return context.moduleVersion(name, version);
  const catalogue = await context.catalogue().catch(() => {
    throw new AgentError('Cannot read the module catalogue from the studio.');
  });
  const module = catalogue.find((candidate) => candidate.name === name);
  if (!module) throw new AgentError(`There is no module ${name} in the catalogue.`);
  return module;
}

/**
 * installAPI `{ name, version?, install? }` → `pending` DownloadEntry events (0 installing,
 * 1–99 percent), then `success` with progress 100 or `error` with progress −1 and the reason.
 * Never throws: a failure is an entry at −1, which is what the download popup shows.
 *
 * The module is fetched and verified (digest or sha256) before anything installed changes, so
 * a failed install leaves the earlier version in place. As a member of a combo's install run
 * (`install`), what it replaces is kept aside for `rollbackAPI` until the run's last member
 * is installed.
 */
export const install: Action = async (data, context) => {
  const { runtime, state } = context;
  const parsed = InstallActionData.safeParse(data);
  // The popup's entry is named even when the rest of the request is wrong.
  const name = ModuleName.safeParse((data as { name?: unknown } | null)?.name).data ?? '';
  const entry = (progress: number, message: string): DownloadEntry => ({
    name,
    progress,
    type: runtime.kind,
    message,
  });
  const fail = (message: string): undefined => {
    context.reply('error', entry(-1, message));
    return undefined;
  };
  if (!parsed.success) {
    return fail('Name the module to install: { name, version?, install? }.');
  }
  const { version, install: run } = parsed.data;
  if (run && run.index >= run.count) {
    return fail(`Member ${run.index} of an install run of ${run.count} does not exist.`);
  }
  if (installing.has(name)) return fail(`${name} is already being installed.`);
  installing.add(name);
  try {
    const module: Module = await chosen(name, version, context);
    // Refused before anything changes: a running module must stay installed and stoppable.
    const [current] = await runtime.list([module]);
    if (current?.is_running) throw new AgentError(`Stop ${name} before installing.`);
    await runtime.fetch(module, (progress, message) =>
      context.reply('pending', entry(progress, message)),
    );
    try {
      if (run) await context.runs.keepAside(run, name);
      await state.put({ module, runtime: runtime.kind, status: 'installing' });
      await runtime.replace(module).catch(async (error: unknown) => {
        await state.remove(name);
        throw error;
      });
    } catch (error) {
      // Fetched but not installed (a run rolled back meanwhile): nothing of it stays.
      await runtime.discard(name);
      throw error;
    }
    await state.put({
      module,
      runtime: runtime.kind,
      status: 'installed',
      installedAt: new Date().toISOString(),
    });
    if (run && run.index === run.count - 1) await context.runs.finish(run.id);
    context.reply('success', entry(100, `Installed ${name} ${module.version}`));
  } catch (error) {
    fail(error instanceof AgentError ? error.message : `Install failed: ${String(error)}`);
  } finally {
    installing.delete(name);
  }
  return undefined;
};
