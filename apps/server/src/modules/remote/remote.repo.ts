import { type SQL, and, desc, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type RemoteSessionRow, pcs, remoteSessions } from '../../db/schema';

export interface NewRemoteSession {
  id: string;
  pcId: number;
  userId: number;
  userName: string;
  kind: 'code' | 'terminal' | 'screen';
  viewOnly: boolean;
  at: Date;
}

/** Which sessions a list reads: of one PC, or of every PC one user owns (else all). */
export interface SessionFilter {
  pcId?: number | undefined;
  pcOwnerId?: number | undefined;
  /** A session not seen since then counts as ended (its instance died). */
  aliveSince: Date;
  limit: number;
}

/**
 * The remote IDE's audit (issue 28). The instance holding a session's browser writes its
 * start, moves `seen_at` while it is open and writes its end; the agent's byte counts come in
 * as they are reported. An end is written once: the first reason stays.
 */
export function createRemoteRepo(db: Db) {
  const open = (aliveSince: Date): SQL =>
    and(isNull(remoteSessions.endedAt), gt(remoteSessions.seenAt, aliveSince)) as SQL;
  return {
    async insert(session: NewRemoteSession): Promise<void> {
      await db.insert(remoteSessions).values({
        id: session.id,
        pcId: session.pcId,
        userId: session.userId,
        userName: session.userName,
        kind: session.kind,
        viewOnly: session.viewOnly,
        startedAt: session.at,
        seenAt: session.at,
      });
    },

    /** Moves `seen_at` of these open sessions to now. */
    async seen(ids: string[], at: Date): Promise<void> {
      if (ids.length === 0) return;
      await db
        .update(remoteSessions)
        .set({ seenAt: at })
        .where(and(inArray(remoteSessions.id, ids), isNull(remoteSessions.endedAt)));
    },

    async end(id: string, reason: string, at: Date): Promise<void> {
      await db
        .update(remoteSessions)
        .set({ endedAt: at, endReason: reason })
        .where(and(eq(remoteSessions.id, id), isNull(remoteSessions.endedAt)));
    },

    /** The agent's counts only grow: an older report never lowers them. */
    async bytes(id: string, pcId: number, bytesIn: number, bytesOut: number): Promise<void> {
      await db
        .update(remoteSessions)
        .set({
          bytesIn: sql`greatest(${remoteSessions.bytesIn}, ${bytesIn})`,
          bytesOut: sql`greatest(${remoteSessions.bytesOut}, ${bytesOut})`,
        })
        .where(and(eq(remoteSessions.id, id), eq(remoteSessions.pcId, pcId)));
    },

    /** The ids of a PC's sessions not ended yet. */
    async openOf(pcId: number): Promise<string[]> {
      const rows = await db
        .select({ id: remoteSessions.id })
        .from(remoteSessions)
        .where(and(eq(remoteSessions.pcId, pcId), isNull(remoteSessions.endedAt)));
      return rows.map((row) => row.id);
    },

    /** Open sessions of a PC that another user holds with control of the screen. */
    async screenHolders(pcId: number, aliveSince: Date): Promise<RemoteSessionRow[]> {
      return db
        .select()
        .from(remoteSessions)
        .where(
          and(
            eq(remoteSessions.pcId, pcId),
            eq(remoteSessions.kind, 'screen'),
            eq(remoteSessions.viewOnly, false),
            open(aliveSince),
          ),
        )
        .orderBy(remoteSessions.startedAt);
    },

    /** Open sessions first (newest first), then ended ones, newest first. */
    async list(filter: SessionFilter): Promise<Array<RemoteSessionRow & { open: boolean }>> {
      const where: SQL[] = [];
      if (filter.pcId !== undefined) where.push(eq(remoteSessions.pcId, filter.pcId));
      if (filter.pcOwnerId !== undefined) where.push(eq(pcs.userId, filter.pcOwnerId));
      const isOpen = open(filter.aliveSince);
      const rows = await db
        .select({ session: remoteSessions, open: sql<boolean>`(${isOpen})` })
        .from(remoteSessions)
        .innerJoin(pcs, eq(pcs.id, remoteSessions.pcId))
        .where(where.length > 0 ? and(...where) : undefined)
        .orderBy(desc(sql`(${isOpen})`), desc(remoteSessions.startedAt))
        .limit(filter.limit);
      return rows.map((row) => ({ ...row.session, open: Boolean(row.open) }));
    },

    /** Ends sessions whose instance stopped vouching for them (it died) before `before`. */
    async endLost(before: Date, reason: string): Promise<number> {
      const ended = await db
        .update(remoteSessions)
        .set({ endedAt: remoteSessions.seenAt, endReason: reason })
        .where(and(isNull(remoteSessions.endedAt), lte(remoteSessions.seenAt, before)))
        .returning({ id: remoteSessions.id });
      return ended.length;
    },
  };
}
export type RemoteRepo = ReturnType<typeof createRemoteRepo>;
