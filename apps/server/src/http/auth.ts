import type { AccessType, AccountRole, AppKey } from '@ads/contract';
import { canAccess } from '@ads/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { UserRow } from '../db/schema';
import { forbidden, unauthorized } from './errors';

/**
 * The signed-in caller of a request: its account as read for this call (the caller cache keeps
 * it a few seconds and forgets it on any change of account or sign-in, see caller-cache.ts).
 */
export interface Actor {
  id: number;
  email: string;
  username: string;
  role: AccountRole;
  isGuest: boolean;
  /** The refresh-token family of the session this access token belongs to. */
  family: string;
  /** The account row itself, for answers about the caller. */
  account: UserRow;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: AccessType;
    /** The app the route belongs to (the contract's route table). */
    app?: AppKey;
  }
  interface FastifyRequest {
    actor: Actor | null;
  }
}

export interface AuthDeps {
  verifyAccess(token: string): Promise<{ userId: number; family: string } | null>;
  /** The account, and whether the sign-in the token belongs to is still live. */
  findCaller(id: number, family: string): Promise<{ user: UserRow; live: boolean } | undefined>;
  /** Refuses (403) a role for which the app is hidden or disabled. */
  checkApp(app: AppKey, role: string): Promise<void>;
}

/** The bearer token of a request, or null. */
export function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

/**
 * Enforces the role ladder before validation: every API route is protected unless it says
 * `access: 'PUBLIC'`, and one without a stated access needs USER, as the client guard does.
 * A route that belongs to an app also needs the app enabled for the caller's role.
 */
export function installAuth(app: FastifyInstance, deps: AuthDeps): void {
  app.decorateRequest('actor', null);
  app.addHook('onRequest', async (request) => {
    if (request.is404) return;
    const isApi = request.routeOptions.url?.startsWith('/api') ?? false;
    // The web app's files are public; an API route without a stated access needs USER.
    const access = request.routeOptions.config.access ?? (isApi ? 'USER' : 'PUBLIC');
    const token = bearer(request);
    if (!token) {
      if (access === 'PUBLIC') return;
      throw unauthorized(`Sign in to continue.`);
    }
    const claims = await deps.verifyAccess(token);
    if (!claims) {
      if (access === 'PUBLIC') return;
      throw unauthorized('Your session has expired. Sign in again.');
    }
    const caller = await deps.findCaller(claims.userId, claims.family);
    const user = caller?.user;
    // Signing out, or a reused refresh token, ends the family: its access tokens die with it.
    const refusal = !user
      ? 'This account no longer exists.'
      : !user.isActive
        ? 'This account is disabled.'
        : !caller.live
          ? 'Your session has ended. Sign in again.'
          : null;
    if (refusal || !user) {
      if (access === 'PUBLIC') return;
      throw unauthorized(refusal ?? undefined);
    }
    request.actor = {
      id: user.id,
      email: user.email,
      username: user.username,
      role: user.role as AccountRole,
      isGuest: user.isGuest,
      family: claims.family,
      account: user,
    };
    if (!canAccess(user.role, access)) {
      throw roleRefusal(user.role);
    }
    // An app's routes follow who may use the app (docs/adr/0012); public routes stay public.
    const app = request.routeOptions.config.app;
    if (app && access !== 'PUBLIC') await deps.checkApp(app, user.role);
  });
}

/** The 403 for a role below what a call needs: guests are told to sign up. */
export const roleRefusal = (role: string) =>
  forbidden(
    role === 'ALL'
      ? 'Sign up is required for this. Guest accounts cannot use it.'
      : 'Your role does not allow this.',
  );

/** The caller of a protected route (the auth hook has already refused anonymous calls). */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw unauthorized();
  return request.actor;
}
