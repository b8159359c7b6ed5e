import { describe, expect, it } from 'vitest';
import {
  type SignUpGate,
  canSignUp,
  codeDigits,
  missingStep,
  passwordsMatch,
} from './signup-rules';

const ready: SignUpGate = {
  emailVerified: true,
  password: 'correct-horse-1',
  confirmPassword: 'correct-horse-1',
  privacyAgreed: true,
  termsAgreed: true,
};

describe('sign-up rules', () => {
  it('opens Sign up when everything it needs is there', () => {
    expect(canSignUp(ready)).toBe(true);
  });

  it.each([
    ['the e-mail is not verified', { emailVerified: false }],
    ['the privacy policy is not agreed', { privacyAgreed: false }],
    ['the terms are not agreed', { termsAgreed: false }],
    ['the passwords differ', { confirmPassword: 'correct-horse-2' }],
    ['no password is typed', { password: '', confirmPassword: '' }],
  ])('keeps Sign up closed when %s', (_, change) => {
    expect(canSignUp({ ...ready, ...change })).toBe(false);
  });

  it('treats two empty passwords as not matching', () => {
    expect(passwordsMatch({ password: '', confirmPassword: '' })).toBe(false);
  });

  it('names the first missing step, in the order of the form', () => {
    expect(missingStep({ ...ready, emailVerified: false, confirmPassword: '' })).toMatch(
      /^Verify your e-mail/,
    );
    expect(missingStep({ ...ready, confirmPassword: '' })).toMatch(/same password twice/);
    expect(missingStep(ready)).toMatch(/^Agree to the privacy policy and the terms/);
  });

  it('keeps only the digits of a typed or pasted code, at most six', () => {
    expect(codeDigits(' 12-34 56 78', 6)).toBe('123456');
    expect(codeDigits('abc', 6)).toBe('');
  });
});
