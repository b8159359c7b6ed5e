import { RollbackActionData, type RollbackResult } from '@ads/contract';
import { AgentError } from '../runtime';
import type { Action } from './context';

/**
 * rollbackAPI `{ install }` → RollbackResult `{ install, removed, restored }`: undoes every
 * member install run `install` installed, newest first (issue 27). Asking again, or for a run
 * this agent never saw, answers empty lists.
 */
export const rollback: Action = async (data, context): Promise<RollbackResult> => {
  const parsed = RollbackActionData.safeParse(data);
  if (!parsed.success) throw new AgentError('Name the install run to roll back: { install }.');
  return context.runs.rollback(parsed.data.install);
};
