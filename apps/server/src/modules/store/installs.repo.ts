import type { InstallStatus, MemberInstall } from '@ads/contract';
import { type SQL, and, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { type StoreInstallRow, pcs, storeCombos, storeInstalls, users } from '../../db/schema';

/** An install with the names its answer shows: the combo, the PC (and its owner), the user. */
export type Install = StoreInstallRow & {
  comboName: string;
  comboTitle: string;
  pcName: string;
  pcOwnerId: number;
  userName: string;
};

/** Which installs a list reads: of a PC, of a combo, of PCs of one owner (else every one). */
export interface InstallFilter {
  pcId?: number | undefined;
  comboId?: number | undefined;
  /** Only installs onto this user's PCs (a caller who is not an administrator). */
  pcOwnerId?: number | undefined;
  limit: number;
}

/** What an install run writes as it goes. */
export interface InstallChange {
  status?: InstallStatus;
  message?: string;
  members?: MemberInstall[];
  finishedAt?: Date | null;
}

/**
 * Combo installs onto PCs (IP Repository): the record of who installed which combo version on
 * which PC, and how each member went. The install run (the lead's install orchestration) writes
 * it as it goes; pages read it, so it survives the page being closed.
 */
export function createInstallsRepo(db: Db) {
  const installer = alias(users, 'installer');
  const select = () =>
    db
      .select({
        row: storeInstalls,
        comboName: storeCombos.name,
        comboTitle: storeCombos.title,
        pcName: pcs.name,
        pcOwnerId: pcs.userId,
        userName: installer.username,
      })
      .from(storeInstalls)
      .innerJoin(storeCombos, eq(storeCombos.id, storeInstalls.comboId))
      .innerJoin(pcs, eq(pcs.id, storeInstalls.pcId))
      .innerJoin(installer, eq(installer.id, storeInstalls.userId));
  const flat = (found: Awaited<ReturnType<typeof select>>[number]): Install => ({
    ...found.row,
    comboName: found.comboName,
    comboTitle: found.comboTitle,
    pcName: found.pcName,
    pcOwnerId: found.pcOwnerId,
    userName: found.userName,
  });

  return {
    async create(install: {
      comboId: number;
      comboVersion: string;
      pcId: number;
      userId: number;
      members: MemberInstall[];
      status?: InstallStatus;
      message?: string;
    }): Promise<number> {
      const [row] = await db
        .insert(storeInstalls)
        .values(install)
        .returning({ id: storeInstalls.id });
      return row!.id;
    },

    async get(id: number): Promise<Install | undefined> {
      const [found] = await select().where(eq(storeInstalls.id, id));
      return found && flat(found);
    },

    /** Newest first. */
    async list(filter: InstallFilter): Promise<Install[]> {
      const where: SQL[] = [];
      if (filter.pcId !== undefined) where.push(eq(storeInstalls.pcId, filter.pcId));
      if (filter.comboId !== undefined) where.push(eq(storeInstalls.comboId, filter.comboId));
      if (filter.pcOwnerId !== undefined) where.push(eq(pcs.userId, filter.pcOwnerId));
      const rows = await select()
        .where(and(...where))
        .orderBy(desc(storeInstalls.id))
        .limit(filter.limit);
      return rows.map(flat);
    },

    /** The installs onto a PC still running: cut off when its agent left or the studio stopped. */
    async running(pcId: number): Promise<Install[]> {
      const rows = await select()
        .where(and(eq(storeInstalls.pcId, pcId), eq(storeInstalls.status, 'running')))
        .orderBy(storeInstalls.id);
      return rows.map(flat);
    },

    /** Writes what changed; false when the install is gone (its PC or combo was deleted). */
    async update(id: number, change: InstallChange): Promise<boolean> {
      const rows = await db
        .update(storeInstalls)
        .set({ ...change, updatedAt: sql`now()` })
        .where(eq(storeInstalls.id, id))
        .returning({ id: storeInstalls.id });
      return rows.length > 0;
    },
  };
}
export type InstallsRepo = ReturnType<typeof createInstallsRepo>;
