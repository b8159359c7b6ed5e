import type { ParameterValue, RosInterface } from '@ads/contract';
import { and, asc, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  type StoreComboRow,
  storeAlgorithms,
  storeComboMembers,
  storeCombos,
  storeVersions,
  users,
} from '../../db/schema';

/** A combo with its owner's name and how many members it has. */
export type Combo = StoreComboRow & { ownerName: string | null; memberCount: number };

/** A member as stored, with what it pins: the version and its algorithm. */
export interface ComboMemberRow {
  position: number;
  versionId: number;
  parameters: Record<string, ParameterValue>;
  algorithmId: number;
  algorithmName: string;
  algorithmTitle: string;
  version: string;
  yanked: boolean;
  interface: RosInterface;
}

/** What a create or a new version writes: the combo's fields and its members in order. */
export interface ComboFields {
  title: string;
  summary: string;
  version: string;
  externalInputs: string[];
}
export interface NewMember {
  versionId: number;
  parameters: Record<string, ParameterValue>;
}

const memberCount = sql<number>`(select count(*)::int from ${storeComboMembers} where ${storeComboMembers.comboId} = ${storeCombos.id})`;

/** IP Repository's combos and their members. */
export function createComboRepo(db: Db) {
  const select = () =>
    db
      .select({
        row: storeCombos,
        ownerName: users.username,
        memberCount,
      })
      .from(storeCombos)
      .leftJoin(users, eq(users.id, storeCombos.ownerId));
  const flat = (found: { row: StoreComboRow; ownerName: string | null; memberCount: number }) => ({
    ...found.row,
    ownerName: found.ownerName,
    memberCount: Number(found.memberCount),
  });

  async function writeMembers(tx: Pick<Db, 'insert'>, comboId: number, members: NewMember[]) {
    await tx.insert(storeComboMembers).values(
      members.map((member, position) => ({
        comboId,
        position,
        versionId: member.versionId,
        parameters: member.parameters,
      })),
    );
  }

  return {
    async byId(id: number): Promise<Combo | undefined> {
      const [found] = await select().where(eq(storeCombos.id, id));
      return found && flat(found);
    },

    async byName(name: string): Promise<Combo | undefined> {
      const [found] = await select().where(eq(storeCombos.name, name));
      return found && flat(found);
    },

    /** A page of combos, recently updated first; `q` anywhere in name, title or summary. */
    async list(q: string | undefined, page: number, pageSize: number) {
      const like = q ? `%${q.replace(/[\\%_]/g, '\\$&')}%` : undefined;
      const where = like
        ? or(
            ilike(storeCombos.name, like),
            ilike(storeCombos.title, like),
            ilike(storeCombos.summary, like),
          )
        : undefined;
      const [rows, [total]] = await Promise.all([
        select()
          .where(where)
          .orderBy(desc(storeCombos.updatedAt), desc(storeCombos.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ count: count() }).from(storeCombos).where(where),
      ]);
      return { items: rows.map(flat), total: Number(total?.count ?? 0) };
    },

    /** The members of a combo in order, with the versions they pin. */
    members: (comboId: number): Promise<ComboMemberRow[]> =>
      db
        .select({
          position: storeComboMembers.position,
          versionId: storeComboMembers.versionId,
          parameters: storeComboMembers.parameters,
          algorithmId: storeAlgorithms.id,
          algorithmName: storeAlgorithms.name,
          algorithmTitle: storeAlgorithms.title,
          version: storeVersions.version,
          yanked: storeVersions.yanked,
          interface: storeVersions.interface,
        })
        .from(storeComboMembers)
        .innerJoin(storeVersions, eq(storeVersions.id, storeComboMembers.versionId))
        .innerJoin(storeAlgorithms, eq(storeAlgorithms.id, storeVersions.algorithmId))
        .where(eq(storeComboMembers.comboId, comboId))
        .orderBy(asc(storeComboMembers.position)),

    /** Inserts a combo and its members in one transaction (a unique name, or throws). */
    async insert(
      fields: ComboFields & { name: string; ownerId: number | null },
      members: NewMember[],
    ): Promise<number> {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(storeCombos).values(fields).returning({ id: storeCombos.id });
        await writeMembers(tx, row!.id, members);
        return row!.id;
      });
    },

    /**
     * Writes the given fields and, when given, the members in place of the old ones, in one
     * transaction, if the combo is still at `baseVersion` (a concurrent new version wins once).
     */
    async update(
      id: number,
      baseVersion: string,
      fields: Partial<ComboFields>,
      members: NewMember[] | undefined,
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(storeCombos)
          .set({ ...fields, updatedAt: sql`now()` })
          .where(and(eq(storeCombos.id, id), eq(storeCombos.version, baseVersion)))
          .returning({ id: storeCombos.id });
        if (!row) return false;
        if (members) {
          await tx.delete(storeComboMembers).where(eq(storeComboMembers.comboId, id));
          await writeMembers(tx, id, members);
        }
        return true;
      });
    },

    /** The combos with a member pinning one of the algorithm's versions. */
    usedBy: (algorithmId: number) =>
      db
        .selectDistinct({ id: storeCombos.id, name: storeCombos.name, title: storeCombos.title })
        .from(storeCombos)
        .innerJoin(storeComboMembers, eq(storeComboMembers.comboId, storeCombos.id))
        .innerJoin(storeVersions, eq(storeVersions.id, storeComboMembers.versionId))
        .where(eq(storeVersions.algorithmId, algorithmId))
        .orderBy(storeCombos.name),

    /** One more install of the combo. */
    async countInstall(id: number): Promise<void> {
      await db
        .update(storeCombos)
        .set({ installs: sql`${storeCombos.installs} + 1` })
        .where(eq(storeCombos.id, id));
    },
  };
}
export type ComboRepo = ReturnType<typeof createComboRepo>;
