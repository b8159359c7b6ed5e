import { ACCOUNT, API } from '@ads/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Account,
  SUPER,
  type TestServer,
  startServer,
} from '../../../test-support/studio/harness';

// Three codes per e-mail per hour, so the limit is hit quickly; a small sign-in lock-out, so a
// reset can be shown to lift it.
const CODES_PER_HOUR = 3;
const FAILURES_PER_ACCOUNT = 3;

let server: TestServer;
beforeAll(async () => {
  server = await startServer({
    limits: { codesPerEmailPerHour: CODES_PER_HOUR, loginFailuresPerAccount: FAILURES_PER_ACCOUNT },
  });
});
afterAll(() => server.close());

const SENT = {
  success: true,
  message: 'If an account uses this e-mail, we sent a 6-digit code to it.',
};
const DONE =
  'Your password was changed and every sign-in of the account was ended. Sign in with the new password.';
const NEW_PASSWORD = 'a-brand-new-pw-1';

const askCode = (email: string) => server.call(API.passwordResetCode, { body: { email } });

/** Asks for a reset code and reads it from the real SMTP inbox. */
async function mailedCode(email: string): Promise<string> {
  const before = server.inbox.mailsTo(email).length;
  const answer = await askCode(email);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return server.inbox.codeFor(email, before);
}

const reset = (email: string, code: string, extra: Record<string, unknown> = {}) =>
  server.call(API.passwordReset, {
    body: {
      email,
      code,
      new_password: NEW_PASSWORD,
      confirm_new_password: NEW_PASSWORD,
      ...extra,
    },
  });

const loginStatus = async (email: string, password: string) =>
  (await server.call(API.login, { body: { email, password } })).status;

/** A 6-digit code that is not `code`. */
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

const codeRefusal = (message: string) => ({
  success: false,
  message,
  detail: { code: message },
});

describe('password reset by a mailed code', () => {
  it('mails a code; the code sets the new password once, and the old one stops working', async () => {
    const account = await server.signUp();
    const before = server.inbox.mailsTo(account.email).length;
    const asked = await askCode(account.email.toUpperCase());
    expect(asked.status).toBe(200);
    expect(API.passwordResetCode.answer.parse(asked.body)).toEqual(SENT);
    const code = await server.inbox.codeFor(account.email, before);
    const mail = server.inbox.mailsTo(account.email)[before]!;
    expect(mail.raw).toContain(`ADS Studio password reset code ${code}`);
    expect(mail.raw).toContain('http://studio.test/password/reset');

    // A reset code is no sign-up verification.
    const asSignUp = await server.call(API.checkEmailCode, {
      body: { email: account.email, code },
    });
    expect(asSignUp.body.detail).toBe(false);

    const done = await reset(` ${account.email.toUpperCase()} `, code);
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ success: true, message: DONE });
    expect(await loginStatus(account.email, account.password)).toBe(401);
    expect(await loginStatus(account.email, NEW_PASSWORD)).toBe(200);

    // Single use: the same code does not change the password a second time.
    const again = await reset(account.email, code, {
      new_password: 'yet-another-pw-2',
      confirm_new_password: 'yet-another-pw-2',
    });
    expect(again.status).toBe(400);
    expect(again.body).toEqual(codeRefusal('Request a password reset code first.'));
    expect(await loginStatus(account.email, NEW_PASSWORD)).toBe(200);
  });

  it('ends every sign-in of the account: access and refresh tokens alike', async () => {
    const account = await server.signUp();
    const other = await server.login(account.email, account.password);
    const bystander = await server.signUp();
    expect((await reset(account.email, await mailedCode(account.email))).status).toBe(200);

    for (const session of [account, other]) {
      expect((await server.call(API.userInfo, { token: session.access })).status).toBe(401);
      const refreshed = await server.call(API.refresh, { body: { refresh: session.refresh } });
      expect(refreshed.status).toBe(401);
    }
    // Another account's sign-in is untouched.
    expect((await server.call(API.userInfo, { token: bystander.access })).status).toBe(200);
  });

  it('counts wrong codes, says how many tries are left, and then refuses even the right one', async () => {
    const account = await server.signUp();
    const code = await mailedCode(account.email);
    const messages: string[] = [];
    for (let i = 0; i < ACCOUNT.emailCodeMaxTries; i++) {
      const answer = await reset(account.email, wrongCode(code));
      expect(answer.status).toBe(400);
      messages.push(answer.body.message);
    }
    expect(messages).toEqual([
      'The code is wrong. 4 tries left.',
      'The code is wrong. 3 tries left.',
      'The code is wrong. 2 tries left.',
      'The code is wrong. 1 try left.',
      'Too many wrong codes. Request a new one.',
    ]);
    const right = await reset(account.email, code);
    expect(right.status).toBe(400);
    expect(right.body).toEqual(codeRefusal('Too many wrong codes. Request a new one.'));
    expect(await loginStatus(account.email, account.password)).toBe(200);

    // A new code starts the tries over.
    expect((await reset(account.email, await mailedCode(account.email))).status).toBe(200);
  });

  it('counts wrong codes sent all at once, and lets one right code through once', async () => {
    const account = await server.signUp();
    const code = await mailedCode(account.email);
    const guesses = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        reset(account.email, String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0')),
      ),
    );
    expect(guesses.filter((answer) => /left\.$/.test(answer.body.message))).toHaveLength(4);
    expect(await loginStatus(account.email, account.password)).toBe(200);

    const fresh = await mailedCode(account.email);
    const twice = await Promise.all([reset(account.email, fresh), reset(account.email, fresh)]);
    expect(twice.map((answer) => answer.status).sort()).toEqual([200, 400]);
  });

  it(`expires a code after ${ACCOUNT.emailCodeTtlMs / 60_000} minutes`, async () => {
    const account = await server.signUp();
    const code = await mailedCode(account.email);
    server.clock.advance(ACCOUNT.emailCodeTtlMs + 1000);
    const late = await reset(account.email, code);
    expect(late.status).toBe(400);
    expect(late.body).toEqual(codeRefusal('The code has expired. Request a new one.'));
    expect(await loginStatus(account.email, account.password)).toBe(200);
  });

  it('answers an unknown address exactly as a known one, and mails it nothing', async () => {
    const unknown = `nobody-${Date.now()}@ads.test`;
    const guest = await server.guest();
    const known = await server.signUp();
    const answers = [await askCode(unknown), await askCode(guest.email)];
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual(SENT);
    }
    // The known address's mail comes after the others were handled.
    await mailedCode(known.email);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(server.inbox.mailsTo(unknown)).toHaveLength(0);
    expect(server.inbox.mailsTo(guest.email)).toHaveLength(0);

    // Resetting without a code reads the same for an account and for no account.
    const none = await reset(unknown, '123456');
    const noCode = await reset((await server.signUp()).email, '123456');
    expect(none.body).toEqual(noCode.body);
    expect(none.status).toBe(noCode.status);
  });

  it(`sends at most ${CODES_PER_HOUR} codes per e-mail per hour, known or not`, async () => {
    const account = await server.signUp();
    const unknown = `limited-${Date.now()}@ads.test`;
    for (let i = 0; i < CODES_PER_HOUR; i++) {
      await mailedCode(account.email);
      expect((await askCode(unknown)).status).toBe(200);
    }
    const before = server.inbox.mailsTo(account.email).length;
    for (const email of [account.email, unknown]) {
      const refused = await askCode(email);
      expect(refused.status, email).toBe(429);
      expect(refused.body.message).toMatch(
        /^Too many codes were sent\. Try again in \d+ minutes?\.$/,
      );
    }
    expect(server.inbox.mailsTo(account.email)).toHaveLength(before);
    // The last code still works once the hour has passed for new ones.
    server.clock.advance(3600_000);
    expect((await reset(account.email, await mailedCode(account.email))).status).toBe(200);
  });

  it('lifts the sign-in lock-out of the account, so the new password works at once', async () => {
    const account = await server.signUp();
    for (let i = 0; i < FAILURES_PER_ACCOUNT; i++) {
      expect(await loginStatus(account.email, 'not-the-password')).toBe(401);
    }
    expect(await loginStatus(account.email, account.password)).toBe(429);
    expect((await reset(account.email, await mailedCode(account.email))).status).toBe(200);
    expect(await loginStatus(account.email, NEW_PASSWORD)).toBe(200);
  });
});

describe('bad input to a password reset', () => {
  let account: Account;
  let code: string;
  beforeAll(async () => {
    account = await server.signUp();
    code = await mailedCode(account.email);
  });

  it('names each bad field with 400, spends no try and changes nothing', async () => {
    const cases: Array<[Record<string, unknown>, string[]]> = [
      [{ email: 'not-an-email' }, ['email']],
      [{ code: '12345' }, ['code']],
      [{ code: 'abcdef' }, ['code']],
      [{ new_password: 'short', confirm_new_password: 'short' }, ['new_password']],
      [{ new_password: 'x'.repeat(ACCOUNT.passwordMaxLength + 1) }, ['new_password']],
      [{ confirm_new_password: '' }, ['confirm_new_password']],
      [
        { new_password: undefined, confirm_new_password: undefined },
        ['confirm_new_password', 'new_password'],
      ],
    ];
    for (const [change, fields] of cases) {
      const answer = await reset(account.email, code, change);
      expect(answer.status, JSON.stringify(change)).toBe(400);
      expect(Object.keys(answer.body.detail).sort(), JSON.stringify(change)).toEqual(fields);
    }
    const short = await reset(account.email, code, {
      new_password: 'short',
      confirm_new_password: 'short',
    });
    expect(short.body.detail).toEqual({
      new_password: `Use at least ${ACCOUNT.passwordMinLength} characters.`,
    });

    const mismatch = await reset(account.email, code, { confirm_new_password: 'something-else' });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body).toEqual({
      success: false,
      message: 'The new passwords do not match.',
      detail: { confirm_new_password: 'Does not match the new password.' },
    });
    expect((await askCode('')).body.detail).toHaveProperty('email');

    // Nothing was spent or changed: the first wrong code still has every try but one left.
    expect((await reset(account.email, wrongCode(code))).body.message).toBe(
      'The code is wrong. 4 tries left.',
    );
    expect(await loginStatus(account.email, account.password)).toBe(200);
    expect((await reset(account.email, code)).status).toBe(200);
  });

  it("cannot reset the SUPER's password without the SUPER's mail", async () => {
    const mailed = await mailedCode(SUPER.email);
    const guess = await reset(SUPER.email, wrongCode(mailed));
    expect(guess.status).toBe(400);
    expect(await loginStatus(SUPER.email, SUPER.password)).toBe(200);
  });
});
