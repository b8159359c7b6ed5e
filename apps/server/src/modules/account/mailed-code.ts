import { randomInt } from 'node:crypto';
import { ACCOUNT } from '@ads/contract';

/** A fresh code of the length the forms ask for, for a sign-up or a password reset mail. */
export const newMailedCode = () =>
  String(randomInt(0, 10 ** ACCOUNT.emailCodeLength)).padStart(ACCOUNT.emailCodeLength, '0');

/** How long a mailed code lives, in the words its mail uses. */
export const codeLifeText = () => `${Math.round(ACCOUNT.emailCodeTtlMs / 60_000)} minutes`;
