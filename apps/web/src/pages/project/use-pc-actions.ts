import { ROUTES, type Pc, type RegisterPcBody } from '@ads/contract';
import { call } from '../../lib/api';
import { notify } from '../../lib/notify';
import { useRefreshProjectsAndPcs } from '../../lib/queries';
import { pcDeleteFailure, pcSaveFailure } from './failure-messages';
import { pcRemoved } from './selection';
import { type SaveOutcome, refused } from './use-project-actions';

/** A fresh token for a PC about to be registered; throws the sentence to show. */
export async function mintPcToken(): Promise<string> {
  const result = await call(ROUTES.mintPcToken);
  if (!result.success) throw new Error(pcSaveFailure(result));
  return result.detail;
}

/** Registering and deleting the user's PCs. */
export function usePcActions() {
  const refresh = useRefreshProjectsAndPcs();
  return {
    async register(body: RegisterPcBody): Promise<SaveOutcome> {
      const result = await call(ROUTES.registerPc, { body });
      if (!result.success) return refused(result, pcSaveFailure(result));
      notify(result.message ?? 'The PC was registered.', 'success');
      await refresh();
      return { ok: true };
    },

    async remove(pc: Pc): Promise<boolean> {
      const result = await call(ROUTES.deletePc, { body: { token: pc.token } });
      if (!result.success) {
        notify(pcDeleteFailure(result), 'error');
        return false;
      }
      pcRemoved(pc.id);
      notify(result.message ?? 'The PC was deleted.', 'success');
      await refresh();
      return true;
    },
  };
}
