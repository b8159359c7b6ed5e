import { PcToken, canAccess } from '@ads/contract';
import type { FastifyRequest } from 'fastify';
import type { PcRow, UserRow } from '../../db/schema';
import { bearer, roleRefusal } from '../../http/auth';
import { unauthorized } from '../../http/errors';

/** Who sends an upload: its owner, and the PC when an agent sends it with the PC's token. */
export interface Uploader {
  ownerId: number;
  pcId: number | null;
  /** An administrator signed in (not an agent): may upload a benchmark dataset. */
  admin?: boolean;
}

export interface UploaderDeps {
  pcByToken(token: string): Promise<PcRow | undefined>;
  userById(id: number): Promise<UserRow | undefined>;
  /** Refuses (403) a role for which Data Management is hidden or disabled. */
  checkApp(role: string): Promise<void>;
}

/**
 * The caller of a tus request. The auth hook has already read a user's access token by the
 * rules of every route (live sign-in, active account) into `request.actor`; USER or higher may
 * upload. Otherwise the bearer may be a registered PC's token: its agent uploads for the PC's
 * owner, who must still be an active USER or higher. Either way Data Management must be on for
 * the uploader's role (docs/adr/0012).
 */
export async function uploaderOf(deps: UploaderDeps, request: FastifyRequest): Promise<Uploader> {
  if (request.actor) {
    if (!canAccess(request.actor.role, 'USER')) throw roleRefusal(request.actor.role);
    await deps.checkApp(request.actor.role);
    return { ownerId: request.actor.id, pcId: null, admin: canAccess(request.actor.role, 'ADMIN') };
  }
  const token = bearer(request);
  if (!token) throw unauthorized();
  if (!PcToken.safeParse(token).success) {
    throw unauthorized('Your session has expired. Sign in again.');
  }
  const pc = await deps.pcByToken(token);
  if (!pc) throw unauthorized('This PC is not registered.');
  const owner = await deps.userById(pc.userId);
  if (!owner?.isActive) throw unauthorized('The account of this PC is disabled.');
  if (!canAccess(owner.role, 'USER')) throw roleRefusal(owner.role);
  await deps.checkApp(owner.role);
  return { ownerId: owner.id, pcId: pc.id };
}
