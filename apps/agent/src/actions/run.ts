import { type Action, installedModule } from './context';

/** runAPI `{ name }` → starts the installed module; answers `{ name, is_running: true }`. */
export const run: Action = async (data, context) => {
  const module = installedModule(data, context);
  await context.runtime.run(module);
  return { name: module.name, is_running: true };
};
