import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import type { Mailer } from '../../mail/mailer';
import { type AccountEvents, fanOut } from './account-events';
import { accountRoutes } from './account.routes';
import { createAccountService } from './account.service';
import { createAttemptLimiter } from './attempt-limiter';
import { createCallerCache } from './caller-cache';
import { createEmailCodeService } from './email-code.service';
import { createEmailCodesRepo } from './email-codes.repo';
import { createPasswordResetCodesRepo } from './password-reset-codes.repo';
import { createPasswordResetService } from './password-reset.service';
import { createSessionService } from './session.service';
import { createSessionsRepo } from './sessions.repo';
import { createAccessTokens } from './tokens';
import { createUserSettingsRepo } from './user-settings.repo';
import { createUserSettingsService } from './user-settings.service';
import { userRoutes } from './user.routes';
import { createUserService } from './user.service';
import { createUsersRepo } from './users.repo';

export { type AccountEvents, fanOut } from './account-events';
export type { Caller } from './caller-cache';
export { hashPassword } from './passwords';

/** The limits the account rules apply (deps.ts `Limits` holds them with the others). */
export interface AccountLimits {
  loginFailuresPerAddress: number;
  loginFailuresPerAccount: number;
  loginWindowMs: number;
  codesPerEmailPerHour: number;
  codesPerAddressPerHour: number;
  guestsPerAddressPerHour: number;
  callerCacheMs: number;
}

/**
 * Accounts (sign-up, sign-in, e-mail codes, sessions, access tokens) and the users' own and
 * admins' management of them, wired. Other modules reach users only through `userById`.
 */
export function createAccountModule(deps: {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  /** Logs what fails behind an answer already given (a password reset's mail). */
  warn(message: string, error: unknown): void;
  jwtSecret: string;
  publicUrl: string;
  limits: AccountLimits;
  /** Announces account events to `local` and to the other instances (realtime). */
  announce(local: AccountEvents): AccountEvents;
  /** Other modules' listeners of account events (the project lists' cache). */
  listeners: AccountEvents[];
  /** The account's record files, which the database's cascade cannot remove. */
  records: {
    filesOfOwner(userId: number): Promise<string[]>;
    removeFiles(keys: string[]): Promise<void>;
  };
}) {
  const { db, clock, limits } = deps;
  const limiter = (max: number, windowMs: number) => createAttemptLimiter({ max, windowMs, clock });
  const users = createUsersRepo(db);
  const callers = createCallerCache({
    load: (id, family) => users.withSession(id, family),
    ttlMs: limits.callerCacheMs,
    now: () => Date.now(),
  });
  const events = deps.announce(fanOut(callers.events, ...deps.listeners));
  const tokens = createAccessTokens(deps.jwtSecret, clock);
  const sessions = createSessionService({
    db,
    clock,
    tokens,
    users,
    sessions: createSessionsRepo(db),
    events,
  });
  // One count per client address for every mailed code, sign-up's and reset's alike.
  const codesByAddress = limiter(limits.codesPerAddressPerHour, 3600_000);
  const loginByAccount = limiter(limits.loginFailuresPerAccount, limits.loginWindowMs);
  const emailCodes = createEmailCodeService({
    codes: createEmailCodesRepo(db),
    users,
    mailer: deps.mailer,
    clock,
    secret: deps.jwtSecret,
    sendLimiter: limiter(limits.codesPerEmailPerHour, 3600_000),
    sendByAddress: codesByAddress,
    publicUrl: deps.publicUrl,
  });
  const passwordReset = createPasswordResetService({
    db,
    codes: createPasswordResetCodesRepo(db),
    users,
    sessions,
    mailer: deps.mailer,
    clock,
    secret: deps.jwtSecret,
    sendByEmail: limiter(limits.codesPerEmailPerHour, 3600_000),
    sendByAddress: codesByAddress,
    loginByAccount,
    publicUrl: deps.publicUrl,
    warn: deps.warn,
  });
  const accounts = createAccountService({
    db,
    users,
    emailCodes,
    sessions,
    loginByAddress: limiter(limits.loginFailuresPerAddress, limits.loginWindowMs),
    loginByAccount,
    guestsByAddress: limiter(limits.guestsPerAddressPerHour, 3600_000),
  });
  const userService = createUserService({ users, sessions, events, records: deps.records });
  const settings = createUserSettingsService({ settings: createUserSettingsRepo(db) });
  return {
    tokens,
    callers,
    accounts,
    userById: (id: number) => users.byId(id),
    routes(app: FastifyInstance): void {
      accountRoutes(app, { accounts, emailCodes, sessions, passwordReset });
      userRoutes(app, { users: userService, settings });
    },
  };
}
export type AccountModule = ReturnType<typeof createAccountModule>;
