import { type AccountRole, PcToken } from '@ads/contract';
import type { PcRow, UserRow } from '../db/schema';

/** Who a socket is, recorded on `socket.data` at the handshake. */
export type SocketIdentity =
  | { kind: 'user'; userId: number; role: AccountRole; family: string; name: string }
  | { kind: 'agent'; pcId: number; userId: number; room: string };

export interface IdentifyDeps {
  verifyAccess(token: string): Promise<{ userId: number; family: string } | null>;
  /** The account, and whether the sign-in the token belongs to is still live. */
  findCaller(id: number, family: string): Promise<{ user: UserRow; live: boolean } | undefined>;
  pcByToken(token: string): Promise<PcRow | undefined>;
}

/** The user behind an access token, by the HTTP hook's rule: live session, active account. */
export async function userOf(
  deps: IdentifyDeps,
  userId: number,
  family: string,
): Promise<Extract<SocketIdentity, { kind: 'user' }> | null> {
  const caller = await deps.findCaller(userId, family);
  if (!caller || !caller.user.isActive || !caller.live) return null;
  const role = caller.user.role as AccountRole;
  return { kind: 'user', userId, role, family, name: caller.user.username };
}

/**
 * The handshake's `auth.token` is a user's access token or a registered PC's token; anything
 * else (missing, garbage, expired, signed out, a deleted PC) is nobody.
 */
export async function identify(deps: IdentifyDeps, token: unknown): Promise<SocketIdentity | null> {
  if (typeof token !== 'string' || token.length === 0 || token.length > 4096) return null;
  const claims = await deps.verifyAccess(token);
  if (claims) return userOf(deps, claims.userId, claims.family);
  if (!PcToken.safeParse(token).success) return null;
  const pc = await deps.pcByToken(token);
  return pc ? { kind: 'agent', pcId: pc.id, userId: pc.userId, room: pc.token } : null;
}
