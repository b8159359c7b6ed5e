import { createHmac, timingSafeEqual } from 'node:crypto';
import { ACCOUNT, type PasswordResetBody } from '@ads/contract';
import type { z } from 'zod';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { badRequest, tooMany } from '../../http/errors';
import type { Mailer } from '../../mail/mailer';
import { type AttemptLimiter, minutesText } from './attempt-limiter';
import { codeLifeText, newMailedCode } from './mailed-code';
import { hashPassword } from './passwords';
import type { PasswordResetCodesRepo } from './password-reset-codes.repo';
import type { SessionService } from './session.service';
import type { UsersRepo } from './users.repo';

type Reset = z.output<typeof PasswordResetBody>;

/** The one answer to a code request, whether or not the address has an account. */
export const RESET_CODE_SENT = 'If an account uses this e-mail, we sent a 6-digit code to it.';
export const PASSWORD_RESET_DONE =
  'Your password was changed and every sign-in of the account was ended. Sign in with the new password.';

const refused = (message: string) => badRequest(message, { code: message });
const NO_CODE = 'Request a password reset code first.';
const TOO_MANY_TRIES = 'Too many wrong codes. Request a new one.';

/**
 * A forgotten password replaced by a code mailed to the account's address, as sign-up's codes
 * work: 6 digits, 10 minutes, 5 tries, single use, codes per address and per client limited.
 */
export function createPasswordResetService(deps: {
  db: Db;
  codes: PasswordResetCodesRepo;
  users: UsersRepo;
  sessions: SessionService;
  mailer: Mailer;
  clock: Clock;
  secret: string;
  /** Codes per recipient, and per client address (shared with sign-up's codes). */
  sendByEmail: AttemptLimiter;
  sendByAddress: AttemptLimiter;
  /** Sign-in failures per account: a reset clears them, or the new password would wait. */
  loginByAccount: AttemptLimiter;
  publicUrl: string;
  warn(message: string, error: unknown): void;
}) {
  const { db, codes, users, clock } = deps;
  // Scoped to the account and to resets, so no sign-up code's hash can ever match.
  const digest = (userId: number, code: string) =>
    createHmac('sha256', deps.secret).update(`password-reset:${userId}:${code}`).digest();

  /** Stores and mails a code when the address is an account that signs in with a password. */
  async function deliver(email: string): Promise<void> {
    const user = await users.byEmail(email);
    if (!user?.passwordHash || !user.isActive || user.isGuest) return;
    const code = newMailedCode();
    const expiresAt = new Date(clock.now().getTime() + ACCOUNT.emailCodeTtlMs);
    await codes.replace(user.id, digest(user.id, code).toString('hex'), expiresAt);
    try {
      await deps.mailer.send({
        to: email,
        subject: `ADS Studio password reset code ${code}`,
        // "verification code is" is the phrase sign-up's mail uses too; keep them alike.
        text:
          `Your ADS Studio verification code is ${code}.\n\n` +
          `Enter it on the password reset page (${deps.publicUrl}/password/reset) within ` +
          `${codeLifeText()} to choose a new password.\n` +
          `If you did not ask for it, ignore this e-mail: your password stays as it is.`,
      });
    } catch (error) {
      await codes.remove(user.id);
      throw error;
    }
  }

  return {
    /**
     * Answers at once with the same sentence for every address and mails behind the answer,
     * so neither the words nor the time taken tell whether the address has an account.
     */
    requestCode(email: string, address: string): string {
      const wait = Math.max(
        deps.sendByEmail.blockedFor(email),
        deps.sendByAddress.blockedFor(address),
      );
      if (wait > 0) throw tooMany(`Too many codes were sent. Try again in ${minutesText(wait)}.`);
      deps.sendByEmail.hit(email);
      deps.sendByAddress.hit(address);
      deliver(email).catch((error: unknown) => deps.warn('password reset mail not sent', error));
      return RESET_CODE_SENT;
    },

    /** Sets the new password with a live code and ends every sign-in of the account. */
    async reset(input: Reset): Promise<string> {
      // Checked before a try is spent: a typo in the new password costs no guess.
      if (input.new_password !== input.confirm_new_password) {
        throw badRequest('The new passwords do not match.', {
          confirm_new_password: 'Does not match the new password.',
        });
      }
      const now = clock.now();
      const user = await users.byEmail(input.email);
      // No account and no code answer alike: the address's existence stays unknown.
      const row = user && (await codes.get(user.id));
      if (!user || !row) throw refused(NO_CODE);
      if (row.expiresAt <= now) throw refused('The code has expired. Request a new one.');
      // Every comparison, right or wrong, first claims one of the tries.
      const claimed = await codes.claimTry(user.id, now, ACCOUNT.emailCodeMaxTries);
      if (!claimed) throw refused(TOO_MANY_TRIES);
      const given = digest(user.id, input.code);
      if (!timingSafeEqual(given, Buffer.from(claimed.codeHash, 'hex'))) {
        const left = ACCOUNT.emailCodeMaxTries - claimed.attempts;
        if (left <= 0) throw refused(TOO_MANY_TRIES);
        throw refused(`The code is wrong. ${left} ${left === 1 ? 'try' : 'tries'} left.`);
      }
      const passwordHash = await hashPassword(input.new_password);
      const announce = await db.transaction(async (tx) => {
        // Of two resets with the same code at once, only the one that took it goes on.
        if (!(await codes.take(user.id, claimed.codeHash, tx))) throw refused(NO_CODE);
        await users.update(user.id, { passwordHash }, tx);
        return deps.sessions.endAllWithin(user.id, tx);
      });
      announce();
      deps.loginByAccount.reset(input.email);
      return PASSWORD_RESET_DONE;
    },
  };
}
export type PasswordResetService = ReturnType<typeof createPasswordResetService>;
