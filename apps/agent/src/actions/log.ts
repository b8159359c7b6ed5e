import type { ModuleLogs } from '@ads/contract';
import { z } from 'zod';
import { type Action, installedModule } from './context';

const LogRequest = z.object({ lines: z.number().int().min(1).max(1000).optional() });

/** logAPI `{ name, lines? }` → `{ name, lines }`, the module's most recent lines (default 100). */
export const log: Action = async (data, context): Promise<ModuleLogs> => {
  const module = installedModule(data, context);
  const count = LogRequest.safeParse(data).data?.lines ?? 100;
  return { name: module.name, lines: await context.runtime.logs(module, count) };
};
