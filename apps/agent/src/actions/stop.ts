import { type Action, installedModule } from './context';

/** stopAPI `{ name }` → stops the module (SIGTERM, then SIGKILL after a grace period). */
export const stop: Action = async (data, context) => {
  const module = installedModule(data, context);
  await context.runtime.stop(module);
  return { name: module.name, is_running: false };
};
