import { type AccountRole, HostFacts, PcToken } from '@ads/contract';
import type { PcRow, UserRow } from '../db/schema';

/** Who a socket is, recorded on `socket.data` at the handshake. */
export type SocketIdentity =
  | { kind: 'user'; userId: number; role: AccountRole; family: string; name: string }
  | {
      kind: 'agent';
      pcId: number;
      userId: number;
      room: string;
      /** What the agent says of its host (`auth.host`); null from an older agent or garbage. */
      host: HostFacts | null;
    };

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
 * else (missing, garbage, expired, signed out, a deleted PC) is nobody. An agent's `auth.host`
 * (issue 27) is kept when it parses; it never decides who the socket is.
 */
export async function identify(
  deps: IdentifyDeps,
  token: unknown,
  host?: unknown,
): Promise<SocketIdentity | null> {
  if (typeof token !== 'string' || token.length === 0 || token.length > 4096) return null;
  const claims = await deps.verifyAccess(token);
  if (claims) return userOf(deps, claims.userId, claims.family);
  if (!PcToken.safeParse(token).success) return null;
  const pc = await deps.pcByToken(token);
  if (!pc) return null;
  const facts = HostFacts.safeParse(host);
  return {
    kind: 'agent',
    pcId: pc.id,
    userId: pc.userId,
    room: pc.token,
    host: facts.success ? facts.data : null,
  };
}
