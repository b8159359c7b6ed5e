import { type ComboInstall, type InstallListQuery, isAdmin } from '@ads/contract';
import type { z } from 'zod';
import type { Actor } from '../../http/auth';
import { notFound } from '../../http/errors';
import type { ComboRepo } from './combo.repo';
import { type PcAccess, noSuchCombo, noSuchPc } from './combo.service';
import type { InstallsRepo } from './installs.repo';
import { toInstall } from './store.view';

type ListInput = z.output<typeof InstallListQuery>;

/** How many installs a list answers (newest first). */
const LIST_LIMIT = 100;

/**
 * Reading combo installs: a caller sees the installs onto its own PCs, whoever started them;
 * administrators see every install. Another user's PC or install answers as a missing one.
 */
export function createInstallsService(deps: {
  installs: InstallsRepo;
  combos: ComboRepo;
  pcs: PcAccess;
}) {
  const { installs } = deps;
  return {
    async list(actor: Actor, query: ListInput): Promise<ComboInstall[]> {
      const admin = isAdmin(actor.role);
      if (query.pc_id !== undefined) {
        const pc = await deps.pcs.byId(query.pc_id);
        if (!pc || (pc.userId !== actor.id && !admin)) throw noSuchPc();
      }
      if (query.combo_id !== undefined && !(await deps.combos.byId(query.combo_id))) {
        throw noSuchCombo();
      }
      const rows = await installs.list({
        pcId: query.pc_id,
        comboId: query.combo_id,
        pcOwnerId: admin ? undefined : actor.id,
        limit: LIST_LIMIT,
      });
      return rows.map(toInstall);
    },

    async get(actor: Actor, id: number): Promise<ComboInstall> {
      const install = await installs.get(id);
      if (!install || (install.pcOwnerId !== actor.id && !isAdmin(actor.role))) {
        throw notFound('No such install.');
      }
      return toInstall(install);
    },
  };
}
export type InstallsService = ReturnType<typeof createInstallsService>;
