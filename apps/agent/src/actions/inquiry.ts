import type { RunningModule } from '@ads/contract';
import type { Action } from './context';

/** inquiryAPI → the installed modules `{ name, container_name, is_running }[]`. */
export const inquiry: Action = async (_data, context): Promise<RunningModule[]> => {
  const installed = context.state
    .all()
    .filter((entry) => entry.status === 'installed')
    .map((entry) => entry.module);
  return context.runtime.list(installed);
};
