import type { MemberInstall } from '@ads/contract';
import { conflict } from '../../http/errors';
import type { InstallDriver, InstallRun } from './install-driver';
import type { Install, InstallsRepo } from './installs.repo';
import type { StartInstall } from './store-install';
import type { VersionRepo } from './version.repo';
import type { ComboRepo } from './combo.repo';

/** The driver's view of an install row. */
export const runOf = (row: Install): InstallRun => ({
  id: row.id,
  pcId: row.pcId,
  status: row.status as InstallRun['status'],
  message: row.message,
  members: row.members,
});

/**
 * What the install driver reads and writes, over the store's repos: the run, the runs of a PC
 * still going, and the counts once a run succeeded (the combo's and each member version's).
 */
export function installRunStore(deps: {
  installs: InstallsRepo;
  versions: VersionRepo;
  combos: ComboRepo;
  now(): Date;
  changed(): Promise<void>;
}) {
  return {
    async get(id: number) {
      const row = await deps.installs.get(id);
      return row && runOf(row);
    },
    async running(pcId: number) {
      return (await deps.installs.running(pcId)).map(runOf);
    },
    async save(run: InstallRun, finished: boolean) {
      await deps.installs.update(run.id, {
        status: run.status,
        message: run.message,
        members: run.members,
        ...(finished ? { finishedAt: deps.now() } : {}),
      });
    },
    async counted(id: number) {
      const row = await deps.installs.get(id);
      if (!row) return;
      await deps.combos.countInstall(row.comboId);
      for (const member of row.members) {
        const found = await deps.versions.module(member.algorithm, member.version);
        if (found) await deps.versions.countInstall(found.version.id);
      }
      await deps.changed();
    },
  };
}

/**
 * Starts a combo install the combo service has checked: recorded first (who, which combo
 * version, which PC, every member waiting), then driven through the PC's agent. One install
 * runs on a PC at a time: two would each keep what the other replaced, and a rollback of one
 * would undo the other.
 */
export function createStartInstall(deps: {
  installs: InstallsRepo;
  driver: InstallDriver;
}): StartInstall {
  return async ({ actor, combo, members, pc }) => {
    const [running] = await deps.installs.running(pc.id);
    if (running) {
      throw conflict(
        `An install is already running on ${pc.name} (${running.comboName}). Wait for it to finish.`,
      );
    }
    // The first member is marked installing in the same write: the page that asks next sees
    // the run under way, not waiting.
    const waiting: MemberInstall[] = members.map((member, index) => ({
      algorithm: member.algorithm.name,
      version: member.version.version,
      status: index === 0 ? 'installing' : 'waiting',
      progress: 0,
      message: '',
    }));
    const id = await deps.installs.create({
      comboId: combo.id,
      comboVersion: combo.version,
      pcId: pc.id,
      userId: actor.id,
      members: waiting,
      status: 'running',
      message: `Installing ${waiting[0]!.algorithm} (1 of ${waiting.length})…`,
    });
    const row = await deps.installs.get(id);
    if (row) deps.driver.start(pc.token, runOf(row));
    return { id };
  };
}
