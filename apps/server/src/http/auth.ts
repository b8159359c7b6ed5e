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
  /** `verifyAccess` from memory: the kept check of a token seen before, else undefined. */
  verifiedNow?(token: string): { userId: number; family: string } | undefined;
  /** The account, and whether the sign-in the token belongs to is still live. */
  findCaller(id: number, family: string): Promise<{ user: UserRow; live: boolean } | undefined>;
  /** `findCaller` from memory: `{ caller }` while it is kept, else undefined. */
  findCallerNow?(
    id: number,
    family: string,
  ): { caller: { user: UserRow; live: boolean } | undefined } | undefined;
  /** Refuses (403) a role for which the app is hidden or disabled. */
  checkApp(app: AppKey, role: string): Promise<void>;
  /** `checkApp` from memory: null on, the refusal sentence, undefined when not read yet. */
  checkAppNow?(app: AppKey, role: string): string | null | undefined;
}

/** The bearer token of a request, or null. */
export function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  // `scheme token`, read by index: every request passes here (issue 33), and a split makes an array.
  const space = header.indexOf(' ');
  if (space < 0) return null;
  const end = header.indexOf(' ', space + 1);
  const token = header.slice(space + 1, end < 0 ? undefined : end);
  return token && header.slice(0, space).toLowerCase() === 'bearer' ? token : null;
}

/** What a route asks of its caller. */
interface RouteRule {
  access: AccessType;
  app: AppKey | undefined;
}

type Claims = { userId: number; family: string };
type Found = { user: UserRow; live: boolean } | undefined;

/**
 * The rule once the token's claims and its caller are known: sets the actor, and answers the
 * refusal, nothing (let in), or the app whose availability is still to be checked.
 */
function admit(
  request: FastifyRequest,
  rule: RouteRule,
  claims: Claims | null,
  caller: Found,
): Error | AppKey | undefined {
  if (!claims) {
    return rule.access === 'PUBLIC'
      ? undefined
      : unauthorized('Your session has expired. Sign in again.');
  }
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
    return rule.access === 'PUBLIC' ? undefined : unauthorized(refusal ?? undefined);
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
  if (!canAccess(user.role, rule.access)) return roleRefusal(user.role);
  // An app's routes follow who may use the app (docs/adr/0012); public routes stay public.
  return rule.app && rule.access !== 'PUBLIC' ? rule.app : undefined;
}

/**
 * Enforces the role ladder before validation: every API route is protected unless it says
 * `access: 'PUBLIC'`, and one without a stated access needs USER, as the client guard does.
 * A route that belongs to an app also needs the app enabled for the caller's role.
 *
 * Every request runs this, so it is a callback hook that decides from memory when it can (issue
 * 33: the API's requests/s against a bare route): a token checked before, a caller the caller
 * cache keeps and the apps' availability as last read are the same answers the promises give,
 * and an account event forgets the caller at once either way; only what is not kept is read.
 */
export function installAuth(app: FastifyInstance, deps: AuthDeps): void {
  app.decorateRequest('actor', null);
  const { verifiedNow, findCallerNow, checkAppNow } = deps;

  /** The app's availability, from memory when it was read already. */
  function checkApp(key: AppKey, role: string, done: (error?: Error) => void): void {
    const now = checkAppNow?.(key, role);
    if (now === null) return done();
    if (now !== undefined) return done(forbidden(now));
    deps.checkApp(key, role).then(() => done(), done);
  }

  function decide(
    request: FastifyRequest,
    rule: RouteRule,
    claims: Claims | null,
    caller: Found,
    done: (error?: Error) => void,
  ): void {
    const verdict = admit(request, rule, claims, caller);
    if (typeof verdict === 'string') return checkApp(verdict, request.actor!.role, done);
    done(verdict);
  }

  /** The path with promises: the token or the caller is not kept yet. */
  async function read(token: string): Promise<{ claims: Claims | null; caller: Found }> {
    const claims = await deps.verifyAccess(token);
    return {
      claims,
      caller: claims ? await deps.findCaller(claims.userId, claims.family) : undefined,
    };
  }

  app.addHook('onRequest', (request, _reply, done) => {
    if (request.is404) return done();
    const { url, config } = request.routeOptions;
    // The web app's files are public; an API route without a stated access needs USER.
    const rule: RouteRule = {
      access: config.access ?? (url?.startsWith('/api') ? 'USER' : 'PUBLIC'),
      app: config.app,
    };
    const token = bearer(request);
    if (!token) {
      return done(rule.access === 'PUBLIC' ? undefined : unauthorized(`Sign in to continue.`));
    }
    const claims = verifiedNow?.(token);
    const kept = claims && findCallerNow?.(claims.userId, claims.family);
    if (claims && kept) return decide(request, rule, claims, kept.caller, done);
    read(token).then(({ claims: read, caller }) => decide(request, rule, read, caller, done), done);
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
