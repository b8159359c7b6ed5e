import { type AccountRole, type RemoteSessionInfo, isAdmin } from '@ads/contract';
import type { Actor } from '../../http/auth';
import { AppError, notFound } from '../../http/errors';
import type { Clock } from '../../clock';
import type { PcRow, RemoteSessionRow } from '../../db/schema';
import type { RemoteRepo } from './remote.repo';

/** A signed-in user as the remote link knows them (the socket's identity, read fresh). */
export interface RemoteUser {
  userId: number;
  role: AccountRole;
  family: string;
  name: string;
}

export interface RemoteRules {
  repo: RemoteRepo;
  clock: Clock;
  pcs: { byId(id: number): Promise<PcRow | undefined>; isOnline(token: string): boolean };
  /** Throws the 403 sentence when the remote IDE is hidden or disabled for the role. */
  checkApp(role: string): Promise<void>;
  /** The user behind a sign-in now (role, active, session live), null when no longer. */
  userOf(userId: number, family: string): Promise<RemoteUser | null>;
  /** A session its instance has not vouched for in this long has ended (that instance died). */
  aliveMs: number;
}

const sentence = (error: unknown): string | null =>
  error instanceof AppError ? error.message : null;

const toInfo = (row: RemoteSessionRow & { open: boolean }): RemoteSessionInfo => ({
  id: row.id,
  pc_id: row.pcId,
  user: { id: row.userId, name: row.userName },
  kind: row.kind as RemoteSessionInfo['kind'],
  view_only: row.viewOnly,
  started_at: row.startedAt.toISOString(),
  ended_at: row.endedAt ? row.endedAt.toISOString() : null,
  end_reason: row.endReason,
  bytes_in: row.bytesIn,
  bytes_out: row.bytesOut,
  open: row.open,
});

/**
 * Who may work on a PC remotely (issue 28): its owner and administrators, with the remote IDE
 * on for their role, while the sign-in is live and the PC's agent is online. The same rule is
 * asked when a session opens and again, every few seconds, while it is open: no file operation
 * or terminal outlives the user's access.
 */
export function createRemoteService(deps: RemoteRules) {
  const aliveSince = () => new Date(deps.clock.now().getTime() - deps.aliveMs);
  return {
    aliveSince,

    /** The PC when this user may work on it now, else the sentence that refuses. */
    async access(
      who: { userId: number; family: string },
      pcId: number,
    ): Promise<{ pc: PcRow; user: RemoteUser } | { refusal: string }> {
      const user = await deps.userOf(who.userId, who.family);
      if (!user) return { refusal: 'Your session has ended. Sign in again.' };
      try {
        await deps.checkApp(user.role);
      } catch (error) {
        const refusal = sentence(error);
        if (refusal === null) throw error;
        return { refusal };
      }
      const pc = await deps.pcs.byId(pcId);
      if (!pc || (pc.userId !== user.userId && !isAdmin(user.role))) {
        return { refusal: 'No such PC.' };
      }
      if (!deps.pcs.isOnline(pc.token)) {
        return { refusal: `${pc.name} is offline: start its agent, then try again.` };
      }
      return { pc, user };
    },

    /** Another user's open screen session with control of this PC, if any. */
    async screenHolder(pcId: number, userId: number): Promise<RemoteSessionRow | undefined> {
      const holders = await deps.repo.screenHolders(pcId, aliveSince());
      return holders.find((row) => row.userId !== userId);
    },

    /** The sessions of one PC of the caller's (admins: any), or of all the caller's PCs. */
    async list(actor: Actor, pcId: number | undefined): Promise<RemoteSessionInfo[]> {
      const admin = isAdmin(actor.role);
      if (pcId !== undefined) {
        const pc = await deps.pcs.byId(pcId);
        if (!pc || (pc.userId !== actor.id && !admin)) throw notFound('No such PC.');
      }
      const rows = await deps.repo.list({
        pcId,
        pcOwnerId: admin ? undefined : actor.id,
        aliveSince: aliveSince(),
        limit: 100,
      });
      return rows.map(toInfo);
    },
  };
}
export type RemoteService = ReturnType<typeof createRemoteService>;
