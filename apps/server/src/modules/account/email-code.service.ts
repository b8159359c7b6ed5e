import { createHmac, timingSafeEqual } from 'node:crypto';
import { ACCOUNT } from '@ads/contract';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { AppError, conflict, tooMany } from '../../http/errors';
import type { Mailer } from '../../mail/mailer';
import { type AttemptLimiter, minutesText } from './attempt-limiter';
import type { EmailCodesRepo } from './email-codes.repo';
import { newMailedCode } from './mailed-code';
import type { UsersRepo } from './users.repo';

/** E-mail verification before sign-up: a 6-digit code, valid 10 minutes, 5 tries. */
export function createEmailCodeService(deps: {
  codes: EmailCodesRepo;
  users: UsersRepo;
  mailer: Mailer;
  clock: Clock;
  secret: string;
  /** Codes per recipient, and per client address so one client cannot mail the world. */
  sendLimiter: AttemptLimiter;
  sendByAddress: AttemptLimiter;
  publicUrl: string;
}) {
  const { codes, users, mailer, clock } = deps;
  const digest = (email: string, code: string) =>
    createHmac('sha256', deps.secret).update(`${email}:${code}`).digest();

  return {
    async send(email: string, address: string): Promise<void> {
      const existing = await users.byEmail(email);
      if (existing) throw conflict('This e-mail is already registered. Sign in instead.');
      const wait = Math.max(
        deps.sendLimiter.blockedFor(email),
        deps.sendByAddress.blockedFor(address),
      );
      if (wait > 0) throw tooMany(`Too many codes were sent. Try again in ${minutesText(wait)}.`);
      deps.sendLimiter.hit(email);
      deps.sendByAddress.hit(address);
      const code = newMailedCode();
      const expiresAt = new Date(clock.now().getTime() + ACCOUNT.emailCodeTtlMs);
      await codes.replace(email, digest(email, code).toString('hex'), expiresAt);
      try {
        await mailer.send({
          to: email,
          subject: `ADS Studio verification code ${code}`,
          text:
            `Your ADS Studio verification code is ${code}.\n\n` +
            `Enter it on the sign-up page (${deps.publicUrl}/signup) within 10 minutes.\n` +
            `If you did not ask for it, ignore this e-mail.`,
        });
      } catch {
        await codes.remove(email);
        throw new AppError(503, 'The verification e-mail could not be sent. Try again later.', {
          status: 'error',
        });
      }
    },

    /** Checks a code; the answer is the boolean of spec §7 with a sentence explaining a "no". */
    async check(email: string, code: string): Promise<{ ok: boolean; message: string }> {
      const row = await codes.get(email);
      const now = clock.now();
      if (!row) return { ok: false, message: 'Request a verification code first.' };
      if (row.verifiedAt) return { ok: true, message: 'The e-mail is verified.' };
      if (row.expiresAt <= now)
        return { ok: false, message: 'The code has expired. Request a new one.' };
      // Every comparison, right or wrong, first claims one of the tries.
      const claimed = await codes.claimTry(email, now, ACCOUNT.emailCodeMaxTries);
      if (!claimed) return { ok: false, message: 'Too many wrong codes. Request a new one.' };
      const given = digest(email, code);
      if (timingSafeEqual(given, Buffer.from(claimed.codeHash, 'hex'))) {
        await codes.markVerified(email, now);
        return { ok: true, message: 'The e-mail is verified.' };
      }
      const left = ACCOUNT.emailCodeMaxTries - claimed.attempts;
      if (left <= 0) return { ok: false, message: 'Too many wrong codes. Request a new one.' };
      return {
        ok: false,
        message: `The code is wrong. ${left} ${left === 1 ? 'try' : 'tries'} left.`,
      };
    },

    /** True when the address passed this very code recently enough to register. */
    async isVerified(email: string, code: string): Promise<boolean> {
      const row = await codes.get(email);
      if (!row?.verifiedAt) return false;
      if (!timingSafeEqual(digest(email, code), Buffer.from(row.codeHash, 'hex'))) return false;
      return clock.now().getTime() - row.verifiedAt.getTime() < ACCOUNT.emailVerifiedTtlMs;
    },

    /** A verification is good for one account only. */
    consume: (email: string, tx?: Db) => codes.remove(email, tx),
  };
}
export type EmailCodeService = ReturnType<typeof createEmailCodeService>;
