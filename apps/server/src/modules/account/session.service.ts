import { randomUUID } from 'node:crypto';
import { ACCOUNT, type TokenPair } from '@ads/contract';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { unauthorized } from '../../http/errors';
import type { AccountEvents } from './account-events';
import type { UsersRepo } from './users.repo';
import type { SessionsRepo } from './sessions.repo';
import { newOpaqueToken } from '../../http/opaque-token';
import { type AccessTokens, hashToken } from './tokens';

/**
 * Sign-in sessions: an access token (15 min) and a refresh token (14 days) that rotates on
 * every refresh. Presenting a refresh token that was already rotated means it leaked, so the
 * whole family is revoked and both holders must sign in again.
 */
export function createSessionService(deps: {
  db: Db;
  clock: Clock;
  tokens: AccessTokens;
  sessions: SessionsRepo;
  users: UsersRepo;
  events: AccountEvents;
}) {
  const { db, clock, tokens, sessions, users, events } = deps;
  const expiry = () => new Date(clock.now().getTime() + ACCOUNT.refreshTokenTtlS * 1000);

  async function issue(userId: number, family: string, tx: Db = db): Promise<TokenPair> {
    const refresh = newOpaqueToken();
    await sessions.insert(
      { userId, family, tokenHash: hashToken(refresh), expiresAt: expiry() },
      tx,
    );
    return { access: await tokens.sign(userId, family), refresh };
  }

  return {
    /** A new session family for a fresh sign-in. */
    start: (userId: number, tx?: Db) => issue(userId, randomUUID(), tx),

    async refresh(refreshToken: string): Promise<TokenPair> {
      const now = clock.now();
      const outcome = await db.transaction(async (tx) => {
        const row = await sessions.lockByHash(tx, hashToken(refreshToken));
        if (!row || row.revokedAt) return { error: 'Your session has ended. Sign in again.' };
        if (row.usedAt) {
          await sessions.revokeFamily(row.family, now, tx);
          return {
            error: 'This sign-in was used elsewhere, so it was ended. Sign in again.',
            ended: row.family,
          };
        }
        if (row.expiresAt <= now) return { error: 'Your session has expired. Sign in again.' };
        const user = await users.byId(row.userId, tx);
        if (!user || !user.isActive) return { error: 'This account cannot sign in.' };
        await sessions.markUsed(tx, row.id, now);
        return { pair: await issue(row.userId, row.family, tx) };
      });
      if ('error' in outcome) {
        // After the commit: the revocation is what the disconnected clients will find.
        if (outcome.ended) events.sessionEnded(outcome.ended);
        throw unauthorized(outcome.error);
      }
      return outcome.pair;
    },

    async end(refreshToken: string): Promise<void> {
      const family = await sessions.familyOf(hashToken(refreshToken));
      if (!family) return;
      await sessions.revokeFamily(family, clock.now());
      events.sessionEnded(family);
    },

    async endAllOf(userId: number, exceptFamily?: string): Promise<void> {
      await sessions.revokeUser(userId, clock.now(), exceptFamily);
      events.userSessionsEnded(userId, exceptFamily);
    },

    /**
     * Ends every sign-in of the user as part of `tx` and answers the announcement to make once
     * it has committed: announced earlier, a caller loaded before the commit would be kept.
     */
    async endAllWithin(userId: number, tx: Db): Promise<() => void> {
      await sessions.revokeUser(userId, clock.now(), undefined, tx);
      return () => events.userSessionsEnded(userId);
    },
  };
}
export type SessionService = ReturnType<typeof createSessionService>;
