import { randomBytes } from 'node:crypto';
import type { TokenPair } from '@ads/contract';
import type { z } from 'zod';
import type { LoginBody, RegisterBody } from '@ads/contract';
import type { Db } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { badRequest, conflict, forbidden, tooMany, unauthorized } from '../../http/errors';
import { type AttemptLimiter, minutesText } from './attempt-limiter';
import type { EmailCodeService } from './email-code.service';
import { hashPassword, verifyPassword } from './passwords';
import type { SessionService } from './session.service';
import type { UsersRepo } from './users.repo';

type Register = z.output<typeof RegisterBody>;
type Login = z.output<typeof LoginBody>;

const isUniqueViolation = (error: unknown) =>
  (error as { code?: string })?.code === '23505' ||
  (error as { cause?: { code?: string } })?.cause?.code === '23505';

const alreadyRegistered = () => conflict('This e-mail is already registered. Sign in instead.');

/** Sign-up, sign-in and guest accounts. */
export function createAccountService(deps: {
  db: Db;
  users: UsersRepo;
  emailCodes: EmailCodeService;
  sessions: SessionService;
  /** Failed sign-ins per client address and per account. */
  loginByAddress: AttemptLimiter;
  loginByAccount: AttemptLimiter;
  guestsByAddress: AttemptLimiter;
}) {
  const { db, users, sessions } = deps;

  return {
    async register(input: Register): Promise<UserRow> {
      // Checked first: the verification of a registered address is already consumed, and a
      // resubmitted sign-up form should say "sign in", not "verify your e-mail". Sending a
      // code answers the same 409, so this tells nobody anything new.
      if (await users.byEmail(input.email)) throw alreadyRegistered();
      if (!(await deps.emailCodes.isVerified(input.email, input.code))) {
        throw badRequest('Verify your e-mail with the code we sent before signing up.', {
          email: 'This e-mail is not verified yet.',
        });
      }
      const passwordHash = await hashPassword(input.password);
      try {
        return await db.transaction(async (tx) => {
          const user = await users.insert(
            {
              email: input.email,
              username: input.username,
              company: input.company,
              passwordHash,
              role: 'USER',
            },
            tx,
          );
          await deps.emailCodes.consume(input.email, tx);
          return user;
        });
      } catch (error) {
        // Two sign-ups of one address at once both pass the check above; the index decides.
        if (isUniqueViolation(error)) throw alreadyRegistered();
        throw error;
      }
    },

    async login(input: Login, address: string): Promise<TokenPair> {
      const wait = Math.max(
        deps.loginByAddress.blockedFor(address),
        deps.loginByAccount.blockedFor(input.email),
      );
      if (wait > 0) throw tooMany(`Too many failed sign-ins. Try again in ${minutesText(wait)}.`);
      const user = await users.byEmail(input.email);
      const matches = await verifyPassword(user?.passwordHash ?? null, input.password);
      if (!user || !matches) {
        deps.loginByAddress.hit(address);
        deps.loginByAccount.hit(input.email);
        throw unauthorized('The e-mail or password is wrong.');
      }
      if (!user.isActive) throw forbidden('This account is disabled. Contact an administrator.');
      deps.loginByAccount.reset(input.email);
      return sessions.start(user.id);
    },

    /** A throwaway account with role ALL, for looking around before signing up. */
    async guest(address: string): Promise<TokenPair> {
      const wait = deps.guestsByAddress.blockedFor(address);
      if (wait > 0) throw tooMany(`Too many guest accounts. Try again in ${minutesText(wait)}.`);
      deps.guestsByAddress.hit(address);
      const tag = randomBytes(6).toString('hex');
      const user = await users.insert({
        email: `guest-${tag}@guest.ads-studio.local`,
        username: `Guest ${tag.slice(0, 4).toUpperCase()}`,
        role: 'ALL',
        isGuest: true,
      });
      return sessions.start(user.id);
    },

    /** Creates the first SUPER from ADMIN_EMAIL/ADMIN_PASSWORD when that account does not exist. */
    async ensureSuper(email: string, password: string): Promise<boolean> {
      if (await users.byEmail(email)) return false;
      await users.insert({
        email,
        username: email.split('@')[0] ?? 'admin',
        passwordHash: await hashPassword(password),
        role: 'SUPER',
      });
      return true;
    },
  };
}
export type AccountService = ReturnType<typeof createAccountService>;
